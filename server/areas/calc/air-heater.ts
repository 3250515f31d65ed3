/**
 * Water-to-air heater (hydronic unit heater): the ε-NTU method for a cross-flow coil with both
 * fluids unmixed (Incropera/DeWitt, Fundamentals of Heat and Mass Transfer, ch. 11, the
 * approximation ε = 1 − exp[(1/C_r)·NTU^0.22·(exp(−C_r·NTU^0.78) − 1)]). UA at each rated fan
 * stage comes from the catalogue rating; between stages UA is interpolated on log scales
 * (UA ∝ V̇^m with the local m — air side dominant). SI units: W, K, kg/s, m³/s.
 */
import { AIR_VOLUMETRIC_HEAT_CAPACITY, WATER_SPECIFIC_HEAT } from './constants.ts';

/** ε of a cross-flow exchanger, both fluids unmixed. */
export function crossFlowEffectiveness(ntu: number, cr: number): number {
  if (ntu <= 0) return 0;
  if (cr < 1e-9) return 1 - Math.exp(-ntu);
  return 1 - Math.exp((1 / cr) * ntu ** 0.22 * (Math.exp(-cr * ntu ** 0.78) - 1));
}

/** NTU for a given ε (ε rises with NTU): bisection, 100 steps. */
export function ntuFromEffectiveness(effectiveness: number, cr: number): number {
  let lo = 0;
  let hi = 50;
  if (crossFlowEffectiveness(hi, cr) < effectiveness) throw new RangeError('effectiveness not reachable');
  for (let i = 0; i < 100; i++) {
    const mid = (lo + hi) / 2;
    if (crossFlowEffectiveness(mid, cr) < effectiveness) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** C = ρ·c_p·V̇ of an air flow [W/K] from m³/s. */
export const airCapacityRate = (volumeFlow: number) => volumeFlow * AIR_VOLUMETRIC_HEAT_CAPACITY;

/** UA of a rated point: output Φ at water θw,in/θw,out and air inlet θa,in with air flow V̇. */
export function ratedUA(args: { output: number; airFlow: number; waterIn: number; waterOut: number; airIn: number }) {
  const cAir = airCapacityRate(args.airFlow);
  const cWater = args.output / (args.waterIn - args.waterOut);
  const cMin = Math.min(cAir, cWater);
  const cr = cMin / Math.max(cAir, cWater);
  const effectiveness = args.output / (cMin * (args.waterIn - args.airIn));
  return ntuFromEffectiveness(effectiveness, cr) * cMin;
}

/** UA at an air flow between rated stages (log–log interpolation); outside the stages: null. */
export function uaAt(points: { airFlow: number; ua: number }[], airFlow: number): number | null {
  const sorted = [...points].sort((a, b) => a.airFlow - b.airFlow);
  if (airFlow < sorted[0]!.airFlow - 1e-12 || airFlow > sorted.at(-1)!.airFlow + 1e-12) return null;
  for (let i = 0; i < sorted.length - 1; i++) {
    const a = sorted[i]!;
    const b = sorted[i + 1]!;
    if (airFlow <= b.airFlow + 1e-12) {
      const m = Math.log(b.ua / a.ua) / Math.log(b.airFlow / a.airFlow);
      return a.ua * (airFlow / a.airFlow) ** m;
    }
  }
  return sorted.at(-1)!.ua;
}

export interface HeaterPoint {
  output: number;
  waterMassFlow: number;
  airOutlet: number;
  effectiveness: number;
  ntu: number;
}

/**
 * Operating point at water inlet/outlet temperatures and air inlet temperature: the water flow
 * is what makes the coil's ε-NTU output equal ṁ_w·c_w·(θw,in − θw,out) (bisection on ṁ_w).
 */
export function heaterPoint(args: {
  ua: number;
  airFlow: number;
  waterIn: number;
  waterOut: number;
  airIn: number;
}): HeaterPoint {
  const cAir = airCapacityRate(args.airFlow);
  const itd = args.waterIn - args.airIn;
  const spread = args.waterIn - args.waterOut;
  const coil = (mass: number) => {
    const cWater = mass * WATER_SPECIFIC_HEAT;
    const cMin = Math.min(cAir, cWater);
    const cr = cMin / Math.max(cAir, cWater);
    const ntu = args.ua / cMin;
    const effectiveness = crossFlowEffectiveness(ntu, cr);
    return { output: effectiveness * cMin * itd, effectiveness, ntu };
  };
  let lo = 1e-7;
  let hi = 100;
  for (let i = 0; i < 200; i++) {
    const mid = Math.sqrt(lo * hi);
    if (coil(mid).output > mid * WATER_SPECIFIC_HEAT * spread) lo = mid;
    else hi = mid;
  }
  const mass = Math.sqrt(lo * hi);
  const point = coil(mass);
  return { ...point, waterMassFlow: mass, airOutlet: args.airIn + point.output / cAir };
}

/** Isothermal free-jet throw to a terminal velocity: x = K·√A₀·v₀/v_T (ASHRAE Fundamentals, space air diffusion). */
export function jetThrow(throwConstant: number, outletArea: number, outletVelocity: number, terminalVelocity: number) {
  return (throwConstant * Math.sqrt(outletArea) * outletVelocity) / terminalVelocity;
}
