import type { CalcCheck, CalcMessage } from '../../../../contract/calculators/common.ts';
import { convert } from '../constants.ts';
import { logMeanExcess } from '../en442.ts';
import { type FanAssistedModel, fanAssistedOutput, maxVoltage } from '../fan-assisted.ts';
import { pressureLoss, waterMassFlow } from '../hydraulics.ts';
import type { WaterSide } from '../product-data.ts';
import { type RoomAcoustics, soundPressureOffset } from '../sound.ts';
import { check, series, steps, type Texts, warning } from './shared.ts';

/** Shared by XFlair, XFlairTausch and KRN41: one fan-assisted operating point in boundary units. */
export function fanPointValues(args: {
  model: FanAssistedModel;
  u: number;
  deltaT: number;
  spread: number;
  water: WaterSide;
  room: RoomAcoustics;
}): Record<string, number | null> {
  const { model, u, deltaT, spread, water, room } = args;
  const out = fanAssistedOutput(model, u, deltaT);
  const max = fanAssistedOutput(model, maxVoltage(model), deltaT);
  const mass = waterMassFlow(out.output, spread);
  const soundPower = out.fan.soundPower;
  return {
    controlVoltageV: u,
    airFlowM3h: convert.m3PerSToM3PerH(out.fan.airFlow),
    soundPowerDbA: soundPower,
    soundPressureDbA: soundPower === null ? null : soundPower + soundPressureOffset(room).total,
    electricPowerW: out.fan.power,
    heatOutputFanOffW: out.natural,
    heatOutputW: out.output,
    heatOutputFanMaxW: max.output,
    boostFactor: out.output / out.natural,
    waterFlowKgH: convert.kgPerSToKgPerH(mass),
    waterFlowLH: convert.kgPerSToLPerH(mass),
    pressureLossKPa: convert.paToKPa(pressureLoss(mass, water.massFlowN, water.pressureLossN)),
  };
}

/** "< 20" for a sound power below the measuring floor (fan running). */
export function soundDisplay(
  texts: Texts,
  values: Record<string, number | null>,
  model: FanAssistedModel,
): Record<string, string> {
  if (values.soundPowerDbA !== null || !values.airFlowM3h) return {};
  return { soundPowerDbA: `< ${texts.num(model.soundPowerFloor, 0)}`, soundPressureDbA: '–' };
}

export function voltageSeriesPoints(args: Omit<Parameters<typeof fanPointValues>[0], 'u'>) {
  return steps(0, maxVoltage(args.model), 0.5).map((u) => fanPointValues({ ...args, u }));
}

/** Sound warnings shared by the fan units. */
export function fanWarnings(texts: Texts, values: Record<string, number | null>, model: FanAssistedModel) {
  const out: CalcMessage[] = [];
  if (!values.airFlowM3h) {
    out.push(warning(texts, 'fanOff', { uStart: model.uStart }, 'Steuerspannung'));
  } else if (values.soundPowerDbA === null) {
    out.push(warning(texts, 'soundBelowFloor', { floor: model.soundPowerFloor }, 'Steuerspannung'));
  }
  return out;
}

/**
 * DIN EN 16430 check list of docs/calculators.md §8.3: test report present, fan setting inside the tested
 * settings, ΔT inside the tested range, sound data for the setting, cooling only with Part 3 data,
 * and the reminder that EN 16430 results are never mixed with EN 442 results.
 */
export function en16430Checks(
  texts: Texts,
  args: {
    product: {
      en16430Report: { id: string; lab: string; date: string } | null;
      testedDeltaT: [number, number];
      coolingData: boolean;
    };
    model: FanAssistedModel;
    u: number;
    deltaT: number;
    soundPower: number | null;
    fanOn: boolean;
    coolingRequested?: boolean;
  },
): CalcCheck[] {
  const table = args.model.fanTable;
  const uMin = table[0]!.u;
  const uMax = table[table.length - 1]!.u;
  const [dMin, dMax] = args.product.testedDeltaT;
  const report = args.product.en16430Report;
  const coolingData = args.product.coolingData;
  return [
    check(
      texts,
      'reportAvailable',
      report !== null,
      report ? 'report' : 'noReport',
      report ? { id: report.id, lab: report.lab, date: report.date } : {},
    ),
    check(texts, 'fanSettingInRange', args.u >= uMin && args.u <= uMax, 'fanSetting', {
      u: args.u,
      min: uMin,
      max: uMax,
    }),
    check(texts, 'deltaTInRange', args.deltaT >= dMin && args.deltaT <= dMax, 'deltaT', {
      value: texts.fixed(args.deltaT, 2),
      min: dMin,
      max: dMax,
    }),
    check(
      texts,
      'soundDataAvailable',
      args.fanOn ? true : null,
      args.fanOn ? (args.soundPower === null ? 'soundBelowFloor' : 'soundTabulated') : 'fanOff',
      { floor: args.model.soundPowerFloor },
    ),
    check(
      texts,
      'coolingData',
      args.coolingRequested ? coolingData : null,
      coolingData ? 'coolingPart3' : 'noCoolingPart3',
    ),
    check(texts, 'notMixedWithEn442', true, 'notMixed'),
  ];
}

/**
 * The two charts of every fan-assisted emitter: output, air, sound, power, water over the control
 * voltage, and output (fan off / chosen / max) over the flow temperature, from `firstFlow` to `lastFlow`.
 */
export function fanSeries(
  texts: Texts,
  args: Omit<Parameters<typeof fanPointValues>[0], 'u'>,
  input: { VorlaufTemp: number; RuecklaufTemp: number; RaumTemp: number; Steuerspannung: number },
  firstFlow: number,
  lastFlow: number,
) {
  const spread = input.VorlaufTemp - input.RuecklaufTemp;
  const flowPoints = steps(firstFlow, lastFlow, 2.5).map((flow) => {
    const deltaT = logMeanExcess({ flow, ret: flow - spread, room: input.RaumTemp });
    return { ...fanPointValues({ ...args, deltaT, u: input.Steuerspannung }), flowTempC: flow };
  });
  return [
    series(
      texts,
      'controlVoltage',
      'controlVoltageV',
      [
        'heatOutputW',
        'airFlowM3h',
        'soundPowerDbA',
        'soundPressureDbA',
        'electricPowerW',
        'waterFlowLH',
        'pressureLossKPa',
      ],
      voltageSeriesPoints(args),
      { left: ['heatOutputW'], right: 'soundPowerDbA' },
    ),
    series(
      texts,
      'flowTemperature',
      'flowTempC',
      ['heatOutputFanOffW', 'heatOutputW', 'heatOutputFanMaxW'],
      flowPoints,
    ),
  ];
}
