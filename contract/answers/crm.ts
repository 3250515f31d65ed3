/** The CRM API's answers as zod schemas, tied to contract/crm.ts with `satisfies`. */
import { z } from 'zod';
import {
  AccountLookupResult,
  type AccountLookupResultValue,
  type CrmUserStateResponse,
  type DealerEntry,
  type DealerEntryListResponse,
  type UserData,
} from '../crm.ts';

const nullableText = z.string().nullable();
const lookupResults = Object.values(AccountLookupResult) as AccountLookupResultValue[];

export const crmUserStateSchema = z.object({
  userStatus: z.union(lookupResults.map((value) => z.literal(value))) as z.ZodType<AccountLookupResultValue>,
  statusMessage: nullableText,
}) satisfies z.ZodType<CrmUserStateResponse>;

const dealerSchema = z.object({
  accountName: z.string(),
  street: nullableText,
  postalCode: nullableText,
  city: nullableText,
  country: z.string(),
  telephoneAccount: nullableText,
  fax: nullableText,
  emailAccount: nullableText,
  websiteUrl: nullableText,
  radius: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  products: z.array(z.object({ productName: z.string(), productKey: z.string(), branchSubCode: z.string() })),
  distance: z.number(),
}) satisfies z.ZodType<DealerEntry>;

export const dealerListSchema = z.object({
  result: z.array(dealerSchema).nullable(),
}) satisfies z.ZodType<DealerEntryListResponse>;

export const crmUserDataSchema = z.object({
  openIdUserId: nullableText,
  login: nullableText,
  email: nullableText,
  domain: nullableText,
  accountId: nullableText,
  serial: nullableText,
  salutation: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  telephone: nullableText,
  street: nullableText,
  postalCode: nullableText,
  city: nullableText,
  language: nullableText,
  country: nullableText,
  appearsInResourceSearchHeating: z.boolean(),
  appearsInResourceSearchSanitary: z.boolean(),
  targetGroup: nullableText,
  websiteUrl: nullableText,
  telephoneAccount: nullableText,
  accountName: nullableText,
  accountInfo: nullableText,
  newsletter: z.boolean(),
}) satisfies z.ZodType<UserData>;
