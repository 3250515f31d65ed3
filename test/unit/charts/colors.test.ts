import { describe, expect, it } from 'vitest';
import {
  chartPalette,
  colorDistance,
  contrast,
  parseColor,
  type Rgb,
  toHexColor,
  withContrast,
} from '../../../apps/shared/charts/colors.ts';

const white: Rgb = [255, 255, 255];

describe('chart colours', () => {
  it('reads hex and computed colours', () => {
    expect(parseColor('#c00d1e')).toEqual([192, 13, 30]);
    expect(parseColor('#fff')).toEqual([255, 255, 255]);
    expect(parseColor('rgb(0, 120, 212)')).toEqual([0, 120, 212]);
    expect(parseColor('rgba(1, 2, 3, 0.5)')).toEqual([1, 2, 3]);
    expect(parseColor('var(--x)')).toBeNull();
    expect(toHexColor([0, 120, 212])).toBe('#0078d4');
  });

  it('computes WCAG contrast', () => {
    expect(contrast(white, [0, 0, 0])).toBeCloseTo(21, 5);
    expect(contrast(white, white)).toBe(1);
  });

  it('darkens a light brand colour until lines have 3:1 on white', () => {
    const yellow: Rgb = [253, 227, 0];
    expect(contrast(yellow, white)).toBeLessThan(3);
    const fixed = withContrast(yellow, white);
    expect(contrast(fixed, white)).toBeGreaterThanOrEqual(3);
    const dark: Rgb = [0, 39, 180];
    expect(withContrast(dark, white)).toEqual(dark);
    // On a dark background it lightens.
    expect(contrast(withContrast([40, 40, 90], [20, 20, 20]), [20, 20, 20])).toBeGreaterThanOrEqual(3);
  });

  it('puts the brand first and skips palette colours too close to it', () => {
    const blueBrand: Rgb = [0, 110, 200];
    const candidates: Rgb[] = [
      [0, 120, 212], // blue: too close to the brand
      [3, 131, 135], // teal
      [202, 80, 16], // pumpkin
    ];
    expect(colorDistance(blueBrand, candidates[0]!)).toBeLessThan(120);
    const palette = chartPalette(blueBrand, candidates, white);
    expect(palette).toEqual(['#006ec8', '#038387', '#ca5010']);
    for (const c of palette) expect(contrast(parseColor(c)!, white)).toBeGreaterThanOrEqual(3);
  });
});
