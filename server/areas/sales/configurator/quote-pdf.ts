/**
 * The quote for a configured product as a PDF, in the house style of the calculator documents
 * (server/areas/calc/documents/pdf.ts: DejaVu fonts, brand colour, drawn logo): customer, product with
 * its characteristics, the bill of items with list price, discount and net price.
 */
import PDFDocument from 'pdfkit';
import type { SapConfigResponse } from '../../../../contract/configurator.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { translate } from '../../../i18n.ts';
import { type DocumentBrand, findFonts, safe } from '../../calc/index.ts';

export interface QuoteInput {
  configuration: SapConfigResponse;
  customer: { number: string; name: string; city: string } | null;
  customerReference?: string;
  quoteNumber: string;
  language: Locale;
  brand: DocumentBrand;
  date: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 48 };
const WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1d252c';
const GREY = '#5f6b76';
const LINE = '#c9d1d9';
const fonts = findFonts();

export async function renderQuotePdf(input: QuoteInput): Promise<Buffer> {
  const { configuration: cfg, language, brand } = input;
  const t = (key: string, values?: Record<string, string>) => safe(translate(language, `sales.quote.${key}`, values));
  const money = (n: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: cfg.price?.currency ?? 'EUR' }).format(n);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.margin, bottom: 30, left: PAGE.margin, right: PAGE.margin },
    bufferPages: true,
    info: { Title: safe(`${t('title')} ${input.quoteNumber}`), Author: brand.name, Subject: safe(cfg.materialText) },
  });
  doc.registerFont('body', fonts?.regular ?? 'Helvetica');
  doc.registerFont('bold', fonts?.bold ?? 'Helvetica-Bold');
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Logo, brand, title and date.
  doc.roundedRect(PAGE.margin, 40, 34, 34, 7).fill(brand.color);
  doc
    .font('bold')
    .fontSize(19)
    .fillColor(brand.color)
    .text(safe(brand.name), PAGE.margin + 44, 42, { lineBreak: false });
  doc
    .font('body')
    .fontSize(8.5)
    .fillColor(GREY)
    .text(t('subtitle'), PAGE.margin + 45, 64, { lineBreak: false });
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(input.date);
  doc.text(`${t('date')}: ${date}`, PAGE.margin, 44, { width: WIDTH, align: 'right' });
  doc.text(`${t('number')}: ${input.quoteNumber}`, PAGE.margin, 56, { width: WIDTH, align: 'right' });
  doc
    .moveTo(PAGE.margin, 86)
    .lineTo(PAGE.width - PAGE.margin, 86)
    .lineWidth(1.5)
    .strokeColor(brand.color)
    .stroke();

  let y = 98;
  doc.font('bold').fontSize(16).fillColor(INK).text(t('title'), PAGE.margin, y);
  y = doc.y + 6;
  if (input.customer) {
    const c = input.customer;
    doc
      .font('body')
      .fontSize(10)
      .fillColor(INK)
      .text(safe(`${t('customer')}: ${c.name}, ${c.city} (${c.number})`), PAGE.margin, y, { width: WIDTH });
    y = doc.y + 2;
  }
  if (input.customerReference) {
    doc.text(safe(`${t('reference')}: ${input.customerReference}`), PAGE.margin, y, { width: WIDTH });
    y = doc.y + 2;
  }

  y += 10;
  doc.font('bold').fontSize(12).fillColor(brand.color).text(safe(cfg.materialText), PAGE.margin, y, { width: WIDTH });
  y = doc.y + 2;
  doc
    .font('body')
    .fontSize(9)
    .fillColor(GREY)
    .text(safe(`${t('variant')}: ${cfg.materialVariante ?? '–'}  ·  ${t('kmat')}: ${cfg.bauform}`), PAGE.margin, y);
  y = doc.y + 10;

  // Characteristics, two columns of label and value.
  doc.font('bold').fontSize(10).fillColor(INK).text(t('characteristics'), PAGE.margin, y);
  y = doc.y + 4;
  for (const c of cfg.sapCharacteristics) {
    const value = c.possibleValues.find((v) => v.value === c.value)?.text ?? c.value ?? '–';
    doc.font('body').fontSize(9).fillColor(GREY).text(safe(c.text), PAGE.margin, y, { width: 150 });
    doc.fillColor(INK).text(safe(value), PAGE.margin + 160, y, { width: WIDTH - 160 });
    y = Math.max(doc.y, y + 12) + 2;
  }

  // Bill of items.
  y += 10;
  doc.font('bold').fontSize(10).fillColor(INK).text(t('items'), PAGE.margin, y);
  y = doc.y + 4;
  const columns = [
    { x: PAGE.margin, width: 34, align: 'left' as const },
    { x: PAGE.margin + 36, width: 100, align: 'left' as const },
    { x: PAGE.margin + 140, width: WIDTH - 300, align: 'left' as const },
    { x: PAGE.width - PAGE.margin - 152, width: 50, align: 'right' as const },
    { x: PAGE.width - PAGE.margin - 96, width: 96, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'body' | 'bold') => {
    doc.font(font).fontSize(9).fillColor(INK);
    const heights = cells.map((cell, i) => doc.heightOfString(safe(cell), { width: columns[i]!.width }));
    cells.forEach((cell, i) => {
      doc.text(safe(cell), columns[i]!.x, y, { width: columns[i]!.width, align: columns[i]!.align });
    });
    y += Math.max(...heights) + 4;
    doc
      .moveTo(PAGE.margin, y - 2)
      .lineTo(PAGE.width - PAGE.margin, y - 2)
      .lineWidth(0.5)
      .strokeColor(LINE)
      .stroke();
  };
  const count = (n: number) => new Intl.NumberFormat(language).format(n);
  row([t('position'), t('material'), t('text'), t('quantity'), t('amount')], 'bold');
  for (const item of cfg.billOfItems)
    row(
      [String(item.position), item.materialNumber ?? '', item.text, count(item.quantity), money(item.amount)],
      'body',
    );

  if (cfg.price) {
    y += 6;
    const total = (label: string, value: string, bold = false) => {
      doc
        .font(bold ? 'bold' : 'body')
        .fontSize(bold ? 11 : 9.5)
        .fillColor(INK);
      doc.text(safe(label), PAGE.margin + 200, y, { width: WIDTH - 300, align: 'right' });
      doc.text(safe(value), PAGE.width - PAGE.margin - 96, y, { width: 96, align: 'right' });
      y = doc.y + 4;
    };
    total(t('listPrice'), money(cfg.price.brutto));
    total(
      t('discount', { percent: new Intl.NumberFormat(language).format(cfg.price.discountPercent) }),
      money(cfg.price.netto - cfg.price.brutto),
    );
    if (cfg.price.quantity > 1) total(t('unitNetPrice'), money(cfg.price.unitNetto));
    total(t('netPrice'), money(cfg.price.netto), true);
  }
  y += 14;
  doc.font('body').fontSize(8).fillColor(GREY).text(t('terms'), PAGE.margin, y, { width: WIDTH });

  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    doc.font('body').fontSize(7).fillColor(GREY);
    doc.text(t('page', { page: String(i + 1), pages: String(range.count) }), PAGE.margin, PAGE.height - 40, {
      width: WIDTH,
      align: 'right',
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}
