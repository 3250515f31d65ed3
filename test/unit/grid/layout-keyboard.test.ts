import { describe, expect, it } from 'vitest';
import { createFormatter } from '../../../apps/platform/format.ts';
import { formatCell } from '../../../apps/shared/grid/cell-format.ts';
import { clampPosition, moveFocus } from '../../../apps/shared/grid/keyboard.ts';
import {
  cardTitleColumn,
  columnAlign,
  columnTemplate,
  isCardLayout,
  minRowWidth,
} from '../../../apps/shared/grid/layout.ts';

const spaces = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('grid layout', () => {
  it('turns rows into cards at 600 px of its own width and below', () => {
    expect(isCardLayout(390)).toBe(true);
    expect(isCardLayout(600)).toBe(true);
    expect(isCardLayout(601)).toBe(false);
    expect(isCardLayout(1366)).toBe(false);
    // Not measured yet: the table (no flash of cards on wide screens).
    expect(isCardLayout(0)).toBe(false);
    expect(isCardLayout(700, 800)).toBe(true);
  });

  it('builds one column template for header and rows', () => {
    expect(columnTemplate([{ width: 120 }, {}, { width: '2fr' }, { width: 'minmax(8rem, 1fr)' }])).toBe(
      '120px minmax(112px, 1fr) minmax(112px, 2fr) minmax(8rem, 1fr)',
    );
    expect(minRowWidth([{ width: 120 }, {}, { width: '2fr' }])).toBe(344);
  });

  it('aligns numbers at the end and picks the card title', () => {
    expect(columnAlign({ format: 'integer' })).toBe('end');
    expect(columnAlign({ format: { currency: 'EUR' } })).toBe('end');
    expect(columnAlign({ format: 'date' })).toBe('start');
    expect(columnAlign({ format: 'number', align: 'center' })).toBe('center');
    const columns = [
      { id: 'a', header: 'A', card: 'hidden' as const },
      { id: 'b', header: 'B' },
      { id: 'c', header: 'C', card: 'title' as const },
    ];
    expect(cardTitleColumn(columns)?.id).toBe('c');
    expect(cardTitleColumn(columns.slice(0, 2))?.id).toBe('b');
  });
});

describe('grid keyboard', () => {
  const extent = { rows: 50_000, cols: 7, page: 10, header: true };
  const at = (row: number, col: number) => ({ row, col });

  it('moves by cell, page and to the ends', () => {
    expect(moveFocus('ArrowDown', false, at(-1, 2), extent)).toEqual(at(0, 2));
    expect(moveFocus('ArrowUp', false, at(0, 2), extent)).toEqual(at(-1, 2));
    expect(moveFocus('ArrowUp', false, at(-1, 2), extent)).toEqual(at(-1, 2));
    expect(moveFocus('ArrowRight', false, at(3, 6), extent)).toEqual(at(3, 6));
    expect(moveFocus('ArrowLeft', false, at(3, 0), extent)).toEqual(at(3, 0));
    expect(moveFocus('Home', false, at(3, 4), extent)).toEqual(at(3, 0));
    expect(moveFocus('End', false, at(3, 4), extent)).toEqual(at(3, 6));
    expect(moveFocus('Home', true, at(300, 4), extent)).toEqual(at(0, 0));
    expect(moveFocus('End', true, at(3, 4), extent)).toEqual(at(49_999, 6));
    expect(moveFocus('PageDown', false, at(-1, 1), extent)).toEqual(at(10, 1));
    expect(moveFocus('PageDown', false, at(49_995, 1), extent)).toEqual(at(49_999, 1));
    expect(moveFocus('PageUp', false, at(25, 1), extent)).toEqual(at(15, 1));
    expect(moveFocus('PageUp', false, at(5, 1), extent)).toEqual(at(0, 1));
    expect(moveFocus('PageUp', false, at(-1, 1), extent)).toEqual(at(-1, 1));
    expect(moveFocus('Tab', false, at(3, 3), extent)).toBeNull();
  });

  it('stays in the header of an empty grid and in one column of cards', () => {
    const empty = { rows: 0, cols: 3, page: 10, header: true };
    expect(moveFocus('ArrowDown', false, at(-1, 0), empty)).toEqual(at(-1, 0));
    expect(moveFocus('End', true, at(-1, 0), empty)).toEqual(at(-1, 2));
    const cards = { rows: 20, cols: 1, page: 5, header: false };
    expect(moveFocus('ArrowUp', false, at(0, 0), cards)).toEqual(at(0, 0));
    expect(moveFocus('ArrowRight', false, at(4, 0), cards)).toEqual(at(4, 0));
    expect(moveFocus('End', true, at(4, 0), cards)).toEqual(at(19, 0));
  });

  it('clamps the focus after rows went away', () => {
    expect(clampPosition(at(900, 9), { rows: 10, cols: 3, page: 1, header: true })).toEqual(at(9, 2));
    expect(clampPosition(at(5, 1), { rows: 0, cols: 3, page: 1, header: true })).toEqual(at(-1, 1));
  });
});

describe('grid cells', () => {
  const de = createFormatter('de', 'de');
  it('formats values through the platform formatter', () => {
    expect(spaces(formatCell(1234.5, { currency: 'EUR' }, de))).toBe('1.234,50 €');
    expect(formatCell(12.345, 'number', de)).toBe('12,35');
    expect(formatCell(12.5, 'integer', de)).toBe('13');
    expect(spaces(formatCell(0.125, 'percent', de))).toBe('12,5 %');
    expect(spaces(formatCell(3, { decimals: 1, unit: 'kWh' }, de))).toBe('3,0 kWh');
    expect(formatCell('2026-11-23', 'date', de)).toBe('23.11.2026');
    expect(formatCell(new Date(2026, 10, 23, 9, 30), 'dateTime', de)).toBe('23.11.2026, 09:30');
    expect(formatCell(new Date(2026, 10, 23), undefined, de)).toBe('23.11.2026');
    expect(formatCell(true, undefined, de, ['Ja', 'Nein'])).toBe('Ja');
    expect(formatCell(false, undefined, de, ['Ja', 'Nein'])).toBe('Nein');
    expect(formatCell(null, 'number', de)).toBe('');
    expect(formatCell(Number.NaN, 'number', de)).toBe('');
    expect(formatCell('A-1', 'text', de)).toBe('A-1');
  });
});
