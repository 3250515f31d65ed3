import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '../../contract/locales.ts';
import { flattenMessages, readMessages } from '../../locales/read.ts';
import { flattenRoutes } from '../../shell/routing/routes.ts';

const messages = Object.fromEntries(supportedLocales.map((l) => [l, flattenMessages(readMessages(l))]));
const german = messages.de!;

describe('message files', () => {
  it.each(supportedLocales.filter((l) => l !== 'de'))('%s has exactly the German keys', (locale) => {
    const keys = Object.keys(messages[locale]!);
    expect(Object.keys(german).filter((k) => !keys.includes(k))).toEqual([]);
    expect(keys.filter((k) => !(k in german))).toEqual([]);
  });

  it.each(supportedLocales)('%s has no empty text and the same placeholders as German', (locale) => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(messages[locale]!)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), `${locale}:${key}`).toEqual(placeholders(german[key] ?? ''));
    }
  });

  it('has a title for every route', () => {
    const missing = flattenRoutes()
      .map((e) => e.route.title)
      .filter((key) => !(key in german));
    expect(missing).toEqual([]);
  });

  it('has every key the shell and the apps use literally', () => {
    const sources = ['shell', 'apps', 'elements'].flatMap(function walk(dir: string): string[] {
      return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return walk(path);
        return /\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
      });
    });
    const used = new Set(sources.flatMap((source) => [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map((m) => m[1]!)));
    expect([...used].filter((key) => !(key in german))).toEqual([]);
  });

  it('keeps the German texts the specification names', () => {
    expect(german['favorites.add']).toBe('Favorit hinzufügen');
    expect(german['favorites.confirmDelete']).toBe('Wollen Sie den ausgewählten Favoriten löschen?');
    expect(german['favorites.required']).toBe('Eingabe wird benötigt');
    expect([german['dialog.yes'], german['dialog.no'], german['dialog.ok'], german['dialog.cancel']]).toEqual([
      'Ja',
      'Nein',
      'OK',
      'Abbrechen',
    ]);
    expect(german['menu.crossDesigner']).toContain('(nur für Zugriffsberechtigte)');
    expect(german['menu.ascoDesigner']).toContain('(nur für Zugriffsberechtigte)');
  });
});
