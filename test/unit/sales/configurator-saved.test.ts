import { describe, expect, it } from 'vitest';
import { parseQuantity, replayPath, toSaved } from '../../../apps/sales/configurator/saved.ts';
import type { KmatInfo, StepDataRow } from '../../../contract/configurator.ts';
import { configuratorProjectStateSchema } from '../../../contract/configurator.ts';

const row = (kombination: string, leaf = false): StepDataRow => ({
  sparte: kombination.split('/')[0]!,
  spartenName: kombination,
  text: kombination,
  description: '',
  pic: null,
  reihenfolge: 0,
  unterkategorie: !leaf,
  kombination,
  spartenzuordnung: leaf ? 'KMAT-FTX2' : null,
  language: 'de',
  step: kombination.split('/').length,
  merkmal: null,
  merkmalvalue: null,
  merkmalsbezeichnung: null,
  pathBase: kombination,
  isActive: true,
});

/** The steps as the server offers them, recording what the replay asked. */
function steps(tree: Record<string, StepDataRow[]>) {
  const asked: string[] = [];
  return {
    asked,
    api: {
      selectStep: async (_: string, kombination: string) => {
        asked.push(kombination);
        return tree[kombination] ?? [];
      },
      kmat: async (_: string, kombination: string): Promise<KmatInfo> => {
        asked.push(`kmat:${kombination}`);
        return { kmat: 'KMAT-FTX2', text: '', sparte: 'HK', plants: [], presets: [{ key: 'SERIE', value: 'PROFIL' }] };
      },
    },
  };
}

const groups = [row('HK'), row('KV')];
const tree = { HK: [row('HK/PROFIL'), row('HK/PLAN')], 'HK/PROFIL': [row('HK/PROFIL/V', true)] };

describe('saved configurations', () => {
  it('replays the path through today’s steps down to the configurable material', async () => {
    const { api, asked } = steps(tree);
    const replayed = await replayPath(api, 'de', groups, ['HK', 'HK/PROFIL', 'HK/PROFIL/V']);
    expect(replayed!.path.map((r) => r.kombination)).toEqual(['HK', 'HK/PROFIL', 'HK/PROFIL/V']);
    expect(replayed!.deeper.map((level) => level.map((r) => r.kombination))).toEqual([
      ['HK/PROFIL', 'HK/PLAN'],
      ['HK/PROFIL/V'],
    ]);
    expect(replayed!.kmat).toEqual({ kmat: 'KMAT-FTX2', presets: [{ key: 'SERIE', value: 'PROFIL' }] });
    expect(asked).toEqual(['HK', 'HK/PROFIL', 'kmat:HK/PROFIL/V']);
  });

  it('keeps a path saved before the product, and gives up on a choice no longer offered', async () => {
    const partial = await replayPath(steps(tree).api, 'de', groups, ['HK']);
    expect(partial).toMatchObject({ kmat: null, path: [{ kombination: 'HK' }] });
    expect(await replayPath(steps(tree).api, 'de', groups, ['HK', 'HK/LINE'])).toBeNull();
    expect(await replayPath(steps(tree).api, 'de', groups, ['BH'])).toBeNull();
  });

  it('saves what the server accepts and the replay needs, nothing before a first choice', () => {
    const saved = toSaved({
      path: [row('HK'), row('HK/PROFIL'), row('HK/PROFIL/V', true)],
      values: { TYP: '22', BAUHOEHE: '600' },
      customer: { number: '1000001' },
      quantity: 3,
    });
    expect(saved).toEqual({
      path: ['HK', 'HK/PROFIL', 'HK/PROFIL/V'],
      values: [
        { key: 'TYP', value: '22' },
        { key: 'BAUHOEHE', value: '600' },
      ],
      customer: '1000001',
      menge: 3,
    });
    expect(configuratorProjectStateSchema.safeParse(saved).success).toBe(true);
    expect(toSaved({ path: [], values: {}, customer: null, quantity: 1 })).toBeNull();
    expect(toSaved({ path: [row('HK')], values: {}, customer: null, quantity: 1 })).toEqual({
      path: ['HK'],
      values: [],
      menge: 1,
    });
  });

  it('reads a quantity as a whole number of pieces from 1 to 9999', () => {
    expect(parseQuantity(' 12 ')).toBe(12);
    expect(parseQuantity('9999')).toBe(9999);
    for (const text of ['', '0', '10000', '2.5', '-1', '1e3', 'zwei']) expect(parseQuantity(text), text).toBeNull();
  });
});
