/**
 * Building-calculator core (docs/calculators.md §9, §10). The BuildingCalc endpoints are not part of
 * the product-calculator issue; these pure functions carry the note's reference cases T24–T34 so
 * they are tested now and ready for those endpoints. SI: W, K, m², m³, kWh where stated.
 */

/** Volumetric heat capacity of air for ventilation losses, EN 12831: 0.34 Wh/(m³·K). */
export const VENTILATION_HEAT_CAPACITY = 0.34;

export interface EnvelopeElement {
  area: number;
  u: number;
  /** temperature correction f_x (outside 1.0, unheated 0.5, ground 0.3) */
  f: number;
}

/** H_T = Σ A·(U + ΔU_TB)·f [W/K]. */
export function transmissionCoefficient(elements: EnvelopeElement[], thermalBridge: number): number {
  return elements.reduce((sum, e) => sum + e.area * (e.u + thermalBridge) * e.f, 0);
}

/** H_V = V·n·0.34 [W/K]. */
export function ventilationCoefficient(volume: number, airChange: number): number {
  return volume * airChange * VENTILATION_HEAT_CAPACITY;
}

/** Simplified building heat load (EN 12831-1 Annex B): Φ = (H_T + H_V)·(θint − θe) [W]. */
export function simplifiedHeatLoad(args: {
  elements: EnvelopeElement[];
  thermalBridge: number;
  volume: number;
  airChange: number;
  inside: number;
  outside: number;
}) {
  const transmission = transmissionCoefficient(args.elements, args.thermalBridge);
  const ventilation = ventilationCoefficient(args.volume, args.airChange);
  return { transmission, ventilation, heatLoad: (transmission + ventilation) * (args.inside - args.outside) };
}

/** Consumption cross-check (docs/calculators.md §9.4): Φ ≈ (E_fuel·η − Q_DHW)/t_full-load [kW from kWh and h]. */
export function heatLoadFromConsumption(fuel: number, efficiency: number, hotWater: number, fullLoadHours: number) {
  return (fuel * efficiency - hotWater) / fullLoadHours;
}

/** Annuity factor a = (q − 1)/(1 − q^−T), q = 1 + i (VDI 2067-1). */
export function annuityFactor(interest: number, years: number): number {
  const q = 1 + interest;
  if (interest === 0) return 1 / years;
  return (q - 1) / (1 - q ** -years);
}

/** Price-dynamic present-value factor b = (1 − (r/q)^T)/(q − r); b = T/q for r = q. */
export function priceDynamicFactor(r: number, q: number, years: number): number {
  if (Math.abs(r - q) < 1e-12) return years / q;
  return (1 - (r / q) ** years) / (q - r);
}

/** Seasonal energy (Reg. (EU) 811/2013 Annex VII): Q_H = P_designh·H_HE, Q_HE = Q_H/SCOP [kWh]. */
export const SEASONAL_HOURS = { average: 2066, colder: 2465, warmer: 1336 } as const;
export function seasonalEnergy(designLoadKw: number, climate: keyof typeof SEASONAL_HOURS, scop: number) {
  const heat = designLoadKw * SEASONAL_HOURS[climate];
  return { heat, electricity: heat / scop };
}

/** Carnot-based COP estimate: η_C·T_sink/(T_sink − T_source), temperatures in °C. */
export function carnotCop(source: number, sink: number, carnotEfficiency = 0.45): number {
  const tSink = sink + 273.15;
  return (carnotEfficiency * tSink) / (sink - source);
}

/** PV energy balance (docs/calculators.md §10.1): E_PV = P·y, E_self = s·E_PV, feed-in, grid, autarky [kWh]. */
export function pvBalance(args: { peakKw: number; specificYield: number; load: number; selfConsumption: number }) {
  const production = args.peakKw * args.specificYield;
  const self = Math.min(args.selfConsumption * production, args.load);
  return {
    production,
    self,
    feedIn: production - self,
    grid: args.load - self,
    autarky: self / args.load,
  };
}
