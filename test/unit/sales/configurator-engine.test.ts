import { describe, expect, it } from 'vitest';
import { evaluate, noCompletion } from '../../../server/areas/sales/configurator/engine.ts';
import type { CfgModel } from '../../../server/areas/sales/configurator/model.ts';
import { priceOf } from '../../../server/areas/sales/configurator/pricing.ts';
import { bathroomRadiator } from '../../../server/demo/sales-data/configurator-bath.ts';
import { trenchConvector } from '../../../server/demo/sales-data/configurator-convector.ts';
import { panelRadiator } from '../../../server/demo/sales-data/configurator-panel.ts';

const state = (model: CfgModel, assignment: Record<string, string>, key: string) =>
  evaluate(model, assignment).characteristics.find((c) => c.key === key)!;
const available = (model: CfgModel, assignment: Record<string, string>, key: string) =>
  state(model, assignment, key)
    .values.filter((v) => v.available)
    .map((v) => v.value);

describe('configuration engine', () => {
  it('offers every value when nothing is chosen, and everything the models name is reachable', () => {
    for (const model of [panelRadiator, trenchConvector, bathroomRadiator]) {
      const result = evaluate(model, {});
      expect(result.conflicts).toEqual([]);
      expect(result.complete).toBe(false);
      for (const c of result.characteristics) expect(c.values.filter((v) => v.available).length).toBeGreaterThan(0);
    }
  });

  it('narrows values by constraints in both directions', () => {
    // Height 200 allows types 20, 21, 22 only …
    expect(available(panelRadiator, { BAUHOEHE: '200' }, 'TYP')).toEqual(['20', '21', '22']);
    // … so type 10 rules out height 200, with the constraint as the reason.
    const heights = state(panelRadiator, { TYP: '10' }, 'BAUHOEHE');
    expect(heights.values.find((v) => v.value === '200')).toEqual({
      value: '200',
      available: false,
      reasons: ['H200-TYPES'],
    });
    // Type 33 up to 2600 mm, height 900 up to 2000 mm.
    expect(Math.max(...available(panelRadiator, { TYP: '33' }, 'BAULAENGE').map(Number))).toBe(2600);
    expect(Math.max(...available(panelRadiator, { BAUHOEHE: '900' }, 'BAULAENGE').map(Number))).toBe(2000);
    // A connection variant excludes a mounting type.
    expect(available(panelRadiator, { ANSCHLUSS: 'V' }, 'MONTAGE')).toEqual(['WK', 'BK']);
    expect(available(panelRadiator, { ANSCHLUSS: 'K' }, 'VENTIL')).toEqual(['OHNE']);
  });

  it('finds values that only fail further on (no complete configuration left)', () => {
    // Line: types 11, 21, 22, 33; height 200: types 20–22 → with Line and height 200 only 21 and 22 remain.
    expect(available(panelRadiator, { SERIE: 'LINE', BAUHOEHE: '200' }, 'TYP')).toEqual(['21', '22']);
    // HK convectors need width 340 and height 140, and fans need length ≤ 4000 → HK rules out 90 mm and long trenches.
    expect(available(trenchConvector, { MODELL: 'HK' }, 'BAUHOEHE')).toEqual(['140']);
    expect(Math.max(...available(trenchConvector, { MODELL: 'QK' }, 'BAULAENGE').map(Number))).toBe(4000);
    // Wooden grille: only NK, which runs without control.
    expect(available(trenchConvector, { ROST: 'RH' }, 'REGELUNG')).toEqual(['OHNE']);
  });

  it('reports a refused combination with every characteristic involved', () => {
    const result = evaluate(panelRadiator, { TYP: '33', BAULAENGE: '2800' });
    expect(result.conflicts).toEqual([{ constraintId: 'T33-LENGTH', characteristics: ['TYP', 'BAULAENGE'] }]);
    // Choices that break nothing directly but leave no value for another characteristic.
    const stuck = evaluate(bathroomRadiator, { MODELL: 'PEGA', HEIZSTAB: '900', BAUHOEHE: '1200' });
    expect(stuck.conflicts.map((c) => c.constraintId)).toContain('E900-HEIGHT');
    const deep = evaluate(panelRadiator, { SERIE: 'LINE', BAUHOEHE: '200', FARBE: '9006', TYP: '20' });
    expect(deep.conflicts.length).toBeGreaterThan(0);
    expect(noCompletion).toBe('NO_COMPLETION');
  });

  it('completes a configuration and prices it: base per metre, surcharges, items, discount', () => {
    const assignment = {
      SERIE: 'PLAN',
      ANSCHLUSS: 'V',
      TYP: '22',
      BAUHOEHE: '600',
      BAULAENGE: '1000',
      FARBE: '7016',
      MONTAGE: 'WK',
      VENTIL: 'THERMO',
    };
    expect(evaluate(panelRadiator, assignment).complete).toBe(true);
    const price = priceOf(panelRadiator, assignment, 'de', 10, 'FEV22060100AWT');
    const base = 31 + 132.48; // type 22, 600 mm: 2.3 × 600 × 0.096 €/mm per metre
    expect(price.lines.map((l) => l.ruleId)).toEqual([
      'BASE-22-600',
      'ANSCHLUSS-V',
      'FARBE-GLATT',
      'SERIE-PLAN',
      'MONTAGE-WK',
      'VENTIL-THERMO',
    ]);
    expect(price.lines[0]!.amount).toBe(base);
    expect(price.gross).toBeCloseTo(base * (1 + 0.12 + 0.15 + 0.35) + 14.9 + 24.9, 2);
    expect(price.net).toBeCloseTo(price.gross * 0.9, 2);
  });

  it('stays quick: a full evaluation of the largest model in a few milliseconds', () => {
    const started = performance.now();
    for (let i = 0; i < 20; i++) evaluate(panelRadiator, { SERIE: 'PROFIL', TYP: '22' });
    expect((performance.now() - started) / 20).toBeLessThan(25);
  });
});
