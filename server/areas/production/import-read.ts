/**
 * Reads an uploaded MES export into rows of cells, whatever its format: XLSX (recognised by the
 * ZIP signature, first worksheet) or CSV (UTF-8, optional BOM; `;`, `,` or tab, whichever the
 * header line uses most). Both through exceljs, which the exports already use; CSV cells stay
 * text (exceljs would otherwise guess numbers and dates). Row numbers are the spreadsheet's,
 * header = 1, so an error names the row the user sees.
 */
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { HttpError } from '../../http/errors.ts';
import { neededWorkbookEntries } from './workbook-entries.ts';

export type Cell = string | number | Date | null;

export interface RawTable {
  format: 'csv' | 'xlsx';
  header: string[];
  rows: { row: number; cells: Cell[] }[];
}

function unreadable(message: string): HttpError {
  return new HttpError(400, {
    code: 'validation_failed',
    message: `file: ${message}`,
    field: 'file',
    errors: [{ field: 'file', code: 'unreadable', message }],
  });
}

export function isXlsx(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** The value of an exceljs cell as text, number or date (formulas by their result). */
function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellValue((value.result ?? null) as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

function fromWorksheet(sheet: ExcelJS.Worksheet | undefined, format: RawTable['format']): RawTable {
  if (!sheet) throw unreadable('the file holds no worksheet');
  let header: string[] = [];
  const rows: RawTable['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // row.values is 1-based: index 0 is empty.
    const cells = (row.values as ExcelJS.CellValue[]).slice(1).map(cellValue);
    if (rowNumber === 1) header = cells.map((c) => (c === null ? '' : String(c).trim()));
    else rows.push({ row: rowNumber, cells });
  });
  if (!header.length) throw unreadable('the first row must name the columns');
  return { format, header, rows };
}

function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const candidates = [';', ',', '\t'];
  const counts = candidates.map((d) => firstLine.split(d).length);
  return candidates[counts.indexOf(Math.max(...counts))]!;
}

export async function readTable(bytes: Uint8Array): Promise<RawTable> {
  if (!bytes.length) throw unreadable('the file is empty');
  const workbook = new ExcelJS.Workbook();
  if (isXlsx(bytes)) {
    // Checked entry by entry before inflating (a decompression bomb is a 413): workbook-entries.ts.
    const needed = await neededWorkbookEntries(bytes);
    try {
      await workbook.xlsx.load(needed as unknown as ArrayBuffer);
    } catch {
      throw unreadable('not a readable XLSX workbook');
    }
    return fromWorksheet(workbook.worksheets[0], 'xlsx');
  }
  const text = new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a binary file is refused, not parsed
  if (/[\u0000-\u0008]/.test(text.slice(0, 4096))) throw unreadable('neither XLSX nor CSV text');
  try {
    const sheet = await workbook.csv.read(Readable.from([text]), {
      parserOptions: { delimiter: delimiterOf(text), quote: '"' },
      map: (value: string) => value,
    } as never);
    return fromWorksheet(sheet, 'csv');
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw unreadable('not a readable CSV file');
  }
}
