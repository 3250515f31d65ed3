import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type HpcInput, hpcFields } from '../../../../contract/calculators/inputs.ts';
import { convert } from '../constants.ts';
import { fanCoilCooling, heatingAtInletTemperature, speedAt } from '../fancoil.ts';
import { pressureLoss, waterMassFlow, waterVolumeFlow } from '../hydraulics.ts';
import { type FanCoilProduct, type ProductData, productData } from '../product-data.ts';
import { humidityRatioFromWetBulb, relativeHumidity } from '../psychrometrics.ts';
import { soundPressureOffset } from '../sound.ts';
import {
  type CalcIssue,
  type CalcOptions,
  coolingOrderIssues,
  dataWarnings,
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
import { roomOf } from './xflair.ts';

/**
 * HPC — fan coil / heat-pump convector (EN 1397, Eurovent; docs/calculators.md §7). One endpoint
 * (calc) returns the operating point at the control voltage and the series over the control
 * voltage and over the water inlet temperature. Air inlet = room air (RaumTemp dry bulb,
 * FeuchtkugelTemp wet bulb); VorlaufTemp/RuecklaufTemp are the water inlet/outlet.
 */

export function findFanCoil(data: ProductData, id: string) {
  return data.fancoil.find((p) => p.id === id);
}

export function validateHpc(input: HpcInput, product: FanCoilProduct | undefined): CalcIssue[] {
  if (!product) return [{ field: 'Produkt', rule: 'unknownProduct', values: { value: input.Produkt } }];
  const issues: CalcIssue[] = [];
  const uMin = product.speeds[0]!.u;
  const uMax = product.speeds[product.speeds.length - 1]!.u;
  if (input.Steuerspannung < uMin)
    issues.push({ field: 'Steuerspannung', rule: 'min', values: { min: uMin, unit: 'V' } });
  if (input.Steuerspannung > uMax)
    issues.push({ field: 'Steuerspannung', rule: 'max', values: { max: uMax, unit: 'V' } });
  const { VorlaufTemp: flow, RuecklaufTemp: ret, RaumTemp: air } = input;
  const [lo, hi] = input.Betriebsart === 'cooling' ? product.coolingWaterInRange : product.heatingWaterInRange;
  if (flow < lo || flow > hi) {
    issues.push({ field: 'VorlaufTemp', rule: 'waterInletOutOfRange', values: { min: lo, max: hi } });
    return issues;
  }
  if (input.Betriebsart === 'cooling') {
    issues.push(...coolingOrderIssues(flow, ret, Number.POSITIVE_INFINITY));
    if (!(flow < air)) issues.push({ field: 'VorlaufTemp', rule: 'flowNotBelowRoom', values: { room: air } });
    if (input.FeuchtkugelTemp > air) {
      issues.push({ field: 'FeuchtkugelTemp', rule: 'wetBulbAboveDryBulb', values: { dryBulb: air } });
    } else {
      const rh = relativeHumidity(air, humidityRatioFromWetBulb(air, input.FeuchtkugelTemp));
      const [rMin, rMax] = product.humidityRange;
      if (rh < rMin || rh > rMax) {
        issues.push({
          field: 'FeuchtkugelTemp',
          rule: 'humidityOutOfRange',
          values: { rh: Math.round(rh * 1000) / 10, min: rMin * 100, max: rMax * 100 },
        });
      }
    }
  } else {
    issues.push(...heatingOrderIssues(flow, ret, Number.NEGATIVE_INFINITY));
    if (!(flow > air)) issues.push({ field: 'VorlaufTemp', rule: 'flowNotAboveRoom', values: { room: air } });
  }
  return issues;
}

function hpcPoint(product: FanCoilProduct, input: HpcInput) {
  const speed = speedAt(product.speeds, input.Steuerspannung);
  const room = roomOf(input);
  const spread = Math.abs(input.RuecklaufTemp - input.VorlaufTemp);
  const common = {
    controlVoltageV: input.Steuerspannung,
    airFlowM3h: convert.m3PerSToM3PerH(speed.airFlow),
    soundPowerDbA: speed.soundPower,
    soundPressureDbA: speed.soundPower + soundPressureOffset(room).total,
    electricPowerW: speed.power,
  };
  const hydraulics = (mass: number) => ({
    waterFlowKgH: convert.kgPerSToKgPerH(mass),
    waterFlowLH: convert.kgPerSToLPerH(mass),
    pressureLossKPa: convert.paToKPa(
      pressureLoss(waterVolumeFlow(mass), product.waterVolumeFlowN, product.waterPressureLossN),
    ),
  });
  if (input.Betriebsart === 'cooling') {
    const cooling = fanCoilCooling({
      speed,
      rating: product.rating,
      airDryBulb: input.RaumTemp,
      airWetBulb: input.FeuchtkugelTemp,
      waterIn: input.VorlaufTemp,
      waterOut: input.RuecklaufTemp,
    });
    const values: Record<string, number | null> = {
      ...common,
      coolingOutputW: cooling.total,
      sensibleCoolingW: cooling.sensible,
      latentCoolingW: cooling.latent,
      sensibleHeatRatio: cooling.sensibleHeatRatio,
      condensateKgH: convert.kgPerSToKgPerH(cooling.condensate),
      airInletRhPct: cooling.inlet.rh * 100,
      airInletHumidityGkg: cooling.inlet.x * 1000,
      dewPointC: cooling.inlet.dewPoint,
      airOutletTempC: cooling.outlet.t,
      airOutletRhPct: cooling.outlet.rh * 100,
      ...hydraulics(cooling.waterMassFlow),
    };
    return { values, speed, cooling };
  }
  const heat = heatingAtInletTemperature({
    ratedCapacity: speed.heating,
    ratedWaterIn: product.rating.heatingWaterIn,
    ratedAir: product.rating.heatingAir,
    waterIn: input.VorlaufTemp,
    air: input.RaumTemp,
  });
  const values: Record<string, number | null> = {
    ...common,
    heatOutputW: heat,
    ...hydraulics(waterMassFlow(heat, spread)),
  };
  return { values, speed, cooling: null };
}

export function calculateHpc(input: HpcInput, options: CalcOptions = {}, data: ProductData = productData()) {
  const texts = new Texts(options.locale);
  const product = findFanCoil(data, input.Produkt);
  throwIfIssues(validateHpc(input, product));
  if (!product) throw new Error('unreachable');
  const { values, speed, cooling } = hpcPoint(product, input);
  const mode = input.Betriebsart === 'cooling' ? 'cooling' : 'heating';

  const warnings = dataWarnings(texts, data);
  if (cooling && !cooling.dryCoil) {
    const meanWater = (input.VorlaufTemp + input.RuecklaufTemp) / 2;
    if (meanWater < cooling.inlet.dewPoint) {
      warnings.push(
        warning(
          texts,
          product.condensateDrain ? 'condensateDrained' : 'condensation',
          { dewPoint: Math.round(cooling.inlet.dewPoint * 10) / 10 },
          'VorlaufTemp',
        ),
      );
    }
  }
  const keys =
    mode === 'cooling'
      ? [
          'coolingOutputW',
          'sensibleCoolingW',
          'latentCoolingW',
          'sensibleHeatRatio',
          'condensateKgH',
          'airInletRhPct',
          'airInletHumidityGkg',
          'dewPointC',
          'airOutletTempC',
          'airOutletRhPct',
        ]
      : ['heatOutputW'];
  const full = options.detail !== 'point';
  const output = (mode === 'cooling' ? values.coolingOutputW : values.heatOutputW)!;
  const result: CalcResult = {
    ...resultHead(texts, 'HPC', mode, {
      product,
      data,
      fields: hpcFields,
      input,
      values,
      named: { field: 'Produkt', name: product.name },
    }),
    resultRows: resultRows(texts, values, [
      ...keys,
      'controlVoltageV',
      'airFlowM3h',
      'soundPowerDbA',
      'soundPressureDbA',
      'electricPowerW',
      'waterFlowKgH',
      'waterFlowLH',
      'pressureLossKPa',
    ]),
    series: full ? hpcSeries(texts, product, input, mode) : [],
    methodCodes: ['EN1397', ...(speed.interpolated ? ['INTERPOLATED'] : [])],
    checks: [],
    warnings,
    tenderText: tenderText(texts, `HPC.${mode}`, options, {
      product: product.name,
      output: texts.fixed(output, 0),
      sensible: values.sensibleCoolingW == null ? '–' : texts.fixed(values.sensibleCoolingW, 0),
      flow: input.VorlaufTemp,
      ret: input.RuecklaufTemp,
      air: input.RaumTemp,
      wetBulb: input.FeuchtkugelTemp,
      u: input.Steuerspannung,
      airFlow: texts.fixed(values.airFlowM3h!, 0),
      soundPower: texts.fixed(values.soundPowerDbA!, 0),
      power: texts.fixed(values.electricPowerW!, 1),
      waterContent: texts.num(product.waterContentL, 1),
      connection: product.connection,
      pressure: product.maxOperatingPressureBar,
    }),
  };
  return result;
}

function hpcSeries(texts: Texts, product: FanCoilProduct, input: HpcInput, mode: 'heating' | 'cooling') {
  const uMin = product.speeds[0]!.u;
  const uMax = product.speeds[product.speeds.length - 1]!.u;
  const outKeys = mode === 'cooling' ? ['coolingOutputW', 'sensibleCoolingW'] : ['heatOutputW'];
  const voltagePoints = steps(uMin, uMax, 0.5).map((u) => hpcPoint(product, { ...input, Steuerspannung: u }).values);
  const spread = input.RuecklaufTemp - input.VorlaufTemp;
  const [lo, hi] = mode === 'cooling' ? product.coolingWaterInRange : product.heatingWaterInRange;
  const tempPoints = steps(lo, hi, mode === 'cooling' ? 1 : 2.5)
    .map((flow) => ({ ...input, VorlaufTemp: flow, RuecklaufTemp: flow + spread }))
    .filter((variant) => validateHpc(variant, product).length === 0)
    .map((variant) => ({ ...hpcPoint(product, variant).values, flowTempC: variant.VorlaufTemp }));
  return [
    series(
      texts,
      'controlVoltage',
      'controlVoltageV',
      [...outKeys, 'airFlowM3h', 'soundPowerDbA', 'soundPressureDbA', 'electricPowerW', 'waterFlowLH'],
      voltagePoints,
      {
        left: outKeys,
        right: 'soundPowerDbA',
      },
    ),
    series(texts, 'waterInletTemperature', 'flowTempC', [...outKeys, 'waterFlowLH', 'pressureLossKPa'], tempPoints),
  ];
}
