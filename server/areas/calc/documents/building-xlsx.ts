import type { InvestmentResult, NamedValue } from '../../../../contract/building.ts';
import { type TableSheet, tableSheet, toXlsx } from '../../../exports/table-export.ts';
import type { BuildingReport } from '../building-calc/report.ts';
import { BuildingTexts } from '../building-calc/texts.ts';
import type { DocumentBrand } from './brands.ts';

/**
 * The building report as a workbook (server/exports/table-export.ts: typed cells, text never read
 * as a formula): building and room values, components, and when computed the comparison step by
 * step, the yearly cumulative costs, the subsidy and each investment's bill.
 */
export async function renderBuildingXlsx(report: BuildingReport, _brand: DocumentBrand, _date = new Date()) {
  const texts = new BuildingTexts(report.locale);
  const h = report.heatLoad;
  const col = (key: string) => texts.t(`doc.${key}`);
  const namedSheet = (name: string, rows: (NamedValue & { part: string })[]): TableSheet =>
    tableSheet({
      name,
      columns: [
        { header: col('part'), type: 'text', value: (r) => r.part, width: 24 },
        { header: col('quantity'), type: 'text', value: (r) => r.label, width: 40 },
        { header: col('symbol'), type: 'text', value: (r) => r.symbol, width: 30 },
        { header: col('value'), type: 'number', decimals: 4, value: (r) => r.value, width: 16 },
        { header: col('unit'), type: 'text', value: (r) => r.unit, width: 14 },
        { header: col('key'), type: 'text', value: (r) => r.key, width: 28 },
      ],
      rows,
    });
  const part = (name: string, values: NamedValue[]) => values.map((v) => ({ ...v, part: name }));

  const sheets: TableSheet[] = [
    namedSheet(col('building'), [
      ...part(col('building'), h.building.values),
      ...(h.renovated ? part(col('renovated'), h.renovated.values) : []),
      ...h.rooms.flatMap((r) => part(r.name, r.values)),
    ]),
  ];
  const componentRows = [
    ...h.building.elements.map((c) => ({ ...c, owner: col('building') })),
    ...(h.renovated?.elements ?? []).map((c) => ({ ...c, owner: col('renovated') })),
    ...h.rooms.flatMap((r) => r.components.map((c) => ({ ...c, owner: r.name }))),
  ];
  sheets.push(
    tableSheet({
      name: col('components'),
      columns: [
        { header: col('part'), type: 'text', value: (c) => c.owner, width: 20 },
        { header: col('component'), type: 'text', value: (c) => c.name, width: 20 },
        { header: col('kind'), type: 'text', value: (c) => texts.t(`kinds.${c.kind}`), width: 30 },
        { header: col('boundary'), type: 'text', value: (c) => texts.t(`boundaries.${c.boundary}`), width: 18 },
        { header: 'A [m²]', type: 'number', value: (c) => c.area },
        { header: 'U [W/(m²K)]', type: 'number', value: (c) => c.u },
        { header: 'ΔU_TB [W/(m²K)]', type: 'number', value: (c) => c.thermalBridge },
        { header: 'f', type: 'number', decimals: 3, value: (c) => c.f },
        { header: 'H_T [W/K]', type: 'number', value: (c) => c.transmissionCoefficient },
        { header: 'Φ_T [W]', type: 'number', decimals: 0, value: (c) => c.transmissionLoss },
        { header: col('uSource'), type: 'text', value: (c) => texts.t(`uSources.${c.uSource}`), width: 22 },
      ],
      rows: componentRows,
    }),
  );

  const c = report.comparison;
  if (c) {
    const { boiler, heatPump } = c.systems;
    const keys = boiler.values.map((v) => v.key);
    for (const v of heatPump.values) if (!keys.includes(v.key)) keys.push(v.key);
    const find = (values: NamedValue[], key: string) => values.find((v) => v.key === key);
    sheets.push(
      namedSheet(col('comparisonInputs'), [
        ...part(col('heatDemand'), c.heatDemand),
        ...part(col('parameters'), c.parameters),
        ...part(col('subsidy'), c.subsidy.values),
        ...part(col('difference'), c.difference),
      ]),
      tableSheet({
        name: col('comparison'),
        columns: [
          {
            header: col('quantity'),
            type: 'text',
            value: (k: string) => (find(boiler.values, k) ?? find(heatPump.values, k))!.label,
            width: 40,
          },
          {
            header: boiler.label,
            type: 'number',
            decimals: 4,
            value: (k) => find(boiler.values, k)?.value ?? null,
            width: 18,
          },
          {
            header: `${col('unit')} (${boiler.label})`,
            type: 'text',
            value: (k) => find(boiler.values, k)?.unit ?? '',
            width: 16,
          },
          {
            header: heatPump.label,
            type: 'number',
            decimals: 4,
            value: (k) => find(heatPump.values, k)?.value ?? null,
            width: 18,
          },
          {
            header: `${col('unit')} (${heatPump.label})`,
            type: 'text',
            value: (k) => find(heatPump.values, k)?.unit ?? '',
            width: 16,
          },
          { header: col('key'), type: 'text', value: (k) => k, width: 28 },
        ],
        rows: keys,
      }),
      tableSheet({
        name: col('yearly'),
        columns: [
          { header: col('year'), type: 'integer', value: (y) => y.year },
          { header: `${boiler.label} [€]`, type: 'money', value: (y) => y.boiler, width: 20 },
          { header: `${heatPump.label} [€]`, type: 'money', value: (y) => y.heatPump, width: 20 },
          { header: `${boiler.label} PV [€]`, type: 'money', value: (y) => y.boilerPresentValue, width: 20 },
          { header: `${heatPump.label} PV [€]`, type: 'money', value: (y) => y.heatPumpPresentValue, width: 20 },
        ],
        rows: c.yearly,
      }),
      tableSheet({
        name: col('subsidy'),
        columns: [
          { header: col('rate'), type: 'text', value: (r) => r.label, width: 30 },
          { header: '%', type: 'number', decimals: 0, value: (r) => r.rate * 100 },
          { header: col('applies'), type: 'text', value: (r) => (r.applies ? col('yes') : col('no')) },
          { header: col('reason'), type: 'text', value: (r) => r.reason, width: 60 },
        ],
        rows: c.subsidy.rates,
      }),
    );
  }
  for (const inv of report.investments) sheets.push(investmentSheet(texts, inv));
  return toXlsx(sheets);
}

function investmentSheet(texts: BuildingTexts, inv: InvestmentResult): TableSheet {
  const col = (key: string) => texts.t(`doc.${key}`);
  type Row = {
    label: string;
    article: string;
    quantity: number | null;
    unit: string;
    price: number | null;
    total: number;
  };
  const rows: Row[] = [
    ...inv.items.map((i) => ({
      label: i.label,
      article: i.articleId ?? '',
      quantity: i.quantity,
      unit: i.unit,
      price: i.unitPriceEur,
      total: i.totalEur,
    })),
    { label: col('net'), article: '', quantity: null, unit: '', price: null, total: inv.netEur },
    {
      label: `${col('vat')} ${inv.vatRate * 100} %`,
      article: '',
      quantity: null,
      unit: '',
      price: null,
      total: inv.vatEur,
    },
    { label: col('gross'), article: '', quantity: null, unit: '', price: null, total: inv.grossEur },
  ];
  return tableSheet({
    name: inv.title,
    columns: [
      { header: col('item'), type: 'text', value: (r: Row) => r.label, width: 44 },
      { header: col('article'), type: 'text', value: (r) => r.article, width: 12 },
      { header: col('quantityShort'), type: 'number', value: (r) => r.quantity },
      { header: col('unit'), type: 'text', value: (r) => r.unit },
      { header: col('unitPrice'), type: 'money', value: (r) => r.price, width: 16 },
      { header: col('total'), type: 'money', value: (r) => r.total, width: 16 },
    ],
    rows,
  });
}
