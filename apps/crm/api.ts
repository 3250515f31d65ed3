/**
 * The CRM API of the sub-app over the one client factory: the public
 * localization lists, the registrations and the user's own record (bearer token; `{id}` is the
 * OpenID subject).
 */
import type { KyInstance } from 'ky';
import type {
  CrmLocalizationKind,
  CrmUserStateResponse,
  LocalizationEntry,
  LocalizationResponse,
  SimpleRegistrationData,
  UserData,
  UserDataInput,
} from '../../contract/crm.ts';
import { RestError } from '../platform/index.ts';

const id = (value: string) => encodeURIComponent(value);

export function crmApi(http: KyInstance) {
  return {
    /** A localization list in a culture (`de-DE`); an empty list when the server has none. */
    localization: async (kind: CrmLocalizationKind, cultureCode: string): Promise<LocalizationEntry[]> => {
      const body = await http
        .get(`Localization/${kind}`, { searchParams: { cultureCode } })
        .json<LocalizationResponse>();
      if (body.translationData != null && !Array.isArray(body.translationData)) {
        throw new TypeError(`Unexpected answer for Localization/${kind}: not a list`);
      }
      return body.translationData ?? [];
    },

    registerEndCustomer: (body: UserDataInput) => http.post('RegistrationEndCustomer', { json: body }).json<UserData>(),
    registerSpecialist: (body: UserDataInput) => http.post('RegistrationSpecialist', { json: body }).json<UserData>(),
    registerSimple: (body: SimpleRegistrationData) => http.post('RegistrationSimple', { json: body }).json<UserData>(),

    status: (userId: string, locale: string, signal?: AbortSignal) =>
      http.get(`User/${id(userId)}/status`, { searchParams: { locale }, signal }).json<CrmUserStateResponse>(),

    /** The user's own CRM record, or null when the CRM does not know the user yet (404). */
    user: async (userId: string, signal?: AbortSignal): Promise<UserData | null> => {
      try {
        return await http.get(`User/${id(userId)}`, { signal }).json<UserData>();
      } catch (error) {
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },

    updateUser: (userId: string, body: UserDataInput) =>
      http.patch(`User/${id(userId)}`, { json: body }).json<UserData>(),
  };
}

export type CrmApi = ReturnType<typeof crmApi>;
