import { describe, expect, it } from 'vitest';
import { mesImportColumns } from '../../../contract/mes.ts';
import type { Cell } from '../../../server/areas/production/import-read.ts';
import { readTable } from '../../../server/areas/production/import-read.ts';
import { validateTable } from '../../../server/areas/production/import-validate.ts';

const lines = new Map([
  ['PL-FHK1', { id: 'PL-FHK1', shifts: 3 }],
  ['PL-DHK', { id: 'PL-DHK', shifts: 2 }],
]);
const today = '2026-11-23';

function table(rows: Cell[][]) {
  return {
    format: 'csv' as const,
    header: [...mesImportColumns],
    rows: rows.map((cells, i) => ({ row: i + 2, cells })),
  };
}

describe('MES import rows', () => {
  it('accepts ISO and German dates, date cells, any case of codes, and skips blank rows', () => {
    const { records, issues } = validateTable(
      table([
        ['2026-11-20', 'pl-fhk1', '1', 'Output', '', '100', '90', '', ''],
        ['20.11.2026', 'PL-FHK1', 2, 'downtime', 'TOOLCHANGE', null, null, 30, null],
        [new Date('2026-11-19T00:00:00Z'), 'PL-DHK', 1, 'scrap', 'paintDefect', null, null, null, 4],
        ['', '', '', '', '', '', '', '', ''],
      ]),
      lines,
      today,
    );
    expect(issues).toEqual([]);
    expect(records.map((r) => [r.date, r.line, r.shift, r.type, r.code, r.value, r.planned])).toEqual([
      ['2026-11-20', 'PL-FHK1', 1, 'output', '', 90, 100],
      ['2026-11-20', 'PL-FHK1', 2, 'downtime', 'toolChange', 30, null],
      ['2026-11-19', 'PL-DHK', 1, 'scrap', 'paintDefect', 4, null],
    ]);
  });

  it('names every bad cell with its row and column', () => {
    const { issues } = validateTable(
      table([
        ['2026-02-30', 'PL-DHK', '3', 'output', 'x', '1.5', '', '', ''],
        ['2024-01-01', 'XX-1', '1', 'downtime', 'toolChange', '', '', '481', '2'],
        ['2026-11-23', 'PL-FHK1', '1', 'rework', '', '', '', '', ''],
      ]),
      lines,
      today,
    );
    expect(issues.map((i) => `${i.row}:${i.column}:${i.code}`)).toEqual([
      '2:date:date',
      '2:shift:shift',
      '2:code:not_allowed',
      '2:planned_units:range',
      '2:produced_units:required',
      '3:date:too_old',
      '3:line:unknown_line',
      '3:scrap_units:not_allowed',
      '3:minutes:range',
      '4:date:future',
      '4:type:type',
    ]);
  });

  it('reads CSV with semicolons or commas and keeps values as text', async () => {
    const semicolon = await readTable(
      new TextEncoder().encode(`\uFEFF${mesImportColumns.join(';')}\r\n2026-11-20;PL-DHK;1;output;;"0100";90;;\r\n`),
    );
    expect(semicolon.format).toBe('csv');
    expect(semicolon.rows[0]).toEqual({
      row: 2,
      cells: ['2026-11-20', 'PL-DHK', '1', 'output', '', '0100', '90', '', ''],
    });
    const comma = await readTable(
      new TextEncoder().encode(`${mesImportColumns.join(',')}\n2026-11-20,PL-DHK,1,output,,100,90,,\n`),
    );
    expect(comma.header).toEqual([...mesImportColumns]);
    expect(comma.rows[0]!.cells[5]).toBe('100');
  });
});
