import type { CalcResult } from '../../../../contract/calculators/common.ts';
import { type ConvectorLoadInput, convectorLoadFields } from '../../../../contract/calculators/inputs.ts';
import { convert } from '../constants.ts';
import { grilleCheck, rectangularSection } from '../grille.ts';
import { type ProductData, productData } from '../product-data.ts';
import {
  type CalcIssue,
  type CalcOptions,
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
 * ConvectorLoadCalc — trench-convector grille (docs/calculators.md §5): free cross-section, the
 * allowable point load ("load value") per EN 1991-1-1 use category with the bars as simply
 * supported beams (EN 1999-1-1 resistance), deflection against l/200, and the curves over the
 * trench width.
 */

export function validateConvectorLoad(input: ConvectorLoadInput, data: ProductData): CalcIssue[] {
  const issues: CalcIssue[] = [];
  if (!data.grille.materials.some((m) => m.id === input.Werkstoff)) {
    issues.push({ field: 'Werkstoff', rule: 'invalidOption', values: { value: input.Werkstoff } });
  }
  if (!(input.Teilung > input.Stabbreite)) {
    issues.push({ field: 'Teilung', rule: 'pitchNotAboveBarWidth', values: { barWidth: input.Stabbreite } });
  }
  if (!(Number(input.Lastflaeche) >= input.Teilung)) {
    issues.push({ field: 'Lastflaeche', rule: 'footprintBelowPitch', values: { pitch: input.Teilung } });
  }
  return issues;
}

function grilleArgs(input: ConvectorLoadInput, data: ProductData, spanMm = input.Rinnenbreite) {
  const material = data.grille.materials.find((m) => m.id === input.Werkstoff)!;
  return {
    pitch: convert.mmToM(input.Teilung),
    barWidth: convert.mmToM(input.Stabbreite),
    barHeight: convert.mmToM(input.Stabhoehe),
    spacerShare: input.Stegflaechenanteil / 100,
    span: convert.mmToM(spanMm),
    footprint: convert.mmToM(Number(input.Lastflaeche)),
    barAtEdge: input.StabAmRand === '1',
    pointLoad: convert.kNToN(input.Punktlast),
    areaLoad: convert.kNToN(input.Flaechenlast),
    material,
    factors: data.grille.factors,
  };
}

function grilleValues(input: ConvectorLoadInput, data: ProductData, spanMm = input.Rinnenbreite) {
  const r = grilleCheck(grilleArgs(input, data, spanMm));
  return {
    spanMm,
    freeCrossSectionPct: r.freeCrossSection * 100,
    barsUnderLoad: r.barsUnderLoad,
    designResistanceKN: convert.nToKN(r.designResistance),
    allowablePointLoadKN: convert.nToKN(r.allowablePointLoad),
    designLoadKN: convert.nToKN(r.designLoad),
    designLoadLineKN: convert.nToKN(r.designLoad),
    utilisationPct: r.utilisation * 100,
    deflectionMm: convert.mToMm(r.deflection),
    deflectionLimitMm: convert.mToMm(r.deflectionLimit),
    allowableAreaLoadKNm2: convert.nToKN(r.allowableAreaLoad),
    areaLoadUtilisationPct: r.areaLoadUtilisation * 100,
    areaLoadDeflectionMm: convert.mToMm(r.areaLoadDeflection),
  };
}

/** Largest span meeting strength (point and area load) and the l/200 deflection limit [m]. */
export function maxSpan(args: ReturnType<typeof grilleArgs>): number {
  const { W, I } = rectangularSection(args.barWidth, args.barHeight);
  const nb = Math.floor(args.footprint / args.pitch + 1e-9) + (args.barAtEdge ? 1 : 0);
  const { gammaM1, gammaQ, deflectionLimitRatio } = args.factors;
  const { f02, E } = args.material;
  const limits: number[] = [];
  if (args.pointLoad > 0) {
    limits.push((nb * 4 * W * f02) / (gammaM1 * gammaQ * args.pointLoad));
    limits.push(Math.sqrt((48 * E * I * nb * deflectionLimitRatio) / args.pointLoad));
  }
  if (args.areaLoad > 0) {
    limits.push(Math.sqrt((8 * W * f02) / (gammaM1 * gammaQ * args.pitch * args.areaLoad)));
    limits.push(Math.cbrt((384 * E * I * deflectionLimitRatio) / (5 * args.areaLoad * args.pitch)));
  }
  return limits.length ? Math.min(...limits) : Number.POSITIVE_INFINITY;
}

export function calculateConvectorLoad(
  input: ConvectorLoadInput,
  options: CalcOptions = {},
  data: ProductData = productData(),
) {
  const texts = new Texts(options.locale);
  throwIfIssues(validateConvectorLoad(input, data));
  const args = grilleArgs(input, data);
  const section = rectangularSection(input.Stabbreite, input.Stabhoehe);
  const span = maxSpan(args);
  const values: Record<string, number | null> = {
    ...grilleValues(input, data),
    sectionModulusMm3: section.W,
    momentOfInertiaMm4: section.I,
    maxSpanMm: Number.isFinite(span) ? convert.mToMm(span) : null,
  };
  const warnings = dataWarnings(texts, data);
  if (!data.grille.factors.verified || !args.material.verified) warnings.push(warning(texts, 'factorsUnverified'));
  if (values.utilisationPct! > 100) {
    warnings.push(warning(texts, 'overload', { value: Math.round(values.utilisationPct!) }, 'Punktlast'));
  }
  if (values.deflectionMm! > values.deflectionLimitMm!) {
    warnings.push(
      warning(
        texts,
        'deflectionExceeded',
        { value: values.deflectionMm!, limit: values.deflectionLimitMm! },
        'Rinnenbreite',
      ),
    );
  }
  if (values.areaLoadUtilisationPct! > 100) {
    warnings.push(
      warning(texts, 'areaOverload', { value: Math.round(values.areaLoadUtilisationPct!) }, 'Flaechenlast'),
    );
  }
  const full = options.detail !== 'point';
  const span_ = data.grille.curveSpan;
  const curve = full
    ? steps(span_.from, span_.to, span_.step).map(
        (mm) => grilleValues(input, data, mm) as Record<string, number | null>,
      )
    : [];
  const result: CalcResult = {
    ...resultHead(texts, 'ConvectorLoadCalc', 'load', {
      product: { id: args.material.id, name: args.material.name },
      data,
      fields: convectorLoadFields,
      input,
      values,
      named: { field: 'Werkstoff', name: args.material.name },
    }),
    resultRows: resultRows(texts, values, [
      'allowablePointLoadKN',
      'designResistanceKN',
      'designLoadKN',
      'utilisationPct',
      'freeCrossSectionPct',
      'barsUnderLoad',
      'deflectionMm',
      'deflectionLimitMm',
      'allowableAreaLoadKNm2',
      'areaLoadUtilisationPct',
      'areaLoadDeflectionMm',
      'maxSpanMm',
      'sectionModulusMm3',
      'momentOfInertiaMm4',
    ]),
    series: full
      ? [
          series(texts, 'span', 'spanMm', ['designResistanceKN', 'allowablePointLoadKN', 'designLoadLineKN'], curve),
          series(texts, 'spanDeflection', 'spanMm', ['deflectionMm', 'deflectionLimitMm'], curve),
        ]
      : [],
    methodCodes: ['EN1991-1-1', 'EN1999-1-1'],
    checks: [],
    warnings,
    tenderText: tenderText(texts, 'ConvectorLoadCalc', options, {
      material: args.material.name,
      pitch: input.Teilung,
      barWidth: input.Stabbreite,
      barHeight: input.Stabhoehe,
      width: input.Rinnenbreite,
      free: texts.fixed(values.freeCrossSectionPct!, 1),
      load: texts.fixed(values.allowablePointLoadKN!, 2),
      footprint: input.Lastflaeche,
      deflection: texts.fixed(values.deflectionMm!, 2),
    }),
  };
  return result;
}
