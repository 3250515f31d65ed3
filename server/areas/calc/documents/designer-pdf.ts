import type { NamedValue } from '../../../../contract/building.ts';
import type { AscoDesign, BillItem, CrossDesign, DesignMessage } from '../../../../contract/designers.ts';
import { BuildingTexts } from '../building-calc/texts.ts';
import type { DocumentBrand } from './brands.ts';
import { formatDate, formatNumber } from './format.ts';
import {
  brandHeader,
  CONTENT_WIDTH,
  createDocument,
  type Doc,
  ensure,
  GREY,
  heading,
  INK,
  PAGE,
  pageFooters,
  safe,
} from './pdf-style.ts';
import { gridTable, namedTable } from './pdf-tables.ts';

/** PDFs of the two designers: the drawing, the named values and the bill of items (house style). */

type Design = { kind: 'cross'; design: CrossDesign } | { kind: 'asco'; design: AscoDesign };

export async function renderDesignerPdf(input: Design, brand: DocumentBrand, date = new Date()): Promise<Buffer> {
  const d = input.design;
  const texts = new BuildingTexts(d.locale as BuildingTexts['locale'], 'designer');
  const { doc, finished } = createDocument({
    title: d.title,
    author: brand.name,
    subject: texts.t('doc.subject'),
    creator: 'Portal designers',
  });
  let y = brandHeader(doc, brand, texts.t('doc.subtitle'), [
    `${texts.t('doc.date')}: ${formatDate(texts.locale, date)}`,
    `${texts.t('doc.dataVersion')}: v${d.dataVersion}`,
  ]);
  doc.font('bold').fontSize(15).fillColor(INK).text(safe(d.title), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 2;
  const summary =
    input.kind === 'cross'
      ? `${texts.t(`cross.types.${input.design.input.grilleType}`)} · ${input.design.profileName} · ${input.design.colourName} · ${fmt(texts, input.design.input.lengthMm)} × ${fmt(texts, input.design.input.widthMm)} mm · ${texts.t('cross.loadClass')}: ${input.design.loadClass?.label ?? '–'}`
      : `${input.design.panelName} · ${fmt(texts, input.design.input.roomLengthMm)} × ${fmt(texts, input.design.input.roomWidthMm)} mm · ${texts.t('asco.joint')} ${fmt(texts, input.design.input.jointMm)} mm`;
  doc.font('body').fontSize(9).fillColor(GREY).text(safe(summary), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 12;

  heading(doc, texts.t('doc.drawing'), y);
  y += 16;
  y = input.kind === 'cross' ? crossDrawing(doc, input.design, y) : ascoDrawing(doc, input.design, y);
  y = values(doc, texts, d.values, y + 14);
  y = bill(doc, texts, d.bill, y);
  notes(doc, texts, d.warnings, y);
  pageFooters(doc, texts.t('doc.footer'), (page, pages) =>
    texts.t('doc.page', { page: String(page), pages: String(pages) }),
  );
  doc.end();
  return finished;
}

const fmt = (texts: BuildingTexts, v: number) => formatNumber(texts.locale, v, Number.isInteger(v) ? 0 : 1);

/** Top view (bars, segment joints, spacer rows) and a cross-section of three bars. */
function crossDrawing(doc: Doc, d: CrossDesign, top: number): number {
  const g = d.drawing;
  const width = CONTENT_WIDTH;
  const scale = Math.min(width / g.lengthMm, 150 / g.widthMm);
  const h = g.widthMm * scale;
  const x0 = PAGE.margin;
  doc.save();
  doc
    .rect(x0, top, g.lengthMm * scale, h)
    .lineWidth(0.8)
    .strokeColor('#3d4852')
    .stroke();
  for (const bar of g.barsMm) doc.rect(x0 + bar * scale, top, Math.max(0.3, g.barWidthMm * scale), h).fill(g.colour);
  doc.lineWidth(0.5).strokeColor('#6b7680').dash(2, { space: 2 });
  for (const row of g.spacerRowsMm)
    doc
      .moveTo(x0, top + row * scale)
      .lineTo(x0 + g.lengthMm * scale, top + row * scale)
      .stroke();
  doc.undash().lineWidth(1.4).strokeColor('#c8102e');
  for (const s of g.segments.slice(1))
    doc
      .moveTo(x0 + s.startMm * scale, top - 3)
      .lineTo(x0 + s.startMm * scale, top + h + 3)
      .stroke();
  doc.restore();
  // Cross-section: three bars at 4:1 of their size (or as large as fits).
  const sy = top + h + 18;
  const k = Math.min(4, 60 / g.barHeightMm);
  for (let i = 0; i < 3; i++) doc.rect(x0 + i * g.pitchMm * k, sy, g.barWidthMm * k, g.barHeightMm * k).fill(g.colour);
  doc.font('body').fontSize(7.5).fillColor(GREY);
  doc.text(
    safe(`b = ${g.barWidthMm} mm, h = ${g.barHeightMm} mm, s = ${g.pitchMm} mm`),
    x0 + 3 * g.pitchMm * k + 10,
    sy + 4,
    { lineBreak: false },
  );
  return sy + g.barHeightMm * k;
}

/** Ceiling plan: full panels light, cut panels hatched grey, cut-out panels tinted, cut-outs outlined. */
function ascoDrawing(doc: Doc, d: AscoDesign, top: number): number {
  const g = d.drawing;
  const scale = Math.min(CONTENT_WIDTH / g.roomLengthMm, 300 / g.roomWidthMm);
  const x0 = PAGE.margin;
  const fill = { full: '#f2f4f6', cut: '#d5dbe0', cutout: '#f6d7b8' } as const;
  doc.save();
  doc.rect(x0, top, g.roomLengthMm * scale, g.roomWidthMm * scale).fill('#8a949c');
  for (const c of g.cells)
    doc.rect(x0 + c.xMm * scale, top + c.yMm * scale, c.widthMm * scale, c.heightMm * scale).fill(fill[c.kind]);
  doc.lineWidth(1).strokeColor('#c8102e');
  for (const c of g.cutouts)
    doc.rect(x0 + c.xMm * scale, top + c.yMm * scale, c.widthMm * scale, c.heightMm * scale).stroke();
  doc
    .rect(x0, top, g.roomLengthMm * scale, g.roomWidthMm * scale)
    .lineWidth(1)
    .strokeColor('#3d4852')
    .stroke();
  doc.restore();
  return top + g.roomWidthMm * scale;
}

function values(doc: Doc, texts: BuildingTexts, list: NamedValue[], top: number): number {
  const y = ensure(doc, top, 80);
  heading(doc, texts.t('doc.values'), y);
  const headers: [string, string, string, string] = [
    texts.t('doc.quantity'),
    texts.t('doc.symbol'),
    texts.t('doc.value'),
    texts.t('doc.unit'),
  ];
  return namedTable(doc, texts.locale, PAGE.margin, y + 16, CONTENT_WIDTH, headers, list) + 14;
}

function bill(doc: Doc, texts: BuildingTexts, items: BillItem[], top: number): number {
  const y = ensure(doc, top, 60);
  heading(doc, texts.t('doc.bill'), y);
  return (
    gridTable(
      doc,
      PAGE.margin,
      y + 16,
      [
        { header: texts.t('doc.item'), width: CONTENT_WIDTH - 220 },
        { header: texts.t('doc.article'), width: 120 },
        { header: texts.t('doc.quantity'), width: 100, align: 'right' },
      ],
      items.map((i) => [
        i.label,
        i.articleId,
        `${formatNumber(texts.locale, i.quantity, Number.isInteger(i.quantity) ? 0 : 2)} ${i.unit}`,
      ]),
    ) + 14
  );
}

function notes(doc: Doc, texts: BuildingTexts, list: DesignMessage[], top: number): void {
  if (!list.length) return;
  let y = ensure(doc, top, 20 + 12 * list.length);
  heading(doc, texts.t('doc.notes'), y);
  y += 16;
  for (const note of list) {
    doc.font('body').fontSize(8).fillColor(INK).text('•', PAGE.margin, y, { width: 10 });
    doc.text(safe(note.message), PAGE.margin + 10, y, { width: CONTENT_WIDTH - 10 });
    y = doc.y + 2;
  }
}
