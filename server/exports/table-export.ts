/**
 * The one way to export a table (result lists, reports, kitchen totals) as XLSX or CSV.
 *
 * Text that a spreadsheet would read as a formula — starting with `=`, `+`, `-`, `@`, tab or
 * carriage return — is neutralised (OWASP "CSV injection"): in CSV it gets a leading `'`, in XLSX
 * it stays a string cell formatted as text (`@`), so editing the cell never turns it into a live
 * formula. Numbers stay numbers (with their number format), dates stay dates.
 */
import ExcelJS from 'exceljs';
import type { Locale } from '../../contract/locales.ts';

export const xlsxMimeType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const csvMimeType = 'text/csv; charset=utf-8';

export type ColumnType = 'text' | 'integer' | 'number' | 'money' | 'percent' | 'date' | 'datetime';

export interface ExportColumn<Row> {
  header: string;
  type: ColumnType;
  value: (row: Row) => string | number | Date | null | undefined;
  /** Decimals of `number` columns (default 2). */
  decimals?: number;
  /** ISO currency of `money` columns (default EUR). */
  currency?: string;
  /** Column width in characters (XLSX). */
  width?: number;
}

export interface ExportSheet<Row> {
  name: string;
  columns: readonly ExportColumn<Row>[];
  rows: readonly Row[];
}

type Cell = string | number | Date | null;

/** A sheet with its cells read out: what `toXlsx` and `toCsv` take (sheets of different rows mix). */
export interface TableSheet {
  name: string;
  columns: readonly Omit<ExportColumn<never>, 'value'>[];
  cells: readonly (readonly Cell[])[];
}

export function tableSheet<Row>({ name, columns, rows }: ExportSheet<Row>): TableSheet {
  return {
    name,
    columns: columns.map(({ value: _, ...column }) => column),
    cells: rows.map((row) =>
      columns.map((column) => {
        const value = column.value(row);
        if (value === null || value === undefined) return null;
        return column.type === 'text' ? String(value) : value;
      }),
    ),
  };
}

const formulaStart = /^[=+\-@\t\r]/;

/** True when a spreadsheet would treat the text as a formula. */
export function looksLikeFormula(text: string): boolean {
  return formulaStart.test(text);
}

/** The CSV form of a text cell: a leading `'` keeps formulas inert. */
export function neutralise(text: string): string {
  return looksLikeFormula(text) ? `'${text}` : text;
}

/**
 * For workbooks with their own layout (title rows, several tables per sheet: the kitchen export,
 * the calculator documents): every text cell a spreadsheet would read as a formula gets the text
 * format, as `toXlsx` gives its text columns, so editing it never makes it live.
 */
export function neutraliseWorkbook(workbook: ExcelJS.Workbook): void {
  workbook.eachSheet((sheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (typeof cell.value === 'string' && looksLikeFormula(cell.value)) cell.numFmt = '@';
      });
    });
  });
}

const currencySymbols: Record<string, string> = { EUR: '€', CHF: 'CHF', CZK: 'Kč' };

function numberFormat(column: TableSheet['columns'][number]): string {
  const decimals = column.decimals ?? 2;
  const fraction = decimals > 0 ? `.${'0'.repeat(decimals)}` : '';
  switch (column.type) {
    case 'integer':
      return '#,##0';
    case 'number':
      return `#,##0${fraction}`;
    case 'money':
      return `#,##0.00 "${currencySymbols[column.currency ?? 'EUR'] ?? column.currency}"`;
    case 'percent':
      return `0${fraction}%`;
    case 'date':
      return 'dd.mm.yyyy';
    case 'datetime':
      return 'dd.mm.yyyy hh:mm';
    default:
      return '@';
  }
}

/** A workbook with one sheet per entry: bold frozen header, auto filter, typed cells. */
export async function toXlsx(sheets: readonly TableSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date(0); // deterministic files for the same data
  for (const sheet of sheets) {
    const ws = workbook.addWorksheet(sheet.name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
      views: [{ state: 'frozen', ySplit: 1 }],
    });
    ws.columns = sheet.columns.map((column) => ({
      header: column.header,
      width: column.width ?? Math.max(10, Math.min(40, column.header.length + 4)),
      style: { numFmt: numberFormat(column) },
    }));
    const header = ws.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF1' } };
    for (const row of sheet.cells) ws.addRow([...row]);
    if (sheet.cells.length) {
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * CSV as spreadsheets in the user's language open it: UTF-8 with BOM; `;` and a decimal comma
 * for de, cs, fr and it, `,` and a decimal point for en. Quotes per RFC 4180.
 */
export function toCsv(sheet: TableSheet, locale: Locale): string {
  const english = locale === 'en';
  const separator = english ? ',' : ';';
  const quote = (text: string) =>
    /["\r\n,;]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
  const cell = (column: TableSheet['columns'][number], value: Cell): string => {
    if (value === null) return '';
    if (value instanceof Date) {
      const iso = value.toISOString();
      return column.type === 'date' ? iso.slice(0, 10) : iso.slice(0, 16).replace('T', ' ');
    }
    if (typeof value === 'number') {
      // Percentages (fractions) and money to their shown precision: 10.1 % / 100 is 0.10099999999999999 in binary.
      const fixed =
        column.type === 'integer'
          ? String(Math.round(value))
          : column.type === 'percent'
            ? String(Number(value.toFixed((column.decimals ?? 2) + 2)))
            : column.type === 'money'
              ? String(Number(value.toFixed(2)))
              : String(value);
      return english ? fixed : fixed.replace('.', ',');
    }
    return quote(neutralise(value));
  };
  const lines = [
    sheet.columns.map((c) => quote(neutralise(c.header))).join(separator),
    ...sheet.cells.map((row) => sheet.columns.map((column, i) => cell(column, row[i] ?? null)).join(separator)),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
