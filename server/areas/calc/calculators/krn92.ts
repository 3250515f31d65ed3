import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type Krn92Input, krn92Fields } from '../../../../contract/calculators/inputs.ts';
import { convert } from '../constants.ts';
import { type InductionResult, inductionOutput } from '../induction.ts';
import { interpolateLinear } from '../interpolate.ts';
import { type Krn92Product, type ProductData, productData } from '../product-data.ts';
import { dewPoint } from '../psychrometrics.ts';
import { CATALOGUE_ROOM, soundPressureOffset } from '../sound.ts';
import {
  type CalcIssue,
  type CalcOptions,
  coolingOrderIssues,
  dataWarnings,
  dewPointIssue,
  heatingOrderIssues,
  resultHead,
  resultRows,
  series,
  steps,
  Texts,
  tenderText,
  throwIfIssues,
  warning,
} from './shared.ts';

/**
 * KRN92 — induction unit with primary air (active chilled beam / fan-less induction convector),
 * EN 15116 logic (docs/calculators.md §6). Heating or cooling follows `Betriebsart`; `auto` means
 * cooling when the flow is colder than the room. WinkelAnfang/WinkelEnde are validated and echoed
 * but do not change the output (their meaning is still open, docs/calculators.md §6 and §12.2).
 */

export function krn92Mode(input: Krn92Input): 'heating' | 'cooling' {
  if (input.Betriebsart === 'heating' || input.Betriebsart === 'cooling') return input.Betriebsart;
  return input.VorlaufTemp < input.RaumTemp ? 'cooling' : 'heating';
}

export function validateKrn92(input: Krn92Input, product: Krn92Product): CalcIssue[] {
  const issues: CalcIssue[] = [];
  const mode = krn92Mode(input);
  const { VorlaufTemp: flow, RuecklaufTemp: ret, RaumTemp: room } = input;
  const order = mode === 'cooling' ? coolingOrderIssues(flow, ret, room) : heatingOrderIssues(flow, ret, room);
  issues.push(...order);
  if (!order.length) {
    const spread = Math.abs(ret - flow);
    const [lo, hi] = mode === 'cooling' ? product.spreadCooling : product.spreadHeating;
    if (spread < lo - 1e-9 || spread > hi + 1e-9) {
      issues.push({ field: 'RuecklaufTemp', rule: 'spreadOutOfRange', values: { spread, min: lo, max: hi } });
    }
  }
  if (mode === 'cooling') {
    const dew = dewPointIssue(flow, room, input.RaumFeuchte, product.dewPointMargin);
    if (dew && !issues.some((i) => i.field === 'VorlaufTemp')) issues.push(dew);
  } else if (flow > product.maxHeatingFlow) {
    issues.push({ field: 'VorlaufTemp', rule: 'flowAboveProductMax', values: { max: product.maxHeatingFlow } });
  }
  if (!(input.WinkelEnde > input.WinkelAnfang)) {
    issues.push({ field: 'WinkelEnde', rule: 'angleOrder', values: { start: input.WinkelAnfang } });
  }
  if (!(convert.mmToM(input.Baulaenge) > product.deadLength)) {
    issues.push({
      field: 'Baulaenge',
      rule: 'lengthBelowDeadLength',
      values: { min: convert.mToMm(product.deadLength) },
    });
  }
  const sizes = product.sizes;
  if (!sizes.some((s) => s.bauhoeheMm === input.Bauhoehe)) {
    issues.push({ field: 'Bauhoehe', rule: 'outsideProductGrid', values: { allowed: sizeList(sizes, 'bauhoeheMm') } });
  } else if (!sizes.some((s) => s.bauhoeheMm === input.Bauhoehe && s.bautiefeMm === input.Bautiefe)) {
    issues.push({ field: 'Bautiefe', rule: 'outsideProductGrid', values: { allowed: sizeList(sizes, 'bautiefeMm') } });
  }
  return issues;
}

function sizeList(sizes: Krn92Product['sizes'], key: 'bauhoeheMm' | 'bautiefeMm'): string {
  return [...new Set(sizes.map((s) => s[key]))].join(', ');
}

/** L_WA from the nozzle pressure table (linear; null below the floor or outside the table). */
export function krn92SoundPower(product: Krn92Product, nozzlePressure: number): number | null {
  const table = product.soundTable;
  const first = table[0]!;
  const last = table[table.length - 1]!;
  if (nozzlePressure < first.nozzlePressure || nozzlePressure > last.nozzlePressure) return null;
  const i = table.findIndex((p) => p.nozzlePressure >= nozzlePressure);
  const hi = table[i]!;
  if (hi.nozzlePressure === nozzlePressure) return hi.soundPower;
  const lo = table[i - 1]!;
  if (lo.soundPower === null || hi.soundPower === null) return null;
  return interpolateLinear([lo.nozzlePressure, hi.nozzlePressure], [lo.soundPower, hi.soundPower], nozzlePressure)
    .value;
}

interface Krn92Point {
  result: InductionResult;
  values: Record<string, number | null>;
}

function point(product: Krn92Product, input: Krn92Input, mode: 'heating' | 'cooling'): Krn92Point {
  const activeLength = convert.mmToM(input.Baulaenge) - product.deadLength;
  const primaryAirFlow = convert.m3PerHToM3PerS(input.PrimaerluftVolumenstrom);
  const result = inductionOutput({
    unit: product.unit,
    mode,
    activeLength,
    temps: { flow: input.VorlaufTemp, ret: input.RuecklaufTemp, room: input.RaumTemp },
    primaryAirTemp: input.PrimaerluftTemp,
    primaryAirFlow,
  });
  const soundPower = krn92SoundPower(product, result.nozzlePressure);
  const waterFlowKgH = convert.kgPerSToKgPerH(result.waterMassFlow);
  const values: Record<string, number | null> = {
    activeLengthM: activeLength,
    primaryAirFlowLs: convert.m3PerSToLPerS(primaryAirFlow),
    primaryAirPerMetreLsm: result.primaryAirPerMetre * 1000,
    deltaTK: result.deltaT,
    deltaTAltK: result.deltaTAlt,
    kLWmK: result.kL,
    waterOutputW: result.waterOutput,
    primaryAirOutputW: result.airOutput,
    totalOutputW: result.totalOutput,
    heatOutputW: mode === 'heating' ? result.totalOutput : null,
    coolingOutputW: mode === 'cooling' ? result.totalOutput : null,
    specificOutputWm: result.totalOutput / activeLength,
    waterFlowKgH,
    waterFlowLH: convert.kgPerSToLPerH(result.waterMassFlow),
    pressureLossKPa: convert.paToKPa(result.waterPressureLoss),
    nozzlePressurePa: result.nozzlePressure,
    soundPowerDbA: soundPower,
    soundPressureDbA: soundPower === null ? null : soundPower + soundPressureOffset(CATALOGUE_ROOM).total,
    dewPointC: mode === 'cooling' ? dewPoint(input.RaumTemp, input.RaumFeuchte / 100) : null,
  };
  return { result, values };
}

export function calculateKrn92(input: Krn92Input, options: CalcOptions = {}, data: ProductData = productData()) {
  const texts = new Texts(options.locale);
  const product = data.krn92[0]!;
  throwIfIssues(validateKrn92(input, product));
  const mode = krn92Mode(input);
  const { result, values } = point(product, input, mode);

  const warnings = dataWarnings(texts, data);
  const [tMin, tMax] = product.testedPrimaryAirPerMetre;
  const extrapolated = result.primaryAirPerMetre < 0.8 * tMin || result.primaryAirPerMetre > 1.2 * tMax;
  if (extrapolated) {
    warnings.push(
      warning(
        texts,
        'primaryAirExtrapolated',
        { value: result.primaryAirPerMetre * 1000, min: 0.8 * tMin * 1000, max: 1.2 * tMax * 1000 },
        'PrimaerluftVolumenstrom',
      ),
    );
  }
  if (values.soundPowerDbA === null) {
    warnings.push(warning(texts, 'soundOutsideTable', { value: result.nozzlePressure }, 'PrimaerluftVolumenstrom'));
  }
  // Primary air colder than the room while heating (warmer while cooling) works against the water.
  if (result.airOutput < 0) {
    warnings.push(
      warning(
        texts,
        `primaryAirAgainst.${mode}`,
        { air: input.PrimaerluftTemp, room: input.RaumTemp, watts: texts.fixed(-result.airOutput, 0) },
        'PrimaerluftTemp',
      ),
    );
  }
  if (result.totalOutput <= 0) {
    warnings.push(
      warning(texts, `noNetOutput.${mode}`, { total: texts.fixed(result.totalOutput, 0) }, 'PrimaerluftTemp'),
    );
  }
  warnings.push(warning(texts, 'anglesNoEffect', {}, 'WinkelEnde'));

  const outputKey = mode === 'heating' ? 'heatOutputW' : 'coolingOutputW';
  const rows = resultRows(texts, values, [
    outputKey,
    'waterOutputW',
    'primaryAirOutputW',
    'specificOutputWm',
    'activeLengthM',
    'deltaTK',
    'deltaTAltK',
    'kLWmK',
    'primaryAirFlowLs',
    'primaryAirPerMetreLsm',
    'waterFlowKgH',
    'waterFlowLH',
    'pressureLossKPa',
    'nozzlePressurePa',
    'soundPowerDbA',
    'soundPressureDbA',
    ...(mode === 'cooling' ? ['dewPointC'] : []),
  ]);

  const fmt = (v: number, d = 1) => texts.fixed(v, d);
  const full = options.detail !== 'point';
  const result_: CalcResult = {
    ...resultHead(texts, 'KRN92', mode, { product, data, fields: krn92Fields, input, values }),
    resultRows: rows,
    series: full ? krn92Series(texts, product, input, mode) : [],
    methodCodes: ['EN15116', ...(extrapolated ? ['EXTRAPOLATED'] : [])],
    checks: [],
    warnings,
    tenderText: tenderText(texts, `KRN92.${mode}`, options, {
      product: product.name,
      height: input.Bauhoehe,
      depth: input.Bautiefe,
      length: input.Baulaenge,
      output: fmt(result.totalOutput),
      waterOutput: fmt(result.waterOutput),
      airOutput: fmt(result.airOutput),
      flow: input.VorlaufTemp,
      ret: input.RuecklaufTemp,
      room: input.RaumTemp,
      primaryAir: fmt(input.PrimaerluftVolumenstrom, 0),
      primaryAirTemp: input.PrimaerluftTemp,
      waterFlow: fmt(values.waterFlowLH!),
      pressureLoss: fmt(values.pressureLossKPa!, 2),
      soundPower: values.soundPowerDbA === null ? '–' : fmt(values.soundPowerDbA!, 0),
      waterContent: fmt(product.waterContentLPerM * (values.activeLengthM ?? 0), 1),
      connection: product.connection,
      pressure: product.maxOperatingPressureBar,
    }),
  };
  return result_;
}

function krn92Series(texts: Texts, product: Krn92Product, input: Krn92Input, mode: 'heating' | 'cooling') {
  const airPoints = steps(0.5, 1.5, 0.1).map((factor) => {
    const flow = input.PrimaerluftVolumenstrom * factor;
    const { values } = point(product, { ...input, PrimaerluftVolumenstrom: flow }, mode);
    return { ...values, primaryAirFlowM3h: flow };
  });
  const spread = input.RuecklaufTemp - input.VorlaufTemp;
  const flows =
    mode === 'cooling'
      ? steps(Math.ceil(input.VorlaufTemp - 4), input.RaumTemp - Math.abs(spread) - 0.5, 0.5)
      : steps(input.RaumTemp + Math.abs(spread) + 1, product.maxHeatingFlow, 1);
  const tempPoints = flows
    .map((flow) => ({ ...input, VorlaufTemp: flow, RuecklaufTemp: flow + spread }))
    .filter((variant) => validateKrn92(variant, product).length === 0)
    .map((variant) => ({ ...point(product, variant, mode).values, flowTempC: variant.VorlaufTemp }));
  return [
    series(
      texts,
      'primaryAir',
      'primaryAirFlowM3h',
      ['totalOutputW', 'waterOutputW', 'primaryAirOutputW', 'nozzlePressurePa', 'soundPowerDbA'],
      airPoints,
    ),
    series(
      texts,
      'flowTemperature',
      'flowTempC',
      ['totalOutputW', 'waterOutputW', 'waterFlowLH', 'pressureLossKPa'],
      tempPoints,
    ),
  ];
}
