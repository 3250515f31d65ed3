import type { ZodType } from 'zod';
import type { CalcResult, CalculatorId, FieldSpec } from '../../../../contract/calculators/common.ts';
import {
  convectorLoadFields,
  convectorLoadInputSchema,
  hpcFields,
  hpcInputSchema,
  kcModelFields,
  kcModelInputSchema,
  krn41Fields,
  krn41InputSchema,
  krn92Fields,
  krn92InputSchema,
  xflairFields,
  xflairInputSchema,
  xflairTauschFields,
  xflairTauschInputSchema,
} from '../../../../contract/calculators/inputs.ts';
import {
  airHeaterFields,
  airHeaterInputSchema,
  controlValveFields,
  controlValveInputSchema,
  doorAirCurtainFields,
  doorAirCurtainInputSchema,
  indoorAirQualityFields,
  indoorAirQualityInputSchema,
} from '../../../../contract/calculators/selection-inputs.ts';
import type { ProductData } from '../product-data.ts';
import { selectionData } from '../selection-data.ts';
import { calculateAirHeater } from './air-heater.ts';
import { calculateControlValve } from './control-valve.ts';
import { calculateConvectorLoad } from './convector-load.ts';
import { calculateDoorAirCurtain } from './door-air-curtain.ts';
import { calculateHpc } from './hpc.ts';
import { calculateIndoorAirQuality } from './indoor-air-quality.ts';
import { calculateKcModel } from './kcmodel.ts';
import { calculateKrn41 } from './krn41.ts';
import { calculateKrn92 } from './krn92.ts';
import type { CalcOptions } from './shared.ts';
import { calculateXFlair } from './xflair.ts';
import { calculateXFlairTausch } from './xflair-tausch.ts';

export interface CalculatorDef {
  id: CalculatorId;
  fields: readonly FieldSpec[];
  // biome-ignore lint/suspicious/noExplicitAny: each calculator has its own input type; the schema guarantees it.
  schema: ZodType<any>;
  // biome-ignore lint/suspicious/noExplicitAny: see above
  calculate: (input: any, options?: CalcOptions, data?: ProductData) => CalcResult;
  /** Options of the select fields filled from product data. */
  dataOptions?: (data: ProductData) => Record<string, { value: string; label: string }[]>;
  /** Version and provenance of the data file the calculator reads, when not the product data. */
  dataInfo?: () => { version: string; source: string };
}

const named = (items: { id: string; name: string }[]) => items.map((p) => ({ value: p.id, label: p.name }));

/** Every calculator by id: fields (→ GetTemplate), input schema and the pure calculation. */
export const calculators: Record<CalculatorId, CalculatorDef> = {
  KRN41: { id: 'KRN41', fields: krn41Fields, schema: krn41InputSchema, calculate: calculateKrn41 },
  KRN92: { id: 'KRN92', fields: krn92Fields, schema: krn92InputSchema, calculate: calculateKrn92 },
  KCModel: { id: 'KCModel', fields: kcModelFields, schema: kcModelInputSchema, calculate: calculateKcModel },
  HPC: {
    id: 'HPC',
    fields: hpcFields,
    schema: hpcInputSchema,
    calculate: calculateHpc,
    dataOptions: (data) => ({ Produkt: named(data.fancoil) }),
  },
  XFlair: {
    id: 'XFlair',
    fields: xflairFields,
    schema: xflairInputSchema,
    calculate: calculateXFlair,
    dataOptions: (data) => ({ Produkt: named(data.xflair) }),
  },
  XFlairTausch: {
    id: 'XFlairTausch',
    fields: xflairTauschFields,
    schema: xflairTauschInputSchema,
    calculate: calculateXFlairTausch,
    dataOptions: (data) => ({ Produkt: named(data.xflair) }),
  },
  ConvectorLoadCalc: {
    id: 'ConvectorLoadCalc',
    fields: convectorLoadFields,
    schema: convectorLoadInputSchema,
    calculate: calculateConvectorLoad,
    dataOptions: (data) => ({ Werkstoff: named(data.grille.materials) }),
  },
  // The product-selection tools read their own data file (data/selection.v1.json).
  AirHeater: {
    id: 'AirHeater',
    fields: airHeaterFields,
    schema: airHeaterInputSchema,
    calculate: calculateAirHeater,
    dataOptions: () => ({ Produkt: named(selectionData().airHeaters) }),
    dataInfo: selectionData,
  },
  DoorAirCurtain: {
    id: 'DoorAirCurtain',
    fields: doorAirCurtainFields,
    schema: doorAirCurtainInputSchema,
    calculate: calculateDoorAirCurtain,
    dataOptions: () => ({ Produkt: named(selectionData().airCurtains) }),
    dataInfo: selectionData,
  },
  IndoorAirQuality: {
    id: 'IndoorAirQuality',
    fields: indoorAirQualityFields,
    schema: indoorAirQualityInputSchema,
    calculate: calculateIndoorAirQuality,
    dataInfo: selectionData,
  },
  ControlValve: {
    id: 'ControlValve',
    fields: controlValveFields,
    schema: controlValveInputSchema,
    calculate: calculateControlValve,
    dataOptions: () => ({ Ventilreihe: named(selectionData().valves.families) }),
    dataInfo: selectionData,
  },
};

export { CalcInputError, type CalcIssue, type CalcOptions } from './shared.ts';
