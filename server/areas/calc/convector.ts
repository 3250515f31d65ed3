import { type ConversionResult, conversionFactor, type DeltaTMethod, type OperatingTemps } from './en442.ts';
import { type Interpolated, interpolateBilinear } from './interpolate.ts';

/**
 * Natural-convection convector (docs/calculators.md §4):
 * Φ = q_N(H, T)·L_act·(ΔT/ΔT_N)^n, q_N in W/m at 75/65/20, bilinear inside the grid, no extrapolation.
 */

export interface ConvectorGrid {
  /** Bautiefe T (unit width / depth into the room) [m] — rows, ascending, as in the note's table */
  widths: number[];
  /** Bauhöhe H (build height, trench depth) [m] — columns, ascending */
  heights: number[];
  /** q_N [W/m] at 75/65/20, qN[width][height] */
  qN: number[][];
  n: number;
}

export function gridContains(grid: ConvectorGrid, height: number, width: number): { height: boolean; width: boolean } {
  const inside = (axis: number[], x: number) => x >= axis[0]! - 1e-9 && x <= axis[axis.length - 1]! + 1e-9;
  return { height: inside(grid.heights, height), width: inside(grid.widths, width) };
}

/** q_N [W/m] at (H, T); throws RangeError outside the grid. */
export function specificNominalOutput(grid: ConvectorGrid, height: number, width: number): Interpolated {
  return interpolateBilinear(grid.widths, grid.heights, grid.qN, width, height);
}

export interface ConvectorOutput {
  output: number;
  nominalOutput: number;
  conversion: ConversionResult;
}

export function convectorOutput(args: {
  qN: number;
  activeLength: number;
  temps: OperatingTemps;
  n: number;
  method?: DeltaTMethod;
}): ConvectorOutput {
  const conversion = conversionFactor(args.temps, args.n, args.method ?? 'LOG');
  const nominalOutput = args.qN * args.activeLength;
  return { output: nominalOutput * conversion.factor, nominalOutput, conversion };
}
