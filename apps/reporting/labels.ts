import type { ReportingUser, Texts } from '../../contract/reporting.ts';

/** A metadata text in the current language (German when the language is missing). */
export function textIn(texts: Texts, locale: string): string {
  return (texts as Record<string, string>)[locale] ?? texts.de;
}

export function userName(user: ReportingUser): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return name ? `${name} (${user.username})` : user.username;
}
