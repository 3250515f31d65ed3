import { WATER_DENSITY, WATER_SPECIFIC_HEAT } from './constants.ts';

/** Water flow and pressure loss (docs/calculators.md §8.1, §8.2). SI: W, K, kg/s, Pa. */

/** ṁ = Φ/(c_w·Δθ) [kg/s]; Δθ is the water spread |θV − θR| [K]. */
export function waterMassFlow(heatFlow: number, spread: number, specificHeat = WATER_SPECIFIC_HEAT): number {
  if (!(Math.abs(spread) > 0)) throw new RangeError('water spread must not be zero');
  return Math.abs(heatFlow) / (specificHeat * Math.abs(spread));
}

/** Water volume flow [m³/s] from a mass flow [kg/s]. */
export function waterVolumeFlow(massFlow: number, density = WATER_DENSITY): number {
  return massFlow / density;
}

/** Δp = Δp_N·(V̇/V̇_N)^exponent — turbulent regime; exponent 2 for valves/fittings (docs/calculators.md §8.2). */
export function pressureLoss(flow: number, nominalFlow: number, nominalPressureLoss: number, exponent = 2): number {
  return nominalPressureLoss * (flow / nominalFlow) ** exponent;
}

/** k_v form: Δp [bar] = (V̇ [m³/h] / k_v)² → returned in Pa. */
export function pressureLossKv(volumeFlowM3h: number, kv: number): number {
  return (volumeFlowM3h / kv) ** 2 * 100_000;
}
