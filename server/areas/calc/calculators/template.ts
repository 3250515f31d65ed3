import type { CalcTemplate, CalculatorId, TemplateField } from '../../../../contract/calculators/common.ts';
import { convert } from '../constants.ts';
import { type ProductData, productData } from '../product-data.ts';
import { calculators } from './index.ts';
import { type Texts, titleOf } from './shared.ts';

/** The selection tools: GetTemplate, calc (point and series), GeneratePDF, GenerateXLSX under /api/<id>. */
function tool(id: string, multipartField: string): CalcTemplate['endpoints'] {
  return {
    calc: `/api/${id}/calc`,
    pdf: `/api/${id}/GeneratePDF`,
    xlsx: `/api/${id}/GenerateXLSX`,
    multipartField,
  };
}

/** Where each calculator's endpoints live (relative to /portal/api). */
export const calculatorEndpoints: Record<CalculatorId, CalcTemplate['endpoints']> = {
  KRN41: {
    calc: '/api/KRN41/calc',
    calcOutput: '/api/KRN41/calcOutput',
    pdf: '/api/KRN41/GeneratePDF',
    xlsx: '/api/KRN41/GenerateXLSX',
    multipartField: 'krn41Data',
  },
  KRN92: {
    calc: '/api/PM/KRN92',
    pdf: '/api/PM/KRN92/GeneratePDF',
    xlsx: '/api/PM/KRN92/GenerateXLSX',
    multipartField: 'krn92Data',
  },
  KCModel: {
    calc: '/api/KCModel/calc',
    calcOutput: '/api/KCModel/calcOutput',
    pdf: '/api/KCModel/GeneratePDF',
    xlsx: '/api/KCModel/GenerateXLSX',
    multipartField: 'kcModelData',
  },
  HPC: { calc: '/api/HPC/calc', pdf: '/api/HPC/GeneratePDF', xlsx: '/api/HPC/GenerateXLSX', multipartField: 'hpcData' },
  XFlair: {
    calcOutput: '/api/XFlair/calcOutput',
    pdf: '/api/XFlair/GeneratePDF',
    xlsx: '/api/XFlair/GenerateXLSX',
    multipartField: 'xflairData',
  },
  XFlairTausch: {
    calcOutput: '/api/XFlairTausch/calcOutput',
    pdf: '/api/XFlairTausch/GeneratePDF',
    xlsx: '/api/XFlairTausch/GenerateXLSX',
    multipartField: 'xflairTauschData',
  },
  ConvectorLoadCalc: {
    calc: '/api/ConvectorLoadCalc/calc',
    pdf: '/api/ConvectorLoadCalc/GeneratePDF',
    xlsx: '/api/ConvectorLoadCalc/GenerateXLSX',
    multipartField: 'convectorLoadCalcData',
  },
  AirHeater: tool('AirHeater', 'airHeaterData'),
  DoorAirCurtain: tool('DoorAirCurtain', 'doorAirCurtainData'),
  IndoorAirQuality: tool('IndoorAirQuality', 'indoorAirQualityData'),
  ControlValve: tool('ControlValve', 'controlValveData'),
};

/** Product-dependent refinements of the static field specs (grid bounds, size list, speed range). */
function overrides(
  id: CalculatorId,
  data: ProductData,
): Record<string, Partial<TemplateField> & { allowed?: number[] }> {
  const grid = (g: { heights: number[]; widths: number[] }) => ({
    Bauhoehe: { min: convert.mToMm(g.heights[0]!), max: convert.mToMm(g.heights[g.heights.length - 1]!) },
    Bautiefe: { min: convert.mToMm(g.widths[0]!), max: convert.mToMm(g.widths[g.widths.length - 1]!) },
  });
  switch (id) {
    case 'KCModel':
      return grid(data.kcmodel[0]!.grid);
    case 'KRN41':
      return grid(data.krn41[0]!.grid);
    case 'KRN92': {
      const sizes = data.krn92[0]!.sizes;
      return {
        Bauhoehe: { allowed: [...new Set(sizes.map((s) => s.bauhoeheMm))] },
        Bautiefe: { allowed: [...new Set(sizes.map((s) => s.bautiefeMm))] },
      };
    }
    case 'HPC': {
      const speeds = data.fancoil[0]!.speeds;
      return { Steuerspannung: { min: speeds[0]!.u, max: speeds[speeds.length - 1]!.u } };
    }
    case 'XFlair':
    case 'XFlairTausch': {
      const max = data.xflair[0]!.maxFlowTemp;
      return id === 'XFlair' ? { VorlaufTemp: { max } } : { NeuVorlaufTemp: { max } };
    }
    default:
      return {};
  }
}

/** GetTemplate: every field with unit, default, bounds, step, localized label and label key. */
export function calculatorTemplate(id: CalculatorId, texts: Texts, data: ProductData = productData()): CalcTemplate {
  const def = calculators[id];
  const dataOptions = def.dataOptions?.(data) ?? {};
  const refine = overrides(id, data);
  const fields = def.fields.map((field): TemplateField => {
    const labelled = { labelKey: `calc.fields.${field.name}`, label: texts.t(`fields.${field.name}`) };
    if (field.kind === 'number') return { ...field, ...labelled, ...(refine[field.name] as object) } as TemplateField;
    const options = field.options
      ? field.options.map((value) => ({
          value,
          labelKey: `calc.options.${field.name}.${value}`,
          label: texts.t(`options.${field.name}.${value}`),
        }))
      : (dataOptions[field.name] ?? []).map((o) => ({ ...o, labelKey: null }));
    return { ...field, ...labelled, options };
  });
  return {
    calculator: id,
    locale: texts.locale,
    titleKey: `calc.titles.${id}`,
    title: titleOf(texts, id),
    dataVersion: def.dataInfo?.().version ?? data.version,
    dataSource: def.dataInfo?.().source ?? data.source,
    fields,
    endpoints: calculatorEndpoints[id],
  };
}
