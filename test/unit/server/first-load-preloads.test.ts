import { describe, expect, it } from 'vitest';
import { firstLoadModules, withPreloads } from '../../../server/http/first-load-preloads.ts';

const manifest = {
  'virtual:messages/de/shell': { file: 'assets/shell-de.js' },
  'virtual:messages/cs/shell': { file: 'assets/shell-cs.js' },
  'themes/brands/kermi.json': { file: 'assets/kermi.js' },
  'themes/brands/kermi_cz.json': { file: 'assets/kermi_cz.js' },
  'themes/brands/arbonia.json': { file: 'assets/arbonia.js' },
  'themes/brands/fr_arbonia_fr.json': { file: 'assets/fr_arbonia_fr.js' },
};

describe('first-load preloads', () => {
  it('name the language messages and the existing brand layers of the page', () => {
    expect(firstLoadModules(manifest, '/portal/de/de', 'localhost')).toEqual([
      '/portal/assets/shell-de.js',
      '/portal/assets/kermi.js',
    ]);
    expect(firstLoadModules(manifest, '/portal/cs/cz/Canteen/foodOrder', 'portal.kermi.cz')).toEqual([
      '/portal/assets/shell-cs.js',
      '/portal/assets/kermi.js',
      '/portal/assets/kermi_cz.js',
    ]);
    // The brand comes from the host: arbonia's French site merges its language layer too.
    expect(firstLoadModules(manifest, '/portal/fr/fr', 'portal.arbonia.fr')).toEqual([
      '/portal/assets/arbonia.js',
      '/portal/assets/fr_arbonia_fr.js',
    ]);
  });

  it('name nothing where the page does not fix language and brand', () => {
    expect(firstLoadModules(manifest, '/portal/', 'localhost')).toEqual([]);
    expect(firstLoadModules(manifest, '/portal/auth/loginCallback', 'localhost')).toEqual([]);
    expect(firstLoadModules(manifest, '/portal/xx/de', 'localhost')).toEqual([]);
    expect(firstLoadModules(manifest, '/portal/de/de', 'www.unknown-brand.example')).toEqual([]);
    expect(firstLoadModules({}, '/portal/de/de', 'localhost')).toEqual([]);
  });

  it('put the links into the head', () => {
    const html = '<html><head><title>Portal</title></head><body></body></html>';
    expect(withPreloads(html, ['/portal/assets/a.js'])).toBe(
      '<html><head><title>Portal</title><link rel="modulepreload" crossorigin href="/portal/assets/a.js"></head><body></body></html>',
    );
    expect(withPreloads(html, [])).toBe(html);
  });
});
