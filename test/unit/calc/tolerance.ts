import { expect } from 'vitest';

/**
 * The note's tolerance (docs/calculators.md §11): relative 1e-4 for [DER] cases; values printed with fewer digits
 * are compared at their printed precision (± half the last printed digit). Uses whichever is larger.
 */
export function expectClose(actual: number | null | undefined, expected: number, printedDecimals: number, label = '') {
  expect(actual, label).toBeTypeOf('number');
  const tolerance = Math.max(1e-4 * Math.abs(expected), 0.5 * 10 ** -printedDecimals + 1e-12);
  expect(
    Math.abs((actual as number) - expected),
    `${label}: ${actual} vs ${expected} (±${tolerance})`,
  ).toBeLessThanOrEqual(tolerance);
}
