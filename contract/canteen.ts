/**
 * The canteen order system (PortalArticle, PortalPlanItem, PortalOrder;
 * "Order system"): entity shapes, request schemas and the money rules shared by server and UI.
 *
 * Money: prices are exact decimals. The database stores `numeric(10,2)`; JSON carries them as
 * strings with exactly two decimals (`"4.80"`), as the spec's "all fields are strings unless
 * noted" says. Inputs accept `"4.8"`, `"4.80"` or the JSON number `4.8`; all arithmetic runs on
 * integer cents (`priceToCents`, `centsToPrice`), never on floats.
 */
import toRegexRange from 'to-regex-range';
import { z } from 'zod';
import { datePattern, isoDate, isoDateTime, ownerField, pathField, requiredText, text } from './input.ts';
import { supportedLocales } from './locales.ts';

/** The demo canteens of the seed (server/demo/canteen.ts); GET /api/OrderSystemApplication lists all. */
export const canteenApplicationIds = {
  plattling: '5b0c6f2e-8d1a-4f3b-9c2e-1a7d3e5f9b01',
  dietenhofen: '5b0c6f2e-8d1a-4f3b-9c2e-1a7d3e5f9b02',
} as const;

// ---------------------------------------------------------------------------------------------
// Entities (JSON field names exactly as the spec names them; additions are marked).
// ---------------------------------------------------------------------------------------------

/** A canteen (the `{applicationId}` of every order-system path). Addition: GET /api/OrderSystemApplication. */
export interface CanteenApplication {
  id: string;
  name: string;
  location: string;
  /** IANA time zone the plan dates and deadlines are meant in, e.g. `Europe/Berlin`. */
  timeZone: string;
  /** Allowed pickUpLocation values (empty: any text). */
  pickUpLocations: string[];
  /** Suggested pickUpTime values (`HH:MM`); any `HH:MM` is accepted. */
  pickUpTimes: string[];
}

/** PortalArticle. `articlePrice` is a decimal string (`"4.80"`). */
export interface PortalArticle {
  id: string;
  name: string;
  description: string | null;
  articlePrice: string;
  isDefault: boolean;
  applicationId: string;
}

/** One entry of PortalPlanItem.planDetails: name, description and price are the plan's own copy. */
export interface PortalPlanDetail {
  id: string;
  planId: string;
  articleId: string;
  articlePrice: string;
  articleName: string;
  articleDescription: string | null;
  /** The plan's date (`YYYY-MM-DD`): the day the meal is ordered for. */
  orderDate: string;
}

/** PortalPlanItem: the plan of one day of one canteen. */
export interface PortalPlanItem {
  id: string;
  /** `YYYY-MM-DD` in the canteen's time zone. */
  date: string;
  name: string | null;
  includeDefaultArticles: boolean;
  applicationId: string;
  /** ISO 8601 instant (UTC, `Z`); orders can be created, changed and deleted until then. */
  orderableUntil: string;
  /** ISO 8601 instant or null (visible at once). Before it only kitchen staff see the plan. */
  visibleFrom: string | null;
  planDetails: PortalPlanDetail[];
}

/** PortalUsername (PortalOrder.user). */
export interface PortalOrderUser {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

export interface PortalOrderDetail {
  id: string;
  orderId: string;
  articleId: string;
  /** Integer 1–20. */
  quantity: number;
  /** Unit price at the time of ordering (decimal string). */
  articlePrice: string;
  articleName: string;
  articleDescription: string | null;
}

/** PortalOrder. Addition: `totalPrice` (sum of quantity × articlePrice, decimal string). */
export interface PortalOrder {
  id: string;
  /** ISO 8601 instant of creation. */
  orderTimestamp: string;
  /** `HH:MM` or null. */
  pickUpTime: string | null;
  pickUpLocation: string | null;
  userId: string;
  planId: string;
  applicationId: string;
  orderDetails: PortalOrderDetail[];
  user: PortalOrderUser;
  plan: PortalPlanItem;
  totalPrice: string;
}

/** One line of GET /api/OrderSystemOrder/{applicationId}/orderedArticles: what to cook. */
export interface OrderedArticle {
  articleId: string;
  articleName: string;
  articleDescription: string | null;
  articlePrice: string;
  /** Sum of the ordered quantities (0 for a planned article nobody ordered). */
  quantity: number;
  totalPrice: string;
}

/** Answer of GET /api/OrderSystemOrder/{applicationId}/orderedArticles?date=YYYY-MM-DD. */
export interface OrderedArticlesOfDay {
  applicationId: string;
  date: string;
  /** The plan of the day, or null when there is none. */
  plan: PortalPlanItem | null;
  articles: OrderedArticle[];
  totalQuantity: number;
  totalPrice: string;
  /** Every order of the day with its user (pick-up list), sorted by pickUpTime then name. */
  orders: PortalOrder[];
}

// ---------------------------------------------------------------------------------------------
// Error codes (the `code` of the error body) specific to the order system.
// ---------------------------------------------------------------------------------------------

export const CanteenErrorCode = {
  /** 404: unknown `applicationId`. */
  canteenNotFound: 'canteen_not_found',
  /** 409: now is after the plan's orderableUntil; nothing was changed. */
  deadlinePassed: 'order_deadline_passed',
  /** 409: the user already ordered for this plan; change that order with updateOrder. */
  orderExists: 'order_exists',
  /** 409: another plan of this canteen already has the date. */
  planExists: 'plan_exists',
  /** 409: the plan (or the article being removed from it) has orders. */
  planHasOrders: 'plan_has_orders',
  /** 422: an Idempotency-Key was reused with a different request. */
  idempotencyKeyReused: 'idempotency_key_reused',
} as const;

// ---------------------------------------------------------------------------------------------
// Money: decimal strings ⇄ integer cents.
// ---------------------------------------------------------------------------------------------

/** Highest accepted price (a canteen, not a car dealer). */
export const maxArticlePriceCents = 100_000;

const decimalPattern = /^(0|[1-9]\d{0,7})(\.\d{1,2})?$/;

/** `"4.8"` → 480. Throws on anything that is not a non-negative decimal with ≤ 2 places. */
export function priceToCents(price: string): number {
  if (!decimalPattern.test(price)) throw new Error(`Not a price: ${price}`);
  const [units = '0', fraction = ''] = price.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 480 → `"4.80"` (integer cents only). */
export function centsToPrice(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new Error(`Not an amount of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A price in a request: `"4.80"`, `"4.8"` or `4.8`; normalised to `"4.80"`. */
export const priceSchema = z
  .union([z.string().trim(), z.number()])
  .transform((value, ctx) => {
    // A JSON number is read by its shortest decimal text (4.8 → "4.8"), never by float arithmetic.
    const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value;
    if (!decimalPattern.test(text) || priceToCents(text) > maxArticlePriceCents) {
      ctx.addIssue({
        code: 'custom',
        message: `must be a decimal amount from 0.00 to ${centsToPrice(maxArticlePriceCents)} with at most 2 decimal places, e.g. "4.80"`,
      });
      return z.NEVER;
    }
    return centsToPrice(priceToCents(text));
  })
  .meta({
    // What the check above accepts, for the documents: text with up to 2 decimals, or a number.
    anyOf: [
      {
        type: 'string',
        pattern: `^(?:${toRegexRange(0, maxArticlePriceCents / 100 - 1)}(?:\\.\\d{1,2})?|${maxArticlePriceCents / 100}(?:\\.0{1,2})?)$`,
      },
      // As written: 4.8 is a multiple of 0.01, 0.30000000000000004 is not (JSON Schema's decimal multipleOf).
      { type: 'number', minimum: 0, maximum: maxArticlePriceCents / 100, multipleOf: 0.01 },
    ],
  });

// ---------------------------------------------------------------------------------------------
// Dates and times.
// ---------------------------------------------------------------------------------------------

/** A calendar date `YYYY-MM-DD` that exists, in the years the database stores (contract/input.ts). */
export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((value) => {
    const d = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
  }, 'must be an existing calendar date')
  .pipe(isoDate)
  .meta({ format: 'date', pattern: datePattern });

/** An ISO 8601 instant with a zone (`2026-11-23T09:30:00+01:00` or `…Z`), years 1900–2200. */
export const instantSchema = z.iso
  .datetime({ offset: true, message: 'must be an ISO 8601 date-time with a time zone' })
  .pipe(isoDateTime);

export const pickUpTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time HH:MM');

export const uuid = z.uuid();

// ---------------------------------------------------------------------------------------------
// Paths and query strings.
// ---------------------------------------------------------------------------------------------

/** `{applicationId}` of every order-system path. */
export const canteenParamsSchema = z.object({ applicationId: uuid });
export const canteenIdParamsSchema = canteenParamsSchema.extend({ id: uuid });
export const canteenArticleParamsSchema = canteenParamsSchema.extend({ articleId: uuid });
export const canteenPlanParamsSchema = canteenParamsSchema.extend({ planId: uuid });

/** `?date=YYYY-MM-DD`. */
export const dateQuerySchema = z.object({ date: dateSchema });
/** `?from=&to=` of the listings (both optional; from ≤ to and the span are checked by the server). */
export const rangeQuerySchema = z.object({ from: dateSchema.optional(), to: dateSchema.optional() });
/** Query of the kitchen's XLSX export: the range (default the current week) and the texts' language. */
export const exportQuerySchema = rangeQuerySchema.extend({ locale: z.enum(supportedLocales).optional() });
/** `?planId=` of orderedUserArticlesByPlanId. */
export const planIdQuerySchema = z.object({ planId: uuid });

// ---------------------------------------------------------------------------------------------
// Request bodies. Read-only fields a client may echo back from a GET (ids, snapshots) are
// tolerated and ignored; ids in the body must match the path.
// ---------------------------------------------------------------------------------------------

export const articleInputSchema = z.strictObject({
  id: pathField('id', uuid.nullish()),
  applicationId: pathField('applicationId', uuid.nullish()),
  name: requiredText(200),
  description: text(1000, { multiline: true }).nullish(),
  articlePrice: priceSchema,
  isDefault: z.boolean().default(false),
});
export type ArticleInput = z.infer<typeof articleInputSchema>;

export const maxPlanDetails = 30;

export const planDetailInputSchema = z.strictObject({
  id: uuid.nullish(),
  planId: uuid.nullish(),
  articleId: uuid,
  /** Price for this day; default: the article's current price. */
  articlePrice: priceSchema.optional(),
  articleName: text(200).nullish(),
  articleDescription: text(1000, { multiline: true }).nullish(),
  orderDate: dateSchema.nullish(),
});

export const planInputSchema = z.strictObject({
  id: pathField('id', uuid.nullish()),
  applicationId: pathField('applicationId', uuid.nullish()),
  date: dateSchema,
  name: text(200).nullish(),
  includeDefaultArticles: z.boolean().default(true),
  /** Default: 09:30 on the plan's date in the canteen's time zone. */
  orderableUntil: instantSchema.optional(),
  visibleFrom: instantSchema.nullish(),
  planDetails: z.array(planDetailInputSchema).max(maxPlanDetails).default([]),
});
export type PlanInput = z.infer<typeof planInputSchema>;

/** Body of POST /api/OrderSystemPlan/{applicationId}/copyWeek (addition): copy Mon–Sun of one week to another. */
export const copyWeekInputSchema = z.strictObject({
  /** Any date in the source week. */
  fromDate: dateSchema,
  /** Any date in the target week. */
  toDate: dateSchema,
});

export const maxOrderQuantity = 20;
export const maxOrderDetails = 20;

export const orderDetailInputSchema = z.strictObject({
  id: uuid.nullish(),
  orderId: uuid.nullish(),
  articleId: uuid,
  quantity: z.int().min(1).max(maxOrderQuantity),
  // Prices and texts come from the plan, never from the client.
  articlePrice: z.unknown().optional(),
  articleName: z.unknown().optional(),
  articleDescription: z.unknown().optional(),
});

const orderFields = {
  id: pathField('id', uuid.nullish()),
  applicationId: pathField('applicationId', uuid.nullish()),
  /** The orderer: only oneself (403 otherwise). */
  userId: ownerField('portalUserId', uuid.nullish()),
  user: ownerField(
    'portalUser',
    z.object({ id: uuid, firstName: text(200).nullish(), lastName: text(200).nullish() }).nullish(),
  ),
  pickUpTime: pickUpTimeSchema.nullish(),
  pickUpLocation: requiredText(100).nullish(),
  orderDetails: z.array(orderDetailInputSchema).min(1).max(maxOrderDetails),
  // Read back from a GET and ignored: the server sets them.
  orderTimestamp: z.unknown().optional(),
  plan: z.unknown().optional(),
  totalPrice: z.unknown().optional(),
};

export const orderCreateSchema = z.strictObject({ ...orderFields, planId: uuid });
export type OrderCreateInput = z.infer<typeof orderCreateSchema>;

/** PUT …/{id}/updateOrder: replaces pick-up data and details; planId may be echoed but not changed. */
export const orderUpdateSchema = z.strictObject({ ...orderFields, planId: uuid.nullish() });
export type OrderUpdateInput = z.infer<typeof orderUpdateSchema>;

/** `Idempotency-Key` request header of createOrder: 1–200 visible ASCII characters. */
export const idempotencyKeySchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'must be 1–200 visible ASCII characters');

/** The longest date range the export and listings accept. */
export const maxRangeDays = 62;
