import { interpolateLinear } from './interpolate.ts';

/**
 * Fan-assisted emitter per EN 16430-2 (docs/calculators.md §2.2), SI units:
 *   Φ_nat(ΔT) = K_0·ΔT^n_0                         fan off
 *   Φ_max(ΔT) = K_max·ΔT^n_max                     fan at the highest tabulated voltage
 *   Φ(U, ΔT) = Φ_nat + (Φ_max − Φ_nat)·(V̇(U)/V̇_max)^m
 * Air flow, sound power and electrical power come from the tabulated fan data (tabulated test data
 * always win; linear interpolation between tabulated voltages). Below U_start the fan is off.
 */

export interface FanTablePoint {
  /** control voltage [V] */
  u: number;
  /** air volume flow [m³/s] */
  airFlow: number;
  /** A-weighted sound power [dB(A)]; null = below the measuring floor */
  soundPower: number | null;
  /** electrical power input [W] */
  power: number;
}

export interface FanAssistedModel {
  natural: { k: number; n: number };
  max: { k: number; n: number };
  /** exponent m of (V̇/V̇_max)^m (≈ 0.6, Nu ∝ Re^0.6) */
  m: number;
  uStart: number;
  /** sorted by u, first point at 0 V, last at the maximum voltage */
  fanTable: FanTablePoint[];
  /** lowest sound power the report could measure [dB(A)] */
  soundPowerFloor: number;
  /** standby power with the fan off [W] */
  standbyPower: number;
}

export interface FanState {
  u: number;
  fanOn: boolean;
  airFlow: number;
  /** null when below the measuring floor (then `soundPowerBelow` holds the floor) or fan off */
  soundPower: number | null;
  soundPowerBelow: number | null;
  power: number;
  /** true when U lies between two tabulated voltages */
  interpolated: boolean;
}

export function maxVoltage(model: FanAssistedModel): number {
  return model.fanTable[model.fanTable.length - 1]!.u;
}

export function maxAirFlow(model: FanAssistedModel): number {
  return model.fanTable[model.fanTable.length - 1]!.airFlow;
}

/** Fan data at control voltage U (0 … U_max). */
export function fanState(model: FanAssistedModel, u: number): FanState {
  const table = model.fanTable;
  if (u < 0 || u > maxVoltage(model)) throw new RangeError(`control voltage ${u} V outside 0…${maxVoltage(model)} V`);
  if (u < model.uStart) {
    return {
      u,
      fanOn: false,
      airFlow: 0,
      soundPower: null,
      soundPowerBelow: model.soundPowerFloor,
      power: model.standbyPower,
      interpolated: false,
    };
  }
  const us = table.map((p) => p.u);
  const airFlow = interpolateLinear(
    us,
    table.map((p) => p.airFlow),
    u,
  );
  const power = interpolateLinear(
    us,
    table.map((p) => p.power),
    u,
  ).value;
  // Sound: interpolate in dB between tabulated voltages; a neighbour below the floor → below the floor.
  let soundPower: number | null = null;
  const i = us.findIndex((x) => x >= u - 1e-12);
  const hi = table[i]!;
  if (Math.abs(hi.u - u) <= 1e-12) soundPower = hi.soundPower;
  else {
    const lo = table[i - 1]!;
    if (lo.soundPower !== null && hi.soundPower !== null) {
      soundPower = lo.soundPower + ((u - lo.u) / (hi.u - lo.u)) * (hi.soundPower - lo.soundPower);
    }
  }
  return {
    u,
    fanOn: true,
    airFlow: airFlow.value,
    soundPower,
    soundPowerBelow: soundPower === null ? model.soundPowerFloor : null,
    power,
    interpolated: airFlow.interpolated,
  };
}

export interface FanAssistedOutput {
  natural: number;
  max: number;
  output: number;
  fan: FanState;
}

/** Heat output at control voltage U and excess temperature ΔT [K] (ΔT_ln per docs/calculators.md §2.2). */
export function fanAssistedOutput(model: FanAssistedModel, u: number, deltaT: number): FanAssistedOutput {
  const fan = fanState(model, u);
  const natural = model.natural.k * deltaT ** model.natural.n;
  const max = model.max.k * deltaT ** model.max.n;
  const ratio = fan.airFlow / maxAirFlow(model);
  return { natural, max, output: natural + (max - natural) * ratio ** model.m, fan };
}

/** Smallest voltage on a grid of `step` V whose output reaches `load`; null if even U_max does not. */
export function smallestVoltageFor(model: FanAssistedModel, load: number, deltaT: number, step = 0.1): number | null {
  const top = maxVoltage(model);
  for (let i = 0; i * step <= top + 1e-9; i++) {
    const u = Math.min(top, Math.round(i * step * 1e6) / 1e6);
    if (fanAssistedOutput(model, u, deltaT).output >= load - 1e-9) return u;
  }
  return null;
}
