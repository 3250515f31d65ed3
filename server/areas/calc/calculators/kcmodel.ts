import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type KcModelInput, kcModelFields } from '../../../../contract/calculators/inputs.ts';
import { convert } from '../constants.ts';
import { convectorOutput, gridContains, specificNominalOutput } from '../convector.ts';
import type { DeltaTMethod } from '../en442.ts';
import { pressureLoss, waterMassFlow } from '../hydraulics.ts';
import { type KcProduct, type ProductData, productData } from '../product-data.ts';
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
  tenderText,
  throwIfIssues,
  warning,
} from './shared.ts';

/**
 * KCModel — natural-convection convector (trench, wall or floor-standing), docs/calculators.md §4:
 * Φ = q_N(H, T)·L_act·(ΔT/ΔT_N)^n with q_N bilinear inside the product grid, never extrapolated.
 * calc = the operating point; calcOutput = the point plus output over flow temperature (fixed
 * spread) and over the build length.
 */

/** Geometry rules shared with KRN41: inside the q_N grid, longer than the non-finned ends. */
export function gridIssues(
  product: KcProduct,
  input: { Bauhoehe: number; Bautiefe: number; Baulaenge: number },
): CalcIssue[] {
  const issues: CalcIssue[] = [];
  const inside = gridContains(product.grid, convert.mmToM(input.Bauhoehe), convert.mmToM(input.Bautiefe));
  const mm = (axis: number[]) => ({
    allowed: `${Math.round(convert.mToMm(axis[0]!))}–${Math.round(convert.mToMm(axis[axis.length - 1]!))}`,
  });
  if (!inside.height) issues.push({ field: 'Bauhoehe', rule: 'outsideProductGrid', values: mm(product.grid.heights) });
  if (!inside.width) issues.push({ field: 'Bautiefe', rule: 'outsideProductGrid', values: mm(product.grid.widths) });
  if (!(convert.mmToM(input.Baulaenge) > product.deadLength)) {
    issues.push({
      field: 'Baulaenge',
      rule: 'lengthBelowDeadLength',
      values: { min: convert.mToMm(product.deadLength) },
    });
  }
  return issues;
}

/** What a trench convector's inputs describe: its size and the heating water and room temperatures. */
type TrenchInput = Pick<
  KcModelInput,
  'Bauhoehe' | 'Bautiefe' | 'Baulaenge' | 'VorlaufTemp' | 'RuecklaufTemp' | 'RaumTemp'
>;

/** Heating rules shared with KRN41: temperature order, the product's highest flow temperature, the grid. */
export function validateKcModel(input: TrenchInput, product: KcProduct): CalcIssue[] {
  const issues = heatingOrderIssues(input.VorlaufTemp, input.RuecklaufTemp, input.RaumTemp);
  if (input.VorlaufTemp > product.maxFlowTemp) {
    issues.push({ field: 'VorlaufTemp', rule: 'flowAboveProductMax', values: { max: product.maxFlowTemp } });
  }
  return [...issues, ...gridIssues(product, input)];
}

/** Shared with KRN41: q_N from the grid at the build height and depth, the finned length, the temperatures. */
export function trenchGeometry(product: KcProduct, input: TrenchInput) {
  const qN = specificNominalOutput(product.grid, convert.mmToM(input.Bauhoehe), convert.mmToM(input.Bautiefe));
  const activeLength = convert.mmToM(input.Baulaenge) - product.deadLength;
  const temps = { flow: input.VorlaufTemp, ret: input.RuecklaufTemp, room: input.RaumTemp };
  return { qN, activeLength, temps };
}

function kcPoint(product: KcProduct, input: KcModelInput) {
  const { qN, activeLength, temps } = trenchGeometry(product, input);
  const out = convectorOutput({
    qN: qN.value,
    activeLength,
    temps,
    n: product.grid.n,
    method: input.Verfahren as DeltaTMethod,
  });
  const mass = waterMassFlow(out.output, temps.flow - temps.ret);
  const values: Record<string, number | null> = {
    heatOutputW: out.output,
    specificNominalOutputWm: qN.value,
    activeLengthM: activeLength,
    nominalOutputW: out.nominalOutput,
    specificOutputWm: out.output / activeLength,
    deltaTK: out.conversion.deltaT,
    cFactor: out.conversion.c,
    conversionFactor: out.conversion.factor,
    exponent: product.grid.n,
    waterFlowKgH: convert.kgPerSToKgPerH(mass),
    waterFlowLH: convert.kgPerSToLPerH(mass),
    pressureLossKPa: convert.paToKPa(pressureLoss(mass, product.water.massFlowN, product.water.pressureLossN)),
  };
  return { values, out, interpolated: qN.interpolated };
}

export function calculateKcModel(input: KcModelInput, options: CalcOptions = {}, data: ProductData = productData()) {
  const texts = new Texts(options.locale);
  const product = data.kcmodel[0]!;
  throwIfIssues(validateKcModel(input, product));
  const { values, out, interpolated } = kcPoint(product, input);
  const method = input.Verfahren as DeltaTMethod;

  const warnings = dataWarnings(texts, data);
  if (out.conversion.warnings.includes('arithBelowC')) {
    warnings.push(warning(texts, 'arithBelowC', { c: out.conversion.c }, 'Verfahren'));
  }
  const { extrapolated, warnings: outsideTested } = extrapolation(texts, out.conversion.deltaT, product.testedDeltaT);
  warnings.push(...outsideTested);

  const full = options.detail !== 'point';
  const result: CalcResult = {
    ...resultHead(texts, 'KCModel', 'heating', { product, data, fields: kcModelFields, input, values }),
    resultRows: resultRows(texts, values, [
      'heatOutputW',
      'specificOutputWm',
      'specificNominalOutputWm',
      'nominalOutputW',
      'activeLengthM',
      'deltaTK',
      'cFactor',
      'conversionFactor',
      'exponent',
      'waterFlowKgH',
      'waterFlowLH',
      'pressureLossKPa',
    ]),
    series: full ? kcSeries(texts, product, input) : [],
    methodCodes: [
      method === 'LOG' ? 'EN442-LOG' : 'EN442-ARI',
      ...(interpolated ? ['INTERPOLATED'] : []),
      ...(extrapolated ? ['EXTRAPOLATED'] : []),
    ],
    checks: [],
    warnings,
    tenderText: tenderText(texts, 'KCModel', options, {
      product: product.name,
      height: input.Bauhoehe,
      depth: input.Bautiefe,
      length: input.Baulaenge,
      output: texts.fixed(out.output, 0),
      flow: input.VorlaufTemp,
      ret: input.RuecklaufTemp,
      room: input.RaumTemp,
      method: method === 'LOG' ? 'EN442-LOG' : 'EN442-ARI',
      waterContent: texts.num(product.waterContentLPerM * values.activeLengthM!, 1),
      connection: product.connection,
      pressure: product.maxOperatingPressureBar,
    }),
  };
  return result;
}

function kcSeries(texts: Texts, product: KcProduct, input: KcModelInput) {
  const spread = input.VorlaufTemp - input.RuecklaufTemp;
  const flowPoints = steps(Math.ceil(input.RaumTemp + spread + 2), Math.min(90, product.maxFlowTemp), 2.5)
    .map((flow) => ({ ...input, VorlaufTemp: flow, RuecklaufTemp: flow - spread }))
    .filter((variant) => validateKcModel(variant, product).length === 0)
    .map((variant) => ({ ...kcPoint(product, variant).values, flowTempC: variant.VorlaufTemp }));
  const lengthPoints = steps(1000, 5000, 250).map((length) => ({
    ...kcPoint(product, { ...input, Baulaenge: length }).values,
    lengthMm: length,
  }));
  return [
    series(texts, 'flowTemperature', 'flowTempC', ['heatOutputW', 'waterFlowLH', 'pressureLossKPa'], flowPoints),
    series(texts, 'length', 'lengthMm', ['heatOutputW'], lengthPoints),
  ];
}
