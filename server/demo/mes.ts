/**
 * Demo MES rows in SQL (generate_series with hashint4-based noise, so every run writes the same
 * rows for the same days): for each working day, line and shift the downtime events (a few
 * reasons, most often tool changes, a shift never over 420 minutes), the scrap by cause, and the
 * output — the plan, less what the downtime cost, with noise.
 */
import { sql } from 'drizzle-orm';
import type { downtimeReasons, scrapCauses } from '../../contract/mes.ts';
import { addDays } from '../../contract/periods.ts';
import type { Tx } from '../db/tx.ts';

/** Probability per shift, minimum and maximum minutes (same order as downtimeReasons). */
const downtimeProfile: Record<(typeof downtimeReasons)[number], [number, number, number]> = {
  toolChange: [0.45, 10, 45],
  materialShortage: [0.16, 15, 110],
  breakdownMechanical: [0.11, 20, 140],
  breakdownElectrical: [0.07, 15, 90],
  qualityCheck: [0.22, 5, 30],
  cleaning: [0.25, 10, 25],
  staffShortage: [0.05, 30, 120],
  plannedMaintenance: [0.04, 60, 150],
  other: [0.1, 5, 40],
};

/** Probability per shift and the largest share of the plan a cause scraps. */
const scrapProfile: Record<(typeof scrapCauses)[number], [number, number]> = {
  paintDefect: [0.55, 0.012],
  weldLeak: [0.3, 0.008],
  dimension: [0.2, 0.006],
  surfaceDamage: [0.35, 0.007],
  pressureTest: [0.25, 0.005],
  materialDefect: [0.12, 0.006],
  handling: [0.3, 0.004],
  other: [0.1, 0.003],
};

/** A [0, 1) number from integer parts, in SQL. */
const rnd = (expr: string) => `((hashint4(${expr})::bigint + 2147483648) / 4294967296.0)`;

function valuesList<T extends readonly number[]>(profile: Record<string, T>): string {
  return Object.entries(profile)
    .map(([code, numbers], k) => `('${code}', ${k + 1}, ${numbers.join(', ')})`)
    .join(', ');
}

/** Writes `days` working days of MES rows up to yesterday (only called while the tables are empty). */
export async function seedMesRows(tx: Tx, today: string, days: number): Promise<void> {
  const from = addDays(today, -days);
  const to = addDays(today, -1);
  const shifts = sql.raw(`
    select d::date as day, (d::date - date '2000-01-01') as n, l.id as line, l.seq, s as shift, l.planned_per_shift as planned
    from generate_series('${from}'::date, '${to}'::date, interval '1 day') d
    cross join mes_line l
    cross join lateral generate_series(1, l.shifts) s
    where extract(isodow from d) <= 5`);

  await tx.execute(sql`
    insert into mes_downtime (day, line, shift, reason, minutes)
    select day, line, shift, code, minutes from (
      select sh.day, sh.line, sh.shift, r.code, m.minutes,
             sum(m.minutes) over (partition by sh.day, sh.line, sh.shift order by r.k) as running
      from (${shifts}) sh
      cross join (values ${sql.raw(valuesList(downtimeProfile))}) as r(code, k, p, lo, hi)
      cross join lateral (select round(r.lo + (r.hi - r.lo) * ${sql.raw(rnd('((sh.n * 16 + sh.seq) * 4 + sh.shift) * 16 + r.k + 7'))})::int as minutes) m
      where ${sql.raw(rnd('((sh.n * 16 + sh.seq) * 4 + sh.shift) * 16 + r.k'))} < r.p
    ) events
    where running <= 420`);

  await tx.execute(sql`
    insert into mes_scrap (day, line, shift, cause, units)
    select sh.day, sh.line, sh.shift, c.code,
           greatest(1, round(sh.planned * c.share * ${sql.raw(rnd('((sh.n * 16 + sh.seq) * 4 + sh.shift) * 16 + c.k + 300007'))}))::int
    from (${shifts}) sh
    cross join (values ${sql.raw(valuesList(scrapProfile))}) as c(code, k, p, share)
    where ${sql.raw(rnd('((sh.n * 16 + sh.seq) * 4 + sh.shift) * 16 + c.k + 200003'))} < c.p`);

  await tx.execute(sql`
    insert into mes_output (day, line, shift, planned_units, produced_units)
    select sh.day, sh.line, sh.shift, sh.planned,
           greatest(0, round(sh.planned * (1 - coalesce(dt.minutes, 0) / 480.0 * 0.9)
                             * (0.94 + 0.1 * ${sql.raw(rnd('((sh.n * 16 + sh.seq) * 4 + sh.shift) + 100003'))})))::int
    from (${shifts}) sh
    left join (
      select day, line, shift, sum(minutes) as minutes from mes_downtime group by day, line, shift
    ) dt on dt.day = sh.day and dt.line = sh.line and dt.shift = sh.shift`);
}
