import { describe, expect, it } from 'vitest';
import { brandFromPrimary, contrastRatio, portalFluentTheme, toHex } from '../../themes/fluent-theme.ts';
import { themes } from '../../themes/themes.ts';

describe('brandFromPrimary (OKLab ramp)', () => {
  it('keeps the primary at stop 80 and ramps from near-black to near-white', () => {
    const ramp = brandFromPrimary('#E30613');
    expect(Object.keys(ramp).map(Number)).toEqual([
      10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160,
    ]);
    expect(ramp[80]).toBe('#e30613');
    expect(ramp[10]).toBe('#110000');
    expect(ramp[160]).toBe('#ffe7df');
    for (const value of Object.values(ramp)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('is monotonic in lightness for every portal theme', () => {
    for (const [name, { primary }] of Object.entries(themes)) {
      const ramp = Object.values(brandFromPrimary(primary));
      const luminance = ramp.map((hex) => contrastRatio(hex, '#000000'));
      for (let i = 1; i < luminance.length; i++) expect(luminance[i]!, name).toBeGreaterThanOrEqual(luminance[i - 1]!);
    }
  });

  it('rejects what is not a hex colour', () => {
    expect(() => brandFromPrimary('red')).toThrow(/hex/);
  });
});

describe('portalFluentTheme', () => {
  it('uses the primary as brand background and keeps text readable in all 13 portal themes', () => {
    for (const [name, { primary }] of Object.entries(themes)) {
      const theme = portalFluentTheme(primary, '#ffffff');
      expect(theme.colorBrandBackground, name).toBe(primary);
      expect(
        contrastRatio(theme.colorNeutralForegroundOnBrand, theme.colorBrandBackground),
        name,
      ).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(theme.colorBrandForeground1, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('fixes light primaries: dark text on brand, a darker brand text on white', () => {
    const theme = portalFluentTheme('#ffd400');
    expect(theme.colorNeutralForegroundOnBrand).toBe('#1b1b1b');
    expect(contrastRatio(theme.colorBrandForeground1, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('reads computed colours and caches one theme per colour pair', () => {
    expect(toHex('rgb(0, 83, 159)')).toBe('#00539f');
    expect(toHex('#abc')).toBe('#aabbcc');
    expect(toHex('transparent')).toBeNull();
    expect(portalFluentTheme('rgb(0, 83, 159)', null)).toBe(portalFluentTheme('#00539F'));
  });
});
