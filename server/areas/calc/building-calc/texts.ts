import type { BuildingMessage, NamedValue } from '../../../../contract/building.ts';
import { defaultLocale, type Locale } from '../../../../contract/locales.ts';
import { translate } from '../../../i18n.ts';

/** A rule broken by a building input: field path, rule code and values for the message. */
export interface BuildingIssue {
  field: string;
  rule: string;
  values?: Record<string, string | number>;
}

/** Thrown when inputs break a rule the schema cannot express (needs data or several fields): a 400. */
export class BuildingInputError extends Error {
  constructor(readonly issues: BuildingIssue[]) {
    super(issues.map((i) => `${i.field}: ${i.rule}`).join('; '));
    this.name = 'BuildingInputError';
  }
}

export function throwIfBuildingIssues(issues: BuildingIssue[]): void {
  if (issues.length) throw new BuildingInputError(issues);
}

/**
 * Texts of one namespace (`building` unless given, the designers use `designer`) in the request
 * language (German when a key is missing).
 */
export class BuildingTexts {
  constructor(
    readonly locale: Locale = defaultLocale,
    readonly namespace = 'building',
  ) {}

  t(key: string, values: Record<string, string | number> = {}): string {
    const strings = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, typeof v === 'number' ? this.num(v) : v]),
    );
    return translate(this.locale, `${this.namespace}.${key}`, strings);
  }

  num(value: number, digits = 2): string {
    return new Intl.NumberFormat(this.locale, { maximumFractionDigits: digits }).format(value);
  }

  /** A named intermediate value; the label is `building.values.<key>`. */
  named(key: string, symbol: string, value: number | null, unit: string): NamedValue {
    return { key, symbol, label: this.t(`values.${key}`), value: value === null ? null : round(value), unit };
  }

  message(code: string, values: Record<string, string | number> = {}, field?: string): BuildingMessage {
    return { code, message: this.t(`warnings.${code}`, values), ...(field ? { field } : {}) };
  }

  issueMessage(issue: BuildingIssue): string {
    return this.t(`errors.${issue.rule}`, issue.values ?? {});
  }
}

/** Values at the boundary: 6 decimals, no float noise in JSON. */
export function round(value: number, digits = 6): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** A map key → value of named values (for tests and the UI's own lookups). */
export function valuesByKey(values: NamedValue[]): Record<string, number | null> {
  return Object.fromEntries(values.map((v) => [v.key, v.value]));
}
