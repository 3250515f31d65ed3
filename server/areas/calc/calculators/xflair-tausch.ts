import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type XFlairTauschInput, xflairTauschFields } from '../../../../contract/calculators/inputs.ts';
import { conversionFactor, logMeanExcess, type OperatingTemps } from '../en442.ts';
import { fanState, maxVoltage, smallestVoltageFor } from '../fan-assisted.ts';
import { type ProductData, productData, type XFlairProduct } from '../product-data.ts';
import { en16430Checks, fanPointValues, voltageSeriesPoints } from './fan-common.ts';
import {
  type CalcIssue,
  type CalcOptions,
  dataWarnings,
  extrapolation,
  heatingOrderIssues,
  resultHead,
  resultRows,
  series,
  steps,
  Texts,
  throwIfIssues,
  warning,
} from './shared.ts';
import { findXFlair, roomOf, xflairTender } from './xflair.ts';

/**
 * XFlairTausch — radiator replacement (docs/calculators.md §3): what the old radiator delivered at
 * its design temperatures (or the room heat load when known), the nominal output a passive radiator
 * would need at the new temperatures, and the smallest control voltage at which the chosen
 * fan-assisted radiator covers the load. calcOutput adds the control-voltage and flow-temperature series.
 */

const RATING_POINTS: Record<string, OperatingTemps> = {
  '75/65/20': { flow: 75, ret: 65, room: 20 },
  '90/70/20': { flow: 90, ret: 70, room: 20 },
};

export function validateXFlairTausch(input: XFlairTauschInput, product: XFlairProduct | undefined): CalcIssue[] {
  if (!product) return [{ field: 'Produkt', rule: 'unknownProduct', values: { value: input.Produkt } }];
  const room = input.RaumTemp;
  const issues: CalcIssue[] = [];
  if (input.Heizlast <= 0) {
    issues.push(
      ...heatingOrderIssues(input.AltVorlaufTemp, input.AltRuecklaufTemp, room, {
        flow: 'AltVorlaufTemp',
        ret: 'AltRuecklaufTemp',
      }),
    );
  }
  if (input.Heizlast <= 0 && input.AltExponentQuelle === 'zweiPunkte') issues.push(...twoPointIssues(input));
  if (input.NeuVorlaufTemp < room + 10) {
    issues.push({ field: 'NeuVorlaufTemp', rule: 'newFlowTooLow', values: { min: room + 10 } });
  } else if (!(input.NeuRuecklaufTemp < input.NeuVorlaufTemp)) {
    issues.push({ field: 'NeuRuecklaufTemp', rule: 'returnNotBelowFlow', values: { flow: input.NeuVorlaufTemp } });
  } else if (input.NeuRuecklaufTemp < room + 2) {
    issues.push({ field: 'NeuRuecklaufTemp', rule: 'newReturnTooLow', values: { min: room + 2 } });
  }
  if (input.NeuVorlaufTemp > product.maxFlowTemp) {
    issues.push({ field: 'NeuVorlaufTemp', rule: 'flowAboveProductMax', values: { max: product.maxFlowTemp } });
  }
  return issues;
}

const EXPONENT_RANGE = { min: 1, max: 1.6 };

/** Exponent from two rated points (docs/calculators.md §1.1): n = ln(Φ1/Φ2) / ln(ΔT1/ΔT2). */
export function exponentFromTwoPoints(output1: number, deltaT1: number, output2: number, deltaT2: number): number {
  return Math.log(output1 / output2) / Math.log(deltaT1 / deltaT2);
}

function twoPointIssues(input: XFlairTauschInput): CalcIssue[] {
  if (input.AltUebertemp1 === input.AltUebertemp2) {
    return [{ field: 'AltUebertemp2', rule: 'sameDeltaT', values: { first: input.AltUebertemp1 } }];
  }
  const n = exponentFromTwoPoints(input.AltLeistung1, input.AltUebertemp1, input.AltLeistung2, input.AltUebertemp2);
  if (n >= EXPONENT_RANGE.min && n <= EXPONENT_RANGE.max) return [];
  return [
    { field: 'AltLeistung2', rule: 'exponentOutOfRange', values: { n: Math.round(n * 100) / 100, ...EXPONENT_RANGE } },
  ];
}

/** The old radiator's exponent: as given, or derived from its two rated points. */
export function oldExponent(input: XFlairTauschInput): { n: number; twoPoints: boolean } {
  if (input.AltExponentQuelle !== 'zweiPunkte') return { n: input.AltExponent, twoPoints: false };
  const n = exponentFromTwoPoints(input.AltLeistung1, input.AltUebertemp1, input.AltLeistung2, input.AltUebertemp2);
  return { n, twoPoints: true };
}

/** Old radiator: nominal output (given, or estimated from type and front area) and output at its design point. */
export function oldRadiator(input: XFlairTauschInput, data: ProductData, n: number) {
  const estimated = input.AltNennleistung <= 0;
  const legacy = data.legacyRadiators;
  const nominal = estimated
    ? (legacy.wPerM2ByType[input.AltTyp] ?? 0) * (input.AltBauhoehe / 1000) * (input.AltBaulaenge / 1000)
    : input.AltNennleistung;
  // The placeholder table is rated at ΔT 50 K, i.e. 75/65/20.
  const rating = estimated ? RATING_POINTS['75/65/20']! : RATING_POINTS[input.AltNormpunkt]!;
  const design = { flow: input.AltVorlaufTemp, ret: input.AltRuecklaufTemp, room: input.RaumTemp };
  const factor = conversionFactor(design, n, 'LOG', rating).factor;
  return { nominal, estimated, outputAtDesign: nominal * factor, factor };
}

export function calculateXFlairTausch(
  input: XFlairTauschInput,
  options: CalcOptions = {},
  data: ProductData = productData(),
) {
  const texts = new Texts(options.locale);
  const product = findXFlair(data, input.Produkt);
  throwIfIssues(validateXFlairTausch(input, product));
  if (!product) throw new Error('unreachable');

  const useLoad = input.Heizlast > 0;
  const exponent = useLoad ? null : oldExponent(input);
  const old = exponent ? oldRadiator(input, data, exponent.n) : null;
  const roomLoad = useLoad ? input.Heizlast : old!.outputAtDesign;
  const newTemps = { flow: input.NeuVorlaufTemp, ret: input.NeuRuecklaufTemp, room: input.RaumTemp };
  const deltaT = logMeanExcess(newTemps);
  const spread = newTemps.flow - newTemps.ret;
  const newFactor = conversionFactor(newTemps, product.model.natural.n, product.ratingMethod).factor;
  const requiredNominal = roomLoad / newFactor;
  const uRequired = smallestVoltageFor(product.model, roomLoad, deltaT, 0.1);
  const args = { model: product.model, deltaT, spread, water: product.water, room: roomOf(input) };
  const uShown = uRequired ?? maxVoltage(product.model);
  const point = fanPointValues({ ...args, u: uShown });
  const fan = fanState(product.model, uShown);

  const values: Record<string, number | null> = {
    roomLoadW: roomLoad,
    oldNominalOutputW: old ? old.nominal : null,
    oldOutputAtDesignW: old ? old.outputAtDesign : null,
    oldExponent: exponent ? exponent.n : null,
    requiredNominalOutputW: requiredNominal,
    conversionFactor: newFactor,
    deltaTK: deltaT,
    productNominalOutputW: product.nominalOutput,
    naturalOutputNewW: point.heatOutputFanOffW!,
    maxOutputNewW: point.heatOutputFanMaxW!,
    coverageRatio: point.heatOutputFanMaxW! / roomLoad,
    requiredControlVoltageV: uRequired,
    controlVoltageV: uShown,
    heatOutputW: point.heatOutputW!,
    airFlowM3h: point.airFlowM3h!,
    soundPowerDbA: point.soundPowerDbA ?? null,
    soundPressureDbA: point.soundPressureDbA ?? null,
    electricPowerW: point.electricPowerW!,
    waterFlowLH: point.waterFlowLH!,
    pressureLossKPa: point.pressureLossKPa!,
  };

  const warnings = dataWarnings(texts, data);
  if (old?.estimated)
    warnings.push(warning(texts, 'oldOutputEstimated', { value: Math.round(old.nominal) }, 'AltNennleistung'));
  if (exponent?.twoPoints) {
    const { AltLeistung1, AltUebertemp1, AltLeistung2, AltUebertemp2 } = input;
    warnings.push(
      warning(
        texts,
        'exponentFromTwoPoints',
        { n: texts.fixed(exponent.n, 2), p1: AltLeistung1, dt1: AltUebertemp1, p2: AltLeistung2, dt2: AltUebertemp2 },
        'AltExponentQuelle',
      ),
    );
  }
  if (uRequired === null) {
    warnings.push(
      warning(texts, 'loadNotCovered', { load: Math.round(roomLoad), max: Math.round(point.heatOutputFanMaxW!) }),
    );
  }
  if (old && requiredNominal > 3 * old.nominal) {
    warnings.push(
      warning(texts, 'replacementUnrealistic', { required: Math.round(requiredNominal), old: Math.round(old.nominal) }),
    );
  }
  const { extrapolated, warnings: outsideTested } = extrapolation(texts, deltaT, product.testedDeltaT);
  warnings.push(...outsideTested);
  const soundBelow = uRequired !== null && fan.fanOn && values.soundPowerDbA === null;

  const full = options.detail !== 'point';
  const result: CalcResult = {
    ...resultHead(texts, 'XFlairTausch', 'heating', {
      product,
      data,
      fields: xflairTauschFields,
      input,
      values,
      named: { field: 'Produkt', name: product.name },
    }),
    resultRows: resultRows(
      texts,
      values,
      [
        'roomLoadW',
        ...(old ? ['oldNominalOutputW', 'oldExponent', 'oldOutputAtDesignW'] : []),
        'requiredNominalOutputW',
        'conversionFactor',
        'deltaTK',
        'productNominalOutputW',
        'naturalOutputNewW',
        'maxOutputNewW',
        'coverageRatio',
        'requiredControlVoltageV',
        'heatOutputW',
        'airFlowM3h',
        'soundPowerDbA',
        'soundPressureDbA',
        'electricPowerW',
        'waterFlowLH',
        'pressureLossKPa',
      ],
      {
        ...(uRequired === null ? { requiredControlVoltageV: '–' } : {}),
        ...(soundBelow ? { soundPowerDbA: `< ${product.model.soundPowerFloor}`, soundPressureDbA: '–' } : {}),
        ...(!fan.fanOn ? { soundPowerDbA: '–', soundPressureDbA: '–' } : {}),
      },
    ),
    series: full ? tauschSeries(texts, product, input, args, roomLoad) : [],
    methodCodes: [
      'EN442-LOG',
      ...(exponent?.twoPoints ? ['EXPONENT-2P'] : []),
      'EN16430-2',
      ...(fan.interpolated ? ['INTERPOLATED'] : []),
      ...(extrapolated ? ['EXTRAPOLATED'] : []),
    ],
    checks: en16430Checks(texts, {
      product,
      model: product.model,
      u: uShown,
      deltaT,
      soundPower: values.soundPowerDbA ?? null,
      fanOn: fan.fanOn,
    }),
    warnings,
    tenderText: xflairTender(texts, product, options, {
      output: point.heatOutputW!,
      flow: newTemps.flow,
      ret: newTemps.ret,
      room: newTemps.room,
      u: uShown,
      soundPower: values.soundPowerDbA ?? null,
      power: point.electricPowerW!,
    }),
  };
  return result;
}

function tauschSeries(
  texts: Texts,
  product: XFlairProduct,
  input: XFlairTauschInput,
  args: Omit<Parameters<typeof fanPointValues>[0], 'u'>,
  roomLoad: number,
) {
  const spread = input.NeuVorlaufTemp - input.NeuRuecklaufTemp;
  const flows = steps(Math.ceil(input.RaumTemp + Math.max(10, spread + 2)), product.maxFlowTemp, 2.5);
  const flowPoints = flows.map((flow) => {
    const deltaT = logMeanExcess({ flow, ret: flow - spread, room: input.RaumTemp });
    const p = fanPointValues({ ...args, deltaT, u: maxVoltage(product.model) });
    return {
      flowTempC: flow,
      heatOutputFanOffW: p.heatOutputFanOffW!,
      heatOutputFanMaxW: p.heatOutputFanMaxW!,
      roomLoadW: roomLoad,
    };
  });
  const voltagePoints = voltageSeriesPoints(args).map((p) => ({ ...p, roomLoadW: roomLoad }));
  return [
    series(
      texts,
      'controlVoltage',
      'controlVoltageV',
      ['heatOutputW', 'roomLoadW', 'airFlowM3h', 'soundPowerDbA', 'electricPowerW'],
      voltagePoints,
      {
        left: ['heatOutputW', 'roomLoadW'],
        right: 'soundPowerDbA',
      },
    ),
    series(texts, 'flowTemperature', 'flowTempC', ['heatOutputFanOffW', 'heatOutputFanMaxW', 'roomLoadW'], flowPoints),
  ];
}
