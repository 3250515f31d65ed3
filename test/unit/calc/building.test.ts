import { describe, it } from 'vitest';
import {
  annuityFactor,
  carnotCop,
  heatLoadFromConsumption,
  priceDynamicFactor,
  pvBalance,
  seasonalEnergy,
  simplifiedHeatLoad,
} from '../../../server/areas/calc/building.ts';
import { expectClose } from './tolerance.ts';

/** The cases of docs/calculators.md §9/§10: core functions only — the BuildingCalc endpoints are outside the product-calculator issue. */
describe('building heat load (docs/calculators.md §9, T24–T26)', () => {
  it('T24: Annex-B door example A 100 m², U 3.5, ΔU_TB 0.15, f 0.3, 20/−5 °C → 2737.5 W', () => {
    const r = simplifiedHeatLoad({
      elements: [{ area: 100, u: 3.5, f: 0.3 }],
      thermalBridge: 0.15,
      volume: 0,
      airChange: 0,
      inside: 20,
      outside: -5,
    });
    expectClose(r.heatLoad, 2737.5, 1, 'Φ');
  });

  const house = (u: [number, number, number, number, number]) => [
    { area: 168, u: u[0], f: 1 },
    { area: 30, u: u[1], f: 1 },
    { area: 2, u: u[2], f: 1 },
    { area: 100, u: u[3], f: 0.5 },
    { area: 100, u: u[4], f: 0.5 },
  ];

  it('T25: old house → H_T 366.0 W/K, H_V 170.0 W/K, Φ 17 152 W', () => {
    const r = simplifiedHeatLoad({
      elements: house([1.0, 2.7, 3.5, 0.6, 1.0]),
      thermalBridge: 0.1,
      volume: 500,
      airChange: 1,
      inside: 20,
      outside: -12,
    });
    expectClose(r.transmission, 366.0, 1, 'H_T');
    expectClose(r.ventilation, 170.0, 1, 'H_V');
    expectClose(r.heatLoad, 17152, 0, 'Φ');
  });

  it('T26: renovated (GEG Anlage 7) → H_T 124.92, H_V 85.0, Φ 6 717.4 W (θe −14 → 7 137.3 W)', () => {
    const args = {
      elements: house([0.24, 1.3, 1.8, 0.24, 0.3]),
      thermalBridge: 0.05,
      volume: 500,
      airChange: 0.5,
      inside: 20,
      outside: -12,
    };
    const r = simplifiedHeatLoad(args);
    expectClose(r.transmission, 124.92, 2, 'H_T');
    expectClose(r.ventilation, 85.0, 1, 'H_V');
    expectClose(r.heatLoad, 6717.4, 1, 'Φ −12');
    expectClose(simplifiedHeatLoad({ ...args, outside: -14 }).heatLoad, 7137.3, 1, 'Φ −14');
  });

  it('§9.4 consumption cross-check: 20 000 kWh × 0.9 − 2 500 kWh over 1 900 h → 8.16 kW', () => {
    expectClose(heatLoadFromConsumption(20000, 0.9, 2500, 1900), 8.16, 2, 'kW');
  });
});

describe('energy and economics (docs/calculators.md §10, T29, T33, T34)', () => {
  it('T29: b(r 1.03, q 1.05, T 20) = 15.9648; b(r = q = 1.03, 20) = 19.4175; a(4 %, 20) = 0.073582', () => {
    expectClose(priceDynamicFactor(1.03, 1.05, 20), 15.9648, 4, 'b');
    expectClose(priceDynamicFactor(1.03, 1.03, 20), 19.4175, 4, 'b r=q');
    expectClose(annuityFactor(0.04, 20), 0.073582, 6, 'a');
    // b equals the explicit sum Σ r^(t−1)/q^t
    let sum = 0;
    for (let year = 1; year <= 20; year++) sum += 1.03 ** (year - 1) / 1.05 ** year;
    expectClose(priceDynamicFactor(1.03, 1.05, 20), sum, 6, 'explicit sum');
  });

  it('T33: P_designh 8 kW, average climate, SCOP 4.0 → Q_H 16 528 kWh, Q_HE 4 132 kWh [STD]', () => {
    const r = seasonalEnergy(8, 'average', 4);
    expectClose(r.heat, 16528, 0, 'Q_H');
    expectClose(r.electricity, 4132, 0, 'Q_HE');
  });

  it('T34: 8 kWp × 950, load 8 411.8 kWh, s = 0.30 → 7 600 / 2 280 / 5 320 / 6 131.8 kWh, a = 27.1 %', () => {
    const r = pvBalance({ peakKw: 8, specificYield: 950, load: 8411.8, selfConsumption: 0.3 });
    expectClose(r.production, 7600, 0, 'E_PV');
    expectClose(r.self, 2280, 0, 'E_self');
    expectClose(r.feedIn, 5320, 0, 'feed');
    expectClose(r.grid, 6131.8, 1, 'grid');
    expectClose(r.autarky * 100, 27.1, 1, 'a');
  });

  it('§10.1 COP estimate η_C 0.45: A2/W35 4.20, A2/W55 2.79, A−7/W35 3.30', () => {
    expectClose(carnotCop(2, 35), 4.2, 2, 'A2/W35');
    expectClose(carnotCop(2, 55), 2.79, 2, 'A2/W55');
    expectClose(carnotCop(-7, 35), 3.3, 2, 'A−7/W35');
  });
});
