import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type XFlairInput, xflairFields } from '../../../../contract/calculators/inputs.ts';
import { cFactor, conversionFactor, logMeanExcess } from '../en442.ts';
import { fanState, maxVoltage } from '../fan-assisted.ts';
import { type ProductData, productData, type XFlairProduct } from '../product-data.ts';
import type { RoomAcoustics } from '../sound.ts';
import { en16430Checks, fanPointValues, fanSeries, fanWarnings, soundDisplay } from './fan-common.ts';
import {
  type CalcIssue,
  type CalcOptions,
  dataWarnings,
  extrapolation,
  heatingOrderIssues,
  resultHead,
  resultRows,
  Texts,
  tenderText,
  throwIfIssues,
} from './shared.ts';

/**
 * XFlair — fan-assisted radiator per EN 16430-2 (docs/calculators.md §2). calcOutput returns the
 * operating point at the requested control voltage plus two series: output, air flow, sound and
 * power over the control voltage (0…10 V, 0.5 V steps), and output over the flow temperature at
 * the requested spread (fan off / at U / at 10 V).
 */

export function findXFlair(data: ProductData, id: string): XFlairProduct | undefined {
  return data.xflair.find((p) => p.id === id);
}

export function roomOf(input: { RaumVolumen: number; Nachhallzeit: number; Abstand: number }): RoomAcoustics {
  return { volume: input.RaumVolumen, reverberationTime: input.Nachhallzeit, distance: input.Abstand, directivity: 2 };
}

/** Heating only unless the product has EN 16430-3 cooling data (docs/calculators.md §2.4). */
export function validateXFlair(input: XFlairInput, product: XFlairProduct | undefined): CalcIssue[] {
  if (!product) return [{ field: 'Produkt', rule: 'unknownProduct', values: { value: input.Produkt } }];
  const { VorlaufTemp: flow, RuecklaufTemp: ret, RaumTemp: room } = input;
  if (flow < room && !product.coolingData) {
    return [{ field: 'VorlaufTemp', rule: 'coolingNotAvailable', values: { product: product.name } }];
  }
  const issues = heatingOrderIssues(flow, ret, room);
  if (flow > product.maxFlowTemp) {
    issues.push({ field: 'VorlaufTemp', rule: 'flowAboveProductMax', values: { max: product.maxFlowTemp } });
  }
  if (input.Steuerspannung > maxVoltage(product.model)) {
    issues.push({ field: 'Steuerspannung', rule: 'max', values: { max: maxVoltage(product.model), unit: 'V' } });
  }
  return issues;
}

export function calculateXFlair(input: XFlairInput, options: CalcOptions = {}, data: ProductData = productData()) {
  const texts = new Texts(options.locale);
  const product = findXFlair(data, input.Produkt);
  throwIfIssues(validateXFlair(input, product));
  if (!product) throw new Error('unreachable');

  const temps = { flow: input.VorlaufTemp, ret: input.RuecklaufTemp, room: input.RaumTemp };
  const deltaT = logMeanExcess(temps);
  const spread = temps.flow - temps.ret;
  const room = roomOf(input);
  const args = { model: product.model, deltaT, spread, water: product.water, room };
  const values: Record<string, number | null> = {
    ...fanPointValues({ ...args, u: input.Steuerspannung }),
    deltaTK: deltaT,
    cFactor: cFactor(temps),
    conversionFactor: conversionFactor(temps, product.model.natural.n, product.ratingMethod).factor,
    productNominalOutputW: product.nominalOutput,
  };
  const fan = fanState(product.model, input.Steuerspannung);
  const { extrapolated, warnings: outsideTested } = extrapolation(texts, deltaT, product.testedDeltaT);
  const warnings = [...dataWarnings(texts, data), ...fanWarnings(texts, values, product.model), ...outsideTested];

  const full = options.detail !== 'point';
  const result: CalcResult = {
    ...resultHead(texts, 'XFlair', 'heating', {
      product,
      data,
      fields: xflairFields,
      input,
      values,
      named: { field: 'Produkt', name: product.name },
    }),
    resultRows: resultRows(
      texts,
      values,
      [
        'heatOutputW',
        'heatOutputFanOffW',
        'heatOutputFanMaxW',
        'boostFactor',
        'controlVoltageV',
        'airFlowM3h',
        'soundPowerDbA',
        'soundPressureDbA',
        'electricPowerW',
        'deltaTK',
        'cFactor',
        'waterFlowKgH',
        'waterFlowLH',
        'pressureLossKPa',
        'productNominalOutputW',
      ],
      soundDisplay(texts, values, product.model),
    ),
    series: full ? xflairSeries(texts, product, input, args) : [],
    methodCodes: [
      'EN16430-2',
      ...(fan.interpolated ? ['INTERPOLATED'] : []),
      ...(extrapolated ? ['EXTRAPOLATED'] : []),
    ],
    checks: en16430Checks(texts, {
      product,
      model: product.model,
      u: input.Steuerspannung,
      deltaT,
      soundPower: values.soundPowerDbA ?? null,
      fanOn: fan.fanOn,
    }),
    warnings,
    tenderText: xflairTender(texts, product, options, {
      output: values.heatOutputW!,
      flow: temps.flow,
      ret: temps.ret,
      room: temps.room,
      u: input.Steuerspannung,
      soundPower: values.soundPowerDbA ?? null,
      power: values.electricPowerW!,
    }),
  };
  return result;
}

export function xflairTender(
  texts: Texts,
  product: XFlairProduct,
  options: CalcOptions,
  v: { output: number; flow: number; ret: number; room: number; u: number; soundPower: number | null; power: number },
): string {
  return tenderText(texts, 'XFlair', options, {
    product: product.name,
    height: product.heightMm,
    length: product.lengthMm,
    output: texts.fixed(v.output, 0),
    flow: v.flow,
    ret: v.ret,
    room: v.room,
    u: v.u,
    soundPower: v.soundPower === null ? `< ${product.model.soundPowerFloor}` : texts.fixed(v.soundPower, 0),
    power: texts.fixed(v.power, 1),
    waterContent: texts.num(product.waterContentL, 1),
    connection: product.connection,
    pressure: product.maxOperatingPressureBar,
  });
}

function xflairSeries(
  texts: Texts,
  product: XFlairProduct,
  input: XFlairInput,
  args: Omit<Parameters<typeof fanPointValues>[0], 'u'>,
) {
  const spread = input.VorlaufTemp - input.RuecklaufTemp;
  return fanSeries(texts, args, input, Math.ceil(input.RaumTemp + spread + 5), product.maxFlowTemp);
}
