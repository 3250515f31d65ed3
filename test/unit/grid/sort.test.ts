import { describe, expect, it } from 'vitest';
import { compareValues, nextSort, sortCollator, sortRows } from '../../../apps/shared/grid/sort.ts';
import type { GridColumn } from '../../../apps/shared/grid/types.ts';

interface Row {
  id: number;
  name: string;
  amount: number | null;
  due: Date | null;
}

const columns: GridColumn<Row>[] = [
  { id: 'name', header: 'Name', value: (r) => r.name, sortable: true },
  { id: 'amount', header: 'Betrag', value: (r) => r.amount, sortable: true },
  { id: 'due', header: 'Fällig', value: (r) => r.due, sortable: true },
  { id: 'custom', header: 'Länge', sortable: true, compare: (a, b) => a.name.length - b.name.length },
  { id: 'none', header: 'Ohne' },
];
const rows: Row[] = [
  { id: 1, name: 'Pos. 10', amount: 5, due: new Date(2026, 5, 1) },
  { id: 2, name: 'Ökotherm', amount: null, due: null },
  { id: 3, name: 'Pos. 2', amount: 5, due: new Date(2026, 0, 1) },
  { id: 4, name: 'Otto', amount: -1, due: new Date(2026, 2, 1) },
  { id: 5, name: 'zeta', amount: 12, due: new Date(2025, 11, 31) },
];
const de = sortCollator('de');
const ids = (list: (Row | undefined)[]) => list.map((r) => r?.id ?? null);

describe('grid sorting', () => {
  it('sorts a new column ascending and flips the same column', () => {
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'descending',
    });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'name').direction).toBe('ascending');
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'amount').direction).toBe('ascending');
  });

  it('compares text in the user collation with numbers inside text in numeric order', () => {
    expect(compareValues('Pos. 2', 'Pos. 10', de)).toBeLessThan(0);
    expect(compareValues('Ökotherm', 'Otto', de)).toBeLessThan(0);
    expect(compareValues('ökotherm', 'Ökotherm', de)).toBe(0);
    expect(compareValues(new Date(2026, 0, 1), new Date(2025, 0, 1), de)).toBeGreaterThan(0);
    expect(compareValues(2, 10, de)).toBeLessThan(0);
  });

  it('sorts text, numbers and dates both ways with empty values last and ties stable', () => {
    const by = (columnId: string, direction: 'ascending' | 'descending') =>
      ids(sortRows(rows, columns, { columnId, direction }, de));
    expect(by('name', 'ascending')).toEqual([2, 4, 3, 1, 5]);
    expect(by('name', 'descending')).toEqual([5, 1, 3, 4, 2]);
    expect(by('amount', 'ascending')).toEqual([4, 1, 3, 5, 2]);
    expect(by('amount', 'descending')).toEqual([5, 1, 3, 4, 2]);
    expect(by('due', 'ascending')).toEqual([5, 3, 4, 1, 2]);
    expect(by('due', 'descending')).toEqual([1, 4, 3, 5, 2]);
    expect(by('custom', 'ascending')).toEqual([4, 5, 3, 1, 2]);
  });

  it('leaves the input alone, keeps unloaded rows at the end, ignores unknown sorts', () => {
    const sparse = [rows[4], undefined, rows[0]];
    const sorted = sortRows(sparse, columns, { columnId: 'amount', direction: 'ascending' }, de);
    expect(ids(sorted)).toEqual([1, 5, null]);
    expect(ids(sparse)).toEqual([5, null, 1]);
    expect(ids(sortRows(rows, columns, null, de))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortRows(rows, columns, { columnId: 'none', direction: 'ascending' }, de))).toEqual([1, 2, 3, 4, 5]);
    expect(ids(sortRows(rows, columns, { columnId: 'gone', direction: 'ascending' }, de))).toEqual([1, 2, 3, 4, 5]);
  });

  it('sorts 50,000 rows by text in well under a second', () => {
    const many = Array.from({ length: 50_000 }, (_, i) => ({
      id: i,
      name: `Kunde ${(i * 7919) % 50_000}`,
      amount: (i * 31) % 997,
      due: null,
    }));
    const t0 = performance.now();
    const sorted = sortRows(many, columns, { columnId: 'name', direction: 'ascending' }, de);
    const ms = performance.now() - t0;
    expect(sorted[0]!.name).toBe('Kunde 0');
    expect(sorted[1]!.name).toBe('Kunde 1');
    expect(sorted.at(-1)!.name).toBe('Kunde 49999');
    expect(ms).toBeLessThan(2000);
  });
});
