import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutralise, tableSheet, toCsv, toXlsx } from '../../../server/exports/table-export.ts';

const sheet = tableSheet({
  name: 'Orders',
  columns: [
    { header: 'Name', type: 'text', value: (r: { name: string; amount: number; day: Date }) => r.name },
    { header: 'Amount', type: 'money', value: (r) => r.amount },
    { header: 'Day', type: 'date', value: (r) => r.day },
  ],
  rows: [
    { name: '=HYPERLINK("http://evil.example","x")', amount: 4.9, day: new Date('2026-11-23T00:00:00Z') },
    { name: 'Müller; "Kantine"', amount: 1234.5, day: new Date('2026-11-24T00:00:00Z') },
  ],
});

describe('table export', () => {
  it('neutralises text a spreadsheet would read as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) expect(neutralise(text)).toBe(`'${text}`);
    expect(neutralise('Schnitzel')).toBe('Schnitzel');
  });

  it('writes CSV in the user language with quotes, BOM and inert formulas', () => {
    const de = toCsv(sheet, 'de');
    expect(de.startsWith('\uFEFFName;Amount;Day\r\n')).toBe(true);
    expect(de).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")";4,9;2026-11-23`);
    expect(de).toContain('"Müller; ""Kantine""";1234,5;2026-11-24');
    expect(toCsv(sheet, 'en')).toContain('1234.5,2026-11-24');
  });

  it('writes XLSX with string cells formatted as text and numbers as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx([sheet])) as unknown as ArrayBuffer);
    const ws = workbook.getWorksheet('Orders')!;
    const formula = ws.getCell('A2');
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(formula.numFmt).toBe('@');
    expect(ws.getCell('B3').value).toBe(1234.5);
    expect(ws.getCell('C2').value).toBeInstanceOf(Date);
  });
});
