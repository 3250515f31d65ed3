import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { neutraliseWorkbook } from '../../../server/exports/table-export.ts';

describe('neutraliseWorkbook', () => {
  it('gives formula-like text cells the text format, leaves other cells alone, and they stay text', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Bestellungen');
    sheet.addRow(['=HYPERLINK("https://evil.example","Klick")', '+49 8931 501-0', 'Gemüsestrudel', 4.8]);
    sheet.addRow(['@SUM(A1)', '-5', '\tTab']);
    neutraliseWorkbook(workbook);

    const read = new ExcelJS.Workbook();
    await read.xlsx.load(await workbook.xlsx.writeBuffer());
    const cells = read.getWorksheet('Bestellungen')!;
    for (const address of ['A1', 'B1', 'A2', 'B2', 'C2']) {
      expect(cells.getCell(address).numFmt, address).toBe('@');
      expect(typeof cells.getCell(address).value, address).toBe('string');
    }
    expect(cells.getCell('C1').numFmt).not.toBe('@');
    expect(cells.getCell('D1').value).toBe(4.8);
  });
});
