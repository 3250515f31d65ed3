/**
 * The public part of the CRM API the dealer search uses: products, dealers and
 * the division names, over the one client factory without a token (embedded on partner sites,
 * signed out; CORS on these endpoints). 204 means "none" and becomes an empty list.
 */
import type { KyInstance } from 'ky';
import type {
  DealerEntry,
  DealerEntryListResponse,
  DealerSearchProduct,
  DealerSearchProductListResponse,
  LocalizationEntry,
  LocalizationResponse,
} from '../../contract/crm.ts';

export interface DealerQuery {
  latitude: number;
  longitude: number;
  division?: string | undefined;
  productKeys?: readonly string[];
}

async function listOr204<T>(response: Response, pick: (body: unknown) => T[] | null | undefined): Promise<T[]> {
  if (response.status === 204) return [];
  const body: unknown = await response.json();
  const list = pick(body);
  if (list != null && !Array.isArray(list)) throw new TypeError('Unexpected answer of the CRM API: not a list');
  return list ?? [];
}

export function dealerSearchApi(http: KyInstance) {
  return {
    products: async (division?: string): Promise<DealerSearchProduct[]> => {
      const searchParams = new URLSearchParams();
      if (division) searchParams.set('division', division);
      const response = await http.get('DealerSearch/products', { searchParams });
      return listOr204(response, (b) => (b as DealerSearchProductListResponse).result);
    },

    dealers: async (query: DealerQuery, signal?: AbortSignal): Promise<DealerEntry[]> => {
      const searchParams = new URLSearchParams({
        latitude: query.latitude.toFixed(5),
        longitude: query.longitude.toFixed(5),
      });
      if (query.division) searchParams.set('division', query.division);
      for (const key of query.productKeys ?? []) searchParams.append('productKeys', key);
      const response = await http.get('DealerSearch/dealers', { searchParams, ...(signal ? { signal } : {}) });
      return listOr204(response, (b) => (b as DealerEntryListResponse).result);
    },

    /** Names of the divisions in a culture (`de-DE`). */
    divisions: async (cultureCode: string): Promise<LocalizationEntry[]> => {
      const response = await http.get('Localization/divisions', { searchParams: { cultureCode } });
      return listOr204(response, (b) => (b as LocalizationResponse).translationData);
    },
  };
}

export type DealerSearchApi = ReturnType<typeof dealerSearchApi>;

/** `+49 9931 1234-0` → `tel:+4999311234-0`; null when there is nothing to dial. */
export function telHref(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const dial = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return dial.replace(/\D/g, '').length >= 3 ? `tel:${dial}` : null;
}

/** Only http(s) links are rendered; a bare host gets https://. */
export function websiteHref(url: string | null | undefined): string | null {
  if (!url) return null;
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`;
  try {
    const parsed = new URL(candidate);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** `www.example.de` for display. */
export function websiteLabel(href: string): string {
  const url = new URL(href);
  return url.host + (url.pathname === '/' ? '' : url.pathname);
}
