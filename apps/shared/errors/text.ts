import type { Translate } from '../../platform/index.ts';

/** The text of `key`, or undefined when no message file has it (the platform answers the key itself). */
export function textOf(t: Translate, key: string, values?: Record<string, string | number>): string | undefined {
  const text = t(key, values);
  return text === key ? undefined : text;
}

/** The first of `keys` that has a text. */
export function firstText(
  t: Translate,
  keys: readonly string[],
  values?: Record<string, string | number>,
): string | undefined {
  for (const key of keys) {
    const text = textOf(t, key, values);
    if (text !== undefined) return text;
  }
  return undefined;
}
