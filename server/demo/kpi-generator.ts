/**
 * Deterministic demo values of the key figures: a yearly cosine around each figure's typical
 * value (radiator plants peak before the heating season, the heat-pump plant in spring, sickness
 * in February), a slow trend, plant holidays, and noise from a hash of (site, figure, period) —
 * so a week has the same value on every machine and every start. Months are built from the weeks
 * that count to them (sum, mean or last value), plus the figures entered only monthly.
 */
import { type KpiKey, kpiIndicators, roundKpi, tracksIn } from '../../contract/kpi-indicators.ts';
import { addWeeks, type IsoMonth, type IsoWeek, monthOfWeek, periodIndex, weekOfDate } from '../../contract/periods.ts';
import type { DemoSite, Profile } from './production-data.ts';

/** A number in [0, 1) from a text: FNV-1a, then a 32-bit finaliser (murmur3 fmix32). */
export function unitHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h >>> 0) / 4_294_967_296;
}

const yearLength = 52.18;

function seasonal(profile: Profile, week: number): number {
  if (!profile.season) return 1;
  return 1 + profile.season * Math.cos((2 * Math.PI * (week - (profile.peakWeek ?? 1))) / yearLength);
}

function trendFactor(profile: Profile, year: number, week: number): number {
  return 1 + (profile.trend ?? 0) * (year + (week - 1) / yearLength - 2025);
}

function clampRound(key: KpiKey, value: number): number {
  const def = kpiIndicators[key];
  return roundKpi(key, Math.min(def.max, Math.max(def.min, value)));
}

/** The raw (unrounded) weekly value, or null when the site does not track the figure weekly. */
function rawWeek(site: DemoSite, key: KpiKey, { year, week }: IsoWeek): number | null {
  const profile = site.profile[key];
  if (!profile || !tracksIn(key, 'week')) return null;
  const u = unitHash(`${site.name}|${key}|${year}|W${week}`);
  if (key === 'accidents') return u < profile.base * 0.12 ? 2 : u < profile.base ? 1 : 0;
  const holiday = site.holidayWeeks.includes(week);
  const christmas = week >= 52 || week === 1;
  let value = profile.base * seasonal(profile, week) * trendFactor(profile, year, week);
  value *= 1 + (profile.noise ?? 0) * (2 * u - 1);
  if (key === 'producedVolume') value *= holiday ? 0.4 : christmas ? 0.55 : 1;
  if ((key === 'oee' || key === 'productionEfficiencyVpph') && (holiday || christmas)) value *= 0.93;
  if (key === 'deliveryReliability' && holiday) value -= 2.5;
  return value;
}

export function weekValue(site: DemoSite, key: KpiKey, week: IsoWeek): number | null {
  const raw = rawWeek(site, key, week);
  return raw === null ? null : clampRound(key, raw);
}

/** The weeks counting to a month (their Thursday lies in it). */
export function weeksOfMonth({ year, month }: IsoMonth): IsoWeek[] {
  const out: IsoWeek[] = [];
  const target = periodIndex(year, month);
  for (let w = weekOfDate(`${year}-${String(month).padStart(2, '0')}-01`); ; w = addWeeks(w, 1)) {
    const m = monthOfWeek(w);
    const index = periodIndex(m.year, m.month);
    if (index > target) break;
    if (index === target) out.push(w);
  }
  return out;
}

export function monthValue(site: DemoSite, key: KpiKey, month: IsoMonth): number | null {
  const profile = site.profile[key];
  if (!profile || !tracksIn(key, 'month')) return null;
  const weeks = weeksOfMonth(month);
  const midWeek = weeks[Math.floor(weeks.length / 2)]!;
  const u = unitHash(`${site.name}|${key}|${month.year}|M${month.month}`);
  if (key === 'productiveHours') {
    const hours = weeks.reduce((sum, w) => {
      const volume = weekValue(site, 'producedVolume', w) ?? 0;
      const vpph = weekValue(site, 'productionEfficiencyVpph', w);
      return sum + (vpph ? volume / vpph : 0);
    }, 0);
    return hours > 0 ? clampRound(key, hours) : null;
  }
  if (!tracksIn(key, 'week')) {
    const value =
      profile.base *
      seasonal(profile, midWeek.week) *
      trendFactor(profile, midWeek.year, midWeek.week) *
      (1 + (profile.noise ?? 0) * (2 * u - 1));
    return clampRound(key, value);
  }
  const values = weeks.map((w) => weekValue(site, key, w)).filter((v): v is number => v !== null);
  if (!values.length) return null;
  switch (kpiIndicators[key].aggregation) {
    case 'sum':
      return clampRound(
        key,
        values.reduce((a, b) => a + b, 0),
      );
    case 'last':
      return clampRound(key, values[values.length - 1]!);
    default:
      return clampRound(key, values.reduce((a, b) => a + b, 0) / values.length);
  }
}

/** Targets of a month: sums scale with the weeks of an average month, the rest stay. */
export function monthTarget(key: KpiKey, weekly: number | null): number | null {
  if (weekly === null) return null;
  return kpiIndicators[key].aggregation === 'sum' ? clampRound(key, (weekly * yearLength) / 12) : weekly;
}
