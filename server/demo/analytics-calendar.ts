/**
 * The shape of the demo sales over time, computed in TypeScript and handed to the SQL generator
 * as small tables: which sales documents fall on which day (working days, seasons, years) and
 * which materials a month's order lines draw (heating sells in autumn, heat pumps boomed in 2023).
 */
import { currencies, datasetEnd, datasetStart, materialGroups, planEnd } from '../areas/analytics/index.ts';
import type * as t from '../db/schema.ts';

const dayMs = 86_400_000;

/** Every first of a month from the data set's start to the end of the plan. */
export function months(): string[] {
  const out: string[] = [];
  for (let d = new Date(`${datasetStart}T00:00:00Z`); d <= new Date(`${planEnd}T00:00:00Z`); ) {
    out.push(d.toISOString().slice(0, 10));
    d = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  }
  return out;
}

/** Monthly rates (units per EUR), smooth and deterministic: the franc firmer over time, the koruna wavering. */
export function currencyRates(): (typeof t.currencyRate.$inferInsert)[] {
  return months().flatMap((month, i) => {
    const rate: Record<(typeof currencies)[number], number> = {
      EUR: 1,
      CHF: 1.04 - 0.105 * (i / 59) + 0.012 * Math.sin(i / 3),
      CZK: 24.6 + 0.55 * Math.sin(i / 6.5) + 0.25 * Math.cos(i / 2.3),
    };
    return currencies.map((currency) => ({ month, currency, rate: rate[currency].toFixed(6) }));
  });
}

const yearIndex = (iso: string) => Number(iso.slice(0, 4)) - 2022;
const monthIndex = (iso: string) => Number(iso.slice(5, 7)) - 1;

/** Demand of a calendar month over all material groups (their shares, seasons and years). */
function demand(iso: string): number {
  return materialGroups.reduce(
    (sum, g) => sum + g.share * g.season[monthIndex(iso)]! * (g.years[yearIndex(iso)] ?? 1),
    0,
  );
}

const holidays = new Set(['01-01', '05-01', '10-03', '12-24', '12-25', '12-26', '12-31']);

/** Days with the range of document numbers (`docFrom` inclusive, `docTo` exclusive) invoiced on them. */
export function documentDays(
  documents: number,
  firstDoc: number,
): { day: string; ym: number; docFrom: number; docTo: number }[] {
  const days: { day: string; weight: number }[] = [];
  for (let ms = Date.parse(`${datasetStart}T00:00:00Z`); ms <= Date.parse(`${datasetEnd}T00:00:00Z`); ms += dayMs) {
    const iso = new Date(ms).toISOString().slice(0, 10);
    const weekday = new Date(ms).getUTCDay();
    const base = weekday === 0 ? 0 : weekday === 6 ? 0.05 : holidays.has(iso.slice(5)) ? 0.1 : 1;
    days.push({ day: iso, weight: base * demand(iso) });
  }
  const total = days.reduce((sum, d) => sum + d.weight, 0);
  let cumulative = 0;
  let previous = firstDoc;
  return days.map(({ day, weight }) => {
    cumulative += weight;
    const docTo = firstDoc + Math.round((cumulative / total) * documents);
    const row = { day, ym: Number(day.slice(0, 4)) * 100 + Number(day.slice(5, 7)), docFrom: previous, docTo };
    previous = docTo;
    return row;
  });
}

/** Per year and month, 1000 slots over the materials (`slotFrom` inclusive, `slotTo` exclusive). */
export const mixSlots = 1000;
const productPopularity = (p: number) => 1 / (p + 1);
const variantPopularity = [1, 0.22, 0.45, 0.12];

export function materialMix(materials: readonly { id: number; materialGroup: string; number: string }[]) {
  const out: { ym: number; materialId: number; slotFrom: number; slotTo: number }[] = [];
  for (const first of months()) {
    if (first > datasetEnd) break;
    const ym = Number(first.slice(0, 4)) * 100 + Number(first.slice(5, 7));
    const weights = materials.map((m) => {
      const g = materialGroups.find((group) => group.code === m.materialGroup)!;
      const product = Number(m.number.slice(g.code.length, g.code.length + 2)) - 1;
      const variant = Number(m.number.slice(g.code.length + 2, g.code.length + 4)) - 1;
      const perGroup = g.products.length;
      return (
        ((g.share * g.season[monthIndex(first)]! * (g.years[yearIndex(first)] ?? 1)) / perGroup) *
        productPopularity(product) *
        variantPopularity[variant]!
      );
    });
    const total = weights.reduce((a, b) => a + b, 0);
    let cumulative = 0;
    let previous = 0;
    materials.forEach((m, i) => {
      cumulative += weights[i]!;
      const slotTo = Math.round((cumulative / total) * mixSlots);
      if (slotTo > previous) out.push({ ym, materialId: m.id, slotFrom: previous, slotTo });
      previous = slotTo;
    });
  }
  return out;
}
