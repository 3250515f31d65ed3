/**
 * The annuity method of VDI 2067-1 (docs/calculators.md §10.3) beyond the two factors in
 * building.ts: capital costs with replacements and residual value, and escalating running costs.
 * Payments of year t fall at its end; q = 1 + i, r = 1 + price change.
 */
import { annuityFactor, priceDynamicFactor } from './building.ts';

export interface Replacement {
  year: number;
  /** nominal price at that year: A_0·r^t */
  nominal: number;
  /** A_0·r^t/q^t */
  presentValue: number;
}

export interface CapitalCosts {
  replacements: Replacement[];
  /** linear residual value of the last purchase at the end of the period, nominal */
  residualNominal: number;
  /** R_W = A_0·r^(t_last)·(t_last + T_N − T)/T_N / q^T */
  residualPresentValue: number;
  /** A_0 (at t = 0, after subsidy) + Σ replacements − R_W */
  presentValue: number;
  annuity: number;
}

/**
 * Capital-related costs of one purchase of `amount` with service life T_N: bought at `firstYear`
 * (0 = now; an existing boiler is first replaced after its remaining life), then every T_N years
 * within the period T; the residual value of the last purchase is credited at T (linear). The
 * subsidy lowers only the purchase at t = 0.
 */
export function capitalCosts(args: {
  amount: number;
  subsidy?: number;
  firstYear: number;
  serviceLife: number;
  years: number;
  interest: number;
  priceChange: number;
}): CapitalCosts {
  const q = 1 + args.interest;
  const r = 1 + args.priceChange;
  const subsidy = args.subsidy ?? 0;
  const replacements: Replacement[] = [];
  let last: number | null = null;
  for (let year = args.firstYear; year < args.years; year += args.serviceLife) {
    const nominal = args.amount * r ** year - (year === 0 ? subsidy : 0);
    replacements.push({ year, nominal, presentValue: nominal / q ** year });
    last = year;
  }
  let residualNominal = 0;
  if (last !== null) {
    const remaining = Math.max(0, last + args.serviceLife - args.years);
    residualNominal = args.amount * r ** last * (remaining / args.serviceLife);
  }
  const residualPresentValue = residualNominal / q ** args.years;
  const presentValue = replacements.reduce((sum, p) => sum + p.presentValue, 0) - residualPresentValue;
  return {
    replacements,
    residualNominal,
    residualPresentValue,
    presentValue,
    annuity: presentValue * annuityFactor(args.interest, args.years),
  };
}

export interface RunningCost {
  firstYear: number;
  /** b = (1 − (r/q)^T)/(q − r) */
  priceDynamicFactor: number;
  /** PV = A_1·b */
  presentValue: number;
  /** A = A_1·b·a */
  annuity: number;
}

/** A cost of A_1 in the first year, changing by `priceChange` per year. */
export function runningCost(firstYear: number, priceChange: number, interest: number, years: number): RunningCost {
  const b = priceDynamicFactor(1 + priceChange, 1 + interest, years);
  const presentValue = firstYear * b;
  return { firstYear, priceDynamicFactor: b, presentValue, annuity: presentValue * annuityFactor(interest, years) };
}

/** Nominal cost of year t (1…T) of a running cost: A_1·r^(t−1). */
export function costInYear(firstYear: number, priceChange: number, year: number): number {
  return firstYear * (1 + priceChange) ** (year - 1);
}
