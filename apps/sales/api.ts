import type { KyInstance } from 'ky';
import type { KmatInfo, SapConfigResponse, StepDataRow } from '../../contract/configurator.ts';
import type { BekonDelivery, OrderDetail, OrderSearchResult } from '../../contract/order-tracking.ts';
import type { CustomerHit, MaterialHit } from '../../contract/sales-lookups.ts';

/** Query parameters as the catalogue spells them; empty values are left out. */
export type SearchParams = Record<string, string | number | boolean | undefined>;

const params = (query: SearchParams) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string | number | boolean
  >;

export interface CharacteristicValue {
  key: string;
  value: string;
}

/** The configuration as the app holds it: the KMat, the values the path fixed, the chosen ones. */
export interface ConfigRequest {
  bauform: string;
  sprache: string;
  kundenNummer?: string;
  merkmalParameters: CharacteristicValue[];
  sapCharacteristics: CharacteristicValue[];
  /** Pieces; the price and the bill of items count all of them. */
  menge?: number;
}

/** The sales endpoints of the portal API: lookups, order tracking, configurator. */
export function salesApi(http: KyInstance) {
  return {
    customers: (query: SearchParams, signal?: AbortSignal) =>
      http.get('Customer', { searchParams: params(query), signal }).json<CustomerHit[]>(),
    materials: (query: SearchParams, signal?: AbortSignal) =>
      http.get('Material', { searchParams: params(query), signal }).json<MaterialHit[]>(),
    orders: (query: SearchParams) =>
      http.get('OrderTracking', { searchParams: params(query), timeout: 60_000 }).json<OrderSearchResult>(),
    order: (orderNumber: string) => http.get(`OrderTracking/${orderNumber}`).json<OrderDetail>(),
    exportOrders: (query: SearchParams) =>
      http.get('OrderTracking/export', { searchParams: params(query), timeout: 120_000 }),
    productGroups: (language: string, signal?: AbortSignal) =>
      http.post('DynamicConfigurator/GetProductGroupsData', { json: { language }, signal }).json<StepDataRow[]>(),
    selectStep: (language: string, kombination: string) =>
      http.post('DynamicConfigurator/GetSelectStepData', { json: { language, kombination } }).json<StepDataRow[]>(),
    kmat: (language: string, kombination: string) =>
      http.post('DynamicConfigurator/GetKMat', { json: { language, kombination } }).json<KmatInfo>(),
    configure: (request: ConfigRequest) =>
      http.post('DynamicConfigurator', { json: request }).json<SapConfigResponse>(),
    quote: (request: ConfigRequest & { customerReference?: string }) =>
      http.post('DynamicConfigurator/Quote', { json: request, timeout: 60_000 }),
  };
}
export type SalesApi = ReturnType<typeof salesApi>;

/** The public Bekon tracker (no token). */
export const bekonApi = (http: KyInstance) => ({
  track: (deliveryNumber: string, postalCode: string) =>
    // Asked by a person waiting for it: a refusal (429) is told at once with its wait, never retried behind their back.
    http.get('BekonTracking', { searchParams: { deliveryNumber, postalCode }, retry: 0 }).json<BekonDelivery>(),
});
