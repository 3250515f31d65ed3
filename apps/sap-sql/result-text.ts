import type { ResultColumn, ResultValue } from '../../contract/sap-sql.ts';

/** One cell as plain text: tabs and line breaks would split the table, so they become spaces. */
function cellText(value: ResultValue | undefined, number: (n: number) => string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return number(value);
  return String(value).replace(/[\t\r\n]+/g, ' ');
}

/**
 * A result as tab-separated text with a header row: spreadsheets paste it as a table. Numbers
 * are written by `number` (the user's decimal separator, no grouping, so a German Excel reads
 * them as numbers); dates stay ISO, which every spreadsheet reads.
 */
export function resultAsTsv(
  columns: readonly ResultColumn[],
  rows: readonly Record<string, ResultValue>[],
  number: (n: number) => string = String,
): string {
  const lines = [
    columns.map((c) => cellText(c.name, number)),
    ...rows.map((row) => columns.map((c) => cellText(row[c.name], number))),
  ];
  return `${lines.map((cells) => cells.join('\t')).join('\n')}\n`;
}
