/**
 * Order tracking (/api/OrderTracking) and the public Bekon delivery tracker (/api/BekonTracking):
 * query schemas and answers.
 */
import { z } from 'zod';
import { isoDate, queryBool, queryInt, text } from './input.ts';
import { companyCodes, type OrderStage, orderStages } from './sales.ts';
import { csvList, queryObject } from './sales-lookups.ts';

export const orderSearchTopMax = 10_000;
export const orderSearchTopDefault = 1_000;

const digits = (max: number) =>
  text(max).pipe(z.string().regex(new RegExp(`^\\d{1,${max}}$`), { message: `must be 1 to ${max} digits` }));

export const orderSearchQuerySchema = queryObject({
  CompanyCode: csvList(z.enum(companyCodes)).optional(),
  /** Sales order number; shorter numbers are read with leading zeros (4711 → 0000004711). */
  OrderNumber: digits(10).optional(),
  AbNumber: text(12)
    .pipe(z.string().regex(/^[A-Za-z0-9]{1,12}$/, { message: 'must be letters and digits' }))
    .optional(),
  CustomerNumber: digits(10).optional(),
  MaterialNumber: text(40)
    .pipe(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { message: 'must be letters, digits or -' }))
    .optional(),
  StatusKey: csvList(z.enum(orderStages), orderStages.length).optional(),
  SalesGroupKey: text(3)
    .pipe(z.string().regex(/^[A-Za-z0-9]{1,3}$/, { message: 'must be up to 3 letters and digits' }))
    .optional(),
  /** Also search customer-service and spare-part orders (left out otherwise). */
  SearchServices: queryBool.optional(),
  /** Matchcode of a material on one of the positions, from its start. */
  MaterialSearchCode: text(40)
    .pipe(z.string().regex(/^[A-Za-z0-9-]{1,40}$/, { message: 'must be letters, digits or -' }))
    .optional(),
  /** Order date: one day, or a range from–to (repeat the key or separate by comma). */
  OrderDates: csvList(isoDate, 2).optional(),
  /** Ordered on or after this day; without OrderedTo the range stays open towards today. */
  OrderedFrom: isoDate.optional(),
  /** Ordered on or before this day; without OrderedFrom the range stays open towards the past. */
  OrderedTo: isoDate.optional(),
  Top: queryInt(1, orderSearchTopMax).optional(),
  Language: z.enum(['de', 'en', 'cs', 'fr', 'it']).optional(),
});
export type OrderSearchQuery = z.output<typeof orderSearchQuerySchema>;

export const orderNumberParamSchema = z.strictObject({ orderNumber: digits(10) });

export interface OrderSummary {
  orderNumber: string;
  abNumber: string;
  companyCode: string;
  /** The brand the order was placed with (kermi, arbonia, bekon, pzpheating, …). */
  brand: string;
  customerNumber: string;
  customerName: string;
  customerCity: string;
  salesGroupKey: string;
  customerReference: string | null;
  orderDate: string;
  statusKey: OrderStage;
  expectedDelivery: string;
  deliveryNumber: string | null;
  carrier: string | null;
  trackingReference: string | null;
  netValue: number;
  currency: string;
  positionCount: number;
  isService: boolean;
}

export interface OrderSearchResult {
  orders: OrderSummary[];
  /** More orders matched than `Top` allowed. */
  truncated: boolean;
}

export interface TimelineEntry {
  stage: OrderStage;
  /** Date the stage was reached, null when not yet. */
  date: string | null;
}

export interface OrderDetail extends OrderSummary {
  shipTo: { postalCode: string; city: string; country: string };
  deliveryWindow: { from: string; to: string } | null;
  timeline: TimelineEntry[];
  positions: {
    position: number;
    materialNumber: string;
    text: string;
    quantity: number;
    unit: string;
    netValue: number;
  }[];
}

/** GET /api/BekonTracking?deliveryNumber=…&postalCode=… (public). */
export const bekonTrackingQuerySchema = queryObject({
  deliveryNumber: digits(10),
  postalCode: text(10).pipe(z.string().regex(/^\d{4}$/, { message: 'must be a Swiss postcode of 4 digits' })),
});

export interface BekonDelivery {
  deliveryNumber: string;
  statusKey: OrderStage;
  timeline: TimelineEntry[];
  /** The announced delivery window (local time with offset), or the expected day alone. */
  deliveryWindow: { from: string; to: string } | null;
  expectedDelivery: string;
  carrier: string | null;
  positions: { text: string; quantity: number }[];
}
