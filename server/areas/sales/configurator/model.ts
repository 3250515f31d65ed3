/**
 * The variant-configuration model as the engine sees it: one configurable material (KMat) with its
 * characteristics, allowed values, constraints and price rules. The same shape is the seed's
 * source (server/demo/sales-data/configurator-*.ts) and what server/areas/sales/configurator/load.ts reads
 * back from the cfg_* tables.
 */
import type { CfgCondition, CfgRestriction } from '../../../db/schema/configurator.ts';
import type { SalesTexts } from '../../../db/schema/sales.ts';

export type { CfgCondition, CfgRestriction, SalesTexts };

export interface CfgValueDef {
  value: string;
  /** Part of the variant number. */
  code: string;
  /** Shown texts; numeric values without texts show as `value unit`. */
  texts?: SalesTexts;
}

export interface CfgCharacteristicDef {
  key: string;
  valueType: 'CHAR' | 'NUM';
  unit?: string;
  required: boolean;
  texts: SalesTexts;
  infoTexts: SalesTexts;
  values: CfgValueDef[];
}

export interface CfgConstraintDef {
  id: string;
  when: CfgCondition;
  restriction: CfgRestriction;
  texts: SalesTexts;
}

export interface CfgPriceRuleDef {
  id: string;
  kind: 'base' | 'surcharge' | 'item';
  when: CfgCondition;
  amount: number;
  perUnit?: number;
  perCharacteristic?: string;
  perDivisor?: number;
  percent?: number;
  materialNumber?: string;
  texts: SalesTexts;
}

export interface CfgModel {
  kmat: string;
  sparte: string;
  texts: SalesTexts;
  variantPrefix: string;
  textTemplate: string;
  plants: string[];
  /** In the order the user answers them. */
  characteristics: CfgCharacteristicDef[];
  constraints: CfgConstraintDef[];
  prices: CfgPriceRuleDef[];
}

/** Texts in the five UI languages, German first. */
export const texts = (de: string, en: string, cs: string, fr: string, it: string): SalesTexts => ({
  de,
  en,
  cs,
  fr,
  it,
});

/** The same text in every language (model names, RAL codes). */
export const same = (text: string): SalesTexts => texts(text, text, text, text, text);

/** Numeric values `from`…`to` in `step`, coded as `value / divisor` padded to `width` digits. */
export function numericValues(from: number, to: number, step: number, width: number, divisor = 1): CfgValueDef[] {
  const values: CfgValueDef[] = [];
  for (let v = from; v <= to; v += step) {
    values.push({ value: String(v), code: String(Math.round(v / divisor)).padStart(width, '0') });
  }
  return values;
}

export function listedValues(list: readonly number[], width: number, divisor = 1): CfgValueDef[] {
  return list.map((v) => ({ value: String(v), code: String(Math.round(v / divisor)).padStart(width, '0') }));
}
