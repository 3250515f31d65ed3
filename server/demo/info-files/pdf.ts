import PDFDocument from 'pdfkit';
import { findFonts } from '../../areas/calc/index.ts';

/**
 * Small, real one- or two-page info PDFs for the demo info systems. The German plant's in
 * standard Helvetica (no font embedding, so a hundred documents take well under a second); the
 * Czech plant's in Czech, which WinAnsi cannot spell (ě, ř, ů), so in DejaVu where the machine
 * has it (the calculator documents' fonts), else Helvetica without the accents.
 */

/** Whose document: language, date format, footer and author. */
export const plants = {
  plattling: {
    locale: 'de-DE',
    author: 'Kermi GmbH',
    asOf: 'Stand',
    footer: (page: number, pages: number) =>
      `Kermi GmbH · Pankofen-Bahnhof 1 · 94447 Plattling · Nur für den internen Gebrauch · Seite ${page} von ${pages}`,
  },
  dobre: {
    locale: 'cs-CZ',
    author: 'PZP HEATING a.s.',
    asOf: 'Stav k',
    footer: (page: number, pages: number) =>
      `PZP HEATING a.s. · Dobré 149 · 517 93 Dobré · Pouze pro interní potřebu · Strana ${page} z ${pages}`,
  },
} as const;
export type Plant = keyof typeof plants;

export interface InfoTable {
  columns: string[];
  /** Relative column widths. */
  widths: number[];
  rows: string[][];
}

export interface InfoSection {
  heading: string;
  paragraphs?: string[];
  bullets?: string[];
  table?: InfoTable;
}

export interface InfoDocument {
  /** Header line above the title, e.g. "Kermi GmbH · Arbeitssicherheit". */
  kicker: string;
  title: string;
  subtitle?: string;
  /** Shown as "Stand: …" and used as the PDF's creation date. */
  date: Date;
  sections: InfoSection[];
  /** Accent colour of the header band. */
  color?: string;
  /** The plant the document is from (default Plattling). */
  plant?: Plant;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Helvetica speaks WinAnsi: other characters lose their accents (č → c). */
function winAnsi(text: string): string {
  return [...text]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff || WIN_ANSI_EXTRA.has(ch)) return ch;
      if (ch === '→') return '»';
      const stripped = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return stripped.charCodeAt(0) <= 0xff ? stripped : '?';
    })
    .join('');
}

const unicodeFonts = findFonts();

export function renderInfoPdf(info: InfoDocument): Promise<Buffer> {
  const color = info.color ?? '#1f3a5f';
  const plant = plants[info.plant ?? 'plattling'];
  const embed = plant !== plants.plattling && unicodeFonts !== null;
  const font = embed
    ? { regular: 'unicode', bold: 'unicode-bold', italic: 'unicode' }
    : { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' };
  const safe = embed ? (text: string) => text : winAnsi;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: PAGE.margin, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: {
      Title: safe(info.title),
      Author: plant.author,
      Subject: safe(info.kicker),
      CreationDate: info.date,
      ModDate: info.date,
    },
  });
  if (embed) {
    doc.registerFont('unicode', unicodeFonts.regular);
    doc.registerFont('unicode-bold', unicodeFonts.bold);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const dateText = new Intl.DateTimeFormat(plant.locale, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'Europe/Berlin',
  }).format(info.date);

  doc.rect(0, 0, PAGE.width, 96).fill(color);
  doc.fillColor('#ffffff').font(font.regular).fontSize(10).text(safe(info.kicker), PAGE.margin, 28, { width: WIDTH });
  doc
    .font(font.bold)
    .fontSize(20)
    .text(safe(info.title), PAGE.margin, 46, { width: WIDTH, height: 46, ellipsis: true });
  doc.fillColor('#222222').font(font.regular).fontSize(10);
  doc.y = 116;
  if (info.subtitle) doc.font(font.italic).fontSize(11).text(safe(info.subtitle), PAGE.margin, doc.y, { width: WIDTH });
  doc
    .font(font.regular)
    .fontSize(9)
    .fillColor('#5f6b76')
    .text(`${plant.asOf}: ${dateText}`, PAGE.margin, doc.y + 4, { width: WIDTH });
  doc.moveDown(1);

  for (const section of info.sections) {
    if (doc.y > PAGE.height - 130) doc.addPage();
    doc.fillColor(color).font(font.bold).fontSize(13).text(safe(section.heading), PAGE.margin, doc.y, { width: WIDTH });
    doc.moveDown(0.3);
    doc.fillColor('#222222').font(font.regular).fontSize(10.5);
    for (const p of section.paragraphs ?? []) {
      doc.text(safe(p), PAGE.margin, doc.y, { width: WIDTH, align: 'justify' });
      doc.moveDown(0.5);
    }
    for (const b of section.bullets ?? []) {
      const y = doc.y;
      doc.circle(PAGE.margin + 4, y + 5, 1.8).fill(color);
      doc.fillColor('#222222').text(safe(b), PAGE.margin + 14, y, { width: WIDTH - 14 });
      doc.moveDown(0.25);
    }
    if (section.table) drawTable(doc, section.table, color, font, safe);
    doc.moveDown(0.8);
  }

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // The footer sits inside the bottom margin: without this pdfkit would start a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(font.regular)
      .fontSize(8)
      .fillColor('#8a949e')
      .text(safe(plant.footer(i + 1, range.count)), PAGE.margin, PAGE.height - 36, {
        width: WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

function drawTable(
  doc: PDFKit.PDFDocument,
  table: InfoTable,
  color: string,
  font: { regular: string; bold: string },
  safe: (text: string) => string,
): void {
  const total = table.widths.reduce((a, b) => a + b, 0);
  const widths = table.widths.map((w) => (w / total) * WIDTH);
  const row = (cells: string[], header: boolean) => {
    doc.font(header ? font.bold : font.regular).fontSize(9.5);
    const height = Math.max(...cells.map((cell, i) => doc.heightOfString(safe(cell), { width: widths[i]! - 8 }))) + 8;
    if (doc.y + height > PAGE.height - 60) doc.addPage();
    const y = doc.y;
    if (header) doc.rect(PAGE.margin, y, WIDTH, height).fill('#e9edf1');
    let x = PAGE.margin;
    cells.forEach((cell, i) => {
      doc.fillColor(header ? color : '#222222').text(safe(cell), x + 4, y + 4, { width: widths[i]! - 8 });
      x += widths[i]!;
    });
    doc
      .moveTo(PAGE.margin, y + height)
      .lineTo(PAGE.margin + WIDTH, y + height)
      .lineWidth(0.5)
      .strokeColor('#c9d1d9')
      .stroke();
    doc.y = y + height;
  };
  row(table.columns, true);
  for (const r of table.rows) row(r, false);
  doc.x = PAGE.margin;
}
