import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type DoorAirCurtainInput, doorAirCurtainFields } from '../../../../contract/calculators/selection-inputs.ts';
import { airDensity, deflectionModulus, jetHeat, requiredOutletVelocity, stackPressure } from '../air-curtain.ts';
import { convert } from '../constants.ts';
import { type AirCurtainProduct, type SelectionData, selectionData } from '../selection-data.ts';
import {
  type CalcIssue,
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
  warning,
} from './shared.ts';

/**
 * DoorAirCurtain — required outlet velocity (Hayes & Stoecker deflection modulus) and heat output
 * for a door width/height and the inside/outside temperatures; units side by side over the door
 * width, the lowest fan stage that holds the curtain, its heat output at the water temperature
 * (scaled with the inlet temperature difference like fan coils, docs/calculators.md §7.3).
 */

export function validateDoorAirCurtain(
  input: DoorAirCurtainInput,
  product: AirCurtainProduct | undefined,
): CalcIssue[] {
  if (!product) return [{ field: 'Produkt', rule: 'unknownProduct', values: { value: input.Produkt } }];
  const issues: CalcIssue[] = [];
  if (!(input.AussenTemp < input.RaumTemp)) {
    issues.push({ field: 'AussenTemp', rule: 'outsideNotBelowRoom', values: { room: input.RaumTemp } });
  }
  if (!(input.Ausblastemp > input.RaumTemp)) {
    issues.push({ field: 'Ausblastemp', rule: 'dischargeNotAboveRoom', values: { room: input.RaumTemp } });
  } else if (!(input.VorlaufTemp > input.Ausblastemp)) {
    issues.push({ field: 'VorlaufTemp', rule: 'waterNotAboveDischarge', values: { discharge: input.Ausblastemp } });
  }
  return issues;
}

export function curtainPoint(product: AirCurtainProduct, input: DoorAirCurtainInput, data: SelectionData) {
  const design = data.airCurtainDesign;
  const inside = airDensity(input.RaumTemp);
  const outside = airDensity(input.AussenTemp);
  const jet = airDensity(input.Ausblastemp);
  const difference = outside - inside;
  const required = design.minDeflectionModulus * design.safetyFactor;
  const b0 = product.nozzleWidthM;
  const velocity = requiredOutletVelocity({
    deflectionModulus: required,
    height: input.Tuerhoehe,
    densityDifference: difference,
    jetDensity: jet,
    nozzleWidth: b0,
  });
  const units = Math.ceil(input.Tuerbreite / product.lengthM - 1e-9);
  const stageVelocity = (s: AirCurtainProduct['stages'][number]) =>
    convert.m3PerHToM3PerS(s.airFlowM3h) / (b0 * product.lengthM);
  const stageIndex = product.stages.findIndex((s) => stageVelocity(s) >= velocity - 1e-9);
  const stage = product.stages[stageIndex < 0 ? product.stages.length - 1 : stageIndex]!;
  const stageFlow = convert.m3PerHToM3PerS(stage.airFlowM3h) * units;
  const itdScale =
    (input.VorlaufTemp - input.RaumTemp) / (product.heatingRating.waterInC - product.heatingRating.airInC);
  const values = {
    doorHeightM: input.Tuerhoehe,
    densityInsideKgM3: inside,
    densityOutsideKgM3: outside,
    densityDifferenceKgM3: difference,
    stackPressurePa: stackPressure(input.Tuerhoehe, difference),
    requiredDeflectionModulus: required,
    requiredOutletVelocityMs: velocity,
    requiredAirFlowM3h: convert.m3PerSToM3PerH(velocity * b0 * input.Tuerbreite),
    unitCount: units,
    fanStage: stageIndex < 0 ? null : stageIndex + 1,
    outletVelocityMs: stageVelocity(stage),
    deflectionModulus: deflectionModulus({
      jetDensity: jet,
      nozzleWidth: b0,
      outletVelocity: stageVelocity(stage),
      height: input.Tuerhoehe,
      densityDifference: difference,
    }),
    airFlowM3h: convert.m3PerSToM3PerH(stageFlow),
    requiredHeatW: jetHeat(stageFlow, jet, input.Ausblastemp, input.RaumTemp),
    availableHeatW: stage.heatOutputKW * 1000 * units * itdScale,
    soundPowerDbA: stage.soundPowerDbA + 10 * Math.log10(units),
    electricPowerW: stage.powerW * units,
  };
  return { values, holds: stageIndex >= 0, stage };
}

export function calculateDoorAirCurtain(
  input: DoorAirCurtainInput,
  options: CalcOptions = {},
  _product?: unknown,
  data: SelectionData = selectionData(),
): CalcResult {
  const texts = new Texts(options.locale);
  const product = data.airCurtains.find((p) => p.id === input.Produkt);
  throwIfIssues(validateDoorAirCurtain(input, product));
  const { values, holds } = curtainPoint(product!, input, data);
  const covered = values.availableHeatW >= values.requiredHeatW;
  const mounting = input.Tuerhoehe <= product!.maxMountingHeightM;
  const warnings = dataWarnings(texts, data);
  if (!holds)
    warnings.push(
      warning(texts, 'curtainTooWeak', { velocity: Math.round(values.requiredOutletVelocityMs * 100) / 100 }),
    );
  const full = options.detail !== 'point';
  const heights = steps(1.8, 6, 0.2).map((h) => ({
    ...curtainPoint(product!, { ...input, Tuerhoehe: h }, data).values,
    doorHeightM: h,
  }));
  return {
    ...resultHead(texts, 'DoorAirCurtain', 'heating', {
      product: product!,
      data,
      fields: doorAirCurtainFields,
      input,
      values,
      named: { field: 'Produkt', name: product!.name },
    }),
    resultRows: resultRows(texts, values, [
      'requiredOutletVelocityMs',
      'requiredAirFlowM3h',
      'requiredHeatW',
      'unitCount',
      'fanStage',
      'outletVelocityMs',
      'airFlowM3h',
      'availableHeatW',
      'deflectionModulus',
      'requiredDeflectionModulus',
      'densityInsideKgM3',
      'densityOutsideKgM3',
      'densityDifferenceKgM3',
      'stackPressurePa',
      'soundPowerDbA',
      'electricPowerW',
    ]),
    series: full
      ? [
          series(
            texts,
            'doorHeight',
            'doorHeightM',
            ['requiredOutletVelocityMs', 'outletVelocityMs', 'stackPressurePa'],
            heights,
            {
              left: ['requiredOutletVelocityMs', 'outletVelocityMs'],
              right: 'stackPressurePa',
            },
          ),
        ]
      : [],
    methodCodes: ['DEFLECTION-MODULUS'],
    checks: [
      check(texts, 'curtainHolds', holds),
      check(texts, 'heatCovered', covered),
      check(texts, 'mountingHeight', mounting, 'mountingHeight', { max: product!.maxMountingHeightM }),
    ],
    checksTitle: texts.t('doc.checksSelection'),
    warnings,
    tenderText: tenderText(texts, 'DoorAirCurtain', options, {
      product: product!.name,
      units: values.unitCount,
      width: input.Tuerbreite,
      height: input.Tuerhoehe,
      velocity: texts.fixed(values.outletVelocityMs, 1),
      airFlow: texts.fixed(values.airFlowM3h, 0),
      heat: texts.fixed(values.availableHeatW / 1000, 1),
      flow: input.VorlaufTemp,
      room: input.RaumTemp,
      soundPower: texts.fixed(values.soundPowerDbA, 0),
      power: texts.fixed(values.electricPowerW, 0),
      connection: product!.connection,
      pressure: product!.maxOperatingPressureBar,
    }),
  };
}
