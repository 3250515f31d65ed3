/**
 * Trench-convector grille: free cross-section and load-bearing capacity per bar (docs/calculators.md §5),
 * each bar a simply supported beam across the trench width l. SI units: m, N, Pa.
 */

/** ε = (s − b)/s·(1 − A_spacers/A_gross). */
export function freeCrossSection(pitch: number, barWidth: number, spacerShare = 0): number {
  return ((pitch - barWidth) / pitch) * (1 - spacerShare);
}

/** n_b = floor(a_load/s) (+1 if a bar lies at the edge of the footprint). */
export function barsUnderLoad(footprint: number, pitch: number, barAtEdge = false): number {
  return Math.floor(footprint / pitch + 1e-9) + (barAtEdge ? 1 : 0);
}

/** Solid rectangular bar b × h: W_el = b h²/6, I = b h³/12. */
export function rectangularSection(width: number, height: number): { W: number; I: number } {
  return { W: (width * height ** 2) / 6, I: (width * height ** 3) / 12 };
}

export interface GrilleMaterial {
  /** 0.2 % proof strength f_0.2 [Pa] */
  f02: number;
  /** Young's modulus E [Pa] */
  E: number;
}

export interface GrilleFactors {
  gammaM1: number;
  gammaQ: number;
  /** serviceability limit as a fraction of the span (1/200) */
  deflectionLimitRatio: number;
}

/** Design resistance to a mid-span point load F_Rd = n_b·4·W·f_0.2/(γ_M1·l) [N]. */
export function pointLoadResistance(nb: number, W: number, f02: number, gammaM1: number, span: number): number {
  return (nb * 4 * W * f02) / (gammaM1 * span);
}

/** Mid-span deflection under the characteristic point load: w = (Q_k/n_b)·l³/(48 E I) [m]. */
export function pointLoadDeflection(Qk: number, nb: number, span: number, E: number, I: number): number {
  return ((Qk / nb) * span ** 3) / (48 * E * I);
}

/** Allowable characteristic area load per bar strip s: q_k = 8·W·f/(γ_M1·γ_Q·s·l²) [Pa = N/m²]. */
export function allowableAreaLoad(W: number, f02: number, factors: GrilleFactors, pitch: number, span: number) {
  return (8 * W * f02) / (factors.gammaM1 * factors.gammaQ * pitch * span ** 2);
}

/** Deflection of one bar under an area load q_k on its strip s: 5·q·s·l⁴/(384 E I) [m]. */
export function areaLoadDeflection(qk: number, pitch: number, span: number, E: number, I: number): number {
  return (5 * qk * pitch * span ** 4) / (384 * E * I);
}

export interface GrilleCheck {
  freeCrossSection: number;
  barsUnderLoad: number;
  /** F_Rd [N] */
  designResistance: number;
  /** Q_Rd = F_Rd/γ_Q [N] — the allowable characteristic point load ("load value") */
  allowablePointLoad: number;
  /** γ_Q·Q_k [N] */
  designLoad: number;
  /** γ_Q·Q_k/F_Rd */
  utilisation: number;
  deflection: number;
  deflectionLimit: number;
  /** [N/m²] */
  allowableAreaLoad: number;
  areaLoadUtilisation: number;
  areaLoadDeflection: number;
}

export function grilleCheck(args: {
  pitch: number;
  barWidth: number;
  barHeight: number;
  spacerShare: number;
  span: number;
  footprint: number;
  barAtEdge: boolean;
  pointLoad: number;
  areaLoad: number;
  material: GrilleMaterial;
  factors: GrilleFactors;
}): GrilleCheck {
  const { W, I } = rectangularSection(args.barWidth, args.barHeight);
  const nb = barsUnderLoad(args.footprint, args.pitch, args.barAtEdge);
  const designResistance = pointLoadResistance(nb, W, args.material.f02, args.factors.gammaM1, args.span);
  const designLoad = args.factors.gammaQ * args.pointLoad;
  const qAllow = allowableAreaLoad(W, args.material.f02, args.factors, args.pitch, args.span);
  return {
    freeCrossSection: freeCrossSection(args.pitch, args.barWidth, args.spacerShare),
    barsUnderLoad: nb,
    designResistance,
    allowablePointLoad: designResistance / args.factors.gammaQ,
    designLoad,
    utilisation: designLoad / designResistance,
    deflection: pointLoadDeflection(args.pointLoad, nb, args.span, args.material.E, I),
    deflectionLimit: args.span * args.factors.deflectionLimitRatio,
    allowableAreaLoad: qAllow,
    areaLoadUtilisation: args.areaLoad / qAllow,
    areaLoadDeflection: areaLoadDeflection(args.areaLoad, args.pitch, args.span, args.material.E, I),
  };
}
