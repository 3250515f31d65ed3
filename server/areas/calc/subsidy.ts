/**
 * Federal subsidy (BEG EM, heat pumps) per docs/calculators.md §10.2: base rate, climate-speed bonus,
 * income bonus and efficiency bonus, capped in total; eligible cost capped by the number of
 * dwellings. Rates and caps come from the versioned economics data (they change with policy).
 */
import type { EconomicsData } from './building-data.ts';

export interface SubsidyCase {
  ownerOccupied: boolean;
  /** a working oil, coal, gas-storey or night-storage heating, or a gas/biomass boiler old enough */
  replacesWorkingFossilHeating: boolean;
  boilerFuel: 'gas' | 'oil';
  boilerAge: number;
  /** taxable household income; undefined = not stated (no income bonus) */
  householdIncome?: number;
  /** water, ground or sewage source, or a natural refrigerant */
  efficiencyBonus: boolean;
  dwellings: number;
  applicationYear: number;
  eligibleCost: number;
}

export type RateKey = 'base' | 'climateSpeed' | 'income' | 'efficiency';
export interface RateDecision {
  key: RateKey;
  rate: number;
  applies: boolean;
  /** reason code for the explanation (translated by the caller) */
  reason: string;
}

export interface Subsidy {
  rates: RateDecision[];
  sumOfRates: number;
  rate: number;
  costCap: number;
  eligibleCost: number;
  amount: number;
}

/** Cost cap: first dwelling, 2nd–6th, from the 7th on. */
export function costCap(caps: EconomicsData['beg']['costCapsEur'], dwellings: number): number {
  const second = Math.min(Math.max(dwellings - 1, 0), 5);
  const seventh = Math.max(dwellings - 6, 0);
  return caps.firstDwelling + second * caps.secondToSixth + seventh * caps.fromSeventh;
}

/** The climate-speed bonus of the application year (it falls in steps after 2028). */
export function climateSpeedRate(beg: EconomicsData['beg'], year: number): number {
  const steps = [...beg.climateSpeedBonus].sort((a, b) => a.fromYear - b.fromYear);
  let rate = 0;
  for (const step of steps) if (year >= step.fromYear) rate = step.rate;
  return rate;
}

export function begSubsidy(beg: EconomicsData['beg'], c: SubsidyCase): Subsidy {
  // Gas boilers count for the climate-speed bonus only from a minimum age; oil always.
  const oldEnough = c.boilerFuel === 'oil' || c.boilerAge >= beg.climateSpeedMinBoilerAgeYears;
  const climate = c.ownerOccupied && c.replacesWorkingFossilHeating && oldEnough;
  const incomeKnown = c.householdIncome !== undefined;
  const income = c.ownerOccupied && incomeKnown && c.householdIncome! <= beg.incomeBonusMaxIncomeEur;
  const rates: RateDecision[] = [
    { key: 'base', rate: beg.baseRate, applies: true, reason: 'always' },
    {
      key: 'climateSpeed',
      rate: climateSpeedRate(beg, c.applicationYear),
      applies: climate,
      reason: !c.ownerOccupied
        ? 'notOwnerOccupied'
        : !c.replacesWorkingFossilHeating
          ? 'noFossilReplacement'
          : !oldEnough
            ? 'boilerTooYoung'
            : 'replacesFossil',
    },
    {
      key: 'income',
      rate: beg.incomeBonusRate,
      applies: income,
      reason: !c.ownerOccupied
        ? 'notOwnerOccupied'
        : !incomeKnown
          ? 'incomeNotStated'
          : income
            ? 'incomeBelow'
            : 'incomeAbove',
    },
    {
      key: 'efficiency',
      rate: beg.efficiencyBonusRate,
      applies: c.efficiencyBonus,
      reason: c.efficiencyBonus ? 'efficientSource' : 'airSourceSyntheticRefrigerant',
    },
  ];
  const sumOfRates = rates.filter((r) => r.applies).reduce((sum, r) => sum + r.rate, 0);
  const rate = Math.min(sumOfRates, beg.maxRate);
  const cap = costCap(beg.costCapsEur, c.dwellings);
  const eligibleCost = Math.min(c.eligibleCost, cap);
  return { rates, sumOfRates, rate, costCap: cap, eligibleCost, amount: rate * eligibleCost };
}
