import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { detectBrand } from '../../contract/brand-detect.ts';
import { brandNames, settingLayers } from '../../contract/brands.ts';
import { loadBrandSettings } from '../../shell/site/branding.ts';
import { isThemeName } from '../../themes/themes.ts';

describe('detectBrand', () => {
  it.each([
    ['localhost', 'kermi', 'kermi_com'],
    ['127.0.0.1', 'kermi', 'kermi_com'],
    ['portal.kermi.com', 'kermi', 'kermi_com'],
    ['portal.kermi.com.localhost', 'kermi', 'kermi_com'],
    ['portal.prolux-solutions.com.localhost', 'prolux', 'prolux-solutions_com'],
    ['portal.pzpheating.cz.localhost', 'pzpheating', 'pzpheating_cz'],
    ['portal.arbonia.fr.localhost', 'arbonia', 'arbonia_fr'],
    ['portal.heim-ag.ch', 'heimag', 'heim-ag_ch'],
    ['kermi.de', 'kermi', 'kermi_de'],
  ])('%s → %s / %s', (host, brand, domainKey) => {
    expect(detectBrand(host)).toEqual({ brand, domainKey });
  });

  it('refuses an unknown brand', () => {
    expect(() => detectBrand('portal.example.com')).toThrow('Unknown/unimplemented brand');
  });
});

describe('brand settings', () => {
  it('layers brand → brand_country → language_brand → language_brand_country', () => {
    expect(settingLayers('arbonia', 'fr', 'fr')).toEqual(['arbonia', 'arbonia_fr', 'fr_arbonia', 'fr_arbonia_fr']);
  });

  it('lets the more specific file win', async () => {
    expect((await loadBrandSettings('kermi', 'de', 'de')).theme).toBe('unternehmen');
    expect((await loadBrandSettings('kermi', 'cz', 'de')).theme).toBe('kermi2024');
    expect((await loadBrandSettings('arbonia', 'fr', 'fr')).name).toBe('Arbonia France');
    expect((await loadBrandSettings('arbonia', 'fr', 'de')).name).toBe('Arbonia');
    expect((await loadBrandSettings('pzpheating', 'cz', 'cs')).favIcon).toBe('/portal/brands/pzpheating/favicon.svg');
  });
});

/** The files docs/brands.md tells a newcomer to add, for every brand of the registry. */
describe('brand files', () => {
  const settingDir = 'themes/brands';
  const read = (name: string) =>
    JSON.parse(readFileSync(`${settingDir}/${name}.json`, 'utf8')) as Record<string, unknown>;
  /** `/portal/brands/kermi/logo.svg` is served from `public/brands/kermi/logo.svg`. */
  const servedFile = (url: unknown) => (typeof url === 'string' ? url.replace(/^\/portal\//, 'public/') : '');

  it.each(brandNames)('%s has its setting file with name, theme, logo and favicon, and both images', (brand) => {
    expect(existsSync(`${settingDir}/${brand}.json`)).toBe(true);
    const settings = read(brand);
    expect(settings.name).toEqual(expect.any(String));
    expect(isThemeName(settings.theme)).toBe(true);
    for (const image of [settings.logo, settings.favIcon]) {
      expect(image).toMatch(new RegExp(`^/portal/brands/${brand}/`));
      expect(existsSync(servedFile(image)), String(image)).toBe(true);
    }
  });

  it('every setting file is a layer of a known brand, and the images it names exist', () => {
    const layerOf = (file: string) =>
      brandNames.some((brand) => new RegExp(`^((de|en|cs|fr|it)_)?${brand}(_[a-z]{2})?$`).test(file));
    const files = readdirSync(settingDir).map((f) => f.replace(/\.json$/, ''));
    expect(files.filter((f) => !layerOf(f))).toEqual([]);
    for (const file of files) {
      const settings = read(file);
      if (settings.theme !== undefined) expect(isThemeName(settings.theme), file).toBe(true);
      for (const image of [settings.logo, settings.favIcon].filter((v) => v !== undefined)) {
        expect(existsSync(servedFile(image)), `${file}: ${String(image)}`).toBe(true);
      }
    }
  });
});
