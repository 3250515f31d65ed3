import { z } from 'zod';
import type { AccountLookupResultValue } from './crm-values.ts';
import { decimalPattern, multiLine, ownerField, singleLine } from './input.ts';

/**
 * The CRM API (mounted at /webcrmapi/api): dealer search, localization
 * lists, registrations and the user's own CRM record. Shared by the reference server and the UI
 * (`portal-dealer-search`, `portal-crm`).
 */

// The account-lookup results and the business constants are in crm-values.ts: zod-free, for the UI.
export * from './crm-values.ts';

/** `GET /api/User/{id}/status?locale=` */
export interface CrmUserStateResponse {
  userStatus: AccountLookupResultValue;
  /** Localized text for the status (locales `crm.userStatus.<name>`), in the `locale` asked for. */
  statusMessage: string | null;
}

// ---------------------------------------------------------------------------------------------
// Dealer search (public)
// ---------------------------------------------------------------------------------------------

export interface DealerSearchProduct {
  productName: string;
  productKey: string;
  branchSubCode: string;
}

export interface DealerEntry {
  accountName: string;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  telephoneAccount: string | null;
  fax: string | null;
  emailAccount: string | null;
  websiteUrl: string | null;
  /** The area the dealer serves, in km around its location. */
  radius: number;
  latitude: number;
  longitude: number;
  products: DealerSearchProduct[];
  /** Great-circle distance in km from the searched location (rounded to 10 m); results are sorted by it. */
  distance: number;
}

/** `GET /api/DealerSearch/products` (200; 204 without body when the list would be empty). */
export interface DealerSearchProductListResponse {
  result: DealerSearchProduct[] | null;
}

/** The products answer as documented on the route (server/http/responds.ts). */
export const dealerSearchProductListResponseSchema = z.object({
  result: z.array(z.object({ productName: z.string(), productKey: z.string(), branchSubCode: z.string() })).nullable(),
}) satisfies z.ZodType<DealerSearchProductListResponse>;

/** `GET /api/DealerSearch/dealers` (200; 204 without body when no dealer matches). */
export interface DealerEntryListResponse {
  result: DealerEntry[] | null;
}

const optionalQueryText = (field: string, max = 50) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} may have at most ${max} characters` })
    .regex(singleLine, { error: `${field} must not contain control characters` })
    .optional();

const coordinate = (field: string, limit: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${field} is required` : `${field} must be a number`) })
    .trim()
    .regex(/^[-+]?(\d+(\.\d*)?|\.\d+)$/, { error: `${field} must be a decimal number (e.g. 48.7766)` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(-limit, { error: `${field} must be between -${limit} and ${limit}` })
        .max(limit, { error: `${field} must be between -${limit} and ${limit}` }),
    )
    .meta({ pattern: decimalPattern(-limit, limit) });

/** Query of `GET /api/DealerSearch/products`; both optional, `division` case-insensitive. */
export const dealerProductQuerySchema = z.object({
  division: optionalQueryText('division'),
  branchSubCodeKey: optionalQueryText('branchSubCodeKey'),
});

/**
 * Query of `GET /api/DealerSearch/dealers`. `latitude` and `longitude` (WGS 84 degrees) are required;
 * `division`, `project` and `country` (ISO alpha-2) filter when given; `productKeys` may repeat
 * (`productKeys=A&productKeys=B`, or comma-separated) and a dealer must offer every key given.
 */
export const dealerSearchQuerySchema = z.preprocess(
  mergeProductKeys,
  z.object({
    division: optionalQueryText('division'),
    project: optionalQueryText('project'),
    country: optionalQueryText('country', 3),
    latitude: coordinate('latitude', 90),
    longitude: coordinate('longitude', 180),
    productKeys: z
      .array(z.string().trim().min(1).max(50).regex(singleLine), {
        error: 'productKeys must be a list of product keys',
      })
      .max(50, { error: 'productKeys may name at most 50 products' })
      .optional(),
  }),
);

/** `productKeys=A&productKeys=B`, `productKeys[]=A` and `productKeys=A,B` all become one list without repeats. */
function mergeProductKeys(query: unknown): unknown {
  if (!query || typeof query !== 'object') return query;
  const { productKeys, 'productKeys[]': bracketed, ...rest } = query as Record<string, unknown>;
  const given = [productKeys, bracketed].flat().filter((v) => v !== undefined);
  if (given.some((v) => typeof v !== 'string')) return { ...rest, productKeys: given };
  const keys = (given as string[])
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
  return { ...rest, productKeys: keys.length ? [...new Set(keys)] : undefined };
}

// ---------------------------------------------------------------------------------------------
// Localization (public)
// ---------------------------------------------------------------------------------------------

export interface LocalizationEntry {
  value: string;
  /** Null when there is no text for the culture asked for. */
  translatedValue: string | null;
}

/** `GET /api/Localization/{countries,salutations,targetGroups,divisions,projects}?cultureCode=` */
export interface LocalizationResponse {
  translationData: LocalizationEntry[] | null;
}

/** The localization answer as documented on the routes (server/http/responds.ts). */
export const localizationResponseSchema = z.object({
  translationData: z.array(z.object({ value: z.string(), translatedValue: z.string().nullable() })).nullable(),
}) satisfies z.ZodType<LocalizationResponse>;

/** `cultureCode` like `de`, `de-DE`, `cs_CZ`; the language part selects the texts (default `de`). */
export const localizationQuerySchema = z.object({
  cultureCode: z
    .string({ error: 'cultureCode must be text' })
    .trim()
    .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8})*$/, { error: 'cultureCode must be a language tag such as de-DE' })
    .optional(),
});

// ---------------------------------------------------------------------------------------------
// Registrations and the user's CRM record (bearer token; own record only)
// ---------------------------------------------------------------------------------------------

const uuidText = (field: string) =>
  z
    .string({ error: `${field} must be a UUID string` })
    .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
      error: `${field} must be a UUID`,
    })
    .transform((v) => v.toLowerCase());

/**
 * Required text: present, not null, a string; like .NET's [Required] an empty or
 * blank value counts as missing. Stored trimmed.
 */
const requiredText = (field: string, max: number) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`,
    })
    .trim()
    .min(1, { error: `${field} is required and needs at least 1 character` })
    .max(max, { error: `${field} may have at most ${max} characters` })
    .regex(singleLine, { error: `${field} must not contain control characters or line breaks` })
    // The minimum counts after trimming (contract/input.ts `documentInput`).
    .meta({ 'x-min-trimmed': 1 });

const optionalText = (field: string, max: number, multiline = false) =>
  z
    .string({ error: `${field} must be text or null` })
    .trim()
    .max(max, { error: `${field} may have at most ${max} characters` })
    .regex(multiline ? multiLine : singleLine, { error: `${field} must not contain control characters` })
    .nullish()
    .transform((v) => (v === undefined || v === '' ? null : v));

const flag = (field: string) =>
  z
    .boolean({ error: `${field} must be true or false` })
    .optional()
    .transform((v) => v ?? false);

/** The user id in `/api/User/{id}`: the OpenID subject, a UUID. */
export const crmUserIdSchema = z.object({ id: uuidText('id') });

/**
 * UserData. Required: salutation, firstName, lastName, street,
 * postalCode, city, country (at least 1 character each); `openIdUserId` and `accountId` are UUIDs;
 * a wrongly typed value (e.g. `newsletter: "yes"`) is refused. Upper length limits protect the
 * database and are not part of the catalogue. Unknown properties are refused (400 naming them).
 * `openIdUserId`, `login` and `domain` are taken from the access token; a body naming another
 * `openIdUserId` is refused (403), the caller's own is dropped.
 */
export const userDataSchema = z.strictObject({
  openIdUserId: ownerField('subject', uuidText('openIdUserId').nullish()),
  login: optionalText('login', 200),
  email: optionalText('email', 320),
  domain: optionalText('domain', 200),
  accountId: uuidText('accountId').nullish(),
  serial: optionalText('serial', 100),
  salutation: requiredText('salutation', 50),
  firstName: requiredText('firstName', 200),
  lastName: requiredText('lastName', 200),
  telephone: optionalText('telephone', 50),
  street: requiredText('street', 200),
  postalCode: requiredText('postalCode', 20),
  city: requiredText('city', 200),
  language: optionalText('language', 35),
  country: requiredText('country', 50),
  appearsInResourceSearchHeating: flag('appearsInResourceSearchHeating'),
  appearsInResourceSearchSanitary: flag('appearsInResourceSearchSanitary'),
  targetGroup: optionalText('targetGroup', 50),
  websiteUrl: optionalText('websiteUrl', 500),
  telephoneAccount: optionalText('telephoneAccount', 50),
  accountName: optionalText('accountName', 200),
  accountInfo: optionalText('accountInfo', 2000, true),
  newsletter: flag('newsletter'),
});
/** What a client sends (optional flags may be left out). */
export type UserDataInput = z.input<typeof userDataSchema>;
/** A validated UserData body. */
export type UserDataOutput = z.output<typeof userDataSchema>;

/** `GET /api/User/{id}/status?locale=`: the language of the status message (default German). */
export const crmStatusQuerySchema = z.object({ locale: z.string().trim().max(35).regex(singleLine).optional() });

/** UserData as the API returns it (`GET /api/User/{id}`, registrations, `PATCH`). */
export interface UserData {
  openIdUserId: string | null;
  login: string | null;
  email: string | null;
  domain: string | null;
  accountId: string | null;
  serial: string | null;
  /** Null only for a user who registered with RegistrationSimple and has not completed the profile. */
  salutation: string | null;
  firstName: string | null;
  lastName: string | null;
  telephone: string | null;
  street: string | null;
  postalCode: string | null;
  city: string | null;
  language: string | null;
  country: string | null;
  appearsInResourceSearchHeating: boolean;
  appearsInResourceSearchSanitary: boolean;
  targetGroup: string | null;
  websiteUrl: string | null;
  telephoneAccount: string | null;
  accountName: string | null;
  accountInfo: string | null;
  newsletter: boolean;
}

/** `POST /api/RegistrationSimple` body. */
export const simpleRegistrationDataSchema = z.strictObject({
  language: optionalText('language', 35),
});
export type SimpleRegistrationData = z.input<typeof simpleRegistrationDataSchema>;

/** How a CRM user registered (stored with the record; not part of UserData). */
export const crmRegistrationKinds = ['endCustomer', 'specialist', 'simple'] as const;
export type CrmRegistrationKind = (typeof crmRegistrationKinds)[number];
