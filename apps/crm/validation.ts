/**
 * The registration and profile form: its values, the UserData rules of api-catalogue §5 checked
 * before sending (the same rules as the server's `userDataSchema` in contract/crm.ts — a unit test
 * holds both side by side), the body sent, and the server's 400 field errors at the fields, in the
 * user's language. Pure functions, unit-tested.
 */
import type { UserData, UserDataInput } from '../../contract/crm.ts';
import type { ApiErrorBody } from '../../contract/errors.ts';
import { RestError } from '../platform/index.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** What the form edits: every text field as a string (empty = not given), the flags as booleans. */
export interface RegistrationValues {
  salutation: string;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  targetGroup: string;
  accountName: string;
  telephoneAccount: string;
  websiteUrl: string;
  accountInfo: string;
  newsletter: boolean;
  appearsInResourceSearchHeating: boolean;
  appearsInResourceSearchSanitary: boolean;
}

export type TextField = {
  [K in keyof RegistrationValues]: RegistrationValues[K] extends string ? K : never;
}[keyof RegistrationValues];

/** The rules of UserData (api-catalogue §5; upper limits as the server stores them). */
export const userDataRules = {
  required: ['salutation', 'firstName', 'lastName', 'street', 'postalCode', 'city', 'country'] as const,
  maxLength: {
    openIdUserId: 36,
    login: 200,
    email: 320,
    domain: 200,
    serial: 100,
    salutation: 50,
    firstName: 200,
    lastName: 200,
    telephone: 50,
    street: 200,
    postalCode: 20,
    city: 200,
    language: 35,
    country: 50,
    targetGroup: 50,
    websiteUrl: 500,
    telephoneAccount: 50,
    accountName: 200,
    accountInfo: 2000,
  } as Record<string, number>,
  uuid: ['openIdUserId', 'accountId'] as const,
  flags: ['newsletter', 'appearsInResourceSearchHeating', 'appearsInResourceSearchSanitary'] as const,
};

const uuidPattern = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export type RuleViolation =
  | { rule: 'required' }
  | { rule: 'tooLong'; max: number }
  | { rule: 'uuid' }
  /** A wrongly typed value (text where a flag belongs, a number where text belongs). */
  | { rule: 'invalid' };

/**
 * Checks a UserData body as the server would: required text (blank counts as missing), upper
 * lengths (after trimming), UUIDs. Returns the violated rule per field; empty when valid.
 */
export function checkUserData(body: Record<string, unknown>): Record<string, RuleViolation> {
  const found: Record<string, RuleViolation> = {};
  for (const field of userDataRules.required) {
    const value = body[field];
    if (typeof value !== 'string' || value.trim() === '') found[field] = { rule: 'required' };
  }
  for (const [field, max] of Object.entries(userDataRules.maxLength)) {
    const value = body[field];
    if (found[field] || value == null || userDataRules.uuid.includes(field as 'openIdUserId')) continue;
    if (typeof value !== 'string') found[field] = { rule: 'invalid' };
    else if (value.trim().length > max) found[field] = { rule: 'tooLong', max };
  }
  for (const field of userDataRules.flags) {
    const value = body[field];
    if (value !== undefined && typeof value !== 'boolean') found[field] = { rule: 'invalid' };
  }
  for (const field of userDataRules.uuid) {
    const value = body[field];
    if (value != null && (typeof value !== 'string' || !uuidPattern.test(value))) found[field] = { rule: 'uuid' };
  }
  return found;
}

export function ruleMessage(violation: RuleViolation, t: Translate): string {
  if (violation.rule === 'required') return t('crm.validation.required');
  if (violation.rule === 'tooLong') return t('crm.validation.tooLong', { max: violation.max });
  if (violation.rule === 'uuid') return t('crm.validation.uuid');
  return t('crm.validation.invalid');
}

/** Messages per field for the form (client-side check before sending). */
export function validateRegistration(body: UserDataInput, t: Translate): Record<string, string> {
  return Object.fromEntries(
    Object.entries(checkUserData(body as Record<string, unknown>)).map(([field, v]) => [field, ruleMessage(v, t)]),
  );
}

export interface Identity {
  /** The OpenID subject (`user.profile.sub`): the CRM user id. */
  sub: string;
  locale: string;
}

const text = (value: string) => {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};

/** The UserData body of a registration or profile update. The e-mail is sent: tokens carry none. */
export function toUserData(values: RegistrationValues, identity: Identity): UserDataInput {
  return {
    openIdUserId: identity.sub,
    email: text(values.email),
    salutation: values.salutation.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    telephone: text(values.telephone),
    street: values.street.trim(),
    postalCode: values.postalCode.trim(),
    city: values.city.trim(),
    language: identity.locale,
    country: values.country.trim(),
    targetGroup: text(values.targetGroup),
    accountName: text(values.accountName),
    telephoneAccount: text(values.telephoneAccount),
    websiteUrl: text(values.websiteUrl),
    accountInfo: text(values.accountInfo),
    newsletter: values.newsletter,
    appearsInResourceSearchHeating: values.appearsInResourceSearchHeating,
    appearsInResourceSearchSanitary: values.appearsInResourceSearchSanitary,
  };
}

export interface Prefill {
  givenName?: string | undefined;
  familyName?: string | undefined;
  email?: string | undefined;
  country?: string | undefined;
  targetGroup?: string | undefined;
}

/** A fresh form: the stored CRM record when there is one, else the session's name and e-mail. */
export function initialValues(record: UserData | null, prefill: Prefill): RegistrationValues {
  const s = (value: string | null | undefined, fallback = '') => value ?? fallback;
  return {
    salutation: s(record?.salutation),
    firstName: s(record?.firstName, prefill.givenName),
    lastName: s(record?.lastName, prefill.familyName),
    email: s(record?.email, prefill.email),
    telephone: s(record?.telephone),
    street: s(record?.street),
    postalCode: s(record?.postalCode),
    city: s(record?.city),
    country: s(record?.country, prefill.country),
    targetGroup: s(record?.targetGroup, prefill.targetGroup),
    accountName: s(record?.accountName),
    telephoneAccount: s(record?.telephoneAccount),
    websiteUrl: s(record?.websiteUrl),
    accountInfo: s(record?.accountInfo),
    newsletter: record?.newsletter ?? false,
    appearsInResourceSearchHeating: record?.appearsInResourceSearchHeating ?? false,
    appearsInResourceSearchSanitary: record?.appearsInResourceSearchSanitary ?? false,
  };
}

/**
 * The server's 400 (contract/errors.ts: `field`, and `errors` naming every failing field with its
 * zod rule) as messages per field, in the user's language. Fields the form does not show are left
 * to the caller (`rest`).
 */
export function serverFieldErrors(
  error: unknown,
  t: Translate,
): { fields: Record<string, string>; rest: string[] } | null {
  if (!(error instanceof RestError) || error.status !== 400) return null;
  const body = (error.body ?? {}) as Partial<ApiErrorBody>;
  const issues = body.errors?.length
    ? body.errors
    : error.field
      ? [{ field: error.field, code: '', message: error.message.replace(/^[^:]*:\s*/, '') }]
      : [];
  const fields: Record<string, string> = {};
  const rest: string[] = [];
  for (const issue of issues) {
    if (!issue.field || issue.field === '(body)') {
      rest.push(issue.message);
      continue;
    }
    if (fields[issue.field]) continue;
    fields[issue.field] = issueMessage(issue, t);
  }
  if (!issues.length) rest.push(error.message);
  return { fields, rest };
}

function issueMessage(issue: { field: string; code: string; message: string }, t: Translate): string {
  const max = /at most (\d+)/.exec(issue.message);
  if (issue.code === 'too_big' || max) return t('crm.validation.tooLong', { max: Number(max?.[1] ?? 0) });
  if (/required/i.test(issue.message) || issue.code === 'too_small') return t('crm.validation.required');
  if (/uuid/i.test(issue.message)) return t('crm.validation.uuid');
  return t('crm.validation.invalid');
}
