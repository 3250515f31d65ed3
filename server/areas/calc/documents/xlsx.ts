import ExcelJS from 'exceljs';
import type { CalcResult, CalcRow } from '../../../../contract/calculators/common.ts';
import { neutraliseWorkbook } from '../../../exports/table-export.ts';
import { Texts } from '../calculators/shared.ts';
import type { DocumentBrand } from './brands.ts';
import { formatDate } from './format.ts';

/**
 * XLSX workbook of a calculator result (exceljs): sheet 1 inputs, sheet 2 results (plus method
 * codes, checks, notes and tender text), then one sheet per series. Numbers are stored as
 * numbers with a number format, never as text.
 */

function numberFormat(digits: number | undefined): string {
  const d = digits ?? 2;
  return d > 0 ? `0.${'0'.repeat(d)}` : '0';
}

/** Excel sheet names: ≤ 31 characters, none of []:*?/\ and unique. */
function sheetName(name: string, used: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let candidate = base;
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = `${base.slice(0, 28)} ${i}`;
  used.add(candidate.toLowerCase());
  return candidate;
}

export async function renderXlsx(result: CalcResult, brand: DocumentBrand, date = new Date()): Promise<Buffer> {
  const texts = new Texts(result.locale as Texts['locale']);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = brand.name;
  workbook.created = date;
  workbook.title = `${result.title} – ${result.product.name}`;
  const used = new Set<string>();
  const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF1' } };
  const brandColor = `FF${brand.color.replace('#', '').toUpperCase()}`;

  const titleRows = (sheet: ExcelJS.Worksheet, caption: string) => {
    sheet.addRow([`${brand.name} – ${result.title}`]).font = { bold: true, size: 14, color: { argb: brandColor } };
    sheet.addRow([
      `${texts.t('doc.product')}: ${result.product.name}`,
      `${texts.t('doc.date')}: ${formatDate(texts.locale, date)}`,
    ]);
    sheet.addRow([`${texts.t('doc.dataVersion')}: v${result.product.dataVersion} (${result.product.dataSource})`]);
    sheet.addRow([]);
    sheet.addRow([caption]).font = { bold: true, size: 12 };
  };

  const addTable = (sheet: ExcelJS.Worksheet, rows: CalcRow[]) => {
    const head = sheet.addRow([
      texts.t('doc.parameter'),
      texts.t('doc.value'),
      texts.t('doc.unit'),
      texts.t('doc.key'),
    ]);
    head.font = { bold: true };
    head.eachCell((cell) => {
      cell.fill = headerFill;
    });
    for (const row of rows) {
      const added = sheet.addRow([row.label, row.value ?? '–', row.unit, row.key]);
      if (typeof row.value === 'number') added.getCell(2).numFmt = numberFormat(row.digits);
      else added.getCell(2).alignment = { horizontal: 'right' };
    }
  };

  const widths = (sheet: ExcelJS.Worksheet, values: number[]) => {
    values.forEach((w, i) => {
      sheet.getColumn(i + 1).width = w;
    });
  };

  const inputs = workbook.addWorksheet(sheetName(texts.t('doc.inputs'), used));
  titleRows(inputs, texts.t('doc.inputs'));
  addTable(inputs, result.inputRows);
  widths(inputs, [44, 16, 12, 26]);

  const results = workbook.addWorksheet(sheetName(texts.t('doc.results'), used));
  titleRows(results, texts.t('doc.results'));
  addTable(results, result.resultRows);
  results.addRow([]);
  results.addRow([texts.t('doc.methodCodes'), result.methodCodes.join(', ')]).font = { bold: true };
  if (result.checks.length) {
    results.addRow([]);
    results.addRow([result.checksTitle ?? texts.t('doc.checks')]).font = { bold: true };
    for (const c of result.checks) {
      results.addRow([
        c.label,
        c.ok === null ? '–' : c.ok ? texts.t('doc.yes') : texts.t('doc.no'),
        '',
        c.detail ?? '',
      ]);
    }
  }
  if (result.warnings.length) {
    results.addRow([]);
    results.addRow([texts.t('doc.notes')]).font = { bold: true };
    for (const w of result.warnings) results.addRow([w.message]);
  }
  results.addRow([]);
  results.addRow([texts.t('doc.tenderText')]).font = { bold: true };
  const tender = results.addRow([result.tenderText]);
  results.mergeCells(tender.number, 1, tender.number, 4);
  tender.getCell(1).alignment = { wrapText: true, vertical: 'top' };
  tender.height = Math.min(409, 15 * Math.ceil(result.tenderText.length / 95));
  widths(results, [44, 16, 12, 40]);

  for (const s of result.series) {
    const sheet = workbook.addWorksheet(sheetName(s.label, used));
    sheet.addRow([`${result.title} – ${s.label}`]).font = { bold: true, size: 12 };
    sheet.addRow([]);
    const axes = [s.x, ...s.y];
    const head = sheet.addRow(axes.map((a) => (a.unit ? `${a.label} [${a.unit}]` : a.label)));
    head.font = { bold: true };
    head.eachCell((cell) => {
      cell.fill = headerFill;
      cell.alignment = { wrapText: true, vertical: 'top' };
    });
    sheet.addRow(axes.map((a) => a.key)).font = { italic: true, color: { argb: 'FF5F6B76' } };
    for (const p of s.points) {
      const row = sheet.addRow(axes.map((a) => p[a.key] ?? null));
      row.eachCell((cell) => {
        if (typeof cell.value === 'number') cell.numFmt = '0.00';
      });
    }
    widths(
      sheet,
      axes.map(() => 18),
    );
    sheet.views = [{ state: 'frozen', ySplit: 4 }];
  }

  neutraliseWorkbook(workbook);
  const buffer = await workbook.xlsx.writeBuffer();
  return Buffer.from(buffer as ArrayBuffer);
}
