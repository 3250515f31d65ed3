import type { CalcResult, CalcRow, CalcSeries } from '../../../../contract/calculators/common.ts';
import { Texts } from '../calculators/shared.ts';
import type { DocumentBrand } from './brands.ts';
import { formatCell, formatDate, formatNumber } from './format.ts';
import {
  BOTTOM,
  brandHeader,
  CONTENT_WIDTH,
  createDocument,
  type Doc,
  decimalsOf,
  ensure,
  GREY,
  heading,
  LIGHT,
  LINE,
  niceScale,
  PAGE,
  pageFooters,
  safe,
} from './pdf-style.ts';

/**
 * PDF data sheet of a calculator result (pdfkit, house style of pdf-style.ts): brand header,
 * title, inputs and results tables, a chart of the first series (axes, grid and polylines drawn
 * here), tender text, method codes, DIN EN 16430 checks, notes, date and page footer.
 * Language = result locale.
 */

export async function renderPdf(result: CalcResult, brand: DocumentBrand, date = new Date()): Promise<Buffer> {
  const texts = new Texts(result.locale as Texts['locale']);
  const { doc, finished } = createDocument({
    title: `${result.title} – ${result.product.name}`,
    author: brand.name,
    subject: texts.t('doc.subject'),
    creator: 'Portal calculators',
  });

  let y = header(doc, texts, brand, result, date);

  // Inputs (left) and results (right) side by side.
  const colWidth = (CONTENT_WIDTH - 16) / 2;
  const left = table(doc, texts, PAGE.margin, y, colWidth, texts.t('doc.inputs'), result.inputRows);
  const right = table(doc, texts, PAGE.margin + colWidth + 16, y, colWidth, texts.t('doc.results'), result.resultRows);
  y = Math.max(left, right) + 16;

  const chartSeries = result.series[0];
  if (chartSeries && chartSeries.points.length > 1) {
    y = ensure(doc, y, 215);
    heading(doc, `${texts.t('doc.chart')}: ${chartSeries.label}`, y);
    y = chart(doc, texts, brand, result, chartSeries, PAGE.margin, y + 16, CONTENT_WIDTH, 190) + 10;
  }

  if (result.tenderText) {
    y = ensure(doc, y, 80);
    heading(doc, texts.t('doc.tenderText'), y);
    y += 16;
    doc.font('body').fontSize(9).fillColor('#1d252c');
    doc.text(safe(result.tenderText), PAGE.margin, y, { width: CONTENT_WIDTH, lineGap: 2 });
    y = doc.y + 12;
  }

  y = ensure(doc, y, 40);
  doc
    .font('bold')
    .fontSize(8.5)
    .fillColor('#1d252c')
    .text(safe(`${texts.t('doc.methodCodes')}: `), PAGE.margin, y, {
      continued: true,
    });
  doc.font('body').text(safe(result.methodCodes.join(', ')));
  y = doc.y + 8;

  if (result.checks.length) {
    y = ensure(doc, y, 20 + 13 * result.checks.length);
    heading(doc, result.checksTitle ?? texts.t('doc.checks'), y);
    y += 15;
    for (const c of result.checks) {
      y = ensure(doc, y, 13);
      const mark = c.ok === null ? '–' : c.ok ? '✓' : '✗';
      const color = c.ok === null ? GREY : c.ok ? '#1e7b34' : '#b3261e';
      doc.font('bold').fontSize(8.5).fillColor(color).text(safe(mark), PAGE.margin, y, { width: 12 });
      doc
        .font('body')
        .fillColor('#1d252c')
        .text(safe(c.detail ? `${c.label} — ${c.detail}` : c.label), PAGE.margin + 14, y, {
          width: CONTENT_WIDTH - 14,
        });
      y = doc.y + 2;
    }
    y += 6;
  }

  if (result.warnings.length) {
    y = ensure(doc, y, 20 + 12 * result.warnings.length);
    heading(doc, texts.t('doc.notes'), y);
    y += 15;
    for (const w of result.warnings) {
      y = ensure(doc, y, 12);
      doc.font('body').fontSize(8).fillColor('#1d252c').text('•', PAGE.margin, y, { width: 10 });
      doc.text(safe(w.message), PAGE.margin + 10, y, { width: CONTENT_WIDTH - 10 });
      y = doc.y + 2;
    }
  }

  footer(doc, texts, result);
  doc.end();
  return finished;
}

/** Brand logo (rounded square with three heat waves) + name, date, title and product line. */
function header(doc: Doc, texts: Texts, brand: DocumentBrand, result: CalcResult, date: Date): number {
  let y = brandHeader(doc, brand, texts.t('doc.subtitle'), [
    `${texts.t('doc.date')}: ${formatDate(texts.locale, date)}`,
    `${texts.t('doc.dataVersion')}: v${result.product.dataVersion} (${result.product.dataSource})`,
  ]);
  doc.font('bold').fontSize(15).fillColor('#1d252c').text(safe(result.title), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 2;
  const modeText = texts.t(`modes.${result.mode}`);
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(GREY)
    .text(safe(`${texts.t('doc.product')}: ${result.product.name}  ·  ${modeText}`), PAGE.margin, y, {
      width: CONTENT_WIDTH,
    });
  return doc.y + 10;
}

/** A three-column table (label | value | unit) with a caption; returns the y below it. */
function table(doc: Doc, texts: Texts, x: number, y: number, width: number, caption: string, rows: CalcRow[]): number {
  const valueWidth = 62;
  const unitWidth = 46;
  const labelWidth = width - valueWidth - unitWidth - 8;
  doc.font('bold').fontSize(10).fillColor('#1d252c').text(safe(caption), x, y, { width });
  let cy = y + 15;
  doc.rect(x, cy, width, 14).fill(LIGHT);
  doc.font('bold').fontSize(7.5).fillColor(GREY);
  doc.text(safe(texts.t('doc.parameter')), x + 4, cy + 4, { width: labelWidth, lineBreak: false });
  doc.text(safe(texts.t('doc.value')), x + 4 + labelWidth, cy + 4, {
    width: valueWidth,
    align: 'right',
    lineBreak: false,
  });
  doc.text(safe(texts.t('doc.unit')), x + 8 + labelWidth + valueWidth, cy + 4, { width: unitWidth, lineBreak: false });
  cy += 14;
  doc.font('body').fontSize(8);
  for (const row of rows) {
    const label = safe(row.label);
    const value = safe(formatCell(texts.locale, row));
    // Text values (selections, product names) use the value and unit columns together.
    const textValue = typeof row.value === 'string' && !row.unit;
    const valueBox = textValue ? valueWidth + unitWidth + 4 : valueWidth;
    const height = Math.max(
      13,
      doc.heightOfString(label, { width: labelWidth }) + 4,
      textValue ? doc.heightOfString(value, { width: valueBox }) + 4 : 0,
    );
    if (cy + height > BOTTOM) {
      doc.addPage();
      cy = PAGE.margin + 10;
    }
    doc.fillColor('#1d252c').text(label, x + 4, cy + 3, { width: labelWidth });
    if (textValue) {
      doc.text(value, x + 4 + labelWidth, cy + 3, { width: valueBox, align: 'right' });
    } else {
      doc.text(value, x + 4 + labelWidth, cy + 3, { width: valueWidth, align: 'right', lineBreak: false });
      doc
        .fillColor(GREY)
        .text(safe(row.unit), x + 8 + labelWidth + valueWidth, cy + 3, { width: unitWidth, lineBreak: false });
    }
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

/**
 * Line chart of one series: y keys sharing the first y unit on the left axis (up to three), the
 * first y key with another unit on a right axis (dashed). Operating point marked when known.
 */
function chart(
  doc: Doc,
  texts: Texts,
  brand: DocumentBrand,
  result: CalcResult,
  s: CalcSeries,
  x: number,
  y: number,
  width: number,
  height: number,
): number {
  const byKey = new Map(s.y.map((a) => [a.key, a]));
  const primary = s.chart.left
    .map((k) => byKey.get(k))
    .filter((a) => a !== undefined)
    .slice(0, 3);
  const secondary = (s.chart.right && byKey.get(s.chart.right)) || null;
  if (!primary.length) return y;
  const px0 = x + 48;
  const px1 = x + width - (secondary ? 48 : 12);
  const py0 = y + 6;
  const py1 = y + height - 44;
  const xs = s.points.map((p) => p[s.x.key]).filter((v): v is number => typeof v === 'number');
  const values = (key: string) => s.points.map((p) => p[key]).filter((v): v is number => typeof v === 'number');
  const primaryValues = primary.flatMap((a) => values(a.key));
  const xScale = niceScale(Math.min(...xs), Math.max(...xs), 8);
  xScale.min = Math.min(...xs);
  xScale.max = Math.max(...xs);
  const yScale = niceScale(Math.min(0, ...primaryValues), Math.max(...primaryValues), 5);
  const secValues = secondary ? values(secondary.key) : [];
  const y2Scale =
    secondary && secValues.length ? niceScale(Math.min(0, ...secValues), Math.max(...secValues), 5) : null;
  const mapX = (v: number) => px0 + ((v - xScale.min) / (xScale.max - xScale.min || 1)) * (px1 - px0);
  const mapY = (v: number, scale = yScale) => py1 - ((v - scale.min) / (scale.max - scale.min || 1)) * (py1 - py0);

  // Grid and left axis ticks
  doc.font('body').fontSize(7).lineWidth(0.4);
  const yDigits = decimalsOf(yScale.step);
  for (let v = yScale.min; v <= yScale.max + yScale.step / 2; v += yScale.step) {
    const gy = mapY(v);
    doc.moveTo(px0, gy).lineTo(px1, gy).strokeColor(LIGHT).stroke();
    doc
      .fillColor(GREY)
      .text(formatNumber(texts.locale, v, yDigits), x, gy - 3.5, { width: 44, align: 'right', lineBreak: false });
  }
  if (y2Scale) {
    const d2 = decimalsOf(y2Scale.step);
    const ticks = Math.round((y2Scale.max - y2Scale.min) / y2Scale.step);
    for (let i = 0; i <= ticks; i++) {
      const v = y2Scale.min + i * y2Scale.step;
      doc
        .fillColor(GREY)
        .text(formatNumber(texts.locale, v, d2), px1 + 4, mapY(v, y2Scale) - 3.5, { width: 44, lineBreak: false });
    }
  }
  const xTick = niceScale(xScale.min, xScale.max, 8);
  const xDigits = decimalsOf(xTick.step);
  for (let v = xTick.min; v <= xScale.max + 1e-9; v += xTick.step) {
    if (v < xScale.min - 1e-9) continue;
    const gx = mapX(v);
    doc
      .moveTo(gx, py1)
      .lineTo(gx, py1 + 3)
      .strokeColor(GREY)
      .stroke();
    doc.moveTo(gx, py0).lineTo(gx, py1).strokeColor(LIGHT).stroke();
    doc
      .fillColor(GREY)
      .text(formatNumber(texts.locale, v, xDigits), gx - 20, py1 + 5, { width: 40, align: 'center', lineBreak: false });
  }
  // Axes
  doc.lineWidth(0.8).strokeColor('#3d4852');
  doc.moveTo(px0, py0).lineTo(px0, py1).lineTo(px1, py1).stroke();
  if (y2Scale) doc.moveTo(px1, py0).lineTo(px1, py1).stroke();
  doc.fontSize(7.5).fillColor('#3d4852');
  doc.text(safe(`${s.x.label} [${s.x.unit}]`), px0, py1 + 16, { width: px1 - px0, align: 'center', lineBreak: false });
  // Axis titles: label and unit when they fit along the axis, else the unit alone (the legend names the lines).
  const axisTitle = (a: { label: string; unit: string }, withLabel: boolean) => {
    const full = safe(`${a.label} [${a.unit}]`);
    return withLabel && doc.widthOfString(full) <= py1 - py0 ? full : safe(`[${a.unit}]`);
  };
  const leftLabel = axisTitle(primary[0]!, primary.length === 1);
  doc.save();
  doc.rotate(-90, { origin: [x + 6, (py0 + py1) / 2] });
  doc.text(leftLabel, x + 6 - (py1 - py0) / 2, (py0 + py1) / 2 - 4, {
    width: py1 - py0,
    align: 'center',
    lineBreak: false,
  });
  doc.restore();
  if (secondary && y2Scale) {
    doc.save();
    doc.rotate(90, { origin: [x + width - 4, (py0 + py1) / 2] });
    doc.text(axisTitle(secondary, true), x + width - 4 - (py1 - py0) / 2, (py0 + py1) / 2 - 4, {
      width: py1 - py0,
      align: 'center',
      lineBreak: false,
    });
    doc.restore();
  }

  // Lines
  const colors = [brand.color, brand.accent, '#2a9d8f'];
  const plot = (key: string, color: string, scale: typeof yScale, dashed: boolean) => {
    doc.save();
    doc.lineWidth(1.6).strokeColor(color).lineJoin('round');
    if (dashed) doc.dash(4, { space: 3 });
    let drawing = false;
    for (const p of s.points) {
      const vx = p[s.x.key];
      const vy = p[key];
      if (typeof vx !== 'number' || typeof vy !== 'number') {
        drawing = false;
        continue;
      }
      if (drawing) doc.lineTo(mapX(vx), mapY(vy, scale));
      else doc.moveTo(mapX(vx), mapY(vy, scale));
      drawing = true;
    }
    doc.stroke();
    doc.restore();
  };
  for (const [i, a] of primary.entries()) plot(a.key, colors[i]!, yScale, false);
  if (secondary && y2Scale) plot(secondary.key, '#6d5bd0', y2Scale, true);

  // Operating point
  const opX = result.values[s.x.key];
  const opY = result.values[primary[0]!.key];
  if (typeof opX === 'number' && typeof opY === 'number' && opX >= xScale.min && opX <= xScale.max) {
    doc.circle(mapX(opX), mapY(opY), 3.2).lineWidth(1.2).fillAndStroke('#ffffff', brand.color);
  }

  // Legend
  let lx = px0;
  const ly = py1 + 30;
  const legend = [
    ...primary.map((a, i) => ({ label: a.label, color: colors[i]!, dashed: false })),
    ...(secondary && y2Scale ? [{ label: secondary.label, color: '#6d5bd0', dashed: true }] : []),
  ];
  doc.fontSize(7.5);
  for (const item of legend) {
    doc.save();
    doc.lineWidth(1.6).strokeColor(item.color);
    if (item.dashed) doc.dash(4, { space: 3 });
    doc
      .moveTo(lx, ly + 3.5)
      .lineTo(lx + 16, ly + 3.5)
      .stroke();
    doc.restore();
    const label = safe(item.label);
    doc.fillColor('#1d252c').text(label, lx + 20, ly, { lineBreak: false });
    lx += 20 + doc.widthOfString(label) + 14;
  }
  return y + height;
}

function footer(doc: Doc, texts: Texts, result: CalcResult): void {
  const note = result.product.dataSource === 'illustrative' ? texts.t('doc.illustrativeFooter') : texts.t('doc.footer');
  pageFooters(doc, note, (page, pages) => texts.t('doc.page', { page: String(page), pages: String(pages) }));
}
