/**
 * BuildingCalcV2: heat pump against the existing boiler (docs/calculators.md §10). Every step is a
 * named value with symbol and unit, in the order an engineer checks them: heat demand → final
 * energy → first-year costs → CO₂ → VDI 2067-1 present values and annuities → annualised cost.
 */
import type { ComparisonResult, ComparisonYear, NamedValue, SystemResult } from '../../../../contract/building.ts';
import type { ComparisonInput } from '../../../../contract/building-schemas.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { annuityFactor } from '../building.ts';
import { type EconomicsData, economicsData } from '../building-data.ts';
import { type CapitalCosts, capitalCosts, costInYear, runningCost } from '../economics.ts';
import { begSubsidy } from '../subsidy.ts';
import {
  boilerCo2ForPrice,
  boilerCo2Reported,
  boilerEnergy,
  electricityCo2,
  heatFromConsumption,
  heatPumpEnergy,
} from '../system-energy.ts';
import { type ResolvedComparison, resolveComparison } from './comparison-inputs.ts';
import { BuildingTexts } from './texts.ts';

interface Flows {
  energy: number;
  operation: number;
  co2: number;
  capital: CapitalCosts;
}

function heatDemand(c: ResolvedComparison, data: EconomicsData, texts: BuildingTexts) {
  const d = c.heatDemand;
  const b = c.boiler;
  let heat: number;
  let space: number;
  const values: NamedValue[] = [];
  if (d.source === 'consumption') {
    values.push(texts.named('consumption', 'E_alt', d.consumption!, b.fuel === 'oil' ? 'l/a' : 'kWh/a (Hs)'));
    heat = heatFromConsumption(d.consumption!, b.fuel, b.efficiency, b.basis, data.carriers);
    space = heat - d.hotWaterKWh;
  } else if (d.source === 'heatLoad') {
    values.push(texts.named('heatLoad', 'Φ_HL', d.heatLoadKW!, 'kW'));
    values.push(texts.named('fullLoadHours', 't_VL', d.fullLoadHours, 'h/a'));
    space = d.heatLoadKW! * d.fullLoadHours;
    heat = space + d.hotWaterKWh;
  } else {
    space = d.spaceHeatKWh!;
    heat = space + d.hotWaterKWh;
  }
  values.push(texts.named('spaceHeat', 'Q_H', space, 'kWh/a'));
  values.push(texts.named('hotWaterHeat', 'Q_W', d.hotWaterKWh, 'kWh/a'));
  values.push(texts.named('heatDemand', 'Q = Q_H + Q_W', heat, 'kWh/a'));
  return { heat, values };
}

/** The VDI 2067-1 part shared by both systems: present values, annuities, annualised cost. */
function economicsSteps(c: ResolvedComparison, flows: Flows, heat: number, texts: BuildingTexts): NamedValue[] {
  const e = c.economics;
  const a = annuityFactor(e.interest, e.years);
  const energy = runningCost(flows.energy, e.energyEscalation, e.interest, e.years);
  const operation = runningCost(flows.operation, e.operationEscalation, e.interest, e.years);
  const co2 = runningCost(flows.co2, e.co2Escalation, e.interest, e.years);
  const capital = flows.capital;
  const total = capital.presentValue + energy.presentValue + operation.presentValue + co2.presentValue;
  const replacements = capital.replacements.reduce((s, r) => s + r.presentValue, 0);
  return [
    texts.named('runningCostFirstYear', 'A_1', flows.energy + flows.operation + flows.co2, '€/a'),
    texts.named('priceDynamicFactorEnergy', 'b_E', energy.priceDynamicFactor, ''),
    texts.named('priceDynamicFactorOperation', 'b_B', operation.priceDynamicFactor, ''),
    texts.named('priceDynamicFactorCo2', 'b_CO2', co2.priceDynamicFactor, ''),
    texts.named('presentValueEnergy', 'PV_E = K_E·b_E', energy.presentValue, '€'),
    texts.named('presentValueOperation', 'PV_B = K_B·b_B', operation.presentValue, '€'),
    texts.named('presentValueCo2', 'PV_CO2 = K_CO2·b_CO2', co2.presentValue, '€'),
    texts.named('presentValueRunning', 'PV_run', energy.presentValue + operation.presentValue + co2.presentValue, '€'),
    texts.named('purchases', 'n', capital.replacements.length, ''),
    texts.named('presentValuePurchases', 'Σ A_k·r^t/q^t', replacements, '€'),
    texts.named('residualValue', 'R_W', capital.residualPresentValue, '€'),
    texts.named('presentValueCapital', 'PV_K', capital.presentValue, '€'),
    texts.named('presentValueTotal', 'PV', total, '€'),
    texts.named('annuityFactor', 'a', a, '1/a'),
    texts.named('annuityCapital', 'A_K', capital.annuity, '€/a'),
    texts.named('annuityEnergy', 'A_E', energy.annuity, '€/a'),
    texts.named('annuityOperation', 'A_B', operation.annuity, '€/a'),
    texts.named('annuityCo2', 'A_CO2', co2.annuity, '€/a'),
    texts.named('annualisedCost', 'A = PV·a', total * a, '€/a'),
    texts.named('heatCost', 'A/Q', heat > 0 ? (total * a * 100) / heat : null, 'ct/kWh'),
  ];
}

function system(key: SystemResult['key'], label: string, values: NamedValue[]): SystemResult {
  const find = (k: string) => values.find((v) => v.key === k)?.value ?? 0;
  return { key, label, values, annualisedCost: find('annualisedCost'), presentValue: find('presentValueTotal') };
}

export function compareSystems(
  input: ComparisonInput,
  options: { locale?: Locale } = {},
  data: EconomicsData = economicsData(),
): ComparisonResult {
  const texts = new BuildingTexts(options.locale);
  const c = resolveComparison(input, data);
  const e = c.economics;
  const { heat, values: demandValues } = heatDemand(c, data, texts);
  const gross = 1 + data.vatRate;

  // Existing boiler: final energy, first-year costs, CO₂; replaced after its remaining life.
  const b = c.boiler;
  const fuelEnergy = boilerEnergy(heat, b.fuel, b.efficiency, b.basis, data.carriers);
  const priced = boilerCo2ForPrice(fuelEnergy, b.fuel, b.basis, data.carriers);
  const reported = boilerCo2Reported(fuelEnergy, b.fuel, b.basis, e.factorSet, data.carriers);
  const boilerEnergyCost =
    b.fuel === 'gas' ? (fuelEnergy.billedQuantity * b.price) / 100 : fuelEnergy.billedQuantity * b.price;
  const boilerCo2Net = (priced.kg / 1000) * e.co2Price;
  const boilerFlows: Flows = {
    energy: boilerEnergyCost,
    operation: b.basePrice + b.maintenance,
    co2: boilerCo2Net * gross,
    capital: capitalCosts({
      amount: b.replacementCost,
      firstYear: b.remainingLife,
      serviceLife: b.serviceLife,
      years: e.years,
      interest: e.interest,
      priceChange: e.investmentEscalation,
    }),
  };
  const boilerValues = [
    texts.named('efficiency', `η (${b.basis})`, b.efficiency, ''),
    texts.named('finalEnergy', `E = Q/η (${b.basis})`, fuelEnergy.finalEnergy, `kWh/a (${b.basis})`),
    texts.named('finalEnergyHs', 'E_Hs', fuelEnergy.finalEnergyHs, 'kWh/a'),
    texts.named('finalEnergyHi', 'E_Hi', fuelEnergy.finalEnergyHi, 'kWh/a'),
    ...(fuelEnergy.litres !== null ? [texts.named('fuelLitres', 'V = E_Hi/H_i,l', fuelEnergy.litres, 'l/a')] : []),
    texts.named('energyPrice', 'p', b.price, b.fuel === 'gas' ? 'ct/kWh (Hs)' : '€/l'),
    texts.named('energyCost', 'K_E', boilerEnergyCost, '€/a'),
    texts.named('basePrice', 'K_G', b.basePrice, '€/a'),
    texts.named('maintenance', 'K_W', b.maintenance, '€/a'),
    texts.named('operationCost', 'K_B = K_G + K_W', boilerFlows.operation, '€/a'),
    texts.named('co2EmissionFactorPrice', 'f_CO2,BEHG', priced.factor, priced.factorUnit),
    texts.named('co2ForPrice', 'm_CO2,BEHG', priced.kg / 1000, 't/a'),
    texts.named('co2Price', 'P_CO2', e.co2Price, '€/t'),
    texts.named('co2CostNet', 'K_CO2,net', boilerCo2Net, '€/a'),
    texts.named('co2Cost', 'K_CO2', boilerFlows.co2, '€/a'),
    texts.named('co2EmissionFactor', `f_CO2,${e.factorSet}`, reported.factor, reported.factorUnit),
    texts.named('co2Emissions', 'm_CO2', reported.kg / 1000, 't/a'),
    texts.named('investment', 'A_0', b.replacementCost, '€'),
    texts.named('firstPurchaseYear', 't_1', b.remainingLife, 'a'),
    texts.named('serviceLife', 'T_N', b.serviceLife, 'a'),
    ...economicsSteps(c, boilerFlows, heat, texts),
  ];

  // Heat pump: subsidy on the purchase now, electricity, no BEHG CO₂ price.
  const h = c.heatPump;
  const s = c.subsidy;
  const subsidy = begSubsidy(data.beg, {
    ownerOccupied: s.ownerOccupied,
    replacesWorkingFossilHeating: s.replacesWorkingFossilHeating,
    boilerFuel: b.fuel,
    boilerAge: b.age,
    householdIncome: s.householdIncomeEur,
    efficiencyBonus: h.source !== 'air' || h.naturalRefrigerant,
    dwellings: s.dwellings,
    applicationYear: s.applicationYear,
    eligibleCost: s.eligibleCost ?? h.investment,
  });
  const subsidyAmount = s.apply ? subsidy.amount : 0;
  const electricity = heatPumpEnergy(heat, h.seasonalPerformanceFactor);
  const hpCo2 = electricityCo2(electricity, e.factorSet, data.carriers);
  const hpFlows: Flows = {
    energy: (electricity * h.electricityPrice) / 100,
    operation: h.basePrice + h.maintenance,
    co2: 0,
    capital: capitalCosts({
      amount: h.investment,
      subsidy: subsidyAmount,
      firstYear: 0,
      serviceLife: h.serviceLife,
      years: e.years,
      interest: e.interest,
      priceChange: e.investmentEscalation,
    }),
  };
  const hpValues = [
    texts.named('seasonalPerformanceFactor', 'JAZ', h.seasonalPerformanceFactor, ''),
    texts.named('electricity', 'E_el = Q/JAZ', electricity, 'kWh/a'),
    texts.named('energyPrice', 'p_el', h.electricityPrice, 'ct/kWh'),
    texts.named('energyCost', 'K_E', hpFlows.energy, '€/a'),
    texts.named('basePrice', 'K_G', h.basePrice, '€/a'),
    texts.named('maintenance', 'K_W', h.maintenance, '€/a'),
    texts.named('operationCost', 'K_B = K_G + K_W', hpFlows.operation, '€/a'),
    texts.named('co2Cost', 'K_CO2', 0, '€/a'),
    texts.named('co2EmissionFactor', `f_CO2,${e.factorSet}`, hpCo2.factor, hpCo2.factorUnit),
    texts.named('co2Emissions', 'm_CO2', hpCo2.kg / 1000, 't/a'),
    texts.named('investment', 'A_0', h.investment, '€'),
    texts.named('subsidy', 'F', subsidyAmount, '€'),
    texts.named('netInvestment', 'A_0 − F', h.investment - subsidyAmount, '€'),
    texts.named('serviceLife', 'T_N', h.serviceLife, 'a'),
    ...economicsSteps(c, hpFlows, heat, texts),
  ];

  const boiler = system('boiler', texts.t(`systems.boiler.${b.fuel}`), boilerValues);
  const heatPump = system('heatPump', texts.t(`systems.heatPump.${h.source}`), hpValues);
  const yearly = cumulative(c, boilerFlows, hpFlows);
  const breakEven = yearly.find((y) => y.heatPump <= y.boiler + 1e-9);
  const diff = heatPump.annualisedCost - boiler.annualisedCost;

  const warnings = [texts.message('illustrativeEconomics', { version: data.version, validFrom: data.validFrom })];
  if (h.seasonalPerformanceFactor < 2.6 || h.seasonalPerformanceFactor > 5.4) {
    warnings.push(
      texts.message('spfOutsideField', { spf: h.seasonalPerformanceFactor }, 'heatPump.seasonalPerformanceFactor'),
    );
  }
  if (s.applicationYear < Number(data.beg.validFrom.slice(0, 4))) {
    warnings.push(texts.message('subsidyRulesNewer', { validFrom: data.beg.validFrom }, 'subsidy.applicationYear'));
  }
  return {
    locale: texts.locale,
    dataVersion: data.version,
    validFrom: data.validFrom,
    emissionFactorSet: e.factorSet,
    heatDemand: demandValues,
    parameters: [
      texts.named('interest', 'i', e.interest * 100, '%'),
      texts.named('interestFactor', 'q = 1 + i', 1 + e.interest, ''),
      texts.named('years', 'T', e.years, 'a'),
      texts.named('energyEscalation', 'r_E − 1', e.energyEscalation * 100, '%/a'),
      texts.named('operationEscalation', 'r_B − 1', e.operationEscalation * 100, '%/a'),
      texts.named('investmentEscalation', 'r_K − 1', e.investmentEscalation * 100, '%/a'),
      texts.named('co2Escalation', 'r_CO2 − 1', e.co2Escalation * 100, '%/a'),
      texts.named('vatRate', 'USt', data.vatRate * 100, '%'),
    ],
    subsidy: {
      applied: s.apply,
      amount: subsidyAmount,
      rates: subsidy.rates.map((r) => ({
        key: r.key,
        label: texts.t(`subsidy.rates.${r.key}`),
        rate: r.rate,
        applies: r.applies,
        reason: texts.t(`subsidy.reasons.${r.reason}`),
      })),
      values: [
        texts.named('sumOfRates', 'Σ f', subsidy.sumOfRates * 100, '%'),
        texts.named('subsidyRate', 'f = min(Σ f, f_max)', subsidy.rate * 100, '%'),
        texts.named('costCap', 'K_max', subsidy.costCap, '€'),
        texts.named('eligibleCost', 'min(K, K_max)', subsidy.eligibleCost, '€'),
        texts.named('subsidy', 'F = f·min(K, K_max)', subsidyAmount, '€'),
      ],
    },
    systems: { boiler, heatPump },
    difference: [
      texts.named('annualisedDifference', 'A_WP − A_Kessel', diff, '€/a'),
      texts.named('presentValueDifference', 'PV_WP − PV_Kessel', heatPump.presentValue - boiler.presentValue, '€'),
      texts.named('co2Saving', 'Δm_CO2', (reported.kg - hpCo2.kg) / 1000, 't/a'),
    ],
    breakEvenYear: breakEven ? breakEven.year : null,
    yearly,
    warnings,
  };
}

/** Cumulative nominal cost (cash view) and cumulative present value per year, 0…T. */
function cumulative(c: ResolvedComparison, boiler: Flows, heatPump: Flows): ComparisonYear[] {
  const e = c.economics;
  const q = 1 + e.interest;
  const running = (f: Flows, t: number) =>
    costInYear(f.energy, e.energyEscalation, t) +
    costInYear(f.operation, e.operationEscalation, t) +
    costInYear(f.co2, e.co2Escalation, t);
  const purchase = (f: Flows, t: number) => f.capital.replacements.find((r) => r.year === t)?.nominal ?? 0;
  const years: ComparisonYear[] = [];
  const sum = { boiler: 0, heatPump: 0, boilerPv: 0, heatPumpPv: 0 };
  for (let t = 0; t <= e.years; t++) {
    const b = purchase(boiler, t) + (t > 0 ? running(boiler, t) : 0);
    const h = purchase(heatPump, t) + (t > 0 ? running(heatPump, t) : 0);
    sum.boiler += b;
    sum.heatPump += h;
    sum.boilerPv += b / q ** t - (t === e.years ? boiler.capital.residualPresentValue : 0);
    sum.heatPumpPv += h / q ** t - (t === e.years ? heatPump.capital.residualPresentValue : 0);
    years.push({
      year: t,
      boiler: Math.round(sum.boiler * 100) / 100,
      heatPump: Math.round(sum.heatPump * 100) / 100,
      boilerPresentValue: Math.round(sum.boilerPv * 100) / 100,
      heatPumpPresentValue: Math.round(sum.heatPumpPv * 100) / 100,
    });
  }
  return years;
}
