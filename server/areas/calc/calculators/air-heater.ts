import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type AirHeaterInput, airHeaterFields } from '../../../../contract/calculators/selection-inputs.ts';
import { heaterPoint, jetThrow, ratedUA, uaAt } from '../air-heater.ts';
import { convert } from '../constants.ts';
import { pressureLoss } from '../hydraulics.ts';
import { interpolateLinear } from '../interpolate.ts';
import { type AirHeaterProduct, type SelectionData, selectionData } from '../selection-data.ts';
import {
  type CalcIssue,
  type CalcOptions,
  dataWarnings,
  heatingOrderIssues,
  resultHead,
  resultRows,
  series,
  Texts,
  tenderText,
  throwIfIssues,
} from './shared.ts';

/**
 * AirHeater — water-to-air unit heater (docs/building.md "Air heaters"): heat output, air outlet
 * temperature and water flow at the given water temperatures, air inlet temperature and air flow
 * (ε-NTU, cross-flow, UA from the rated fan stages), and the isothermal throw of the jet.
 */

const m3h = (v: number) => convert.m3PerHToM3PerS(v);

function stageUAs(product: AirHeaterProduct) {
  return product.stages.map((s) => ({
    airFlow: m3h(s.airFlowM3h),
    ua: ratedUA({
      output: s.outputKW * 1000,
      airFlow: m3h(s.airFlowM3h),
      waterIn: product.rating.waterInC,
      waterOut: product.rating.waterOutC,
      airIn: product.rating.airInC,
    }),
  }));
}

export function validateAirHeater(input: AirHeaterInput, product: AirHeaterProduct | undefined): CalcIssue[] {
  if (!product) return [{ field: 'Produkt', rule: 'unknownProduct', values: { value: input.Produkt } }];
  const issues: CalcIssue[] = [];
  const flows = product.stages.map((s) => s.airFlowM3h);
  const [min, max] = [Math.min(...flows), Math.max(...flows)];
  if (input.Luftvolumenstrom < min || input.Luftvolumenstrom > max) {
    issues.push({ field: 'Luftvolumenstrom', rule: 'airFlowOutsideStages', values: { min, max } });
  }
  if (input.VorlaufTemp > product.maxWaterTempC) {
    issues.push({ field: 'VorlaufTemp', rule: 'flowAboveProductMax', values: { max: product.maxWaterTempC } });
  }
  const order = heatingOrderIssues(input.VorlaufTemp, input.RuecklaufTemp, Number.NEGATIVE_INFINITY);
  issues.push(...order);
  if (!order.length && !(input.RuecklaufTemp > input.LufteintrittTemp)) {
    issues.push({ field: 'RuecklaufTemp', rule: 'returnNotAboveAirInlet', values: { air: input.LufteintrittTemp } });
  }
  return issues;
}

export function airHeaterPoint(product: AirHeaterProduct, input: AirHeaterInput) {
  const airFlow = m3h(input.Luftvolumenstrom);
  const ua = uaAt(stageUAs(product), airFlow)!;
  const point = heaterPoint({
    ua,
    airFlow,
    waterIn: input.VorlaufTemp,
    waterOut: input.RuecklaufTemp,
    airIn: input.LufteintrittTemp,
  });
  const byFlow = (key: 'soundPowerDbA' | 'powerW') =>
    interpolateLinear(
      product.stages.map((s) => s.airFlowM3h),
      product.stages.map((s) => s[key]),
      input.Luftvolumenstrom,
    ).value;
  const velocity = airFlow / product.outletAreaM2;
  const massN = convert.kgPerHToKgPerS(product.waterFlowNKgH);
  const methodInterpolated = !product.stages.some((s) => s.airFlowM3h === input.Luftvolumenstrom);
  return {
    heatOutputW: point.output,
    airOutletTempC: point.airOutlet,
    airFlowM3h: input.Luftvolumenstrom,
    waterFlowKgH: convert.kgPerSToKgPerH(point.waterMassFlow),
    waterFlowLH: convert.kgPerSToLPerH(point.waterMassFlow),
    pressureLossKPa: convert.paToKPa(
      pressureLoss(point.waterMassFlow, massN, convert.kPaToPa(product.waterPressureLossNKPa)),
    ),
    effectiveness: point.effectiveness,
    ntu: point.ntu,
    uaWK: ua,
    outletVelocityMs: velocity,
    throwM: jetThrow(product.throwConstant, product.outletAreaM2, velocity, input.Endgeschwindigkeit),
    soundPowerDbA: byFlow('soundPowerDbA'),
    electricPowerW: byFlow('powerW'),
    interpolated: methodInterpolated ? 1 : 0,
  };
}

export function calculateAirHeater(
  input: AirHeaterInput,
  options: CalcOptions = {},
  _product?: unknown,
  data: SelectionData = selectionData(),
): CalcResult {
  const texts = new Texts(options.locale);
  const product = data.airHeaters.find((p) => p.id === input.Produkt);
  throwIfIssues(validateAirHeater(input, product));
  const { interpolated, ...values } = airHeaterPoint(product!, input);
  const full = options.detail !== 'point';
  const flows = product!.stages.map((s) => s.airFlowM3h);
  const flowPoints = Array.from({ length: 21 }, (_, i) => flows[0]! + ((flows.at(-1)! - flows[0]!) * i) / 20).map(
    (flow) => airHeaterPoint(product!, { ...input, Luftvolumenstrom: flow }),
  );
  const spread = input.VorlaufTemp - input.RuecklaufTemp;
  const tempPoints = Array.from({ length: 13 }, (_, i) => 40 + i * 5)
    .filter((t) => t <= product!.maxWaterTempC && t - spread > input.LufteintrittTemp)
    .map((t) => ({
      ...airHeaterPoint(product!, { ...input, VorlaufTemp: t, RuecklaufTemp: t - spread }),
      flowTempC: t,
    }));
  return {
    ...resultHead(texts, 'AirHeater', 'heating', {
      product: product!,
      data,
      fields: airHeaterFields,
      input,
      values,
      named: { field: 'Produkt', name: product!.name },
    }),
    resultRows: resultRows(texts, values, [
      'heatOutputW',
      'airOutletTempC',
      'waterFlowLH',
      'pressureLossKPa',
      'outletVelocityMs',
      'throwM',
      'soundPowerDbA',
      'electricPowerW',
      'effectiveness',
      'ntu',
      'uaWK',
    ]),
    series: full
      ? [
          series(
            texts,
            'airFlow',
            'airFlowM3h',
            ['heatOutputW', 'airOutletTempC', 'throwM', 'waterFlowLH'],
            flowPoints,
            {
              left: ['heatOutputW'],
              right: 'airOutletTempC',
            },
          ),
          series(texts, 'flowTemperature', 'flowTempC', ['heatOutputW', 'airOutletTempC', 'waterFlowLH'], tempPoints, {
            left: ['heatOutputW'],
            right: 'airOutletTempC',
          }),
        ]
      : [],
    methodCodes: ['EPS-NTU-CROSSFLOW', 'FREE-JET', ...(interpolated ? ['INTERPOLATED'] : [])],
    checks: [],
    warnings: dataWarnings(texts, data),
    tenderText: tenderText(texts, 'AirHeater', options, {
      product: product!.name,
      output: texts.fixed(values.heatOutputW / 1000, 1),
      flow: input.VorlaufTemp,
      ret: input.RuecklaufTemp,
      air: input.LufteintrittTemp,
      airFlow: texts.fixed(input.Luftvolumenstrom, 0),
      outlet: texts.fixed(values.airOutletTempC, 1),
      throwM: texts.fixed(values.throwM, 1),
      terminal: input.Endgeschwindigkeit,
      soundPower: texts.fixed(values.soundPowerDbA, 0),
      power: texts.fixed(values.electricPowerW, 0),
      waterContent: texts.num(product!.waterContentL, 1),
      connection: product!.connection,
      pressure: product!.maxOperatingPressureBar,
    }),
  };
}
