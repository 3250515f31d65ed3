import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import type { DocumentBrand } from './brands.ts';

/**
 * The house style of the calculator documents (pdfkit): DejaVu fonts (German, Czech, French,
 * Italian, θ, Δ, ✓), A4 page frame, the brand header with the drawn logo, section headings and
 * the page footer. Every calculator PDF (product data sheets, building report) is drawn with it.
 */

const FONT_DIRS = ['/usr/share/fonts/truetype/dejavu', '/usr/share/fonts/dejavu', '/usr/share/fonts/TTF'];

/** DejaVu Sans covers German, Czech, French, Italian, θ, Δ and ✓; Helvetica (WinAnsi) is the fallback. */
export function findFonts(): { regular: string; bold: string } | null {
  for (const dir of FONT_DIRS) {
    const regular = `${dir}/DejaVuSans.ttf`;
    const bold = `${dir}/DejaVuSans-Bold.ttf`;
    if (existsSync(regular) && existsSync(bold)) return { regular, bold };
  }
  return null;
}

const fonts = findFonts();
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const FALLBACK_MAP: Record<string, string> = { '✓': '+', '✗': 'x', '⁴': '4', θ: 't', Δ: 'd', '≥': '>=', '≤': '<=' };

/** With the standard fonts, characters outside WinAnsi lose their accents (č → c) instead of printing garbage. */
export function safe(text: string): string {
  if (fonts) return text;
  return [...text]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(ch)) return ch;
      if (FALLBACK_MAP[ch]) return FALLBACK_MAP[ch];
      const stripped = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return stripped.charCodeAt(0) <= 0xff ? stripped : '?';
    })
    .join('');
}

export const PAGE = { width: 595.28, height: 841.89, margin: 40 };
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
export const BOTTOM = PAGE.height - 58;
export const GREY = '#5f6b76';
export const LIGHT = '#e9edf1';
export const LINE = '#c9d1d9';
export const INK = '#1d252c';

export type Doc = PDFKit.PDFDocument;

/** A4 document with the house fonts registered as `body` and `bold`; `finished` resolves with the bytes. */
export function createDocument(info: { title: string; author: string; subject: string; creator: string }) {
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: 20, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: safe(info.title), Author: info.author, Subject: safe(info.subject), Creator: info.creator },
  });
  if (fonts) {
    doc.registerFont('body', fonts.regular);
    doc.registerFont('bold', fonts.bold);
  } else {
    doc.registerFont('body', 'Helvetica');
    doc.registerFont('bold', 'Helvetica-Bold');
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, finished };
}

/** A new page when `needed` points do not fit below `y`; returns where to continue. */
export function ensure(doc: Doc, y: number, needed: number): number {
  if (y + needed <= BOTTOM) return y;
  doc.addPage();
  return PAGE.margin + 10;
}

export function heading(doc: Doc, text: string, y: number): void {
  doc.font('bold').fontSize(10).fillColor(INK).text(safe(text), PAGE.margin, y, { width: CONTENT_WIDTH });
}

/**
 * Brand logo (rounded square with three heat waves), brand name and subtitle on the left, up to
 * two lines on the right (date, data version), a rule in the brand colour. Returns the y below.
 */
export function brandHeader(doc: Doc, brand: DocumentBrand, subtitle: string, right: string[]): number {
  const x = PAGE.margin;
  const top = 34;
  doc.save();
  doc.roundedRect(x, top, 36, 36, 7).fill(brand.color);
  doc.lineWidth(2.2).strokeColor('#ffffff').lineCap('round');
  for (let i = 0; i < 3; i++) {
    const wy = top + 11 + i * 7;
    doc
      .moveTo(x + 8, wy)
      .bezierCurveTo(x + 13, wy - 4, x + 17, wy + 4, x + 22, wy)
      .bezierCurveTo(x + 25, wy - 3, x + 27, wy - 2, x + 29, wy)
      .stroke();
  }
  doc.restore();
  doc
    .font('bold')
    .fontSize(19)
    .fillColor(brand.color)
    .text(safe(brand.name), x + 46, top + 1, { lineBreak: false });
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(safe(subtitle), x + 47, top + 24, { lineBreak: false });
  doc.font('body').fontSize(8.5).fillColor(GREY);
  right.forEach((line, i) => {
    doc.text(safe(line), PAGE.margin, top + 4 + i * 12, { width: CONTENT_WIDTH, align: 'right', lineBreak: false });
  });
  doc
    .moveTo(PAGE.margin, top + 46)
    .lineTo(PAGE.width - PAGE.margin, top + 46)
    .lineWidth(1.5)
    .strokeColor(brand.color)
    .stroke();
  return top + 56;
}

/** Footer on every buffered page: a note on the left, "page n of m" on the right. */
export function pageFooters(doc: Doc, note: string, pageLabel: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const fy = PAGE.height - 42;
    doc
      .moveTo(PAGE.margin, fy - 4)
      .lineTo(PAGE.width - PAGE.margin, fy - 4)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
    doc.font('body').fontSize(7).fillColor(GREY);
    doc.text(safe(note), PAGE.margin, fy, { width: CONTENT_WIDTH - 80, lineBreak: true, height: 20 });
    doc.text(safe(pageLabel(i - range.start + 1, range.count)), PAGE.width - PAGE.margin - 80, fy, {
      width: 80,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** Round axis limits and a step giving about `count` ticks. */
export function niceScale(min: number, max: number, count = 5): { min: number; max: number; step: number } {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { min: 0, max: 1, step: 0.2 };
  if (max - min < 1e-9) {
    const pad = Math.abs(max) > 0 ? Math.abs(max) * 0.1 : 1;
    min -= pad;
    max += pad;
  }
  const raw = (max - min) / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((f) => f * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
  return { min: Math.floor(min / step + 1e-9) * step, max: Math.ceil(max / step - 1e-9) * step, step };
}

export function decimalsOf(step: number): number {
  return step >= 1 ? 0 : Math.min(4, Math.ceil(-Math.log10(step) + 1e-9) + (String(step).includes('5') ? 1 : 0));
}
