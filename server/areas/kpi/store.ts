/**
 * Reading the KPI tables: sites, their key-figure settings, periods with their values, and the
 * edit history. Every function takes `Q` (db or transaction) so the update path reads through
 * its transaction.
 */
import { and, asc, desc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { KpiIndicatorSetting, KpiSiteInfo, KpiVariant } from '../../../contract/kpi.ts';
import { isKpiKey, type KpiKey, type KpiPeriodKind, kpiIndicators } from '../../../contract/kpi-indicators.ts';
import * as t from '../../db/schema.ts';
import type { Q } from '../../db/tx.ts';
import { notFound } from '../../http/errors.ts';

export type SiteRow = typeof t.kpiSite.$inferSelect;

export function toSiteInfo(row: SiteRow): KpiSiteInfo {
  return { name: row.name, description: row.description, country: row.country, variant: row.variant as KpiVariant };
}

export async function loadSites(q: Q, variant?: KpiVariant): Promise<SiteRow[]> {
  return q
    .select()
    .from(t.kpiSite)
    .where(variant ? eq(t.kpiSite.variant, variant) : undefined)
    .orderBy(asc(t.kpiSite.sortOrder), asc(t.kpiSite.name));
}

/** The site of the path, or 404 naming `kpiSite`. */
export async function siteOf(q: Q, name: string, variant?: KpiVariant): Promise<SiteRow> {
  const [row] = await q.select().from(t.kpiSite).where(eq(t.kpiSite.name, name));
  if (!row) throw notFound(`No KPI site ${name}`, 'kpiSite');
  if (variant && row.variant !== variant) throw notFound(`${name} is not a ${variant} site`, 'kpiSite');
  return row;
}

/** Each site's key figures in display order (only figures the contract knows). */
export async function loadSettings(q: Q, sites: string[]): Promise<Map<string, KpiIndicatorSetting[]>> {
  const out = new Map<string, KpiIndicatorSetting[]>(sites.map((s) => [s, []]));
  if (!sites.length) return out;
  const rows = await q
    .select()
    .from(t.kpiSiteIndicator)
    .where(inArray(t.kpiSiteIndicator.site, sites))
    .orderBy(asc(t.kpiSiteIndicator.site), asc(t.kpiSiteIndicator.sortOrder));
  for (const row of rows) {
    if (!isKpiKey(row.indicator)) continue;
    const def = kpiIndicators[row.indicator];
    out.get(row.site)?.push({
      name: row.indicator,
      unit: def.unit,
      direction: def.direction,
      category: def.category,
      weekly: def.weekly,
      monthly: def.monthly,
      decimals: def.decimals,
      min: def.min,
      max: def.max,
      targetWeek: row.targetWeek,
      warningWeek: row.warningWeek,
      targetMonth: row.targetMonth,
      warningMonth: row.warningMonth,
    });
  }
  return out;
}

export interface StoredValue {
  value: number | null;
  comment: string | null;
}

export interface PeriodData {
  id: string;
  site: string;
  kind: KpiPeriodKind;
  year: number;
  number: number;
  comment: string | null;
  version: number;
  updatedAt: Date;
  updatedByName: string | null;
  values: Map<KpiKey, StoredValue>;
}

const periodColumns = {
  id: t.kpiPeriod.id,
  site: t.kpiPeriod.site,
  kind: t.kpiPeriod.kind,
  year: t.kpiPeriod.year,
  number: t.kpiPeriod.number,
  comment: t.kpiPeriod.comment,
  version: t.kpiPeriod.version,
  updatedAt: t.kpiPeriod.updatedAt,
  updatedByName: t.kpiPeriod.updatedByName,
};

async function withValues(q: Q, rows: Omit<PeriodData, 'values'>[]): Promise<PeriodData[]> {
  const periods = rows.map((row) => ({ ...row, values: new Map<KpiKey, StoredValue>() }));
  if (!periods.length) return periods;
  const byId = new Map(periods.map((p) => [p.id, p]));
  const ids = periods.map((p) => p.id);
  for (let i = 0; i < ids.length; i += 1000) {
    const values = await q
      .select()
      .from(t.kpiValue)
      .where(inArray(t.kpiValue.periodId, ids.slice(i, i + 1000)));
    for (const v of values) {
      if (isKpiKey(v.indicator)) byId.get(v.periodId)?.values.set(v.indicator, { value: v.value, comment: v.comment });
    }
  }
  return periods;
}

/** The periods of one site and kind, oldest first; optional bounds as `year·100 + number`. */
export async function loadPeriods(
  q: Q,
  site: string,
  kind: KpiPeriodKind,
  range: { from?: number; to?: number } = {},
): Promise<PeriodData[]> {
  const index = sql`(${t.kpiPeriod.year} * 100 + ${t.kpiPeriod.number})`;
  const conditions: SQL[] = [eq(t.kpiPeriod.site, site), eq(t.kpiPeriod.kind, kind)];
  if (range.from !== undefined) conditions.push(sql`${index} >= ${range.from}`);
  if (range.to !== undefined) conditions.push(sql`${index} <= ${range.to}`);
  const rows = await q
    .select(periodColumns)
    .from(t.kpiPeriod)
    .where(and(...conditions))
    .orderBy(asc(t.kpiPeriod.year), asc(t.kpiPeriod.number));
  return withValues(q, rows as Omit<PeriodData, 'values'>[]);
}

/** One period or undefined; `forUpdate` locks it for the rest of the transaction. */
export async function findPeriod(
  q: Q,
  site: string,
  kind: KpiPeriodKind,
  year: number,
  number: number,
  forUpdate = false,
): Promise<PeriodData | undefined> {
  const query = q
    .select(periodColumns)
    .from(t.kpiPeriod)
    .where(
      and(
        eq(t.kpiPeriod.site, site),
        eq(t.kpiPeriod.kind, kind),
        eq(t.kpiPeriod.year, year),
        eq(t.kpiPeriod.number, number),
      ),
    );
  const rows = forUpdate ? await query.for('update') : await query;
  const [found] = await withValues(q, rows as Omit<PeriodData, 'values'>[]);
  return found;
}

/**
 * The latest `count` periods of each site that hold at least one value, newest first.
 * One statement for all sites (the overview of every cockpit).
 */
export async function latestPeriods(
  q: Q,
  sites: string[],
  kind: KpiPeriodKind,
  count = 2,
): Promise<Map<string, PeriodData[]>> {
  const out = new Map<string, PeriodData[]>(sites.map((s) => [s, []]));
  if (!sites.length) return out;
  const ranked = q
    .select({
      ...periodColumns,
      rank: sql<number>`row_number() over (partition by ${t.kpiPeriod.site} order by ${t.kpiPeriod.year} desc, ${t.kpiPeriod.number} desc)`.as(
        'rank',
      ),
    })
    .from(t.kpiPeriod)
    .where(
      and(
        inArray(t.kpiPeriod.site, sites),
        eq(t.kpiPeriod.kind, kind),
        sql`exists (select 1 from ${t.kpiValue} where ${t.kpiValue.periodId} = ${t.kpiPeriod.id} and ${t.kpiValue.value} is not null)`,
      ),
    )
    .as('ranked');
  const rows = await q
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${count}`)
    .orderBy(asc(ranked.site), desc(ranked.year), desc(ranked.number));
  for (const period of await withValues(q, rows as unknown as Omit<PeriodData, 'values'>[])) {
    out.get(period.site)?.push(period);
  }
  return out;
}

export type EditRow = typeof t.kpiEdit.$inferSelect;

/** The history of a period, newest first; `afterVersion` keeps only saves after that version. */
export async function historyOf(q: Q, periodId: string, afterVersion?: number): Promise<EditRow[]> {
  return q
    .select()
    .from(t.kpiEdit)
    .where(
      and(
        eq(t.kpiEdit.periodId, periodId),
        afterVersion === undefined ? undefined : gt(t.kpiEdit.version, afterVersion),
      ),
    )
    .orderBy(desc(t.kpiEdit.version), desc(t.kpiEdit.editedAt), asc(t.kpiEdit.indicator));
}

/** Number of history rows per period (edit overview). */
export async function editCounts(q: Q, periodIds: string[]): Promise<Map<string, number>> {
  if (!periodIds.length) return new Map();
  const rows = await q
    .select({ periodId: t.kpiEdit.periodId, edits: sql<number>`count(distinct ${t.kpiEdit.version})::int` })
    .from(t.kpiEdit)
    .where(inArray(t.kpiEdit.periodId, periodIds))
    .groupBy(t.kpiEdit.periodId);
  return new Map(rows.map((r) => [r.periodId, Number(r.edits)]));
}
