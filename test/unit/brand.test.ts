import { describe, expect, it } from 'vitest';
import { detectBrand } from '../../contract/brand-detect.ts';
import { settingLayers } from '../../contract/brands.ts';
import { loadBrandSettings } from '../../shell/site/branding.ts';

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
