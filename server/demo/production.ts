/**
 * Production demo data: the plants with their key figures and targets and the MES lines are
 * upserted on every start (a changed target reaches existing databases); the weekly and monthly
 * values (two years, `full`; four months, `small`) and the MES rows (90 days, `full`; 14, `small`)
 * are written only while their tables are empty, so entries made through the API stay.
 */
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { type KpiKey, kpiKeys, tracksIn } from '../../contract/kpi-indicators.ts';
import {
  addMonths,
  addWeeks,
  type IsoMonth,
  type IsoWeek,
  mondayOfWeek,
  todayUtc,
  weekOfDate,
} from '../../contract/periods.ts';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import type { Tx } from '../db/tx.ts';
import { monthTarget, monthValue, weekValue } from './kpi-generator.ts';
import { seedMesRows } from './mes.ts';
import { type DemoSite, demoLines, demoSites } from './production-data.ts';

const sizes = {
  full: { weeks: 104, months: 24, mesDays: 90 },
  small: { weeks: 16, months: 6, mesDays: 14 },
} as const;

export async function seedProduction(db: Db, scale: DemoScale = 'full', now: Date = new Date()): Promise<void> {
  const size = sizes[scale];
  const today = todayUtc(now);
  await db.transaction(async (tx) => {
    await upsertSites(tx);
    const [{ periods = 0 } = {}] = await tx.select({ periods: count() }).from(t.kpiPeriod);
    if (periods === 0) await insertKpiValues(tx, today, size.weeks, size.months);
    const [{ rows = 0 } = {}] = await tx.select({ rows: count() }).from(t.mesOutput);
    if (rows === 0) await seedMesRows(tx, today, size.mesDays);
  });
}

async function upsertSites(tx: Tx): Promise<void> {
  for (const site of demoSites) {
    const { name, description, country, variant, sortOrder } = site;
    await tx
      .insert(t.kpiSite)
      .values({ name, description, country, variant, sortOrder })
      .onConflictDoUpdate({ target: t.kpiSite.name, set: { description, country, variant, sortOrder } });
    const settings = kpiKeys.flatMap((key, sortIndex) => {
      const profile = site.profile[key];
      if (!profile) return [];
      const { target, warning } = profile;
      const weekly = tracksIn(key, 'week');
      return [
        {
          site: name,
          indicator: key,
          sortOrder: sortIndex,
          targetWeek: weekly ? target : null,
          warningWeek: weekly ? warning : null,
          targetMonth: weekly ? monthTarget(key, target) : target,
          warningMonth: profile.warningMonth ?? (weekly ? monthTarget(key, warning) : warning),
        },
      ];
    });
    await tx
      .insert(t.kpiSiteIndicator)
      .values(settings)
      .onConflictDoUpdate({
        target: [t.kpiSiteIndicator.site, t.kpiSiteIndicator.indicator],
        set: {
          sortOrder: sql`excluded.sort_order`,
          targetWeek: sql`excluded.target_week`,
          warningWeek: sql`excluded.warning_week`,
          targetMonth: sql`excluded.target_month`,
          warningMonth: sql`excluded.warning_month`,
        },
      });
  }
  await tx
    .insert(t.mesLine)
    .values([...demoLines])
    .onConflictDoUpdate({
      target: t.mesLine.id,
      set: {
        name: sql`excluded.name`,
        productGroup: sql`excluded.product_group`,
        shifts: sql`excluded.shifts`,
        plannedPerShift: sql`excluded.planned_per_shift`,
      },
    });
}

interface PeriodRow {
  id: string;
  site: string;
  kind: 'week' | 'month';
  year: number;
  number: number;
  comment: string | null;
  version: number;
  updatedAt: Date;
  updatedByName: string;
  /** The portal user who changed it last; null for the MES interface. */
  updatedBy: string | null;
}

/** The last `weeks` complete weeks and `months` complete months before today, oldest first. */
export function seedPeriods(today: string, weeks: number, months: number): { weeks: IsoWeek[]; months: IsoMonth[] } {
  const lastWeek = addWeeks(weekOfDate(today), -1);
  const lastMonth = addMonths({ year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) }, -1);
  return {
    weeks: Array.from({ length: weeks }, (_, i) => addWeeks(lastWeek, i - weeks + 1)),
    months: Array.from({ length: months }, (_, i) => addMonths(lastMonth, i - months + 1)),
  };
}

async function insertKpiValues(tx: Tx, today: string, weekCount: number, monthCount: number): Promise<void> {
  const { weeks, months } = seedPeriods(today, weekCount, monthCount);
  const [admin] = await tx.select().from(t.portalUser).where(eq(t.portalUser.username, 'admin'));
  const [czech] = await tx.select().from(t.portalUser).where(eq(t.portalUser.username, 'cz-employee'));
  // The Czech plants' figures are kept in Czech, by a Czech colleague.
  const texts = (site: DemoSite) =>
    site.country === 'CZ'
      ? {
          interface: 'Rozhraní MES',
          user: czech ?? admin,
          comment: 'Dodací data doplněna ze SAP',
          note: 'Zohledněny dodatečné dodávky z pátku',
        }
      : {
          interface: 'MES-Schnittstelle',
          user: admin,
          comment: 'Lieferdaten aus SAP nachgetragen',
          note: 'Nachlieferungen vom Freitag berücksichtigt',
        };
  const nameOf = (user: typeof admin) => (user ? `${user.firstName} ${user.lastName}` : 'admin');
  const periods: PeriodRow[] = [];
  const values: (typeof t.kpiValue.$inferInsert)[] = [];
  const edits: (typeof t.kpiEdit.$inferInsert)[] = [];

  const addPeriod = (site: DemoSite, kind: 'week' | 'month', year: number, number: number, value: KeyValue) => {
    const id = randomUUID();
    const monday =
      kind === 'week' ? mondayOfWeek({ year, week: number }) : `${year}-${String(number).padStart(2, '0')}-01`;
    const entered = new Date(`${monday}T00:00:00Z`);
    entered.setUTCDate(entered.getUTCDate() + (kind === 'week' ? 7 : 32));
    entered.setUTCHours(7, 30);
    periods.push({
      id,
      site: site.name,
      kind,
      year,
      number,
      comment: null,
      version: 1,
      updatedAt: entered,
      updatedByName: texts(site).interface,
      updatedBy: null,
    });
    for (const key of kpiKeys) {
      const v = value(site, key);
      if (v !== null) values.push({ periodId: id, indicator: key, value: v });
    }
    return id;
  };

  for (const site of demoSites) {
    for (const week of weeks) addPeriod(site, 'week', week.year, week.week, (s, key) => weekValue(s, key, week));
    for (const month of months)
      addPeriod(site, 'month', month.year, month.month, (s, key) => monthValue(s, key, month));
  }
  // A correction in each site's latest week, so the history has something to show.
  for (const site of demoSites) {
    const latest = periods.findLast((p) => p.site === site.name && p.kind === 'week');
    const value = latest && values.find((v) => v.periodId === latest.id && v.indicator === 'deliveryReliability');
    if (!latest || !value || value.value === null || value.value === undefined) continue;
    const { user, comment, note } = texts(site);
    latest.version = 2;
    latest.comment = comment;
    latest.updatedByName = nameOf(user);
    latest.updatedBy = user?.id ?? null;
    edits.push({
      periodId: latest.id,
      indicator: 'deliveryReliability',
      before: Math.max(0, value.value - 1.4),
      after: value.value,
      note,
      version: 2,
      editedAt: new Date(latest.updatedAt.getTime() + 3_600_000),
      userId: user?.id ?? null,
      userName: nameOf(user),
    });
  }

  for (let i = 0; i < periods.length; i += 500) {
    await tx.insert(t.kpiPeriod).values(periods.slice(i, i + 500));
  }
  for (let i = 0; i < values.length; i += 1000) await tx.insert(t.kpiValue).values(values.slice(i, i + 1000));
  if (edits.length) await tx.insert(t.kpiEdit).values(edits);
}

type KeyValue = (site: DemoSite, key: KpiKey) => number | null;
