import type { CalcResult } from '../../../../contract/calculators/common.ts';
import {
  type IndoorAirQualityInput,
  indoorAirQualityFields,
} from '../../../../contract/calculators/selection-inputs.ts';
import { convert } from '../constants.ts';
import { co2After, designVentilation, flowForCo2, steadyStateCo2 } from '../indoor-air.ts';
import { type SelectionData, selectionData } from '../selection-data.ts';
import { type CalcOptions, check, dataWarnings, resultHead, resultRows, series, steps, Texts } from './shared.ts';

/**
 * IndoorAirQuality — EN 16798-1 fresh-air rate per person and per m² by category and building
 * pollution, and the steady-state CO₂ of the room at that rate (or at a planned rate).
 */

type Category = 'I' | 'II' | 'III' | 'IV';
type Pollution = 'veryLow' | 'low' | 'notLow';
type Activity = 'sleeping' | 'seated' | 'light' | 'medium';

function iaqValues(input: IndoorAirQualityInput, data: SelectionData) {
  const iaq = data.indoorAir;
  const category = iaq.categories[input.Kategorie as Category];
  const perM2 = category.perM2Ls[input.Belastung as Pollution];
  const flow = designVentilation(input.Personen, category.perPersonLs, input.Grundflaeche, perM2);
  const designM3h = convert.m3PerSToM3PerH(flow.total / 1000);
  const evaluated = input.Aussenluftvolumenstrom > 0 ? input.Aussenluftvolumenstrom : designM3h;
  const generation = input.Personen * iaq.co2EmissionLhPerPerson[input.Aktivitaet as Activity];
  const volume = input.Grundflaeche * input.Raumhoehe;
  return {
    values: {
      perPersonLs: category.perPersonLs,
      perAreaLsM2: perM2,
      personFlowLs: flow.people,
      buildingFlowLs: flow.building,
      totalFlowLs: flow.total,
      totalFlowM3h: designM3h,
      flowPerPersonM3h: input.Personen > 0 ? designM3h / input.Personen : null,
      airChangeH: designM3h / volume,
      co2GenerationLh: generation,
      evaluatedFlowM3h: evaluated,
      /** the operating point of the chart over the flow */
      flowM3h: evaluated,
      steadyStateCo2Ppm: steadyStateCo2(input.AussenCO2, generation, evaluated),
      co2LimitPpm: input.AussenCO2 + category.co2AboveOutdoorPpm,
      requiredFlowForCo2M3h: flowForCo2(generation, category.co2AboveOutdoorPpm),
    },
    volume,
  };
}

export function calculateIndoorAirQuality(
  input: IndoorAirQualityInput,
  options: CalcOptions = {},
  _product?: unknown,
  data: SelectionData = selectionData(),
): CalcResult {
  const texts = new Texts(options.locale);
  const { values, volume } = iaqValues(input, data);
  const within = values.steadyStateCo2Ppm <= values.co2LimitPpm + 1e-9;
  const full = options.detail !== 'point';
  const overTime = steps(0, 8, 0.25).map((h) => ({
    timeH: h,
    co2Ppm: co2After(h, input.AussenCO2, values.steadyStateCo2Ppm, values.evaluatedFlowM3h, volume),
    co2LimitPpm: values.co2LimitPpm,
  }));
  const maxFlow = Math.max(values.totalFlowM3h, values.requiredFlowForCo2M3h, values.evaluatedFlowM3h) * 2;
  const overFlow = steps(0.1, 2, 0.05).map((f) => {
    const flow = f * (maxFlow / 2);
    return {
      flowM3h: flow,
      steadyStateCo2Ppm: steadyStateCo2(input.AussenCO2, values.co2GenerationLh, flow),
      co2LimitPpm: values.co2LimitPpm,
    };
  });
  const name = texts.t(`options.Kategorie.${input.Kategorie}`);
  return {
    ...resultHead(texts, 'IndoorAirQuality', 'ventilation', {
      product: { id: `EN16798-1-${input.Kategorie}`, name },
      data,
      fields: indoorAirQualityFields,
      input,
      values,
    }),
    resultRows: resultRows(texts, values, [
      'perPersonLs',
      'perAreaLsM2',
      'personFlowLs',
      'buildingFlowLs',
      'totalFlowLs',
      'totalFlowM3h',
      'flowPerPersonM3h',
      'airChangeH',
      'co2GenerationLh',
      'evaluatedFlowM3h',
      'steadyStateCo2Ppm',
      'co2LimitPpm',
      'requiredFlowForCo2M3h',
    ]),
    series: full
      ? [
          series(texts, 'co2OverTime', 'timeH', ['co2Ppm', 'co2LimitPpm'], overTime),
          series(texts, 'co2OverFlow', 'flowM3h', ['steadyStateCo2Ppm', 'co2LimitPpm'], overFlow),
        ]
      : [],
    methodCodes: ['EN16798-1-METHOD1', 'CO2-MASS-BALANCE'],
    checks: [check(texts, 'co2WithinCategory', within, 'co2Limit', { limit: Math.round(values.co2LimitPpm) })],
    checksTitle: texts.t('doc.checksSelection'),
    warnings: dataWarnings(texts, data),
    tenderText: '',
  };
}
