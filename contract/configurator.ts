/**
 * The product configurator (/api/DynamicConfigurator/…): request bodies and answers in the
 * catalogue's field names (step data rows, step request, SAP config request and response).
 */
import { z } from 'zod';
import { int16, text } from './input.ts';

export const configuratorLanguages = ['de', 'en', 'cs', 'fr', 'it'] as const;
const language = z.enum(configuratorLanguages);
const key = text(30).pipe(z.string().regex(/^[A-Z0-9_]{1,30}$/, { message: 'must be an upper-case key' }));
const valueText = text(30, { min: 1 });
const kombination = text(120).pipe(
  z.string().regex(/^[A-Z0-9_]+(\/[A-Z0-9_]+)*$/, { message: 'must be keys joined by /' }),
);
const customerNumber = text(10).pipe(z.string().regex(/^\d{1,10}$/, { message: 'must be digits' }));
const plant = text(4).pipe(z.string().regex(/^\d{4}$/, { message: 'must be 4 digits' }));
const kmat = text(40).pipe(z.string().regex(/^[A-Z0-9-]{1,40}$/, { message: 'must be a material number' }));

/** Pieces of one configured product on a quote. */
export const configuratorQuantityMax = 9999;
const quantity = int16.min(1).max(configuratorQuantityMax);

export const characteristicValueSchema = z.strictObject({ key, value: valueText });
const characteristicValues = z.array(characteristicValueSchema).max(40);

/** POST /GetProductGroupsData: the first step (no sparte), a step of a group, or its mounting types. */
export const productGroupsRequestSchema = z.strictObject({
  language,
  sparte: key.optional(),
  step: int16.min(1).max(10).optional(),
  getMountingType: z.boolean().optional(),
});

/** The step request: GetSelectStepData, GetKMat, GetCharacteristicListFirst, GetInfoText, GetCustomerNumber. */
export const stepRequestSchema = z.strictObject({
  language,
  sparte: key.optional(),
  step: int16.min(1).max(10).optional(),
  kundennummer: customerNumber.optional(),
  werk: plant.optional(),
  merkmal: key.optional(),
  kombination: kombination.optional(),
  nopricing: z.boolean().optional(),
  sonder: z.boolean().optional(),
  merkmalParameters: characteristicValues.optional(),
  sapCharacteristicValues: characteristicValues.optional(),
});
export type StepRequest = z.output<typeof stepRequestSchema>;

/** POST /api/DynamicConfigurator: the configuration so far; the answer is the state after it. */
export const sapConfigRequestSchema = z.strictObject({
  /** The configurable material (KMat). */
  bauform: kmat,
  sprache: language,
  kundenNummer: customerNumber.optional(),
  sapCharacteristics: characteristicValues,
  werk: plant.optional(),
  noPricing: z.boolean().optional(),
  sonder: z.boolean().optional(),
  /** Values fixed by the product selection (shown read-only). */
  merkmalParameters: characteristicValues.optional(),
  /** How many of the configured product (default 1): the bill of items and the price are for all of them. */
  menge: quantity.optional(),
});
export type SapConfigRequest = z.output<typeof sapConfigRequestSchema>;

/**
 * A configuration saved under a name (/SavedProject with tool `configurator`, contract/projects.ts):
 * the selection path by its combinations, the chosen values, the customer and the quantity.
 * The app replays it through the steps when it reopens it, so the engine checks it again.
 */
export const configuratorProjectStateSchema = z.strictObject({
  path: z.array(kombination).min(1).max(10),
  values: characteristicValues,
  customer: customerNumber.optional(),
  menge: quantity,
});
export type ConfiguratorProjectState = z.output<typeof configuratorProjectStateSchema>;

/** POST /api/DynamicConfigurator/Quote: a complete configuration as a PDF quote. */
export const quoteRequestSchema = sapConfigRequestSchema.extend({
  customerReference: text(60).optional(),
});

export interface StepDataRow {
  sparte: string;
  spartenName: string;
  text: string;
  description: string;
  pic: string | null;
  reihenfolge: number;
  /** A further step follows this choice. */
  unterkategorie: boolean;
  kombination: string;
  /** The KMat this choice leads to, at the last step. */
  spartenzuordnung: string | null;
  language: string;
  step: number;
  merkmal: string | null;
  merkmalvalue: string | null;
  merkmalsbezeichnung: string | null;
  pathBase: string;
  isActive: boolean;
}

export interface KmatInfo {
  kmat: string;
  text: string;
  sparte: string;
  plants: string[];
  /** Values the selection path fixed. */
  presets: { key: string; value: string }[];
}

export interface CustomerInfo {
  kundennummer: string;
  name: string;
  city: string;
  discountPercent: number;
}

export interface InfoText {
  merkmal: string;
  text: string;
  infoText: string;
}

export interface SapValue {
  value: string;
  text: string;
}

export interface SapCharacteristic {
  key: string;
  text: string;
  value: string | null;
  /** Values that keep the configuration possible. */
  possibleValues: SapValue[];
  /** The others, each with the reasons in words. */
  excludedValues: (SapValue & { reasons: string[] })[];
  required: boolean;
  assigned: boolean;
  sort: number;
  valueType: 'CHAR' | 'NUM';
  valueLength: number;
  readOnly: boolean;
  unit: string | null;
  infoText: string;
}

export interface SapBillItem {
  position: number;
  materialNumber: string | null;
  text: string;
  quantity: number;
  amount: number;
}

export interface SapConfigResponse {
  bauform: string;
  sapCharacteristics: SapCharacteristic[];
  messages: { msgNumber: string; message: string }[];
  /** 0 complete, 4 values still open. */
  returnCode: 0 | 4;
  /** Variant number, once complete. */
  materialVariante: string | null;
  /**
   * The price of `quantity` pieces (brutto, netto) and of one piece (unitBrutto, unitNetto);
   * the bill of items counts all pieces.
   */
  price: {
    brutto: number;
    netto: number;
    unitBrutto: number;
    unitNetto: number;
    quantity: number;
    currency: string;
    discountPercent: number;
    message: string;
  } | null;
  materialText: string;
  billOfItems: SapBillItem[];
}
