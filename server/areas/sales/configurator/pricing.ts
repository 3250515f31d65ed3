/**
 * Prices from the model's price rules: the list price (`base` rules), surcharges in percent of it
 * or as amounts, and extra bill items; the customer's discount gives the net price. A rule counts
 * once its condition holds for the values chosen so far (and its per-unit characteristic is
 * chosen), so a configuration in progress shows the price so far.
 */
import type { Locale } from '../../../../contract/locales.ts';
import { type Assignment, conditionHolds } from './engine.ts';
import type { CfgModel, CfgPriceRuleDef } from './model.ts';

export interface BillLine {
  ruleId: string;
  kind: CfgPriceRuleDef['kind'];
  text: string;
  materialNumber: string | null;
  quantity: number;
  amount: number;
}

export interface PriceResult {
  lines: BillLine[];
  /** List price: base, surcharges and items. */
  gross: number;
  net: number;
  discountPercent: number;
}

const cents = (n: number) => Math.round(n * 100) / 100;

function amountOf(rule: CfgPriceRuleDef, assignment: Assignment): number | null {
  if (conditionHolds(rule.when, assignment) !== true) return null;
  if (!rule.perCharacteristic || rule.perUnit === undefined) return rule.amount;
  const value = assignment[rule.perCharacteristic];
  if (value === undefined) return null;
  return rule.amount + (rule.perUnit * Number(value)) / (rule.perDivisor ?? 1);
}

export function priceOf(
  model: CfgModel,
  assignment: Assignment,
  language: Locale,
  discountPercent: number,
  variantNumber: string | null,
): PriceResult {
  const lines: BillLine[] = [];
  const line = (rule: CfgPriceRuleDef, amount: number, materialNumber: string | null) =>
    lines.push({
      ruleId: rule.id,
      kind: rule.kind,
      text: rule.texts[language],
      materialNumber,
      quantity: 1,
      amount: cents(amount),
    });

  // Lines in a stable order: the kind, then the rule id (however the rules were stored).
  const rules = (kind: CfgPriceRuleDef['kind']) =>
    model.prices.filter((r) => r.kind === kind).sort((a, b) => a.id.localeCompare(b.id));
  let base = 0;
  for (const rule of rules('base')) {
    const amount = amountOf(rule, assignment);
    if (amount === null) continue;
    base += amount;
    line(rule, amount, variantNumber);
  }
  for (const rule of rules('surcharge')) {
    if (conditionHolds(rule.when, assignment) !== true) continue;
    const amount = rule.percent !== undefined ? (base * rule.percent) / 100 : rule.amount;
    if (base > 0 || rule.percent === undefined) line(rule, amount, null);
  }
  for (const rule of rules('item')) {
    const amount = amountOf(rule, assignment);
    if (amount !== null) line(rule, amount, rule.materialNumber ?? null);
  }
  const gross = cents(lines.reduce((sum, l) => sum + l.amount, 0));
  return { lines, gross, net: cents(gross * (1 - discountPercent / 100)), discountPercent };
}
