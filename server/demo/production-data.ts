/**
 * The demo plants: two HVAC plants (radiators, shower enclosures) and a climate plant (heat
 * pumps), their key figures with targets, how each figure behaves over the year (the generator
 * of kpi-generator.ts reads it), and their MES lines.
 */
import type { KpiVariant } from '../../contract/kpi.ts';
import type { KpiKey } from '../../contract/kpi-indicators.ts';

export interface DemoSite {
  name: string;
  description: string;
  country: string;
  variant: KpiVariant;
  sortOrder: number;
  /** ISO weeks of the summer plant holidays (output drops to 40 %). */
  holidayWeeks: readonly number[];
  /** Typical weekly value, relative seasonal swing, week of the peak, relative noise, target, warning. */
  profile: Partial<Record<KpiKey, Profile>>;
}

export interface Profile {
  base: number;
  /** Relative amplitude of the yearly cosine (0.15 = ±15 %). */
  season?: number;
  peakWeek?: number;
  /** Relative noise (uniform ±). */
  noise?: number;
  /** Relative change per year (efficiency gains). */
  trend?: number;
  target: number | null;
  warning: number | null;
  /** Month thresholds where scaling the week's would mislead (accidents). */
  warningMonth?: number;
}

const hvacMonthly = {
  inventoryTurnoverRatio: { base: 7.6, season: 0.08, peakWeek: 10, noise: 0.05, trend: 0.03, target: 8, warning: 6.5 },
  safetyDowntimeRatio: { base: 0.3, noise: 0.45, target: 0.25, warning: 0.5 },
} as const satisfies Partial<Record<KpiKey, Profile>>;

export const demoSites: readonly DemoSite[] = [
  {
    name: 'plattling',
    description: 'Plattling',
    country: 'DE',
    variant: 'hvac',
    sortOrder: 1,
    holidayWeeks: [32, 33],
    profile: {
      accidents: { base: 0.22, target: 0, warning: 1, warningMonth: 2 },
      qualityScr: { base: 1.55, season: 0.12, peakWeek: 44, noise: 0.15, trend: -0.04, target: 1.5, warning: 2 },
      deliveryReliability: { base: 94.5, season: -0.035, peakWeek: 44, noise: 0.015, target: 95, warning: 90 },
      deliveryTime: { base: 6.4, season: 0.25, peakWeek: 44, noise: 0.08, target: 7, warning: 9 },
      openOrders: { base: 3800, season: 0.3, peakWeek: 38, noise: 0.06, target: 4200, warning: 5200 },
      producedVolume: {
        base: 26_000,
        season: 0.16,
        peakWeek: 42,
        noise: 0.05,
        trend: 0.02,
        target: 26_500,
        warning: 23_000,
      },
      productionEfficiencyVpph: {
        base: 7.7,
        season: 0.04,
        peakWeek: 42,
        noise: 0.03,
        trend: 0.025,
        target: 8,
        warning: 7.4,
      },
      oee: { base: 78, season: 0.03, peakWeek: 42, noise: 0.03, trend: 0.01, target: 80, warning: 74 },
      sicknessRate: { base: 5.1, season: 0.3, peakWeek: 6, noise: 0.12, target: 5, warning: 6.5 },
      headcount: { base: 830, noise: 0.01, trend: 0.015, target: null, warning: null },
      productiveHours: { base: 0, target: null, warning: null },
      ...hvacMonthly,
    },
  },
  {
    name: 'stribro',
    description: 'Stříbro',
    country: 'CZ',
    variant: 'hvac',
    sortOrder: 2,
    holidayWeeks: [29, 30],
    profile: {
      accidents: { base: 0.3, target: 0, warning: 1, warningMonth: 2 },
      qualityScr: { base: 1.9, season: 0.1, peakWeek: 44, noise: 0.15, trend: -0.05, target: 1.8, warning: 2.4 },
      deliveryReliability: { base: 93, season: -0.04, peakWeek: 43, noise: 0.015, target: 95, warning: 90 },
      deliveryTime: { base: 7.2, season: 0.2, peakWeek: 43, noise: 0.08, target: 8, warning: 10 },
      openOrders: { base: 3100, season: 0.28, peakWeek: 37, noise: 0.06, target: 3500, warning: 4400 },
      producedVolume: {
        base: 21_000,
        season: 0.18,
        peakWeek: 41,
        noise: 0.05,
        trend: 0.03,
        target: 21_500,
        warning: 18_500,
      },
      productionEfficiencyVpph: {
        base: 8.2,
        season: 0.04,
        peakWeek: 41,
        noise: 0.03,
        trend: 0.03,
        target: 8.5,
        warning: 7.8,
      },
      oee: { base: 76, season: 0.03, peakWeek: 41, noise: 0.035, trend: 0.015, target: 78, warning: 72 },
      sicknessRate: { base: 6.1, season: 0.3, peakWeek: 5, noise: 0.12, target: 6, warning: 7.5 },
      headcount: { base: 640, noise: 0.01, trend: 0.02, target: null, warning: null },
      productiveHours: { base: 0, target: null, warning: null },
      ...hvacMonthly,
    },
  },
  {
    name: 'dobre',
    description: 'Dobré',
    country: 'CZ',
    variant: 'climate',
    sortOrder: 3,
    holidayWeeks: [30, 31],
    profile: {
      accidents: { base: 0.12, target: 0, warning: 1, warningMonth: 1 },
      safetyDowntimeRatio: { base: 0.2, noise: 0.5, target: 0.25, warning: 0.5 },
      qualityScr: { base: 0.85, season: 0.15, peakWeek: 16, noise: 0.15, trend: -0.06, target: 0.8, warning: 1.2 },
      firstPassYield: { base: 96.4, season: -0.008, peakWeek: 16, noise: 0.006, trend: 0.002, target: 97, warning: 95 },
      deliveryReliability: {
        base: 91.5,
        season: -0.05,
        peakWeek: 18,
        noise: 0.02,
        trend: 0.01,
        target: 95,
        warning: 90,
      },
      deliveryTime: { base: 12.5, season: 0.3, peakWeek: 18, noise: 0.08, target: 14, warning: 18 },
      openOrders: { base: 1300, season: 0.35, peakWeek: 12, noise: 0.07, target: 1500, warning: 1900 },
      producedVolume: { base: 430, season: 0.26, peakWeek: 16, noise: 0.06, trend: 0.08, target: 450, warning: 380 },
      oee: { base: 71, season: 0.04, peakWeek: 16, noise: 0.04, trend: 0.02, target: 75, warning: 68 },
      inventoryTurnoverRatio: {
        base: 5.4,
        season: 0.12,
        peakWeek: 20,
        noise: 0.05,
        trend: 0.03,
        target: 6,
        warning: 4.5,
      },
      sicknessRate: { base: 5.6, season: 0.3, peakWeek: 6, noise: 0.12, target: 5.5, warning: 7 },
      headcount: { base: 210, noise: 0.01, trend: 0.05, target: null, warning: null },
    },
  },
];

export interface DemoLine {
  id: string;
  site: string;
  name: string;
  productGroup: string;
  shifts: number;
  plannedPerShift: number;
  seq: number;
}

export const demoLines: readonly DemoLine[] = [
  {
    id: 'PL-FHK1',
    site: 'plattling',
    name: 'Flachheizkörper Linie 1',
    productGroup: 'panelRadiators',
    shifts: 3,
    plannedPerShift: 620,
    seq: 1,
  },
  {
    id: 'PL-FHK2',
    site: 'plattling',
    name: 'Flachheizkörper Linie 2',
    productGroup: 'panelRadiators',
    shifts: 3,
    plannedPerShift: 580,
    seq: 2,
  },
  {
    id: 'PL-DHK',
    site: 'plattling',
    name: 'Design-Heizkörper',
    productGroup: 'designRadiators',
    shifts: 2,
    plannedPerShift: 210,
    seq: 3,
  },
  {
    id: 'PL-DUK',
    site: 'plattling',
    name: 'Duschkabinen',
    productGroup: 'showerEnclosures',
    shifts: 2,
    plannedPerShift: 340,
    seq: 4,
  },
  {
    id: 'ST-DT1',
    site: 'stribro',
    name: 'Deskové otopné těleso 1',
    productGroup: 'panelRadiators',
    shifts: 3,
    plannedPerShift: 600,
    seq: 5,
  },
  {
    id: 'ST-DT2',
    site: 'stribro',
    name: 'Deskové otopné těleso 2',
    productGroup: 'panelRadiators',
    shifts: 3,
    plannedPerShift: 560,
    seq: 6,
  },
  {
    id: 'ST-TYC',
    site: 'stribro',
    name: 'Trubková tělesa',
    productGroup: 'designRadiators',
    shifts: 2,
    plannedPerShift: 190,
    seq: 7,
  },
  {
    id: 'DO-TC1',
    site: 'dobre',
    name: 'Tepelná čerpadla – montáž',
    productGroup: 'heatPumps',
    shifts: 2,
    plannedPerShift: 48,
    seq: 8,
  },
  {
    id: 'DO-VJ1',
    site: 'dobre',
    name: 'Vnitřní jednotky',
    productGroup: 'indoorUnits',
    shifts: 2,
    plannedPerShift: 55,
    seq: 9,
  },
];
