/** Linear interpolation helpers. Callers decide what happens outside the table; these never extrapolate silently. */

export interface Interpolated {
  value: number;
  /** true when the value lies strictly between two table points (not on one). */
  interpolated: boolean;
}

/** Linear interpolation in a table sorted by ascending x. Throws outside [x0, xn]. */
export function interpolateLinear(xs: readonly number[], ys: readonly number[], x: number): Interpolated {
  if (xs.length !== ys.length || xs.length === 0) throw new RangeError('table sizes differ or table empty');
  const first = xs[0]!;
  const last = xs[xs.length - 1]!;
  if (x < first - 1e-12 || x > last + 1e-12) throw new RangeError(`x = ${x} outside table [${first}, ${last}]`);
  for (let i = 0; i < xs.length; i++) {
    if (Math.abs(xs[i]! - x) <= 1e-12) return { value: ys[i]!, interpolated: false };
  }
  for (let i = 1; i < xs.length; i++) {
    const x0 = xs[i - 1]!;
    const x1 = xs[i]!;
    if (x <= x1) {
      const t = (x - x0) / (x1 - x0);
      return { value: ys[i - 1]! + t * (ys[i]! - ys[i - 1]!), interpolated: true };
    }
  }
  return { value: ys[ys.length - 1]!, interpolated: false };
}

/** Whether x lies inside [min, max] of a sorted axis. */
export function insideAxis(axis: readonly number[], x: number): boolean {
  return axis.length > 0 && x >= axis[0]! - 1e-9 && x <= axis[axis.length - 1]! + 1e-9;
}

/**
 * Bilinear interpolation on a grid `values[row][col]` over `rows` × `cols` (both ascending).
 * Throws outside the grid — the KCModel rule is "no extrapolation" (docs/calculators.md §4).
 */
export function interpolateBilinear(
  rows: readonly number[],
  cols: readonly number[],
  values: readonly (readonly number[])[],
  row: number,
  col: number,
): Interpolated {
  if (!insideAxis(rows, row) || !insideAxis(cols, col)) throw new RangeError('outside grid');
  const along = (axis: readonly number[], x: number) => {
    let i = 0;
    while (i < axis.length - 2 && x > axis[i + 1]!) i++;
    const lo = axis[i]!;
    const hi = axis[Math.min(i + 1, axis.length - 1)]!;
    return { i, t: hi === lo ? 0 : (x - lo) / (hi - lo) };
  };
  const r = along(rows, row);
  const c = along(cols, col);
  const at = (ri: number, ci: number) => values[Math.min(ri, rows.length - 1)]![Math.min(ci, cols.length - 1)]!;
  const v00 = at(r.i, c.i);
  const v01 = at(r.i, c.i + 1);
  const v10 = at(r.i + 1, c.i);
  const v11 = at(r.i + 1, c.i + 1);
  const value = (1 - r.t) * ((1 - c.t) * v00 + c.t * v01) + r.t * ((1 - c.t) * v10 + c.t * v11);
  const onRow = r.t < 1e-12 || r.t > 1 - 1e-12;
  const onCol = c.t < 1e-12 || c.t > 1 - 1e-12;
  return { value, interpolated: !(onRow && onCol) };
}

/** Bisection root of a continuous function with f(lo) and f(hi) of opposite sign. */
export function bisect(f: (x: number) => number, lo: number, hi: number, iterations = 100): number {
  let a = lo;
  let b = hi;
  let fa = f(a);
  const fb = f(b);
  if (fa === 0) return a;
  if (fb === 0) return b;
  if (Math.sign(fa) === Math.sign(fb)) throw new RangeError('bisection: no sign change in interval');
  for (let i = 0; i < iterations; i++) {
    const m = (a + b) / 2;
    const fm = f(m);
    if (fm === 0) return m;
    if (Math.sign(fm) === Math.sign(fa)) {
      a = m;
      fa = fm;
    } else {
      b = m;
    }
  }
  return (a + b) / 2;
}
