/**
 * The building blocks of every request schema, so client and server agree and no input can reach
 * the database in a shape it refuses: text without NUL and control characters, integers within
 * their column type, dates within 1900–2200, bounded lists. Schemas in contract/ compose these
 * instead of bare `z.string()` / `z.number()`.
 */
import './zod-config.ts';
import toRegexRange from 'to-regex-range';
import { z } from 'zod';

/** Single-line text: no C0 control characters (NUL included), no DEL. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const singleLine = /^[^\u0000-\u001f\u007f]*$/;
/** Multi-line text: tab, line feed and carriage return allowed, other control characters not. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const multiLine = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

export interface TextOptions {
  min?: number;
  /** Allow tab and line breaks (descriptions, comments). */
  multiline?: boolean;
  /** Trim surrounding white space first (default true). */
  trim?: boolean;
}

/** Text up to `max` characters. */
export function text(max: number, { min = 0, multiline = false, trim = true }: TextOptions = {}) {
  const base = trim ? z.string().trim() : z.string();
  const schema = base
    .min(min)
    .max(max)
    .regex(multiline ? multiLine : singleLine, {
      message: multiline ? 'must not contain control characters' : 'must not contain control characters or line breaks',
    });
  // The minimum counts after trimming: `documentInput` turns this into a pattern.
  return trim && min > 0 ? schema.meta({ 'x-min-trimmed': min }) : schema;
}

/**
 * For the documents (a `z.toJSONSchema` override): text whose minimum length counts after
 * trimming (`text`) needs that many characters from the first to the last non-space one.
 */
export function documentTrimmedMinimum({ jsonSchema: json }: { jsonSchema: Record<string, unknown> }): void {
  documentTrimmed(json);
}

/**
 * The `z.toJSONSchema` override of request schemas for the documents (server/openapi/json-schema.ts
 * and the JSON a contract schema embeds): trimmed minimums, and text piped into further text
 * rules (`text(10).pipe(z.string().regex(…))`), whose input side alone would drop those rules.
 */
type OverrideContext = Parameters<NonNullable<z.core.ToJSONSchemaParams['override']>>[0];

export function documentInput(ctx: OverrideContext): void {
  const def = ctx.zodSchema._zod.def as { type: string; in?: z.ZodType; out?: z.ZodType };
  if (def.type === 'pipe' && def.out?._zod.def.type === 'string' && def.in?._zod.def.type === 'string') {
    const { $schema: _, ...rules } = z.toJSONSchema(def.out, {
      io: 'input',
      unrepresentable: 'any',
      override: documentInput,
    });
    ctx.jsonSchema.allOf = [...(ctx.jsonSchema.allOf ?? []), rules];
  }
  documentTrimmed(ctx.jsonSchema as Record<string, unknown>);
}

function documentTrimmed(json: Record<string, unknown>): void {
  const min = json['x-min-trimmed'];
  if (typeof min !== 'number') return;
  delete json['x-min-trimmed'];
  const pattern = min === 1 ? '\\S' : `^\\s*\\S[\\s\\S]{${min - 2},}\\S\\s*$`;
  json.allOf = [...((json.allOf as object[]) ?? []), { pattern }];
}

/** Required text: at least one character after trimming. */
export const requiredText = (max: number, options: Omit<TextOptions, 'min'> = {}) => text(max, { ...options, min: 1 });

export const int16 = z.number().int().min(-32_768).max(32_767);
export const int32 = z.number().int().min(-2_147_483_648).max(2_147_483_647);
/** Whole numbers JavaScript and PostgreSQL `bigint` both hold exactly. */
export const safeInt = z.number().int().min(Number.MIN_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
/** A finite number (no NaN/Infinity) within ±1e12: amounts, measurements. */
export const finite = z.number().finite().min(-1e12).max(1e12);

export const uuid = z.uuid();

/** Years a date may carry: PostgreSQL stores year 0 badly and nothing here plans beyond 2200. */
export const dateRange = { minYear: 1900, maxYear: 2200 } as const;
const inRange = (iso: string) => {
  const year = Number(iso.slice(0, 4));
  return year >= dateRange.minYear && year <= dateRange.maxYear;
};
const rangeMessage = `must be between ${dateRange.minYear} and ${dateRange.maxYear}`;

/*
 * Patterns for the API documents (server/openapi/): what a refinement checks in code is also said
 * as a JSON Schema pattern, so a request the document accepts is one the server accepts
 * (test/server/openapi-contract.test.ts). Set with `.meta({ pattern })`, which replaces the
 * schema's own pattern in the documents only.
 */
/** `^…$` for the whole numbers `min`…`max` written as text (no leading zeros). */
export const integerPattern = (min: number, max: number) => `^${toRegexRange(min, max)}$`;
/** The years 1900–2200, unanchored. */
export const yearPattern = toRegexRange(dateRange.minYear, dateRange.maxYear);
/** `YYYY-MM-DD` with a year 1900–2200 (with `format: date`, which says the day exists). */
export const datePattern = `^${yearPattern}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])$`;
const dateTimePattern = `^${yearPattern}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])T(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d{1,6})?(?:Z|[+-](?:[01]\\d|2[0-3]):[0-5]\\d)$`;

/** A calendar date `YYYY-MM-DD` between 1900 and 2200. */
export const isoDate = z.iso.date().refine(inRange, { message: rangeMessage }).meta({ pattern: datePattern });
/** A date-time with offset (`2026-11-23T09:30:00Z`, `…+01:00`) between 1900 and 2200. */
export const isoDateTime = z.iso
  .datetime({ offset: true })
  .refine(inRange, { message: rangeMessage })
  .meta({ pattern: dateTimePattern });

// ---------------------------------------------------------------------------------------------
// Query strings: every value arrives as text (or a list of texts when the key repeats).

/** An integer from the query string, e.g. `Top=20`. */
export function queryInt(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,16}$/, { message: 'must be a whole number' })
    .transform(Number)
    .pipe(z.number().int().min(min).max(max))
    .meta({ pattern: integerPattern(min, max) });
}

/** `^…$` for decimal numbers `min`…`max` as text (`.` as separator), for a whole-number `max`. */
export function decimalPattern(min: number, max: number): string {
  const whole = Math.max(0, Math.ceil(min));
  const alternatives = [toRegexRange(Math.ceil(min), Math.floor(max))];
  if (Math.floor(max) - 1 >= whole) alternatives.push(`${toRegexRange(whole, Math.floor(max) - 1)}\\.\\d{1,12}`);
  if (min < 0 && max >= 0) alternatives.push(`-${toRegexRange(0, Math.ceil(-min) - 1)}\\.\\d{1,12}`);
  return `^(?:${alternatives.join('|')})$`;
}

/** A decimal number from the query string (`.` as separator), e.g. `latitude=48.77`. */
export function queryNumber(min: number, max: number) {
  return z
    .string()
    .regex(/^-?\d{1,12}(\.\d{1,12})?$/, { message: 'must be a number' })
    .transform(Number)
    .pipe(z.number().min(min).max(max))
    .meta({ pattern: decimalPattern(min, max) });
}

/** `true`/`false` (any case, as ASP.NET clients send them) or `1`/`0`. */
export const queryBool = z
  .string()
  .regex(/^(true|false|1|0)$/i, { message: 'must be true or false' })
  .transform((v) => v === '1' || v.toLowerCase() === 'true');

/** A repeated query key (`CompanyCode=1000&CompanyCode=2000`) as a list of at most `max` items. */
export function queryList<T extends z.ZodType<unknown, string>>(item: T, max = 100) {
  const { $schema: _, ...items } = z.toJSONSchema(item, {
    io: 'input',
    unrepresentable: 'any',
    override: documentInput,
  });
  return (
    z
      .union([z.string(), z.array(z.string())])
      .transform((v) => (Array.isArray(v) ? v : [v]))
      .pipe(z.array(item).max(max))
      // In the documents: a list of such items (one value is a list of one, `style: form, explode: true`).
      .meta({ anyOf: undefined, type: 'array', items, maxItems: max })
  );
}

/**
 * A query whose parameter names are matched case-insensitively (older clients write
 * `selectedModule` and `SelectedModule`): `shape` names them canonically, errors name the key
 * as the client spelled it, and two different values under differently cased names are refused.
 */
export function caseInsensitiveQuery<Shape extends Record<string, z.ZodType>>(shape: Shape) {
  const strictValues = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
  const schema = strictValues.transform((raw, ctx) => {
    const out: Record<string, unknown> = {};
    for (const [name, schema] of Object.entries(shape)) {
      let found: { value: string; key: string } | undefined;
      for (const [key, values] of Object.entries(raw)) {
        if (key.toLowerCase() !== name.toLowerCase()) continue;
        for (const value of [values].flat()) {
          if (found && found.value !== value) {
            ctx.addIssue({ code: 'custom', path: [key], message: 'is given more than once with different values' });
            return z.NEVER;
          }
          found = { value, key };
        }
      }
      const parsed = schema.safeParse(found?.value);
      if (!parsed.success) {
        for (const issue of parsed.error.issues) {
          ctx.addIssue({ code: 'custom', path: [found?.key ?? name, ...issue.path], message: issue.message });
        }
        continue;
      }
      out[name] = parsed.data;
    }
    return out as { [K in keyof Shape]: z.output<Shape[K]> };
  });
  caseInsensitiveShapes.set(schema, shape);
  return schema;
}

/** The canonical parameters of each case-insensitive query (the OpenAPI documents name them). */
export const caseInsensitiveShapes = new WeakMap<z.ZodType, Record<string, z.ZodType>>();

// ---------------------------------------------------------------------------------------------
// Read-only fields: what a client posts back from a GET (server/http/read-only-fields.ts applies them).

/** Whose data an owner field names: the portal user (by id, username or the entity), or the OpenID subject. */
export type OwnerRef = 'portalUserId' | 'portalUsername' | 'portalUser' | 'subject';

export type ReadOnlyField =
  | { owner: OwnerRef }
  | {
      /** The path parameter the field echoes. */
      param: string;
      /** On a route without that parameter: keep the value (an id the client may choose on create). */
      keepWithoutParam?: boolean;
    };

export const readOnlyFields = z.registry<ReadOnlyField>();

/** A field naming the owner: dropped when it names the caller, 403 when it names someone else. */
export function ownerField<T extends z.ZodType>(owner: OwnerRef, schema: T): T {
  // `readOnly` in the documents: a client need not send it (test/server/openapi-contract.test.ts leaves it out).
  const documented = schema.meta({ readOnly: true }) as T;
  readOnlyFields.add(documented, { owner });
  return documented;
}

/** A field echoing a path parameter: must match it (400 `mismatch`), then dropped. */
export function pathField<T extends z.ZodType>(param: string, schema: T, keepWithoutParam = false): T {
  const documented = schema.meta({ readOnly: true, description: `Read-only: the path’s ${param}, if sent` }) as T;
  readOnlyFields.add(documented, { param, keepWithoutParam });
  return documented;
}
