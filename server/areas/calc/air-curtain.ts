/**
 * Door air curtain: the plane jet must carry its momentum across the door against the stack
 * pressure of the warm/cold air columns. Hayes & Stoecker (ASHRAE Transactions 1969) express
 * this with the deflection modulus D_m = ρ₀·b₀·u₀² / (g·H²·(ρ_e − ρ_i)); a curtain holds when
 * D_m reaches a minimum (about 0.15, with a safety factor). SI units.
 */
import { STANDARD_PRESSURE } from './constants.ts';

export const GRAVITY = 9.81;
/** Specific gas constant of dry air [J/(kg·K)]. */
export const AIR_GAS_CONSTANT = 287.05;
/** c_p of dry air [J/(kg·K)] (docs/calculators.md §0). */
export const AIR_SPECIFIC_HEAT = 1006;

/** Density of dry air at standard pressure, ideal gas [kg/m³]. */
export function airDensity(temperatureC: number, pressure = STANDARD_PRESSURE): number {
  return pressure / (AIR_GAS_CONSTANT * (temperatureC + 273.15));
}

/** Stack pressure at the door's lower edge with the neutral plane at half height: g·(H/2)·Δρ [Pa]. */
export function stackPressure(height: number, densityDifference: number): number {
  return GRAVITY * (height / 2) * densityDifference;
}

/** The outlet velocity u₀ that gives the deflection modulus D_m: √(D_m·g·H²·Δρ/(ρ₀·b₀)) [m/s]. */
export function requiredOutletVelocity(args: {
  deflectionModulus: number;
  height: number;
  densityDifference: number;
  jetDensity: number;
  nozzleWidth: number;
}): number {
  return Math.sqrt(
    (args.deflectionModulus * GRAVITY * args.height ** 2 * args.densityDifference) /
      (args.jetDensity * args.nozzleWidth),
  );
}

/** D_m of a jet: ρ₀·b₀·u₀²/(g·H²·Δρ). */
export function deflectionModulus(args: {
  jetDensity: number;
  nozzleWidth: number;
  outletVelocity: number;
  height: number;
  densityDifference: number;
}): number {
  return (
    (args.jetDensity * args.nozzleWidth * args.outletVelocity ** 2) /
    (GRAVITY * args.height ** 2 * args.densityDifference)
  );
}

/** Heat to warm the jet from the room air to the discharge temperature: ρ₀·c_p·V̇·Δθ [W]. */
export function jetHeat(volumeFlow: number, jetDensity: number, dischargeC: number, roomC: number): number {
  return jetDensity * AIR_SPECIFIC_HEAT * volumeFlow * (dischargeC - roomC);
}
