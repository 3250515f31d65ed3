import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ascoDesignSchema, crossDesignSchema } from '../../../contract/designers.ts';
import { valuesByKey } from '../../../server/areas/calc/building-calc/texts.ts';
import { axisLayout, designAsco } from '../../../server/areas/calc/designers/asco.ts';
import { designCross } from '../../../server/areas/calc/designers/cross.ts';
import { DESIGNERS_DATA_FILE, designersData, parseDesignersData } from '../../../server/areas/calc/designers/data.ts';
import { expectClose } from '../calc/tolerance.ts';

/** The two designers worked by hand from the grille calculation (docs/calculators.md §5, T22) and the panel grid. */

const cross = (input: object) =>
  crossDesignSchema.parse({ grilleType: 'roll', profile: 'AL-7x20', gapMm: 7.5, colour: 'natural', ...input });

describe('Cross Designer: a roll grille 7 × 20 mm, gap 7.5 mm, 2 600 × 260 mm', () => {
  const design = designCross(cross({ lengthMm: 2600, widthMm: 260 }));
  const v = valuesByKey(design.values);

  it('T22: s = 7 + 7.5 = 14.5 mm; ε = 7.5/14.5·(1 − 2 % spacers) = 50.69 %; Q_Rd = F_Rd(260 mm)/1.5 = 3.13/1.5 kN → K1, not K2', () => {
    expectClose(v.pitch, 14.5, 1, 's');
    expectClose(v.freeCrossSection, (7.5 / 14.5) * 0.98 * 100, 2, 'ε');
    expectClose(v.allowablePointLoad, 3.13 / 1.5, 2, 'Q_Rd');
    expect(design.loadClass?.id).toBe('K1');
  });

  it('two sections of at most 2 000 mm; the support angle along both sides, 2 × 2.6 m, its article from the data file', () => {
    expect(v.segmentCount).toBe(2);
    expect(design.bill.find((b) => b.key === 'supportAngle')).toMatchObject({ articleId: 'AW-30', quantity: 5.2 });
    const raw = JSON.parse(readFileSync(DESIGNERS_DATA_FILE, 'utf8'));
    const data = parseDesignersData({ ...raw, cross: { ...raw.cross, supportAngleArticle: 'AW-40' } });
    const other = designCross(cross({ lengthMm: 2600, widthMm: 260 }), {}, data);
    expect(other.bill.find((b) => b.key === 'supportAngle')?.articleId).toBe('AW-40');
  });
});

describe('Asco Designer: panels 625 × 625 mm, joints 5 mm, a room of 5 000 × 4 000 mm', () => {
  // Edge strips at least half a panel (minEdgeFraction 0.5 → 312.5 mm). Along 5 000 mm seven panels
  // leave (5000 − 7·625 − 8·5)/2 = 292.5 mm, too narrow; six leave (5000 − 3750 − 35)/2 = 607.5 mm.
  // Along 4 000 mm: six leave 107.5 mm, five leave (4000 − 3125 − 30)/2 = 422.5 mm.
  it('axis layout: [607.5, 6 × 625, 607.5] and [422.5, 5 × 625, 422.5]', () => {
    expect(designersData().asco.minEdgeFraction).toBe(0.5);
    expect(axisLayout(5000, 625, 5, 312.5)).toEqual([607.5, ...Array(6).fill(625), 607.5]);
    expect(axisLayout(4000, 625, 5, 312.5)).toEqual([422.5, ...Array(5).fill(625), 422.5]);
  });

  it('8 × 7 cells: 6 × 5 = 30 whole panels, of which a 600 × 600 mm light at (1 200, 1 200) cuts 2 × 2; 56 − 30 = 26 cut at the edge', () => {
    const design = designAsco(
      ascoDesignSchema.parse({
        roomLengthMm: 5000,
        roomWidthMm: 4000,
        panel: 'ASC-625',
        jointMm: 5,
        cutouts: [{ kind: 'light', xMm: 1200, yMm: 1200, widthMm: 600, heightMm: 600 }],
      }),
    );
    const v = valuesByKey(design.values);
    expect([v.columns, v.rows]).toEqual([8, 7]);
    expectClose(v.edgeStripX, 607.5, 1, 'e_x');
    expectClose(v.edgeStripY, 422.5, 1, 'e_y');
    expect([v.fullPanels, v.cutoutPanels, v.cutPanels]).toEqual([26, 4, 26]);
    expectClose(v.ceilingArea, 20, 2, 'A');
  });
});
