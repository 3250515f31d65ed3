/**
 * Physical constants of docs/calculators.md §0 (SI). Everything in server/areas/calc computes in
 * W, K, kg/s, m³/s, Pa, m; conversion to l/h, m³/h, kPa, mm happens at the API boundary.
 */

/** Specific heat of water c_w [J/(kg·K)] (docs/calculators.md §0: 4.19 kJ/(kg·K)). */
export const WATER_SPECIFIC_HEAT = 4190;
/** Density of water ρ_w [kg/m³] (simplification of docs/calculators.md §0). */
export const WATER_DENSITY = 1000;
/** Air density used for volumetric heat capacity [kg/m³]. */
export const AIR_DENSITY = 1.2;
/** ρ·c_p of air per volume flow [W/((m³/s)·K)] = 1.2 × 1006 → 1.2072 W/((l/s)·K) (docs/calculators.md §6.1). */
export const AIR_VOLUMETRIC_HEAT_CAPACITY = 1207.2;
/** Standard air pressure [Pa]. */
export const STANDARD_PRESSURE = 101_325;

export const SECONDS_PER_HOUR = 3600;

/** Boundary conversions. */
export const convert = {
  kgPerSToKgPerH: (v: number) => v * SECONDS_PER_HOUR,
  kgPerHToKgPerS: (v: number) => v / SECONDS_PER_HOUR,
  /** Water mass flow [kg/s] → volume flow [l/h] (ρ_w = 1000 kg/m³). */
  kgPerSToLPerH: (v: number) => (v / WATER_DENSITY) * 1000 * SECONDS_PER_HOUR,
  m3PerHToM3PerS: (v: number) => v / SECONDS_PER_HOUR,
  m3PerSToM3PerH: (v: number) => v * SECONDS_PER_HOUR,
  m3PerSToLPerS: (v: number) => v * 1000,
  mmToM: (v: number) => v / 1000,
  mToMm: (v: number) => v * 1000,
  paToKPa: (v: number) => v / 1000,
  kPaToPa: (v: number) => v * 1000,
  nToKN: (v: number) => v / 1000,
  kNToN: (v: number) => v * 1000,
} as const;
