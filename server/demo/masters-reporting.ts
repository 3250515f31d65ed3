/**
 * The reporting attributes of the masters (server/areas/analytics/dimensions.ts), as SQL expressions
 * for the generators that write customers and materials in SQL: a customer's market area,
 * territories, regions, hierarchy, currency and creation date follow from its country and a
 * hash of its row; a material's reporting group, division, margin, weight and plant from its
 * catalogue group.
 */
import { type SQL, sql } from 'drizzle-orm';
import {
  companyCodes,
  countries,
  customerHierarchies,
  datasetStart,
  type MaterialGroup,
  marketAreas,
  materialGroups,
} from '../areas/analytics/index.ts';
import { hashMod, pick } from './sql-random.ts';

const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/** Per market area code: `when 'D1' then <expr>` branches for a CASE over the area. */
function byArea(area: SQL, of: (a: (typeof marketAreas)[number]) => SQL): SQL {
  const branches = marketAreas.map((a) => sql`when ${literal(a.code)} then ${of(a)}`);
  return sql`(case ${area} ${sql.join(branches, sql` `)} end)`;
}

/** Column values (insert order of `customerReportingColumns`) for a customer of `country`, row `row`. */
export function customerReporting(country: string, companyCode: string, row: SQL): SQL {
  const definition = countries.find((c) => c.code === country);
  if (!definition) throw new Error(`No reporting dimensions for country ${country}`);
  const currency = companyCodes.find((c) => c.code === companyCode)!.currency;
  const area = pick(definition.marketAreas, row, 21);
  const territories = (list: readonly (readonly [string, string])[], salt: number) =>
    pick(
      list.map(([code]) => code),
      row,
      salt,
    );
  const total = customerHierarchies.reduce((sum, h) => sum + h.weight, 0);
  let upTo = 0;
  const hierarchy = customerHierarchies.map((h) => {
    upTo += h.weight;
    return sql`when ${hashMod(row, 25, total)} < ${sql.raw(String(upTo))} then ${literal(h.code)}`;
  });
  const days = (Date.parse(datasetStart) - Date.UTC(2004, 0, 1)) / 86_400_000;
  return sql.join(
    [
      literal(currency),
      area,
      literal('EXT'),
      sql`(case ${sql.join(hierarchy, sql` `)} end)`,
      byArea(area, (a) => territories(a.territoriesHt, 22)),
      byArea(area, (a) => territories(a.territoriesSan, 23)),
      byArea(area, (a) => literal(a.regionHt)),
      byArea(area, (a) => literal(a.regionSan)),
      sql`(date '2004-01-01' + ${hashMod(row, 26, days)})`,
    ],
    sql`, `,
  );
}

export const customerReportingColumns = sql.raw(
  'currency, market_area, partner_company, customer_hierarchy, territory_ht, territory_san, region_ht, region_san, created_on',
);

/**
 * The reporting group of each catalogue group (server/demo/sales-data/material-texts.ts); reporting
 * groups without a catalogue group of their own become catalogue groups (reportingOnlyGroups).
 */
const reportingGroupOf: Record<string, string> = {
  PANEL: 'FHK',
  KMAT: 'FHK',
  XFLAIR: 'DHK',
  VERTICAL: 'DHK',
  BATH: 'DHK',
  COLUMN: 'DHK',
  TRENCH: 'KON',
  GRILLE: 'KON',
  HEATPUMP: 'WP',
  STORAGE: 'WP',
  UFH: 'FBH',
  SHOWER: 'DUK',
  SPARE: 'ZUB',
};

/** The catalogue group of each reporting group's products (the inverse of reportingGroupOf, or itself). */
export const catalogueGroupOf: Record<string, string> = {
  FHK: 'PANEL',
  DHK: 'BATH',
  KON: 'TRENCH',
  WP: 'HEATPUMP',
  FBH: 'UFH',
  DUK: 'SHOWER',
};

/** Reporting groups with no catalogue group: added to the catalogue under their own code. */
export const reportingOnlyGroups = materialGroups.filter((g) => !(g.code in catalogueGroupOf));

export function reportingGroup(catalogueGroup: string): MaterialGroup {
  const code = reportingGroupOf[catalogueGroup] ?? catalogueGroup;
  const group = materialGroups.find((g) => g.code === code);
  if (!group) throw new Error(`No reporting group for catalogue group ${catalogueGroup}`);
  return group;
}

export const materialReportingColumns = sql.raw(
  'material_group, branch_code, margin_rate, max_quantity, gross_weight_kg, plant',
);

/**
 * Column values (order of materialReportingColumns) for a material of catalogue group
 * `catalogueGroup`; the weight is the reporting group's unless given.
 */
export function materialReporting(catalogueGroup: string, weightKg?: number): SQL {
  const g = reportingGroup(catalogueGroup);
  return sql.join(
    [
      literal(g.code),
      literal(g.branch),
      sql.raw(g.marginRate.toFixed(3)),
      sql.raw(String(g.maxQuantity)),
      sql.raw((weightKg ?? g.weightKg).toFixed(2)),
      literal(g.plant),
    ],
    sql`, `,
  );
}
