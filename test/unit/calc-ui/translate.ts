import { readMessages, type MessageTree as Tree } from '../../../locales/read.ts';

/** The apps' t() over the real message files (lookup by dot path, `{{ name }}` values). */
export function translator(locale: string) {
  const messages = readMessages(locale);
  return (key: string, values: Record<string, string | number> = {}): string => {
    let node: string | Tree | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    if (typeof node !== 'string') return key;
    return Object.entries(values).reduce(
      (text, [name, value]) => text.replace(new RegExp(`{{\\s*${name}\\s*}}`, 'g'), String(value)),
      node,
    );
  };
}
