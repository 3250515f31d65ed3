import type { Texts } from '../../contract/reporting.ts';

/** A metadata text in the current language (German when the language is missing). */
export function textIn(texts: Texts, locale: string): string {
  return (texts as Record<string, string>)[locale] ?? texts.de;
}

export { userName } from '../shared/user-name.ts';
