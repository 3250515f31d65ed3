/**
 * The zod-free half of the CRM contract (contract/crm.ts re-exports all of it): the account-lookup
 * results and the business constants. The UI imports its values from here, so zod (the server's
 * validation) stays out of the browser bundle — as contract/security-rules.ts does for the
 * security administration.
 */

// ---------------------------------------------------------------------------------------------
// Account-lookup result: the CRM user status (`CrmUserStateResponse.userStatus`)
// ---------------------------------------------------------------------------------------------

/**
 * The seven account-lookup results, used as `userStatus` of
 * `GET /api/User/{id}/status`. Transitions in the reference server:
 * - a user never seen by the CRM → `NotExists` (7);
 * - any registration (end customer, specialist, simple) → `ExistsAsWebRegistration` (1), or
 *   `DuplicateEmail` (6) when another CRM user already has the same e-mail address;
 * - 2–5 are set by the CRM back office once the registration became a contact (the demo seed gives
 *   the three portal users `ExistsAsContactCmsEnabled`); a repeated registration never downgrades them.
 * The shell's 412 flow sends the user to the registration unless the status is
 * `ExistsAsWebRegistration`.
 */
export const AccountLookupResult = {
  ExistsAsWebRegistration: 1,
  ExistsAsContactCmsEnabled: 2,
  ExistsAsContactCmsDisabled: 3,
  ExistsAsContactNoCmsAttribute: 4,
  ExistsAsContactCountryToDomainForbidden: 5,
  DuplicateEmail: 6,
  NotExists: 7,
} as const;
export type AccountLookupResultName = keyof typeof AccountLookupResult;
export type AccountLookupResultValue = (typeof AccountLookupResult)[AccountLookupResultName];

/** `1` → `'ExistsAsWebRegistration'`; the name is also the key of the status message (`crm.userStatus.<name>`). */
export function accountLookupResultName(value: number): AccountLookupResultName | undefined {
  return (Object.keys(AccountLookupResult) as AccountLookupResultName[]).find((k) => AccountLookupResult[k] === value);
}

// ---------------------------------------------------------------------------------------------
// Business constants (values as the API uses them; labels come from the localization endpoints)
// ---------------------------------------------------------------------------------------------

/** Business units (`division`): the `value`s of `GET /api/Localization/divisions`. */
export const crmDivisions = ['Heating', 'Sanitary'] as const;
export type CrmDivision = (typeof crmDivisions)[number];

/** Target groups: Fachgroßhandel (wholesale), Fachhandwerk (installers), Privatkunde (private customer). */
export const crmTargetGroups = ['FGH', 'FHW', 'PRS'] as const;
export type CrmTargetGroup = (typeof crmTargetGroups)[number];

/** Kinds of building project a dealer takes on (`project`): the `value`s of `GET /api/Localization/projects`. */
export const crmProjects = ['NewBuild', 'Renovation', 'Commercial'] as const;
export type CrmProject = (typeof crmProjects)[number];

/** Salutation values (`UserData.salutation`): the `value`s of `GET /api/Localization/salutations`. */
export const crmSalutations = ['Mr', 'Ms', 'Company'] as const;

/** The five localization lists, as path segments of `GET /api/Localization/{kind}`. */
export const crmLocalizationKinds = ['countries', 'salutations', 'targetGroups', 'divisions', 'projects'] as const;
export type CrmLocalizationKind = (typeof crmLocalizationKinds)[number];

/** Countries of the demo dealers (ISO 3166-1 alpha-2, upper case, as in `DealerEntry.country`). */
export const crmDealerCountries = ['DE', 'AT', 'CH', 'CZ', 'FR'] as const;

/** At most this many dealers per search, nearest first. */
export const dealerSearchLimit = 50;
/** Dealers farther away than this (km) are not returned. */
export const dealerSearchMaxDistanceKm = 1000;
