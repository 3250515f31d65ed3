import { AIR_VOLUMETRIC_HEAT_CAPACITY, WATER_SPECIFIC_HEAT } from './constants.ts';
import { arithmeticExcess, type DeltaTMethod, logMeanExcess, type OperatingTemps } from './en442.ts';
import { pressureLoss, waterMassFlow } from './hydraulics.ts';

/**
 * Induction unit with primary air / active chilled beam, EN 15116 logic (docs/calculators.md §6.1).
 * SI units: lengths m, air flows m³/s, outputs W, mass flows kg/s, pressures Pa.
 */

export interface InductionCoil {
  /** k_L,N [W/(m·K)] at the nominal primary air flow per metre */
  kLN: number;
  /** exponent n of ΔT^n */
  n: number;
  /** ΔT definition of the product's rating: ARITH (room − mean water) or LOG */
  deltaTMethod: DeltaTMethod;
}

export interface InductionUnit {
  cooling: InductionCoil;
  heating: InductionCoil;
  /** V̇_pa,N per metre of active length [m³/(s·m)] */
  primaryAirPerMetreN: number;
  /** exponent p of k_L ∝ (V̇_pa/V̇_pa,N)^p */
  p: number;
  /** water-side Δp_N [Pa] at ṁ_N [kg/s] */
  waterPressureLossN: number;
  waterMassFlowN: number;
  /** nozzle pressure Δp_N [Pa] at the nominal primary air flow */
  nozzlePressureN: number;
}

export interface InductionResult {
  mode: 'heating' | 'cooling';
  /** ΔT used (positive) [K] */
  deltaT: number;
  /** the other ΔT definition, for information [K] */
  deltaTAlt: number;
  primaryAirPerMetre: number;
  kL: number;
  /** water-side output, positive (heating: heat to room; cooling: heat removed) [W] */
  waterOutput: number;
  /** primary-air contribution in the same sense as waterOutput (negative = works against it) [W] */
  airOutput: number;
  totalOutput: number;
  waterMassFlow: number;
  waterPressureLoss: number;
  nozzlePressure: number;
}

export function inductionOutput(args: {
  unit: InductionUnit;
  mode: 'heating' | 'cooling';
  activeLength: number;
  temps: OperatingTemps;
  primaryAirTemp: number;
  primaryAirFlow: number;
}): InductionResult {
  const { unit, mode, activeLength, temps, primaryAirTemp, primaryAirFlow } = args;
  const coil = mode === 'cooling' ? unit.cooling : unit.heating;
  const arith = Math.abs(arithmeticExcess(temps));
  const log = Math.abs(logMeanExcess(temps));
  const deltaT = coil.deltaTMethod === 'LOG' ? log : arith;
  const deltaTAlt = coil.deltaTMethod === 'LOG' ? arith : log;
  const perMetre = primaryAirFlow / activeLength;
  const kL = coil.kLN * (perMetre / unit.primaryAirPerMetreN) ** unit.p;
  const waterOutput = kL * activeLength * deltaT ** coil.n;
  const airSense = mode === 'cooling' ? temps.room - primaryAirTemp : primaryAirTemp - temps.room;
  const airOutput = AIR_VOLUMETRIC_HEAT_CAPACITY * primaryAirFlow * airSense;
  const massFlow = waterMassFlow(waterOutput, temps.ret - temps.flow, WATER_SPECIFIC_HEAT);
  return {
    mode,
    deltaT,
    deltaTAlt,
    primaryAirPerMetre: perMetre,
    kL,
    waterOutput,
    airOutput,
    totalOutput: waterOutput + airOutput,
    waterMassFlow: massFlow,
    waterPressureLoss: pressureLoss(massFlow, unit.waterMassFlowN, unit.waterPressureLossN),
    nozzlePressure: pressureLoss(perMetre, unit.primaryAirPerMetreN, unit.nozzlePressureN),
  };
}
