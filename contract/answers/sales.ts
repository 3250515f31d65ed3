/**
 * The sales answers (lookups, order tracking, Bekon tracking, configurator) as zod schemas, tied
 * to contract/sales-lookups.ts, order-tracking.ts and configurator.ts with `satisfies`.
 */
import { z } from 'zod';
import type {
  CustomerInfo,
  InfoText,
  KmatInfo,
  SapBillItem,
  SapCharacteristic,
  SapConfigResponse,
  StepDataRow,
} from '../configurator.ts';
import type { BekonDelivery, OrderDetail, OrderSearchResult, OrderSummary, TimelineEntry } from '../order-tracking.ts';
import { orderStages } from '../sales.ts';
import type { BuildingProject, CustomerHit, MaterialHit, ProductState } from '../sales-lookups.ts';

const nullableText = z.string().nullable();
const stage = z.enum(orderStages);

export const customerHitSchema = z.object({
  number: z.string(),
  name: z.string(),
  name2: nullableText,
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  companyCode: z.string(),
  accountGroup: z.string(),
  type: z.number(),
  salesGroupKey: z.string(),
  score: z.number(),
}) satisfies z.ZodType<CustomerHit>;

export const materialHitSchema = z.object({
  number: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.string(),
  brand: z.string(),
  productLine: z.string(),
  companyCodes: z.array(z.string()),
  searchCode: z.string(),
  unit: z.string(),
  listPrice: z.number(),
  currency: z.literal('EUR'),
  score: z.number(),
}) satisfies z.ZodType<MaterialHit>;

export const buildingProjectSchema = z.object({
  number: z.string(),
  name: z.string(),
  companyCode: z.string(),
  branchCode: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  stateKey: z.string(),
  startDate: z.string(),
  volume: z.number(),
  currency: z.literal('EUR'),
  products: z.array(
    z.object({
      position: z.number(),
      materialNumber: z.string(),
      materialName: z.string(),
      quantity: z.number(),
      stateKey: z.string(),
    }),
  ),
}) satisfies z.ZodType<BuildingProject>;

export const productStateSchema = z.object({ key: z.string(), text: z.string() }) satisfies z.ZodType<ProductState>;

const timelineSchema = z.object({ stage, date: nullableText }) satisfies z.ZodType<TimelineEntry>;
const windowSchema = z.object({ from: z.string(), to: z.string() }).nullable();

const orderSummarySchema = z.object({
  orderNumber: z.string(),
  abNumber: z.string(),
  companyCode: z.string(),
  brand: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  customerCity: z.string(),
  salesGroupKey: z.string(),
  customerReference: nullableText,
  orderDate: z.string(),
  statusKey: stage,
  expectedDelivery: z.string(),
  deliveryNumber: nullableText,
  carrier: nullableText,
  trackingReference: nullableText,
  netValue: z.number(),
  currency: z.string(),
  positionCount: z.number(),
  isService: z.boolean(),
}) satisfies z.ZodType<OrderSummary>;

export const orderSearchResultSchema = z.object({
  orders: z.array(orderSummarySchema),
  truncated: z.boolean(),
}) satisfies z.ZodType<OrderSearchResult>;

export const orderDetailSchema = orderSummarySchema.extend({
  shipTo: z.object({ postalCode: z.string(), city: z.string(), country: z.string() }),
  deliveryWindow: windowSchema,
  timeline: z.array(timelineSchema),
  positions: z.array(
    z.object({
      position: z.number(),
      materialNumber: z.string(),
      text: z.string(),
      quantity: z.number(),
      unit: z.string(),
      netValue: z.number(),
    }),
  ),
}) satisfies z.ZodType<OrderDetail>;

export const bekonDeliverySchema = z.object({
  deliveryNumber: z.string(),
  statusKey: stage,
  timeline: z.array(timelineSchema),
  deliveryWindow: windowSchema,
  expectedDelivery: z.string(),
  carrier: nullableText,
  positions: z.array(z.object({ text: z.string(), quantity: z.number() })),
}) satisfies z.ZodType<BekonDelivery>;

export const stepDataSchema = z.object({
  sparte: z.string(),
  spartenName: z.string(),
  text: z.string(),
  description: z.string(),
  pic: nullableText,
  reihenfolge: z.number(),
  unterkategorie: z.boolean(),
  kombination: z.string(),
  spartenzuordnung: nullableText,
  language: z.string(),
  step: z.number(),
  merkmal: nullableText,
  merkmalvalue: nullableText,
  merkmalsbezeichnung: nullableText,
  pathBase: z.string(),
  isActive: z.boolean(),
}) satisfies z.ZodType<StepDataRow>;

export const kmatInfoSchema = z.object({
  kmat: z.string(),
  text: z.string(),
  sparte: z.string(),
  plants: z.array(z.string()),
  presets: z.array(z.object({ key: z.string(), value: z.string() })),
}) satisfies z.ZodType<KmatInfo>;

export const customerInfoSchema = z.object({
  kundennummer: z.string(),
  name: z.string(),
  city: z.string(),
  discountPercent: z.number(),
}) satisfies z.ZodType<CustomerInfo>;

export const infoTextSchema = z.object({
  merkmal: z.string(),
  text: z.string(),
  infoText: z.string(),
}) satisfies z.ZodType<InfoText>;

const sapValue = z.object({ value: z.string(), text: z.string() });
const characteristicSchema = z.object({
  key: z.string(),
  text: z.string(),
  value: nullableText,
  possibleValues: z.array(sapValue),
  excludedValues: z.array(sapValue.extend({ reasons: z.array(z.string()) })),
  required: z.boolean(),
  assigned: z.boolean(),
  sort: z.number(),
  valueType: z.enum(['CHAR', 'NUM']),
  valueLength: z.number(),
  readOnly: z.boolean(),
  unit: nullableText,
  infoText: z.string(),
}) satisfies z.ZodType<SapCharacteristic>;

const billItemSchema = z.object({
  position: z.number(),
  materialNumber: nullableText,
  text: z.string(),
  quantity: z.number(),
  amount: z.number(),
}) satisfies z.ZodType<SapBillItem>;

export const sapConfigResponseSchema = z.object({
  bauform: z.string(),
  sapCharacteristics: z.array(characteristicSchema),
  messages: z.array(z.object({ msgNumber: z.string(), message: z.string() })),
  returnCode: z.union([z.literal(0), z.literal(4)]),
  materialVariante: nullableText,
  price: z
    .object({
      brutto: z.number(),
      netto: z.number(),
      unitBrutto: z.number(),
      unitNetto: z.number(),
      quantity: z.number(),
      currency: z.string(),
      discountPercent: z.number(),
      message: z.string(),
    })
    .nullable(),
  materialText: z.string(),
  billOfItems: z.array(billItemSchema),
}) satisfies z.ZodType<SapConfigResponse>;
