/**
 * The comparison's inputs with the data file's defaults filled in and the rules the schema cannot
 * express checked (efficiency bounds by calorific basis, the heat demand's required fields).
 */
import type { ComparisonInput } from '../../../../contract/building-schemas.ts';
import type { EconomicsData } from '../building-data.ts';
import type { Basis, FactorSet, Fuel } from '../system-energy.ts';
import { type BuildingIssue, throwIfBuildingIssues } from './texts.ts';

export interface ResolvedComparison {
  heatDemand: ComparisonInput['heatDemand'] & { fullLoadHours: number };
  boiler: {
    fuel: Fuel;
    efficiency: number;
    basis: Basis;
    price: number;
    basePrice: number;
    maintenance: number;
    remainingLife: number;
    replacementCost: number;
    serviceLife: number;
    age: number;
  };
  heatPump: {
    source: 'air' | 'ground' | 'water';
    seasonalPerformanceFactor: number;
    electricityPrice: number;
    basePrice: number;
    maintenance: number;
    investment: number;
    serviceLife: number;
    naturalRefrigerant: boolean;
  };
  economics: {
    interest: number;
    years: number;
    energyEscalation: number;
    operationEscalation: number;
    investmentEscalation: number;
    co2Price: number;
    co2Escalation: number;
    factorSet: FactorSet;
  };
  subsidy: ComparisonInput['subsidy'];
}

/** η bounds of docs/calculators.md §10.4: 0.5…1.1 on Hi, 0.45…1.0 on Hs. */
const efficiencyBounds: Record<Basis, [number, number]> = { Hi: [0.5, 1.1], Hs: [0.45, 1.0] };

export function resolveComparison(input: ComparisonInput, data: EconomicsData): ResolvedComparison {
  const d = data.defaults;
  const issues: BuildingIssue[] = [];
  const fuel = input.boiler.fuel;
  const basis = input.boiler.efficiencyBasis ?? (fuel === 'gas' ? 'Hs' : 'Hi');
  const efficiency = input.boiler.efficiency ?? (fuel === 'gas' ? d.gas.efficiencyHs : d.oil.efficiencyHi);
  const [lo, hi] = efficiencyBounds[basis];
  if (efficiency < lo || efficiency > hi) {
    issues.push({ field: 'boiler.efficiency', rule: 'efficiencyRange', values: { min: lo, max: hi, basis } });
  }

  const demand = input.heatDemand;
  const required = (field: keyof typeof demand) => {
    if (demand[field] === undefined) issues.push({ field: `heatDemand.${field}`, rule: 'required' });
  };
  if (demand.source === 'direct') required('spaceHeatKWh');
  if (demand.source === 'consumption') required('consumption');
  if (demand.source === 'heatLoad') required('heatLoadKW');
  throwIfBuildingIssues(issues);

  const source = input.heatPump.source;
  const spf =
    input.heatPump.seasonalPerformanceFactor ??
    d.heatPump.seasonalPerformanceFactor[source === 'air' ? 'air' : 'ground'];
  const defaultsOf = fuel === 'gas' ? d.gas : d.oil;
  const pct = (value: number | undefined, fallback: number) => (value ?? fallback) / 100;
  const e = input.economics;
  return {
    heatDemand: { ...demand, fullLoadHours: demand.fullLoadHours ?? d.fullLoadHours },
    boiler: {
      fuel,
      efficiency,
      basis,
      price: input.boiler.price ?? (fuel === 'gas' ? d.gas.priceCtPerKWh : d.oil.priceEurPerLitre),
      basePrice: input.boiler.basePrice ?? defaultsOf.basePriceEurPerYear,
      maintenance: input.boiler.maintenance ?? defaultsOf.maintenanceEurPerYear,
      remainingLife: input.boiler.remainingLife,
      replacementCost: input.boiler.replacementCost ?? defaultsOf.replacementCostEur,
      serviceLife: fuel === 'gas' ? data.serviceLifeYears.gasBoiler : data.serviceLifeYears.oilBoiler,
      age: input.boiler.age,
    },
    heatPump: {
      source,
      seasonalPerformanceFactor: spf,
      electricityPrice: input.heatPump.electricityPrice ?? d.heatPump.electricityPriceCtPerKWh,
      basePrice: input.heatPump.basePrice ?? d.heatPump.basePriceEurPerYear,
      maintenance: input.heatPump.maintenance ?? d.heatPump.maintenanceEurPerYear,
      investment: input.heatPump.investment,
      serviceLife:
        input.heatPump.serviceLife ??
        (source === 'air' ? data.serviceLifeYears.heatPumpAir : data.serviceLifeYears.heatPumpGround),
      naturalRefrigerant: input.heatPump.naturalRefrigerant,
    },
    economics: {
      interest: pct(e.interestPct, d.interestPct),
      years: e.years ?? d.years,
      energyEscalation: pct(e.energyEscalationPct, d.energyEscalationPct),
      operationEscalation: pct(e.operationEscalationPct, d.operationEscalationPct),
      investmentEscalation: pct(e.investmentEscalationPct, d.investmentEscalationPct),
      co2Price: e.co2PriceEurPerT ?? d.co2PriceEurPerT,
      co2Escalation: pct(e.co2EscalationPct, d.co2EscalationPct),
      factorSet: e.emissionFactorSet,
    },
    subsidy: input.subsidy,
  };
}
