import type { NamedValue } from '../../../../contract/building.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { formatNumber } from './format.ts';
import { BOTTOM, type Doc, GREY, INK, LIGHT, LINE, PAGE, safe } from './pdf-style.ts';

/** Tables of the building report: named values (label, symbol, value, unit) and plain grids. */

/** Display decimals of a value by its unit (and size). */
export function digitsFor(unit: string, value: number): number {
  const size = Math.abs(value);
  if (unit.startsWith('€')) return size >= 10 ? 0 : 2;
  if (/^(W|kWh.*|l.*|h\/a|Pa|m³.*)$/.test(unit)) return size >= 100 ? 0 : size >= 10 ? 1 : 2;
  if (unit === 'a') return 0;
  if (unit === '') return Number.isInteger(value) ? 0 : size >= 100 ? 2 : 4;
  return 2;
}

export function formatValue(locale: Locale, value: number | null, unit: string): string {
  if (value === null) return '–';
  return formatNumber(locale, value, digitsFor(unit, value));
}

export interface GridColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A grid with a shaded header row; rows break onto new pages (with the header repeated). */
export function gridTable(doc: Doc, x: number, y: number, columns: GridColumn[], rows: string[][], fontSize = 7.5) {
  const width = columns.reduce((s, c) => s + c.width, 0);
  const drawHeader = (top: number) => {
    doc.font('bold').fontSize(fontSize);
    const height = Math.max(14, ...columns.map((c) => doc.heightOfString(safe(c.header), { width: c.width - 6 }) + 6));
    doc.rect(x, top, width, height).fill(LIGHT);
    doc.fillColor(GREY);
    let cx = x;
    for (const c of columns) {
      doc.text(safe(c.header), cx + 3, top + 4, { width: c.width - 6, align: c.align ?? 'left' });
      cx += c.width;
    }
    return top + height;
  };
  let cy = drawHeader(y);
  doc.font('body').fontSize(fontSize);
  for (const row of rows) {
    const height = Math.max(
      12,
      ...row.map((cell, i) => doc.heightOfString(safe(cell), { width: columns[i]!.width - 6 }) + 4),
    );
    if (cy + height > BOTTOM) {
      doc.addPage();
      cy = drawHeader(PAGE.margin + 10);
      doc.font('body').fontSize(fontSize);
    }
    let cx = x;
    row.forEach((cell, i) => {
      const c = columns[i]!;
      doc.fillColor(INK).text(safe(cell), cx + 3, cy + 3, { width: c.width - 6, align: c.align ?? 'left' });
      cx += c.width;
    });
    cy += height;
    doc
      .moveTo(x, cy)
      .lineTo(x + width, cy)
      .lineWidth(0.4)
      .strokeColor(LINE)
      .stroke();
  }
  return cy;
}

/** Named values as label | symbol | value | unit. */
export function namedTable(
  doc: Doc,
  locale: Locale,
  x: number,
  y: number,
  width: number,
  headers: [string, string, string, string],
  values: NamedValue[],
) {
  const valueWidth = 70;
  const unitWidth = 62;
  const symbolWidth = Math.min(150, width * 0.3);
  const labelWidth = width - valueWidth - unitWidth - symbolWidth;
  return gridTable(
    doc,
    x,
    y,
    [
      { header: headers[0], width: labelWidth },
      { header: headers[1], width: symbolWidth },
      { header: headers[2], width: valueWidth, align: 'right' },
      { header: headers[3], width: unitWidth },
    ],
    values.map((v) => [v.label, v.symbol, formatValue(locale, v.value, v.unit), v.unit]),
  );
}
