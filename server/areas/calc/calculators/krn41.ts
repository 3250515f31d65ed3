import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type Krn41Input, krn41Fields } from '../../../../contract/calculators/inputs.ts';
import { cFactor, conversionFactor, logMeanExcess } from '../en442.ts';
import { fanState } from '../fan-assisted.ts';
import { type Krn41Product, krn41FanModel, type ProductData, productData } from '../product-data.ts';
import { en16430Checks, fanPointValues, fanSeries, fanWarnings, soundDisplay } from './fan-common.ts';
import { trenchGeometry, validateKcModel } from './kcmodel.ts';
import {
  type CalcIssue,
  type CalcOptions,
  dataWarnings,
  extrapolation,
  resultHead,
  resultRows,
  Texts,
  tenderText,
  throwIfIssues,
} from './shared.ts';
import { roomOf } from './xflair.ts';

/**
 * KRN41 — trench convector without primary air. The catalogue lists no inputs for it; the
 * docs/calculators.md (docs/calculators.md §6) suggests "use §4/§2": we model it as the fan-assisted sibling of the
 * KCModel trench convector (EN 16430-2): natural part from the same q_N grid, fan part per docs/calculators.md §2.2.
 * calc = operating point at the control voltage; calcOutput = point + series over the control
 * voltage (0…10 V) and over the flow temperature.
 */

export function validateKrn41(input: Krn41Input, product: Krn41Product): CalcIssue[] {
  if (input.VorlaufTemp < input.RaumTemp && !product.coolingData) {
    return [{ field: 'VorlaufTemp', rule: 'coolingNotAvailable', values: { product: product.name } }];
  }
  return validateKcModel(input, product);
}

function krn41Args(product: Krn41Product, input: Krn41Input) {
  const { qN, activeLength, temps } = trenchGeometry(product, input);
  const model = krn41FanModel(product, qN.value, activeLength);
  return {
    qN,
    activeLength,
    temps,
    args: {
      model,
      deltaT: logMeanExcess(temps),
      spread: temps.flow - temps.ret,
      water: product.water,
      room: roomOf(input),
    },
  };
}

export function calculateKrn41(input: Krn41Input, options: CalcOptions = {}, data: ProductData = productData()) {
  const texts = new Texts(options.locale);
  const product = data.krn41[0]!;
  throwIfIssues(validateKrn41(input, product));
  const { qN, activeLength, temps, args } = krn41Args(product, input);
  const point = fanPointValues({ ...args, u: input.Steuerspannung });
  const values: Record<string, number | null> = {
    ...point,
    specificNominalOutputWm: qN.value,
    activeLengthM: activeLength,
    specificOutputWm: point.heatOutputW! / activeLength,
    deltaTK: args.deltaT,
    cFactor: cFactor(temps),
    conversionFactor: conversionFactor(temps, product.grid.n).factor,
  };
  const fan = fanState(args.model, input.Steuerspannung);
  const { extrapolated, warnings: outsideTested } = extrapolation(texts, args.deltaT, product.testedDeltaT);
  const warnings = [...dataWarnings(texts, data), ...fanWarnings(texts, values, args.model), ...outsideTested];

  const full = options.detail !== 'point';
  const result: CalcResult = {
    ...resultHead(texts, 'KRN41', 'heating', { product, data, fields: krn41Fields, input, values }),
    resultRows: resultRows(
      texts,
      values,
      [
        'heatOutputW',
        'heatOutputFanOffW',
        'heatOutputFanMaxW',
        'specificOutputWm',
        'specificNominalOutputWm',
        'activeLengthM',
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
      ],
      soundDisplay(texts, values, args.model),
    ),
    series: full ? krn41Series(texts, product, input) : [],
    methodCodes: [
      'EN16430-2',
      ...(fan.interpolated || qN.interpolated ? ['INTERPOLATED'] : []),
      ...(extrapolated ? ['EXTRAPOLATED'] : []),
    ],
    checks: en16430Checks(texts, {
      product,
      model: args.model,
      u: input.Steuerspannung,
      deltaT: args.deltaT,
      soundPower: values.soundPowerDbA ?? null,
      fanOn: fan.fanOn,
    }),
    warnings,
    tenderText: tenderText(texts, 'KRN41', options, {
      product: product.name,
      height: input.Bauhoehe,
      depth: input.Bautiefe,
      length: input.Baulaenge,
      output: texts.fixed(point.heatOutputW!, 0),
      flow: temps.flow,
      ret: temps.ret,
      room: temps.room,
      u: input.Steuerspannung,
      soundPower:
        values.soundPowerDbA === null ? `< ${product.soundPowerFloor}` : texts.fixed(values.soundPowerDbA!, 0),
      power: texts.fixed(point.electricPowerW!, 1),
      waterContent: texts.num(product.waterContentLPerM * activeLength, 1),
      connection: product.connection,
      pressure: product.maxOperatingPressureBar,
    }),
  };
  return result;
}

function krn41Series(texts: Texts, product: Krn41Product, input: Krn41Input) {
  const { args } = krn41Args(product, input);
  const spread = input.VorlaufTemp - input.RuecklaufTemp;
  return fanSeries(texts, args, input, Math.ceil(input.RaumTemp + spread + 2), Math.min(80, product.maxFlowTemp));
}
