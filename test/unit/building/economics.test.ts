import { describe, expect, it } from 'vitest';
import { comparisonInputSchema } from '../../../contract/building-schemas.ts';
import { compareSystems } from '../../../server/areas/calc/building-calc/comparison.ts';
import { type BuildingInputError, valuesByKey } from '../../../server/areas/calc/building-calc/texts.ts';
import { economicsData } from '../../../server/areas/calc/building-data.ts';
import { capitalCosts, runningCost } from '../../../server/areas/calc/economics.ts';
import { begSubsidy, climateSpeedRate, costCap } from '../../../server/areas/calc/subsidy.ts';
import {
  boilerCo2ForPrice,
  boilerCo2Reported,
  boilerEnergy,
  electricityCo2,
  heatFromConsumption,
  heatPumpEnergy,
} from '../../../server/areas/calc/system-energy.ts';
import { expectClose } from '../calc/tolerance.ts';

const data = economicsData();
/** Explicit year-by-year present value Σ A_1·r^(t−1)/q^t — the oracle for A_1·b. */
const explicitPv = (a1: number, r: number, q: number, years: number) => {
  let sum = 0;
  for (let t = 1; t <= years; t++) sum += (a1 * r ** (t - 1)) / q ** t;
  return sum;
};

describe('VDI 2067-1 building blocks (docs/calculators.md §10.3)', () => {
  it('running cost: PV = A_1·b equals the explicit sum; annuity = PV·a', () => {
    const r = runningCost(1000, 0.03, 0.05, 20);
    expectClose(r.priceDynamicFactor, 15.9648, 4, 'b (T29)');
    expectClose(r.presentValue, explicitPv(1000, 1.03, 1.05, 20), 6, 'PV');
    expectClose(r.annuity, r.presentValue * ((0.05 * 1.05 ** 20) / (1.05 ** 20 - 1)), 6, 'A');
  });

  it('capital cost with a replacement within T and the linear residual value (T_N 18, T 20)', () => {
    const c = capitalCosts({
      amount: 10_000,
      subsidy: 4000,
      firstYear: 0,
      serviceLife: 18,
      years: 20,
      interest: 0.03,
      priceChange: 0.02,
    });
    expect(c.replacements.map((p) => p.year)).toEqual([0, 18]);
    expectClose(c.replacements[0]!.nominal, 6000, 6, 'A_0 − F');
    expectClose(c.replacements[1]!.presentValue, (10_000 * 1.02 ** 18) / 1.03 ** 18, 6, 'replacement');
    // the second unit has 16 of 18 years left at T = 20
    expectClose(c.residualNominal, 10_000 * 1.02 ** 18 * (16 / 18), 6, 'R_W nominal');
    expectClose(c.presentValue, 6000 + (10_000 * 1.02 ** 18) / 1.03 ** 18 - c.residualNominal / 1.03 ** 20, 6, 'PV_K');
  });

  it('an existing boiler is first bought after its remaining life; nothing bought when that is beyond T', () => {
    expect(
      capitalCosts({
        amount: 1,
        firstYear: 5,
        serviceLife: 20,
        years: 20,
        interest: 0.03,
        priceChange: 0,
      }).replacements.map((p) => p.year),
    ).toEqual([5]);
    const none = capitalCosts({ amount: 1, firstYear: 25, serviceLife: 20, years: 20, interest: 0.03, priceChange: 0 });
    expect(none.replacements).toEqual([]);
    expect(none.presentValue).toBe(0);
  });
});

describe('final energy and CO₂ (docs/calculators.md §10.1–10.2)', () => {
  it('gas on Hs: E_Hs = Q/η_Hs, E_Hi = E_Hs/1.11; oil by litres (10.046 kWh/l)', () => {
    const gas = boilerEnergy(20_000, 'gas', 0.88, 'Hs', data.carriers);
    expectClose(gas.finalEnergyHs, 22_727.27, 2, 'E_Hs');
    expectClose(gas.finalEnergyHi, 20_475.02, 2, 'E_Hi');
    const oil = boilerEnergy(20_000, 'oil', 0.9, 'Hi', data.carriers);
    expectClose(oil.litres!, 20_000 / 0.9 / 10.046, 6, 'l');
    // docs/calculators.md §9.4 consumption: 20 000 kWh gas × 0.9 = 18 000 kWh heat
    expectClose(heatFromConsumption(20_000, 'gas', 0.9, 'Hs', data.carriers), 18_000, 6, 'Q from consumption');
  });
  it("CO₂ by the note's factors: gas 0.2016 kg/kWh Hi = 0.1820 Hs, oil 2.6763 kg/l, GEG grid 560 g/kWh; E_el = Q/JAZ", () => {
    const gasHs = boilerEnergy(18_000, 'gas', 0.9, 'Hs', data.carriers);
    const priced = boilerCo2ForPrice(gasHs, 'gas', 'Hs', data.carriers);
    expectClose(priced.factor, 0.182, 4, 'gas Hs factor');
    expectClose(priced.kg, 20_000 * 0.182, 4, 'gas kg on Hs');
    const gasHi = boilerEnergy(18_000, 'gas', 0.9, 'Hi', data.carriers);
    expectClose(boilerCo2ForPrice(gasHi, 'gas', 'Hi', data.carriers).kg, 20_000 * 0.2016, 4, 'gas kg on Hi');
    const oil = boilerEnergy(18_000, 'oil', 0.9, 'Hi', data.carriers);
    const oilCo2 = boilerCo2ForPrice(oil, 'oil', 'Hi', data.carriers);
    expect(oilCo2.factorUnit).toBe('kg/l');
    expectClose(oilCo2.kg, (20_000 / 10.046) * 2.6763, 4, 'oil kg by litres');
    expectClose(boilerCo2Reported(oil, 'oil', 'Hi', 'GEG', data.carriers).kg, 20_000 * 0.31, 4, 'oil GEG');
    const electricity = heatPumpEnergy(18_000, 3.4);
    expectClose(electricity, 5294.12, 5, 'E_el at JAZ 3.4 (air/water field mean)');
    expectClose(electricityCo2(electricity, 'GEG', data.carriers).kg, electricity * 0.56, 4, 'grid GEG');
  });
});

describe('BEG subsidy (docs/calculators.md §10.2, rules of 2024)', () => {
  const base = {
    ownerOccupied: true,
    replacesWorkingFossilHeating: true,
    boilerFuel: 'gas' as const,
    boilerAge: 25,
    efficiencyBonus: true,
    dwellings: 1,
    applicationYear: 2025,
    eligibleCost: 40_000,
  };
  it('30 + 20 + 30 + 5 = 85 % is capped at 70 %, cost at 30 000 € → 21 000 €', () => {
    const s = begSubsidy(data.beg, { ...base, householdIncome: 35_000 });
    expectClose(s.sumOfRates, 0.85, 6, 'Σ');
    expect(s.rate).toBe(0.7);
    expect(s.eligibleCost).toBe(30_000);
    expectClose(s.amount, 21_000, 6, 'F');
  });
  it('a landlord gets the base rate (+ efficiency); caps by dwellings 30 000 / 15 000 / 8 000 €', () => {
    const s = begSubsidy(data.beg, { ...base, ownerOccupied: false, efficiencyBonus: false, householdIncome: 10_000 });
    expect(s.rates.filter((r) => r.applies).map((r) => r.key)).toEqual(['base']);
    expect(costCap(data.beg.costCapsEur, 3)).toBe(60_000);
    expect(costCap(data.beg.costCapsEur, 8)).toBe(30_000 + 5 * 15_000 + 2 * 8000);
  });
  it('the climate-speed bonus needs a gas boiler of 20 years and falls by 3 points every two years after 2028', () => {
    expect(begSubsidy(data.beg, { ...base, boilerAge: 12 }).rates.find((r) => r.key === 'climateSpeed')!.applies).toBe(
      false,
    );
    expect(climateSpeedRate(data.beg, 2028)).toBe(0.2);
    expect(climateSpeedRate(data.beg, 2029)).toBe(0.17);
    expect(climateSpeedRate(data.beg, 2032)).toBe(0.14);
  });
});

describe('BuildingCalcV2 worked example (docs/building.md): gas boiler against an air heat pump', () => {
  // Oracle: explicit year-by-year sums (docs/building.md), not the b-factor formulas.
  const input = comparisonInputSchema.parse({
    heatDemand: { source: 'direct', spaceHeatKWh: 17_500, hotWaterKWh: 2500 },
    boiler: {
      fuel: 'gas',
      efficiency: 0.88,
      efficiencyBasis: 'Hs',
      price: 10.5,
      basePrice: 180,
      maintenance: 220,
      remainingLife: 5,
      replacementCost: 11_000,
      age: 20,
    },
    heatPump: {
      source: 'air',
      seasonalPerformanceFactor: 3.4,
      electricityPrice: 27,
      basePrice: 120,
      maintenance: 150,
      investment: 30_000,
    },
    economics: {
      interestPct: 3,
      years: 20,
      energyEscalationPct: 3,
      operationEscalationPct: 2,
      investmentEscalationPct: 2,
      co2PriceEurPerT: 55,
      co2EscalationPct: 5,
      emissionFactorSet: 'GEG',
    },
    subsidy: {
      apply: true,
      ownerOccupied: true,
      replacesWorkingFossilHeating: true,
      dwellings: 1,
      applicationYear: 2025,
    },
  });
  const r = compareSystems(input);
  const boiler = valuesByKey(r.systems.boiler.values);
  const hp = valuesByKey(r.systems.heatPump.values);

  it('heat demand, final energy, first-year costs and CO₂', () => {
    expectClose(valuesByKey(r.heatDemand).heatDemand, 20_000, 6, 'Q');
    expectClose(boiler.finalEnergyHs, 22_727.27, 2, 'E_Hs');
    expectClose(boiler.energyCost, 2386.36, 2, 'K_E gas');
    expectClose(boiler.co2ForPrice, 4.1364, 4, 't CO₂ (BEHG, Hs)');
    expectClose(boiler.co2Cost, 270.725, 3, 'K_CO2 gross');
    expectClose(boiler.co2Emissions, 4.914, 3, 't CO₂e (GEG)');
    expectClose(hp.electricity, 5882.35, 2, 'E_el');
    expectClose(hp.energyCost, 1588.24, 2, 'K_E el');
    expectClose(hp.co2Emissions, 3.2941, 4, 't CO₂e (GEG)');
  });

  it('subsidy 30 % + 20 % of 30 000 € = 15 000 €', () => {
    expect(r.subsidy.amount).toBe(15_000);
    expect(r.subsidy.rates.filter((x) => x.applies).map((x) => x.key)).toEqual(['base', 'climateSpeed']);
  });

  it('present values and annualised costs (VDI 2067-1)', () => {
    expectClose(boiler.priceDynamicFactorEnergy, 19.4175, 4, 'b_E (r = q)');
    expectClose(boiler.priceDynamicFactorOperation, 17.7267, 4, 'b_B');
    expectClose(boiler.priceDynamicFactorCo2, 23.4533, 4, 'b_CO2');
    expectClose(boiler.annuityFactor, 0.0672157, 7, 'a');
    expectClose(boiler.presentValueCapital, 8795.21, 2, 'PV_K boiler');
    expectClose(r.systems.boiler.presentValue, 68_572.44, 2, 'PV boiler');
    expectClose(r.systems.boiler.annualisedCost, 4609.15, 2, 'A boiler');
    expectClose(hp.presentValueCapital, 19_080.72, 2, 'PV_K heat pump');
    expectClose(r.systems.heatPump.presentValue, 54_706.44, 2, 'PV heat pump');
    expectClose(r.systems.heatPump.annualisedCost, 3677.13, 2, 'A heat pump');
    expectClose(valuesByKey(r.difference).annualisedDifference, 3677.13 - 4609.15, 2, 'ΔA');
  });

  it('cumulative costs: the final present value equals the total; break-even in year 5', () => {
    expect(r.yearly).toHaveLength(21);
    expectClose(r.yearly.at(-1)!.boilerPresentValue, r.systems.boiler.presentValue, 2, 'PV boiler');
    expectClose(r.yearly.at(-1)!.heatPumpPresentValue, r.systems.heatPump.presentValue, 2, 'PV heat pump');
    expect(r.breakEvenYear).toBe(5);
    expect(r.yearly[0]!.heatPump).toBe(15_000);
  });

  it('refuses a heat demand without its source value and an efficiency outside its basis', () => {
    const bad = comparisonInputSchema.parse({
      heatDemand: { source: 'consumption' },
      boiler: { efficiency: 1.05, efficiencyBasis: 'Hs' },
    });
    try {
      compareSystems(bad);
      expect.unreachable();
    } catch (error) {
      expect((error as BuildingInputError).issues.map((i) => i.field)).toEqual([
        'boiler.efficiency',
        'heatDemand.consumption',
      ]);
    }
  });
});
