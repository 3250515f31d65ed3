import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type ControlValveInput, controlValveFields } from '../../../../contract/calculators/selection-inputs.ts';
import { convert, WATER_DENSITY, WATER_SPECIFIC_HEAT } from '../constants.ts';
import { type SelectionData, selectionData, type ValveFamily } from '../selection-data.ts';
import { kvRequired, recommendKvs, valveAuthority, valvePressureLoss } from '../valve.ts';
import {
  type CalcOptions,
  check,
  dataWarnings,
  resultHead,
  resultRows,
  series,
  steps,
  Texts,
  tenderText,
  throwIfIssues,
} from './shared.ts';

/**
 * ControlValve — valve sizing: the flow (from heat output and spread, or given), kv for the
 * planned valve pressure loss, the recommended kvs of the valve series, the real pressure loss
 * at full opening and the valve authority against the variable-flow part of the circuit.
 */

/** Flow [m³/h]: given in l/h, or V̇ = Φ/(ρ·c_w·Δθ). */
export function valveFlowM3h(input: ControlValveInput): number {
  if (input.Eingabe === 'flow') return input.Volumenstrom / 1000;
  const mass = (input.Waermeleistung * 1000) / (WATER_SPECIFIC_HEAT * input.Spreizung);
  return convert.m3PerSToM3PerH(mass / WATER_DENSITY);
}

function valvePoint(family: ValveFamily, input: ControlValveInput, data: SelectionData) {
  const flow = valveFlowM3h(input);
  const kv = kvRequired(flow, input.Ventildruckverlust);
  const available = family.sizes.flatMap((s) => s.kvs);
  const kvs = recommendKvs(available, kv, flow, data.valves.maxValvePressureLossKPa);
  const size = family.sizes.find((s) => s.kvs.includes(kvs))!;
  const loss = valvePressureLoss(flow, kvs);
  return {
    flowM3h: flow,
    waterFlowLH: flow * 1000,
    kvRequired: kv,
    kvs,
    nominalDiameter: size.dn,
    valvePressureLossKPa: loss,
    circuitPressureLossKPa: input.Kreisdruckverlust,
    authority: valveAuthority(loss, input.Kreisdruckverlust),
  };
}

export function calculateControlValve(
  input: ControlValveInput,
  options: CalcOptions = {},
  _product?: unknown,
  data: SelectionData = selectionData(),
): CalcResult {
  const texts = new Texts(options.locale);
  const family = data.valves.families.find((f) => f.id === input.Ventilreihe);
  if (!family) throwIfIssues([{ field: 'Ventilreihe', rule: 'unknownProduct', values: { value: input.Ventilreihe } }]);
  const values = valvePoint(family!, input, data);
  const { recommendedMin, acceptableMin } = data.valves.authority;
  const full = options.detail !== 'point';
  const curve = steps(0, 1.5, 0.05).map((f) => {
    const flow = values.flowM3h * f;
    return {
      waterFlowLH: flow * 1000,
      pressureLossKvsKPa: valvePressureLoss(flow, values.kvs),
      pressureLossKvKPa: valvePressureLoss(flow, values.kvRequired),
    };
  });
  return {
    ...resultHead(texts, 'ControlValve', 'hydraulics', {
      product: {
        id: `${family!.id}-DN${values.nominalDiameter}`,
        name: `${family!.name}, DN ${values.nominalDiameter}, kvs ${texts.num(values.kvs, 2)}`,
      },
      data,
      fields: controlValveFields,
      input,
      values,
      named: { field: 'Ventilreihe', name: family!.name },
    }),
    resultRows: resultRows(texts, values, [
      'waterFlowLH',
      'flowM3h',
      'kvRequired',
      'kvs',
      'nominalDiameter',
      'valvePressureLossKPa',
      'circuitPressureLossKPa',
      'authority',
    ]),
    series: full
      ? [
          series(texts, 'valveCharacteristic', 'waterFlowLH', ['pressureLossKvsKPa', 'pressureLossKvKPa'], curve, {
            left: ['pressureLossKvsKPa', 'pressureLossKvKPa'],
          }),
        ]
      : [],
    methodCodes: ['VDI-VDE-2173', 'IEC-60534-KV'],
    checks: [
      check(texts, 'authorityRecommended', values.authority >= recommendedMin, 'authority', { min: recommendedMin }),
      check(texts, 'authorityAcceptable', values.authority >= acceptableMin, 'authority', { min: acceptableMin }),
      check(texts, 'valveLossLimit', values.valvePressureLossKPa <= data.valves.maxValvePressureLossKPa, 'valveLoss', {
        max: data.valves.maxValvePressureLossKPa,
      }),
    ],
    checksTitle: texts.t('doc.checksSelection'),
    warnings: dataWarnings(texts, data),
    tenderText: tenderText(texts, 'ControlValve', options, {
      product: family!.name,
      dn: values.nominalDiameter,
      kvs: texts.num(values.kvs, 2),
      flow: texts.fixed(values.waterFlowLH, 0),
      loss: texts.fixed(values.valvePressureLossKPa, 1),
      authority: texts.fixed(values.authority, 2),
    }),
  };
}
