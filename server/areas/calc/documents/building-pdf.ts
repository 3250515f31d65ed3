import type { ComparisonResult, InvestmentResult, NamedValue } from '../../../../contract/building.ts';
import type { BuildingReport } from '../building-calc/report.ts';
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
  LIGHT,
  niceScale,
  PAGE,
  pageFooters,
  safe,
} from './pdf-style.ts';
import { formatValue, gridTable, namedTable } from './pdf-tables.ts';

/**
 * The building report (house style of pdf-style.ts): project data, the building's heat load,
 * every room with its components and named values, and when computed the system comparison
 * (every step of both systems, the subsidy, a chart of cumulative costs) and the investments.
 */
export async function renderBuildingPdf(report: BuildingReport, brand: DocumentBrand, date = new Date()) {
  const texts = new BuildingTexts(report.locale);
  const h = report.heatLoad;
  const title = texts.t(`titles.${h.mode}`);
  const { doc, finished } = createDocument({
    title,
    author: brand.name,
    subject: texts.t('doc.subject'),
    creator: 'Portal building calculators',
  });
  let y = brandHeader(doc, brand, texts.t('doc.subtitle'), [
    `${texts.t('doc.date')}: ${formatDate(report.locale, date)}`,
    `${texts.t('doc.dataVersion')}: v${h.dataVersion} (${h.dataSource})`,
  ]);
  doc.font('bold').fontSize(15).fillColor(INK).text(safe(title), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 2;
  const climate = h.climate;
  const facts = [
    texts.t(`methods.${h.method}`),
    `${texts.t('doc.designOutdoorTemperature')}: ${formatNumber(report.locale, climate.designOutdoorTemperature, 1)} °C (${climate.note})`,
    ...(h.ageClass ? [`${texts.t('doc.ageClass')}: ${texts.t(`ageClasses.${h.ageClass}`)}`] : []),
  ];
  doc
    .font('body')
    .fontSize(9)
    .fillColor(GREY)
    .text(safe(facts.join('  ·  ')), PAGE.margin, y, { width: CONTENT_WIDTH });
  y = doc.y + 12;

  const headers: [string, string, string, string] = [
    texts.t('doc.quantity'),
    texts.t('doc.symbol'),
    texts.t('doc.value'),
    texts.t('doc.unit'),
  ];
  const section = (text: string, needed: number) => {
    y = ensure(doc, y, needed);
    heading(doc, text, y);
    y += 16;
  };
  const named = (values: NamedValue[]) => {
    y = namedTable(doc, report.locale, PAGE.margin, y, CONTENT_WIDTH, headers, values) + 12;
  };

  section(texts.t('doc.building'), 120);
  named(h.building.values);
  if (h.building.elements.length) {
    y = components(doc, texts, report, y, h.building.elements) + 12;
  }
  if (h.renovated) {
    section(texts.t('doc.renovated'), 120);
    named(h.renovated.values);
    y = components(doc, texts, report, y, h.renovated.elements) + 12;
  }
  for (const room of h.rooms) {
    section(`${texts.t('doc.room')} ${room.index + 1}: ${room.name} (${texts.t(`roomTypes.${room.type}`)})`, 150);
    if (room.components.length) y = components(doc, texts, report, y, room.components) + 8;
    named(room.values);
  }
  if (report.comparison) y = comparison(doc, texts, report, report.comparison, y, brand, headers);
  for (const investment of report.investments) y = investmentSection(doc, texts, report, investment, y, headers);

  const notes = [
    ...h.warnings,
    ...(report.comparison?.warnings ?? []),
    ...report.investments.flatMap((i) => i.warnings),
  ].filter((note, i, all) => all.findIndex((n) => n.message === note.message) === i);
  if (notes.length) {
    section(texts.t('doc.notes'), 20 + 12 * notes.length);
    for (const note of notes) {
      y = ensure(doc, y, 12);
      doc.font('body').fontSize(8).fillColor(INK).text('•', PAGE.margin, y, { width: 10 });
      doc.text(safe(note.message), PAGE.margin + 10, y, { width: CONTENT_WIDTH - 10 });
      y = doc.y + 2;
    }
  }
  pageFooters(doc, texts.t('doc.footer'), (page, pages) =>
    texts.t('doc.page', { page: String(page), pages: String(pages) }),
  );
  doc.end();
  return finished;
}

function components(
  doc: Doc,
  texts: BuildingTexts,
  report: BuildingReport,
  y: number,
  list: BuildingReport['heatLoad']['building']['elements'],
) {
  const l = report.locale;
  return gridTable(
    doc,
    PAGE.margin,
    y,
    [
      { header: texts.t('doc.component'), width: 118 },
      { header: texts.t('doc.boundary'), width: 62 },
      { header: 'A [m²]', width: 46, align: 'right' },
      { header: 'U [W/(m²K)]', width: 54, align: 'right' },
      { header: 'ΔU_TB', width: 38, align: 'right' },
      { header: 'f', width: 40, align: 'right' },
      { header: 'H_T [W/K]', width: 58, align: 'right' },
      { header: 'Φ_T [W]', width: 54, align: 'right' },
      { header: texts.t('doc.uSource'), width: CONTENT_WIDTH - 470 },
    ],
    list.map((c) => [
      `${c.name} – ${texts.t(`kinds.${c.kind}`)}`,
      texts.t(`boundaries.${c.boundary}`),
      formatNumber(l, c.area, 2),
      formatNumber(l, c.u, 2),
      formatNumber(l, c.thermalBridge, 2),
      formatNumber(l, c.f, 3),
      formatNumber(l, c.transmissionCoefficient, 2),
      formatNumber(l, c.transmissionLoss, 0),
      texts.t(`uSources.${c.uSource}`),
    ]),
  );
}

function comparison(
  doc: Doc,
  texts: BuildingTexts,
  report: BuildingReport,
  c: ComparisonResult,
  start: number,
  brand: DocumentBrand,
  headers: [string, string, string, string],
): number {
  const l = report.locale;
  let y = ensure(doc, start, 160);
  heading(doc, texts.t('doc.comparison'), y);
  y += 16;
  y = namedTable(doc, l, PAGE.margin, y, CONTENT_WIDTH, headers, [...c.heatDemand, ...c.parameters]) + 12;

  const { boiler, heatPump } = c.systems;
  const keys = [...boiler.values.map((v) => v.key)];
  for (const v of heatPump.values) if (!keys.includes(v.key)) keys.push(v.key);
  const cell = (values: NamedValue[], key: string) => {
    const v = values.find((x) => x.key === key);
    return v ? `${formatValue(l, v.value, v.unit)} ${v.unit}`.trim() : '–';
  };
  y = ensure(doc, y, 60);
  y =
    gridTable(
      doc,
      PAGE.margin,
      y,
      [
        { header: texts.t('doc.quantity'), width: 215 },
        { header: boiler.label, width: 150, align: 'right' },
        { header: heatPump.label, width: CONTENT_WIDTH - 365, align: 'right' },
      ],
      keys.map((key) => [
        (boiler.values.find((v) => v.key === key) ?? heatPump.values.find((v) => v.key === key))!.label,
        cell(boiler.values, key),
        cell(heatPump.values, key),
      ]),
    ) + 12;

  y = ensure(doc, y, 40 + 13 * c.subsidy.rates.length);
  heading(doc, texts.t('doc.subsidy'), y);
  y += 16;
  y =
    gridTable(
      doc,
      PAGE.margin,
      y,
      [
        { header: texts.t('doc.rate'), width: 170 },
        { header: '%', width: 50, align: 'right' },
        { header: texts.t('doc.applies'), width: 60 },
        { header: texts.t('doc.reason'), width: CONTENT_WIDTH - 280 },
      ],
      c.subsidy.rates.map((r) => [
        r.label,
        formatNumber(l, r.rate * 100, 0),
        r.applies ? texts.t('doc.yes') : texts.t('doc.no'),
        r.reason,
      ]),
    ) + 8;
  y = namedTable(doc, l, PAGE.margin, y, CONTENT_WIDTH, headers, [...c.subsidy.values, ...c.difference]) + 12;

  y = ensure(doc, y, 230);
  heading(doc, texts.t('doc.cumulativeChart'), y);
  y = cumulativeChart(doc, texts, report, c, brand, y + 16) + 8;
  const breakEven =
    c.breakEvenYear === null ? texts.t('doc.noBreakEven') : texts.t('doc.breakEven', { year: c.breakEvenYear });
  doc.font('body').fontSize(8.5).fillColor(INK).text(safe(breakEven), PAGE.margin, y, { width: CONTENT_WIDTH });
  return doc.y + 14;
}

/** Cumulative nominal cost of both systems over the years (two polylines, axes, legend). */
function cumulativeChart(
  doc: Doc,
  texts: BuildingTexts,
  report: BuildingReport,
  c: ComparisonResult,
  brand: DocumentBrand,
  y: number,
) {
  const x0 = PAGE.margin + 54;
  const x1 = PAGE.margin + CONTENT_WIDTH - 10;
  const y0 = y + 4;
  const y1 = y + 160;
  const years = c.yearly.map((p) => p.year);
  const all = c.yearly.flatMap((p) => [p.boiler, p.heatPump]);
  const scale = niceScale(0, Math.max(...all), 5);
  const mapX = (v: number) => x0 + ((v - years[0]!) / (years.at(-1)! - years[0]! || 1)) * (x1 - x0);
  const mapY = (v: number) => y1 - ((v - scale.min) / (scale.max - scale.min || 1)) * (y1 - y0);
  doc.font('body').fontSize(7).lineWidth(0.4);
  for (let v = scale.min; v <= scale.max + scale.step / 2; v += scale.step) {
    doc.moveTo(x0, mapY(v)).lineTo(x1, mapY(v)).strokeColor(LIGHT).stroke();
    doc.fillColor(GREY).text(formatNumber(report.locale, v, 0), PAGE.margin, mapY(v) - 3.5, {
      width: 50,
      align: 'right',
      lineBreak: false,
    });
  }
  const step = years.length > 21 ? 5 : 2;
  for (const year of years) {
    if (year % step) continue;
    doc.fillColor(GREY).text(String(year), mapX(year) - 10, y1 + 4, { width: 20, align: 'center', lineBreak: false });
  }
  doc.lineWidth(0.8).strokeColor('#3d4852').moveTo(x0, y0).lineTo(x0, y1).lineTo(x1, y1).stroke();
  doc
    .fontSize(7.5)
    .fillColor('#3d4852')
    .text(safe(texts.t('doc.years')), x0, y1 + 15, { width: x1 - x0, align: 'center', lineBreak: false });
  const line = (key: 'boiler' | 'heatPump', color: string, dashed: boolean) => {
    doc.save().lineWidth(1.6).strokeColor(color);
    if (dashed) doc.dash(4, { space: 3 });
    for (const [i, p] of c.yearly.entries()) {
      if (i) doc.lineTo(mapX(p.year), mapY(p[key]));
      else doc.moveTo(mapX(p.year), mapY(p[key]));
    }
    doc.stroke().restore();
  };
  line('boiler', brand.accent, true);
  line('heatPump', brand.color, false);
  let lx = x0;
  const ly = y1 + 28;
  for (const [label, color, dashed] of [
    [`${c.systems.boiler.label} [€]`, brand.accent, true],
    [`${c.systems.heatPump.label} [€]`, brand.color, false],
  ] as const) {
    doc.save().lineWidth(1.6).strokeColor(color);
    if (dashed) doc.dash(4, { space: 3 });
    doc
      .moveTo(lx, ly + 3.5)
      .lineTo(lx + 16, ly + 3.5)
      .stroke()
      .restore();
    doc
      .fontSize(7.5)
      .fillColor(INK)
      .text(safe(label), lx + 20, ly, { lineBreak: false });
    lx += 20 + doc.widthOfString(safe(label)) + 14;
  }
  return ly + 12;
}

function investmentSection(
  doc: Doc,
  texts: BuildingTexts,
  report: BuildingReport,
  inv: InvestmentResult,
  start: number,
  headers: [string, string, string, string],
): number {
  const l = report.locale;
  let y = ensure(doc, start, 120);
  heading(doc, inv.title, y);
  y += 16;
  y = namedTable(doc, l, PAGE.margin, y, CONTENT_WIDTH, headers, inv.values) + 8;
  const money = (v: number) => `${formatNumber(l, v, 2)} €`;
  y = gridTable(
    doc,
    PAGE.margin,
    ensure(doc, y, 40),
    [
      { header: texts.t('doc.item'), width: 225 },
      { header: texts.t('doc.article'), width: 60 },
      { header: texts.t('doc.quantityShort'), width: 60, align: 'right' },
      { header: texts.t('doc.unitPrice'), width: 85, align: 'right' },
      { header: texts.t('doc.total'), width: CONTENT_WIDTH - 430, align: 'right' },
    ],
    [
      ...inv.items.map((i) => [
        i.label,
        i.articleId ?? '',
        `${formatNumber(l, i.quantity, Number.isInteger(i.quantity) ? 0 : 2)} ${i.unit}`,
        money(i.unitPriceEur),
        money(i.totalEur),
      ]),
      [texts.t('doc.net'), '', '', '', money(inv.netEur)],
      [`${texts.t('doc.vat')} ${formatNumber(l, inv.vatRate * 100, 0)} %`, '', '', '', money(inv.vatEur)],
      [texts.t('doc.gross'), '', '', '', money(inv.grossEur)],
    ],
  );
  return y + 14;
}
