/**
 * The registration and profile form: its values, the UserData rules checked before sending (the
 * same rules as the server's `userDataSchema` in contract/crm.ts — a unit test holds both side by
 * side) and the body sent. The server's 400 reaches the fields through the kit's form
 * (apps/shared/forms/useForm.ts). Pure functions, unit-tested.
 */
import type { UserData, UserDataInput } from '../../contract/crm.ts';
import type { Translate } from '../platform/index.ts';
import { type RuleViolation, ruleText } from '../shared/errors/index.ts';

/** What the form edits: every text field as a string (empty = not given), the flags as booleans. */
export type RegistrationValues = {
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
};

export type TextField = {
  [K in keyof RegistrationValues]: RegistrationValues[K] extends string ? K : never;
}[keyof RegistrationValues];

/** The rules of UserData (upper limits as the server stores them). */
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
    // A wrongly typed value (a number where text belongs) is invalid.
    if (typeof value !== 'string') found[field] = { rule: 'invalid' };
    else if (value.trim().length > max) found[field] = { rule: 'tooLong', values: { max } };
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

/** Messages per field for the form (client-side check before sending), in the kit's words. */
export function validateRegistration(body: UserDataInput, t: Translate): Record<string, string> {
  return Object.fromEntries(
    Object.entries(checkUserData(body as Record<string, unknown>)).map(([field, v]) => [field, ruleText(v, t, 'crm')]),
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
