/**
 * Cross Designer: a trench-convector grille from type, profile, gap, colour, length and width —
 * the bar layout for the drawing, the free cross-section and the load class from the grille
 * calculation (server/areas/calc/grille.ts: each bar a simply supported beam across the width) and the
 * bill of items. Units at the boundary: mm, kN.
 */
import type { BillItem, CrossDesign, CrossDesignInput, CrossTemplate } from '../../../../contract/designers.ts';
import type { Locale } from '../../../../contract/locales.ts';
import { type BuildingIssue, BuildingTexts, round, throwIfBuildingIssues } from '../building-calc/texts.ts';
import { convert } from '../constants.ts';
import { grilleCheck } from '../grille.ts';
import { productData } from '../product-data.ts';
import { type DesignersData, designersData } from './data.ts';

export function crossTemplate(locale?: Locale, data: DesignersData = designersData()): CrossTemplate {
  const texts = new BuildingTexts(locale, 'designer');
  const c = data.cross;
  return {
    locale: texts.locale,
    dataVersion: data.version,
    grilleTypes: c.grilleTypes.map((g) => ({ id: g.id, label: texts.t(`cross.types.${g.id}`) })),
    profiles: c.profiles.map((p) => ({
      ...p,
      material: c.materials.find((m) => m.id === p.material)?.name ?? p.material,
    })),
    gapsMm: c.gapsMm,
    colours: c.colours,
    lengthMm: c.lengthMm,
    widthMm: c.widthMm,
  };
}

function validate(input: CrossDesignInput, data: DesignersData): BuildingIssue[] {
  const c = data.cross;
  const issues: BuildingIssue[] = [];
  const profile = c.profiles.find((p) => p.id === input.profile);
  if (!profile) issues.push({ field: 'profile', rule: 'unknownOption', values: { value: input.profile } });
  const colour = c.colours.find((x) => x.id === input.colour);
  if (!colour) issues.push({ field: 'colour', rule: 'unknownOption', values: { value: input.colour } });
  else if (profile && !colour.profiles.includes(profile.id)) {
    issues.push({ field: 'colour', rule: 'colourNotForProfile', values: { profile: profile.name } });
  }
  if (!c.gapsMm.includes(input.gapMm)) {
    issues.push({ field: 'gapMm', rule: 'unknownOption', values: { value: input.gapMm } });
  }
  for (const [field, range] of [
    ['lengthMm', c.lengthMm],
    ['widthMm', c.widthMm],
  ] as const) {
    const value = input[field];
    if (value < range.min || value > range.max)
      issues.push({ field, rule: 'range', values: { min: range.min, max: range.max } });
  }
  return issues;
}

/** Bars centred along the length at the pitch; segments split the bars evenly (each ≤ the type's maximum length). */
function layout(input: CrossDesignInput, barWidth: number, segmentMax: number, spacerSpacing: number) {
  const pitch = barWidth + input.gapMm;
  const count = Math.floor((input.lengthMm - barWidth) / pitch + 1e-9) + 1;
  const first = (input.lengthMm - ((count - 1) * pitch + barWidth)) / 2;
  const barsMm = Array.from({ length: count }, (_, i) => round(first + i * pitch, 3));
  const segmentCount = Math.ceil(input.lengthMm / segmentMax - 1e-9);
  const perSegment = Math.ceil(count / segmentCount);
  const segments = [];
  for (let start = 0; start < count; start += perSegment) {
    const end = Math.min(count, start + perSegment) - 1;
    const from = start === 0 ? 0 : barsMm[start]! - input.gapMm / 2;
    const to = end === count - 1 ? input.lengthMm : barsMm[end]! + barWidth + input.gapMm / 2;
    segments.push({ startMm: round(from, 3), lengthMm: round(to - from, 3), bars: end - start + 1 });
  }
  const rows = Math.max(2, Math.ceil(input.widthMm / spacerSpacing));
  const spacerRowsMm = Array.from({ length: rows }, (_, i) => round(((i + 0.5) * input.widthMm) / rows, 3));
  return { pitch, barsMm, segments, spacerRowsMm };
}

export function designCross(
  input: CrossDesignInput,
  options: { locale?: Locale } = {},
  data = designersData(),
): CrossDesign {
  const texts = new BuildingTexts(options.locale, 'designer');
  throwIfBuildingIssues(validate(input, data));
  const c = data.cross;
  const type = c.grilleTypes.find((g) => g.id === input.grilleType)!;
  const profile = c.profiles.find((p) => p.id === input.profile)!;
  const colour = c.colours.find((x) => x.id === input.colour)!;
  const material = c.materials.find((m) => m.id === profile.material)!;
  const { pitch, barsMm, segments, spacerRowsMm } = layout(
    input,
    profile.barWidthMm,
    type.segmentMaxMm,
    type.spacerSpacingMm,
  );

  // The grille calculation at this width for every load class; the highest one that holds.
  const check = (pointLoadKN: number, areaLoadKNm2: number) =>
    grilleCheck({
      pitch: convert.mmToM(pitch),
      barWidth: convert.mmToM(profile.barWidthMm),
      barHeight: convert.mmToM(profile.barHeightMm),
      spacerShare: type.spacerShare,
      span: convert.mmToM(input.widthMm),
      footprint: convert.mmToM(c.loadFootprintMm),
      barAtEdge: false,
      pointLoad: convert.kNToN(pointLoadKN),
      areaLoad: convert.kNToN(areaLoadKNm2),
      material: { f02: material.f02MPa * 1e6, E: material.eMPa * 1e6 },
      factors: productData().grille.factors,
    });
  const holds = (r: ReturnType<typeof check>) =>
    r.utilisation <= 1 && r.deflection <= r.deflectionLimit && r.areaLoadUtilisation <= 1;
  const passing = c.loadClasses.filter((k) => holds(check(k.pointLoadKN, k.areaLoadKNm2)));
  const best = passing.at(-1) ?? null;
  const reference = check(
    best?.pointLoadKN ?? c.loadClasses[0]!.pointLoadKN,
    best?.areaLoadKNm2 ?? c.loadClasses[0]!.areaLoadKNm2,
  );

  const prefix = `${type.articlePrefix}-${profile.id}-${colour.id.toUpperCase()}`;
  const q = input.quantity;
  const bill: BillItem[] = [
    ...segments.map((s, i) => ({
      key: `segment${i + 1}`,
      label: texts.t('cross.bill.segment', {
        type: texts.t(`cross.types.${type.id}`),
        profile: profile.name,
        colour: colour.name,
        length: round(s.lengthMm, 1),
        width: input.widthMm,
      }),
      articleId: `${prefix}-${Math.round(input.widthMm)}`,
      quantity: q,
      unit: texts.t('units.piece'),
    })),
    {
      key: 'bars',
      label: texts.t('cross.bill.bars', { profile: profile.name }),
      articleId: `${type.articlePrefix}-STAB-${profile.id}`,
      quantity: barsMm.length * q,
      unit: texts.t('units.piece'),
    },
    {
      key: 'spacers',
      label: texts.t('cross.bill.spacers'),
      articleId: `${type.articlePrefix}-DH`,
      quantity: barsMm.length * spacerRowsMm.length * q,
      unit: texts.t('units.piece'),
    },
    {
      key: 'endProfiles',
      label: texts.t('cross.bill.endProfiles'),
      articleId: `${type.articlePrefix}-EP-${colour.id.toUpperCase()}`,
      quantity: segments.length * 2 * q,
      unit: texts.t('units.piece'),
    },
    {
      key: 'supportAngle',
      label: texts.t('cross.bill.supportAngle'),
      articleId: c.supportAngleArticle,
      quantity: round((2 * input.lengthMm * q) / 1000, 2),
      unit: 'm',
    },
  ];
  const warnings = [texts.message('illustrative', { version: data.version })];
  if (!best) warnings.push(texts.message('noLoadClass', { width: input.widthMm }, 'widthMm'));
  return {
    locale: texts.locale,
    title: texts.t('cross.title'),
    dataVersion: data.version,
    input,
    profileName: profile.name,
    colourName: colour.name,
    drawing: {
      lengthMm: input.lengthMm,
      widthMm: input.widthMm,
      pitchMm: pitch,
      barWidthMm: profile.barWidthMm,
      barHeightMm: profile.barHeightMm,
      barsMm,
      segments: segments.map(({ startMm, lengthMm }) => ({ startMm, lengthMm })),
      spacerRowsMm,
      colour: colour.hex,
    },
    values: [
      texts.named('pitch', 's = b + Spalt', pitch, 'mm'),
      texts.named('freeCrossSection', 'ε = (s − b)/s·(1 − A_Steg)', reference.freeCrossSection * 100, '%'),
      texts.named('barCount', 'n', barsMm.length, ''),
      texts.named('segmentCount', 'n_Seg', segments.length, ''),
      texts.named('barsUnderLoad', 'n_b', reference.barsUnderLoad, ''),
      texts.named('allowablePointLoad', 'Q_Rd', reference.allowablePointLoad / 1000, 'kN'),
      texts.named('deflection', 'w', reference.deflection * 1000, 'mm'),
      texts.named('deflectionLimit', 'l/200', reference.deflectionLimit * 1000, 'mm'),
      texts.named('allowableAreaLoad', 'q_Rd', reference.allowableAreaLoad / 1000, 'kN/m²'),
      texts.named('grilleArea', 'A = L·B', (input.lengthMm * input.widthMm) / 1e6, 'm²'),
    ],
    loadClass: best ? { id: best.id, label: texts.t(`cross.loadClasses.${best.id}`) } : null,
    bill,
    warnings,
  };
}
