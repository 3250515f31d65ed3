/**
 * Drafts and request bodies of the system comparison (BuildingCalcV2) and the investment
 * calculators. The heat load comes from the heat-load result unless typed; empty optional fields
 * take the data file's defaults on the server.
 */
import type { Translate } from '../platform/index.ts';
import { Reader } from './model.ts';

export interface ComparisonDraft {
  source: 'heatLoad' | 'consumption' | 'direct';
  heatLoadKW: string;
  fullLoadHours: string;
  consumption: string;
  spaceHeatKWh: string;
  hotWaterKWh: string;
  fuel: 'gas' | 'oil';
  efficiency: string;
  price: string;
  remainingLife: string;
  boilerAge: string;
  hpSource: 'air' | 'ground' | 'water';
  spf: string;
  electricityPrice: string;
  investment: string;
  naturalRefrigerant: boolean;
  interestPct: string;
  years: string;
  energyEscalationPct: string;
  co2PriceEurPerT: string;
  factorSet: 'BEHG' | 'GEG' | 'UBA';
  applySubsidy: boolean;
  ownerOccupied: boolean;
  replacesWorkingFossilHeating: boolean;
  householdIncome: string;
  dwellings: string;
  applicationYear: string;
}

export const defaultComparison = (year: number): ComparisonDraft => ({
  source: 'heatLoad',
  heatLoadKW: '',
  fullLoadHours: '',
  consumption: '',
  spaceHeatKWh: '',
  hotWaterKWh: '2000',
  fuel: 'gas',
  efficiency: '',
  price: '',
  remainingLife: '5',
  boilerAge: '22',
  hpSource: 'air',
  spf: '',
  electricityPrice: '',
  investment: '30000',
  naturalRefrigerant: false,
  interestPct: '',
  years: '',
  energyEscalationPct: '',
  co2PriceEurPerT: '',
  factorSet: 'GEG',
  applySubsidy: true,
  ownerOccupied: true,
  replacesWorkingFossilHeating: true,
  householdIncome: '',
  dwellings: '1',
  applicationYear: String(Math.min(Math.max(year, 2024), 2045)),
});

export function comparisonBody(
  d: ComparisonDraft,
  designLoadKW: number | null,
  locale: string,
  t: Translate,
  format: (v: number) => string,
) {
  const r = new Reader(locale, t, format);
  const typedLoad = r.optional('heatDemand.heatLoadKW', 'heatLoadKW', d.heatLoadKW);
  const heatLoadKW = typedLoad ?? designLoadKW ?? undefined;
  if (d.source === 'heatLoad' && heatLoadKW === undefined)
    r.errors['heatDemand.heatLoadKW'] = t('building.ui.errors.noHeatLoad');
  const body = {
    heatDemand: {
      source: d.source,
      heatLoadKW: d.source === 'heatLoad' ? heatLoadKW : undefined,
      fullLoadHours: r.optional('heatDemand.fullLoadHours', 'fullLoadHours', d.fullLoadHours),
      consumption:
        d.source === 'consumption' ? r.required('heatDemand.consumption', 'consumption', d.consumption) : undefined,
      spaceHeatKWh:
        d.source === 'direct' ? r.required('heatDemand.spaceHeatKWh', 'spaceHeatKWh', d.spaceHeatKWh) : undefined,
      hotWaterKWh: r.optional('heatDemand.hotWaterKWh', 'hotWaterKWh', d.hotWaterKWh) ?? 0,
    },
    boiler: {
      fuel: d.fuel,
      efficiency: r.optional('boiler.efficiency', 'efficiency', d.efficiency),
      price: r.optional('boiler.price', 'price', d.price),
      remainingLife: r.required('boiler.remainingLife', 'remainingLife', d.remainingLife),
      age: r.required('boiler.age', 'boilerAge', d.boilerAge),
    },
    heatPump: {
      source: d.hpSource,
      seasonalPerformanceFactor: r.optional('heatPump.seasonalPerformanceFactor', 'seasonalPerformanceFactor', d.spf),
      electricityPrice: r.optional('heatPump.electricityPrice', 'price', d.electricityPrice),
      investment: r.required('heatPump.investment', 'investment', d.investment),
      naturalRefrigerant: d.naturalRefrigerant,
    },
    economics: {
      interestPct: r.optional('economics.interestPct', 'interestPct', d.interestPct),
      years: r.optional('economics.years', 'years', d.years),
      energyEscalationPct: r.optional('economics.energyEscalationPct', 'energyEscalationPct', d.energyEscalationPct),
      co2PriceEurPerT: r.optional('economics.co2PriceEurPerT', 'co2PriceEurPerT', d.co2PriceEurPerT),
      emissionFactorSet: d.factorSet,
    },
    subsidy: {
      apply: d.applySubsidy,
      ownerOccupied: d.ownerOccupied,
      replacesWorkingFossilHeating: d.replacesWorkingFossilHeating,
      householdIncomeEur: r.optional('subsidy.householdIncomeEur', 'householdIncomeEur', d.householdIncome),
      dwellings: r.required('subsidy.dwellings', 'dwellings', d.dwellings),
      applicationYear: r.required('subsidy.applicationYear', 'applicationYear', d.applicationYear),
    },
  };
  return { body: Object.keys(r.errors).length ? null : body, errors: r.errors };
}

export interface InvestmentDraft {
  persons: string;
  hotWaterTank: boolean;
  bufferTank: boolean;
  dismantle: 'none' | 'gas' | 'oil';
  electricalWork: boolean;
  underfloor: boolean;
  floors: string;
  system: 'wet' | 'dry' | 'milled';
  balancingValves: string;
  ventilation: boolean;
  ventilationSystem: 'central' | 'decentral';
  kitchens: string;
  baths: string;
  wcs: string;
}

export const defaultInvestment: InvestmentDraft = {
  persons: '4',
  hotWaterTank: true,
  bufferTank: true,
  dismantle: 'gas',
  electricalWork: true,
  underfloor: false,
  floors: '1',
  system: 'wet',
  balancingValves: '0',
  ventilation: false,
  ventilationSystem: 'central',
  kitchens: '1',
  baths: '1',
  wcs: '1',
};

/** The three investment bodies from the draft and the project (heat load, areas, rooms). */
export function investmentBodies(
  d: InvestmentDraft,
  project: { heatLoadKW: number | null; area: number; rooms: number; hpSource: 'air' | 'ground' | 'water' },
  locale: string,
  t: Translate,
  format: (v: number) => string,
) {
  const r = new Reader(locale, t, format);
  const persons = r.required('persons', 'persons', d.persons);
  const systemPackage =
    project.heatLoadKW === null
      ? null
      : {
          heatLoadKW: Math.max(project.heatLoadKW, 0.1),
          source: project.hpSource === 'air' ? ('air' as const) : ('ground' as const),
          persons,
          hotWaterTank: d.hotWaterTank,
          bufferTank: d.bufferTank,
          dismantle: d.dismantle,
          electricalWork: d.electricalWork,
        };
  const rooms = Math.max(1, Math.min(60, project.rooms));
  const area = Math.max(5, Math.min(1000, project.area));
  const underfloor = d.underfloor
    ? {
        heatedAreaM2: area,
        floors: r.required('floors', 'floors', d.floors),
        rooms,
        system: d.system,
        balancingValves: r.required('balancingValves', 'balancingValves', d.balancingValves),
        presettableValves: true,
      }
    : undefined;
  const ventilation = d.ventilation
    ? {
        livingAreaM2: Math.max(20, Math.min(400, project.area)),
        persons,
        system: d.ventilationSystem,
        kitchens: r.required('kitchens', 'kitchens', d.kitchens),
        baths: r.required('baths', 'baths', d.baths),
        wcs: r.required('wcs', 'wcs', d.wcs),
        supplyRooms: Math.min(30, rooms),
      }
    : undefined;
  const ok = !Object.keys(r.errors).length;
  return {
    systemPackage: ok ? systemPackage : null,
    underfloor: ok ? underfloor : undefined,
    ventilation: ok ? ventilation : undefined,
    errors: r.errors,
  };
}
