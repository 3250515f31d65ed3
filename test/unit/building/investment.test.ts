import { describe, expect, it } from 'vitest';
import {
  systemPackageInputSchema,
  underfloorInputSchema,
  ventilationInputSchema,
} from '../../../contract/building-schemas.ts';
import {
  nominalVentilation,
  systemPackageInvestment,
  underfloorInvestment,
  ventilationInvestment,
} from '../../../server/areas/calc/building-calc/investment.ts';
import { BuildingInputError, valuesByKey } from '../../../server/areas/calc/building-calc/texts.ts';
import { priceList } from '../../../server/areas/calc/building-data.ts';
import { expectClose } from '../calc/tolerance.ts';

const prices = priceList();

describe('heat pump system package', () => {
  it('8 kW + 4 persons × 0.25 kW → 9 kW → the 10 kW unit, 200 l tanks; every item priced from the list', () => {
    const r = systemPackageInvestment(systemPackageInputSchema.parse({ heatLoadKW: 8, persons: 4 }));
    expectClose(valuesByKey(r.values).designOutput, 9, 6, 'design');
    expect(r.items.map((i) => i.articleId ?? i.key)).toEqual([
      'WP-L-10',
      'TWS-200',
      'PS-200',
      'installation',
      'electricalWork',
      'dismantle.gas',
    ]);
    expect(r.items.find((i) => i.key === 'installation')!.totalEur).toBe(3200 + 180 * 10);
    expect(r.netEur).toBe(12_600 + 1450 + 980 + 5000 + 1400 + 650);
    expectClose(r.grossEur, r.netEur * 1.19, 2, 'gross');
    expect(r.eligibleCostEur).toBe(r.grossEur);
  });

  it('ground source: borehole length from the extraction power Φ·(1 − 1/JAZ) at 50 W/m', () => {
    const r = systemPackageInvestment(systemPackageInputSchema.parse({ heatLoadKW: 8, persons: 4, source: 'ground' }));
    const v = valuesByKey(r.values);
    expectClose(v.extractionPower, 9000 * (1 - 1 / 4.3), 6, 'Φ_E');
    expect(v.boreholeLength).toBe(139);
    expect(r.items.find((i) => i.key === 'borehole')).toMatchObject({ quantity: 139, unitPriceEur: 95 });
  });

  it('a heat load no unit covers is a 400 on heatLoadKW', () => {
    expect(() => systemPackageInvestment(systemPackageInputSchema.parse({ heatLoadKW: 30 }))).toThrow(
      BuildingInputError,
    );
  });
});

describe('underfloor heating with hydraulic balancing', () => {
  it('120 m² on two floors → 10 circuits, 2 manifolds; valves for circuits and remaining radiators', () => {
    const r = underfloorInvestment(
      underfloorInputSchema.parse({ heatedAreaM2: 120, floors: 2, rooms: 7, balancingValves: 3 }),
    );
    const v = valuesByKey(r.values);
    expect([v.circuits, v.manifolds, v.balancedValves]).toEqual([10, 2, 13]);
    const wet = prices.underfloor.systems.wet!;
    expect(r.items.find((i) => i.key === 'underfloor.wet')!.totalEur).toBe(120 * wet.priceEurPerM2);
    expect(r.items.find((i) => i.key === 'screed')!.totalEur).toBe(120 * wet.screedEurPerM2);
    expect(
      underfloorInvestment(underfloorInputSchema.parse({ heatedAreaM2: 120, system: 'dry' })).items.some(
        (i) => i.key === 'screed',
      ),
    ).toBe(false);
  });
});

describe('controlled residential ventilation (DIN 1946-6)', () => {
  it('nominal ventilation −0.001·A² + 1.15·A + 20: 75 m² → 101 m³/h (published example)', () => {
    expectClose(nominalVentilation(75, prices.ventilation.din1946), 101, 0, 'q_NL');
  });

  it('design airflow is the largest of area, persons and exhaust rooms; the smallest unit that carries it', () => {
    const r = ventilationInvestment(
      ventilationInputSchema.parse({ livingAreaM2: 140, persons: 4, kitchens: 1, baths: 2, wcs: 1 }),
    );
    const v = valuesByKey(r.values);
    expectClose(v.airflowByArea, -0.001 * 140 ** 2 + 1.15 * 140 + 20, 6, 'q_NL');
    expect(v.airflowByExhaust).toBe(45 + 90 + 25);
    expect(v.designAirflow).toBe(v.airflowByArea);
    expect(r.items[0]!.articleId).toBe('KWL-180');
    const decentral = ventilationInvestment(
      ventilationInputSchema.parse({ livingAreaM2: 80, system: 'decentral', supplyRooms: 3 }),
    );
    expect(valuesByKey(decentral.values).decentralUnits).toBe(6);
  });
});
