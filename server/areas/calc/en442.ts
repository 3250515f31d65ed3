import { WATER_SPECIFIC_HEAT } from './constants.ts';
import { bisect } from './interpolate.ts';

/**
 * Emitter characteristic per EN 442-2 (docs/calculators.md §1): Φ = K_M·ΔT^n and its conversion
 * Φ = Φ_N·(ΔT/ΔT_N)^n. Used by XFlair, XFlairTausch, KCModel, KRN41 and the induction units.
 * Temperatures in °C (differences in K), outputs in W, mass flows in kg/s.
 */

export type DeltaTMethod = 'LOG' | 'ARITH';

export interface OperatingTemps {
  /** θV flow (Vorlauf) [°C] */
  flow: number;
  /** θR return (Rücklauf) [°C] */
  ret: number;
  /** θi room [°C] */
  room: number;
}

/** The EN 442 rating point 75/65/20 °C. */
export const EN442_RATING: OperatingTemps = { flow: 75, ret: 65, room: 20 };

/**
 * Logarithmic mean excess temperature (eq. 2), signed: positive for heating (θV > θR > θi),
 * negative for cooling (θV < θR < θi). With θV = θR it tends to θV − θi.
 */
export function logMeanExcess({ flow, ret, room }: OperatingTemps): number {
  const a = flow - room;
  const b = ret - room;
  if (a === 0 || b === 0 || Math.sign(a) !== Math.sign(b)) {
    throw new RangeError('log mean excess temperature undefined: flow and return must be on the same side of room');
  }
  if (Math.abs(a - b) < 1e-9) return (a + b) / 2;
  return (a - b) / Math.log(a / b);
}

/** Arithmetic mean excess temperature (eq. 3): (θV + θR)/2 − θi. */
export function arithmeticExcess({ flow, ret, room }: OperatingTemps): number {
  return (flow + ret) / 2 - room;
}

/** c-factor (eq. 4): (θR − θi)/(θV − θi). */
export function cFactor({ flow, ret, room }: OperatingTemps): number {
  return (ret - room) / (flow - room);
}

/** ΔT by method. */
export function excessTemperature(temps: OperatingTemps, method: DeltaTMethod): number {
  return method === 'LOG' ? logMeanExcess(temps) : arithmeticExcess(temps);
}

/** ΔT_N of the rating point 75/65/20 by method: 49.833 K (LOG) or 50 K (ARITH). */
export function ratingExcess(method: DeltaTMethod, rating: OperatingTemps = EN442_RATING): number {
  return excessTemperature(rating, method);
}

/** The arithmetic mean is an acceptable approximation only for c ≥ 0.7 (docs/calculators.md §1.1, [S3]). */
export const ARITH_MIN_C = 0.7;

export interface ConversionResult {
  deltaT: number;
  deltaTN: number;
  c: number;
  /** f = Φ/Φ_N = (ΔT/ΔT_N)^n */
  factor: number;
  method: DeltaTMethod;
  /** 'arithBelowC' when ARITH is used with c < 0.7. */
  warnings: string[];
}

/** Conversion factor f = (ΔT/ΔT_N)^n with the same ΔT definition on both sides (docs/calculators.md §1.1 recommendation). */
export function conversionFactor(
  temps: OperatingTemps,
  n: number,
  method: DeltaTMethod = 'LOG',
  rating: OperatingTemps = EN442_RATING,
): ConversionResult {
  const deltaT = excessTemperature(temps, method);
  const deltaTN = ratingExcess(method, rating);
  const c = cFactor(temps);
  const warnings: string[] = [];
  // c = 0.700 exactly is the boundary and still allowed (note T7); round away float noise.
  if (method === 'ARITH' && Math.round(c * 1e9) / 1e9 < ARITH_MIN_C) warnings.push('arithBelowC');
  return { deltaT, deltaTN, c, factor: (deltaT / deltaTN) ** n, method, warnings };
}

/** Output at operating temperatures from the nominal output at the rating point (eq. 1). */
export function outputAt(
  nominalOutput: number,
  temps: OperatingTemps,
  n: number,
  method: DeltaTMethod = 'LOG',
  rating?: OperatingTemps,
): number {
  return nominalOutput * conversionFactor(temps, n, method, rating).factor;
}

/** K_M of Φ = K_M·ΔT^n from a nominal output. */
export function characteristicConstant(nominalOutput: number, n: number, method: DeltaTMethod = 'LOG'): number {
  return nominalOutput / ratingExcess(method) ** n;
}

/** Exponent from two measured points: n = ln(Φ1/Φ2)/ln(ΔT1/ΔT2) [S6]. */
export function exponentFromPoints(phi1: number, dT1: number, phi2: number, dT2: number): number {
  return Math.log(phi1 / phi2) / Math.log(dT1 / dT2);
}

/** Inverse 1 (docs/calculators.md §1.2): nominal output needed to deliver `load` at the operating temperatures. */
export function requiredNominalOutput(load: number, temps: OperatingTemps, n: number, method: DeltaTMethod = 'LOG') {
  return load / conversionFactor(temps, n, method).factor;
}

/**
 * Inverse 2 (docs/calculators.md §1.2): return temperature of a radiator for a given water mass flow.
 * Solves ṁ·c_w·(θV − θR) = Φ_N·(ΔT_ln(θV, θR, θi)/ΔT_N)^n for θR ∈ (θi, θV) by bisection.
 */
export function returnTemperatureForFlow(args: {
  nominalOutput: number;
  n: number;
  flow: number;
  room: number;
  massFlow: number;
  specificHeat?: number;
}): { ret: number; output: number } {
  const cw = args.specificHeat ?? WATER_SPECIFIC_HEAT;
  const { nominalOutput, n, flow, room, massFlow } = args;
  if (!(flow > room)) throw new RangeError('flow temperature must exceed room temperature');
  if (!(massFlow > 0)) throw new RangeError('mass flow must be positive');
  const dTN = ratingExcess('LOG');
  const emitted = (ret: number) => nominalOutput * (logMeanExcess({ flow, ret, room }) / dTN) ** n;
  const balance = (ret: number) => massFlow * cw * (flow - ret) - emitted(ret);
  const span = flow - room;
  const ret = bisect(balance, room + span * 1e-9, flow - span * 1e-9, 200);
  return { ret, output: massFlow * cw * (flow - ret) };
}

/**
 * Inverse 3 (docs/calculators.md §1.2): flow temperature a given radiator needs for `load` at fixed spread σ.
 * Bisection over θV ∈ (θi + σ, maxFlow).
 */
export function requiredFlowTemperature(args: {
  nominalOutput: number;
  n: number;
  load: number;
  spread: number;
  room: number;
  maxFlow?: number;
}): number {
  const { nominalOutput, n, load, spread, room } = args;
  const maxFlow = args.maxFlow ?? 110;
  const dTN = ratingExcess('LOG');
  const f = (flow: number) => nominalOutput * (logMeanExcess({ flow, ret: flow - spread, room }) / dTN) ** n - load;
  return bisect(f, room + spread + 1e-9, maxFlow, 200);
}
