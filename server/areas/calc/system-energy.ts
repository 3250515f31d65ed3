/**
 * Final energy and CO₂ of the two heating systems (docs/calculators.md §10.1–10.2). Gas bills and
 * condensing-boiler efficiencies are usually on the gross calorific value (Hs), oil on the net
 * value (Hi); both are converted with the carrier's Hs/Hi ratio. CO₂ for the BEHG price: gas per
 * kWh on the basis of the efficiency, oil per litre. Electricity pays no BEHG CO₂ price.
 */
import type { EconomicsData } from './building-data.ts';

export type Fuel = 'gas' | 'oil';
export type Basis = 'Hs' | 'Hi';
export type FactorSet = 'BEHG' | 'GEG' | 'UBA';

export interface BoilerEnergy {
  /** E = Q/η on the efficiency's basis [kWh] */
  finalEnergy: number;
  finalEnergyHs: number;
  finalEnergyHi: number;
  /** oil only: E_Hi / H_i,l [l] */
  litres: number | null;
  /** the quantity the price applies to: kWh (Hs) of gas, litres of oil */
  billedQuantity: number;
}

export function boilerEnergy(
  heat: number,
  fuel: Fuel,
  efficiency: number,
  basis: Basis,
  carriers: EconomicsData['carriers'],
): BoilerEnergy {
  const ratio = carriers[fuel].hsPerHi;
  const finalEnergy = heat / efficiency;
  const finalEnergyHs = basis === 'Hs' ? finalEnergy : finalEnergy * ratio;
  const finalEnergyHi = basis === 'Hi' ? finalEnergy : finalEnergy / ratio;
  const litres = fuel === 'oil' ? finalEnergyHi / carriers.oil.kWhHiPerLitre : null;
  return { finalEnergy, finalEnergyHs, finalEnergyHi, litres, billedQuantity: litres ?? finalEnergyHs };
}

/** CO₂ under the BEHG (what the CO₂ price is charged on) [kg/a]. */
export function boilerCo2ForPrice(energy: BoilerEnergy, fuel: Fuel, basis: Basis, carriers: EconomicsData['carriers']) {
  if (fuel === 'oil') {
    const perLitre = carriers.oil.co2.BEHG!.kgPerLitre!;
    return { kg: energy.litres! * perLitre, factor: perLitre, factorUnit: 'kg/l' };
  }
  const behg = carriers.gas.co2.BEHG!;
  if (basis === 'Hs' && behg.kgPerKWhHs !== undefined) {
    return { kg: energy.finalEnergyHs * behg.kgPerKWhHs, factor: behg.kgPerKWhHs, factorUnit: 'kg/kWh (Hs)' };
  }
  return { kg: energy.finalEnergyHi * behg.kgPerKWhHi, factor: behg.kgPerKWhHi, factorUnit: 'kg/kWh (Hi)' };
}

/** CO₂ (or CO₂ equivalents) with the selected factor set, for the emissions shown [kg/a]. */
export function boilerCo2Reported(
  energy: BoilerEnergy,
  fuel: Fuel,
  basis: Basis,
  set: FactorSet,
  carriers: EconomicsData['carriers'],
) {
  if (set === 'BEHG') return boilerCo2ForPrice(energy, fuel, basis, carriers);
  const factor = carriers[fuel].co2[set]!.kgPerKWhHi;
  return { kg: energy.finalEnergyHi * factor, factor, factorUnit: 'kg/kWh (Hi)' };
}

/** Heat pump: E_el = Q/JAZ [kWh]. */
export function heatPumpEnergy(heat: number, seasonalPerformanceFactor: number): number {
  return heat / seasonalPerformanceFactor;
}

export function electricityCo2(electricity: number, set: FactorSet, carriers: EconomicsData['carriers']) {
  const factor = carriers.electricity.co2[set]!.kgPerKWh;
  return { kg: electricity * factor, factor, factorUnit: 'kg/kWh' };
}

/** Annual heat from the old boiler's consumption: Q = E·η (E in kWh Hs for gas, litres for oil). */
export function heatFromConsumption(
  consumption: number,
  fuel: Fuel,
  efficiency: number,
  basis: Basis,
  carriers: EconomicsData['carriers'],
): number {
  if (fuel === 'oil') {
    const hi = consumption * carriers.oil.kWhHiPerLitre;
    return (basis === 'Hi' ? hi : hi * carriers.oil.hsPerHi) * efficiency;
  }
  const hs = consumption;
  return (basis === 'Hs' ? hs : hs / carriers.gas.hsPerHi) * efficiency;
}
