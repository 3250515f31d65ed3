/**
 * The KPI API of the portal (docs/production.md), mounted after the bearer and portal-user
 * middleware: `/KPI/...` (reads.ts, edits.ts) and `/KPI2` (the group's headline figures).
 *
 * | endpoints | needs |
 * |---|---|
 * | every GET | UI kpi |
 * | PUT update, updateWeek, updateMonth | UI kpi + UI kpiEdit |
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { kpiValuesSchema } from '../../../contract/answers/kpi.ts';
import type { KpiTargetPair, KpiValues } from '../../../contract/kpi.ts';
import { isoWeekParam } from '../../../contract/period-params.ts';
import { formatWeek, periodIndex } from '../../../contract/periods.ts';
import type { Db } from '../../db/open.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { canRead, type KpiEnv } from './common.ts';
import { kpiEditRoutes } from './edits.ts';
import { kpiReadRoutes } from './reads.ts';
import { findPeriod, latestPeriods, loadSettings, loadSites, type PeriodData } from './store.ts';
import { kpiUpdateRoutes } from './updates.ts';

export function kpiApi(db: Db) {
  const app = new Hono<KpiEnv>();
  const kpi = new Hono<KpiEnv>();
  kpi.route('/', kpiReadRoutes(db));
  kpi.route('/', kpiEditRoutes(db));
  kpi.route('/', kpiUpdateRoutes(db));
  app.route('/KPI', kpi);
  app.get(
    '/KPI2',
    responds(200, kpiValuesSchema, 'The group’s headline figures and targets'),
    canRead,
    validate('query', z.strictObject({ calendarweek: isoWeekParam.optional() })),
    async (c) => c.json(await groupValues(db, c.req.valid('query').calendarweek)),
  );
  return app;
}

/**
 * KPIValues: the group's produced volume (sum over the plants, each plant a sub-volume) and the
 * productivity, delivery reliability and delivery time weighted by each plant's volume — of the
 * asked week, or of each plant's latest week.
 */
async function groupValues(db: Db, week?: { year: number; week: number }): Promise<KpiValues> {
  const sites = await loadSites(db);
  const names = sites.map((s) => s.name);
  const settings = await loadSettings(db, names);
  const periods = new Map<string, PeriodData | undefined>();
  if (week) {
    for (const name of names) periods.set(name, await findPeriod(db, name, 'week', week.year, week.week));
  } else {
    const latest = await latestPeriods(db, names, 'week', 1);
    for (const name of names) periods.set(name, latest.get(name)?.[0]);
  }
  const value = (site: string, key: string) => periods.get(site)?.values.get(key as never)?.value ?? null;
  const target = (site: string, key: string) => settings.get(site)?.find((s) => s.name === key)?.targetWeek ?? null;

  const subVolumes = sites.map((site) => {
    const p = periods.get(site.name);
    return {
      name: site.name,
      description: site.description,
      calendarWeek: p ? formatWeek({ year: p.year, week: p.number }) : null,
      current: value(site.name, 'producedVolume'),
      target: target(site.name, 'producedVolume'),
    };
  });
  const sum = (xs: (number | null)[]) =>
    xs.some((x) => x !== null) ? xs.reduce<number>((a, x) => a + (x ?? 0), 0) : null;
  const weighted = (key: string): KpiTargetPair => {
    const pick = (of: (site: string) => number | null, weight: (site: string) => number | null) => {
      let total = 0;
      let weights = 0;
      for (const name of names) {
        const x = of(name);
        const w = weight(name);
        if (x === null || w === null || w <= 0) continue;
        total += x * w;
        weights += w;
      }
      return weights > 0 ? Math.round((total / weights) * 100) / 100 : null;
    };
    return {
      current: pick(
        (s) => value(s, key),
        (s) => value(s, 'producedVolume'),
      ),
      target: pick(
        (s) => target(s, key),
        (s) => target(s, 'producedVolume'),
      ),
    };
  };
  const latest = [...periods.values()]
    .filter((p): p is PeriodData => !!p)
    .sort((a, b) => periodIndex(b.year, b.number) - periodIndex(a.year, a.number))[0];
  return {
    calendarWeek: week ? formatWeek(week) : latest ? formatWeek({ year: latest.year, week: latest.number }) : null,
    productivity: weighted('productionEfficiencyVpph'),
    deliveryReliability: weighted('deliveryReliability'),
    deliveryTime: weighted('deliveryTime'),
    producedVolume: { current: sum(subVolumes.map((s) => s.current)), target: sum(subVolumes.map((s) => s.target)) },
    subVolumes,
  };
}
