import { AIR_DENSITY, WATER_SPECIFIC_HEAT } from './constants.ts';
import { waterMassFlow } from './hydraulics.ts';
import { interpolateLinear } from './interpolate.ts';
import {
  airState,
  enthalpy,
  humidityRatioFromWetBulb,
  moistAirSpecificHeat,
  saturatedEnthalpy,
} from './psychrometrics.ts';

/**
 * Fan coil per EN 1397 / Eurovent (docs/calculators.md §7), SI units (m³/s, W, kg/s, Pa).
 *
 * Cooling off the rating point uses a deliberately simple coil model, calibrated per speed at the
 * Eurovent point (water 7/12 °C, air 27 °C DB / 19 °C WB):
 *   Q_tot  = ε_h·ṁ_a·(h_in − h_sat(θw,in))     (enthalpy effectiveness)
 *   Q_sens = ε_s·ṁ_a·c_p·(t_in − θw,in)         (sensible effectiveness)
 *   Q_sens > Q_tot → dry coil: Q_tot = Q_sens.
 * At the rating point it returns the tabulated values exactly; water-flow effects on ε are ignored.
 * Heating at fixed flows scales with the inlet temperature difference (ε-NTU, docs/calculators.md §7.3).
 */

export interface FanCoilSpeed {
  u: number;
  airFlow: number;
  coolingTotal: number;
  coolingSensible: number;
  /** heating at the rating water inlet temperature (50 °C) and air 20 °C */
  heating: number;
  soundPower: number;
  power: number;
}

export interface FanCoilRating {
  coolingWaterIn: number;
  coolingWaterOut: number;
  airDryBulb: number;
  airWetBulb: number;
  heatingWaterIn: number;
  heatingAir: number;
}

export const EUROVENT_RATING: FanCoilRating = {
  coolingWaterIn: 7,
  coolingWaterOut: 12,
  airDryBulb: 27,
  airWetBulb: 19,
  heatingWaterIn: 50,
  heatingAir: 20,
};

/** Moist-air process across the coil (T19): inlet and outlet state, air volume flow [m³/s]. */
export function coilCoolingProcess(args: {
  airFlow: number;
  inlet: { t: number; x: number };
  outlet: { t: number; x: number };
  airDensity?: number;
}) {
  const massAir = args.airFlow * (args.airDensity ?? AIR_DENSITY);
  const hIn = enthalpy(args.inlet.t, args.inlet.x);
  const hOut = enthalpy(args.outlet.t, args.outlet.x);
  const total = massAir * (hIn - hOut);
  const sensible = massAir * moistAirSpecificHeat(args.inlet.x) * (args.inlet.t - args.outlet.t);
  return {
    massAir,
    total,
    sensible,
    latent: total - sensible,
    sensibleHeatRatio: sensible / total,
    condensate: massAir * (args.inlet.x - args.outlet.x),
  };
}

/**
 * Heating capacity at other inlet temperatures with the same flows (docs/calculators.md §7.3, ε-NTU → Q ∝ ITD):
 * Q = Q_rated·(θw,in − t_a)/(θw,in,rated − t_a,rated). T20: 45 °C instead of 50 °C at 20 °C air → × 0.8333.
 */
export function heatingAtInletTemperature(args: {
  ratedCapacity: number;
  ratedWaterIn: number;
  ratedAir: number;
  waterIn: number;
  air: number;
}): number {
  return (args.ratedCapacity * (args.waterIn - args.air)) / (args.ratedWaterIn - args.ratedAir);
}

/** Speed-table values at control voltage U (linear between tabulated speeds; throws outside). */
export function speedAt(speeds: FanCoilSpeed[], u: number): FanCoilSpeed & { interpolated: boolean } {
  const us = speeds.map((s) => s.u);
  const pick = (f: (s: FanCoilSpeed) => number) => interpolateLinear(us, speeds.map(f), u);
  const airFlow = pick((s) => s.airFlow);
  return {
    u,
    airFlow: airFlow.value,
    coolingTotal: pick((s) => s.coolingTotal).value,
    coolingSensible: pick((s) => s.coolingSensible).value,
    heating: pick((s) => s.heating).value,
    soundPower: pick((s) => s.soundPower).value,
    power: pick((s) => s.power).value,
    interpolated: airFlow.interpolated,
  };
}

export interface FanCoilCooling {
  total: number;
  sensible: number;
  latent: number;
  sensibleHeatRatio: number;
  /** kg/s */
  condensate: number;
  inlet: ReturnType<typeof airState>;
  outlet: ReturnType<typeof airState>;
  dryCoil: boolean;
  waterMassFlow: number;
}

export function fanCoilCooling(args: {
  speed: Pick<FanCoilSpeed, 'airFlow' | 'coolingTotal' | 'coolingSensible'>;
  rating?: FanCoilRating;
  airDryBulb: number;
  airWetBulb: number;
  waterIn: number;
  waterOut: number;
}): FanCoilCooling {
  const rating = args.rating ?? EUROVENT_RATING;
  const { speed } = args;
  const massAir = speed.airFlow * AIR_DENSITY;
  const xRated = humidityRatioFromWetBulb(rating.airDryBulb, rating.airWetBulb);
  const hRated = enthalpy(rating.airDryBulb, xRated);
  const epsH = speed.coolingTotal / (massAir * (hRated - saturatedEnthalpy(rating.coolingWaterIn)));
  const epsS =
    speed.coolingSensible / (massAir * moistAirSpecificHeat(xRated) * (rating.airDryBulb - rating.coolingWaterIn));

  const xIn = humidityRatioFromWetBulb(args.airDryBulb, args.airWetBulb);
  const hIn = enthalpy(args.airDryBulb, xIn);
  const cp = moistAirSpecificHeat(xIn);
  const sensible = Math.max(0, epsS * massAir * cp * (args.airDryBulb - args.waterIn));
  const wet = Math.max(0, epsH * massAir * (hIn - saturatedEnthalpy(args.waterIn)));
  const dryCoil = sensible >= wet;
  const total = dryCoil ? sensible : wet;
  const tOut = args.airDryBulb - sensible / (massAir * cp);
  const hOut = hIn - total / massAir;
  const xOut = dryCoil ? xIn : (hOut / 1000 - 1.006 * tOut) / (2501 + 1.86 * tOut);
  return {
    total,
    sensible,
    latent: total - sensible,
    sensibleHeatRatio: total > 0 ? sensible / total : 1,
    condensate: massAir * (xIn - xOut),
    inlet: airState(args.airDryBulb, xIn),
    outlet: airState(tOut, xOut),
    dryCoil,
    waterMassFlow: waterMassFlow(total, args.waterOut - args.waterIn, WATER_SPECIFIC_HEAT),
  };
}
