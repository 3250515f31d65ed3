import { describe, expect, it } from 'vitest';
import {
  airHeaterInputSchema,
  controlValveInputSchema,
  doorAirCurtainInputSchema,
  indoorAirQualityInputSchema,
} from '../../../contract/calculators/selection-inputs.ts';
import { airDensity } from '../../../server/areas/calc/air-curtain.ts';
import { crossFlowEffectiveness, ntuFromEffectiveness } from '../../../server/areas/calc/air-heater.ts';
import { calculateAirHeater } from '../../../server/areas/calc/calculators/air-heater.ts';
import { calculateControlValve } from '../../../server/areas/calc/calculators/control-valve.ts';
import { calculateDoorAirCurtain } from '../../../server/areas/calc/calculators/door-air-curtain.ts';
import { calculateIndoorAirQuality } from '../../../server/areas/calc/calculators/indoor-air-quality.ts';
import { CalcInputError } from '../../../server/areas/calc/calculators/shared.ts';
import { selectionData } from '../../../server/areas/calc/selection-data.ts';
import { recommendKvs } from '../../../server/areas/calc/valve.ts';
import { expectClose } from '../calc/tolerance.ts';

/** The selection tools against the worked examples of docs/building.md (independent Python oracle, [DER]). */

const issuesOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof CalcInputError) return error.issues.map((i) => `${i.field}:${i.rule}`);
    throw error;
  }
  return [];
};

describe('air heater (ε-NTU cross-flow, free-jet throw)', () => {
  it('the cross-flow effectiveness and its inverse: NTU 1, C_r 0.5 → ε 0.5448', () => {
    expectClose(crossFlowEffectiveness(1, 0.5), 0.5448, 4, 'ε');
    expectClose(ntuFromEffectiveness(0.5447637, 0.5), 1, 6, 'NTU');
  });

  it('reproduces a rated stage exactly: LH-25 stage 2 at 80/60/15 °C, 1800 m³/h → 14.6 kW, throw 12.5 m', () => {
    const r = calculateAirHeater(airHeaterInputSchema.parse({}));
    expectClose(r.values.heatOutputW, 14_600, 1, 'Φ');
    expectClose(r.values.airOutletTempC, 39.188, 3, 'θ_out');
    expectClose(r.values.waterFlowKgH, 627.21, 2, 'ṁ_w');
    expectClose(r.values.outletVelocityMs, 3.125, 4, 'v₀');
    expectClose(r.values.throwM, 12.5, 2, 'throw');
    expect(r.methodCodes).not.toContain('INTERPOLATED');
  });

  it('off-design between stages: 1500 m³/h, water 70/50 °C, air 10 °C → 11 730.3 W, 33.32 °C, 503.9 kg/h', () => {
    const r = calculateAirHeater(
      airHeaterInputSchema.parse({ Luftvolumenstrom: 1500, VorlaufTemp: 70, RuecklaufTemp: 50, LufteintrittTemp: 10 }),
    );
    expectClose(r.values.uaWK, 332.248, 3, 'UA');
    expectClose(r.values.heatOutputW, 11_730.3, 1, 'Φ');
    expectClose(r.values.airOutletTempC, 33.32, 2, 'θ_out');
    expectClose(r.values.waterFlowKgH, 503.93, 2, 'ṁ_w');
    expect(r.methodCodes).toContain('INTERPOLATED');
    expect(r.series.map((s) => s.id)).toEqual(['airFlow', 'flowTemperature']);
  });

  it('refuses an air flow outside the fan stages and a return below the air inlet', () => {
    expect(
      issuesOf(() =>
        calculateAirHeater(
          airHeaterInputSchema.parse({ Luftvolumenstrom: 3000, RuecklaufTemp: 22, LufteintrittTemp: 25 }),
        ),
      ),
    ).toEqual(['Luftvolumenstrom:airFlowOutsideStages', 'RuecklaufTemp:returnNotAboveAirInlet']);
  });
});

describe('door air curtain (Hayes & Stoecker deflection modulus)', () => {
  it('3 m × 2.5 m door, 20/−5 °C, jet 35 °C: u₀ 3.827 m/s, two TLS 150 at stage 3, 21.6 kW needed, 26.0 kW available', () => {
    expectClose(airDensity(20), 1.20412, 5, 'ρ_i');
    const r = calculateDoorAirCurtain(doorAirCurtainInputSchema.parse({}));
    expectClose(r.values.densityDifferenceKgM3, 0.112262, 6, 'Δρ');
    expectClose(r.values.stackPressurePa, 1.3766, 4, 'Δp');
    expectClose(r.values.requiredOutletVelocityMs, 3.82705, 5, 'u₀');
    expect([r.values.unitCount, r.values.fanStage]).toEqual([2, 3]);
    expectClose(r.values.requiredHeatW, 21_607.1, 1, 'Φ needed');
    expectClose(r.values.availableHeatW, 25_967.7, 1, 'Φ available');
    expect(r.checks.map((c) => c.ok)).toEqual([true, true, true]);
  });

  it('a high door no stage holds: the check fails with a warning; a warm outside is refused', () => {
    const r = calculateDoorAirCurtain(doorAirCurtainInputSchema.parse({ Tuerhoehe: 5, Produkt: 'TLS-100' }));
    expect(r.checks.find((c) => c.id === 'curtainHolds')!.ok).toBe(false);
    expect(r.warnings.map((w) => w.code)).toContain('curtainTooWeak');
    expect(issuesOf(() => calculateDoorAirCurtain(doorAirCurtainInputSchema.parse({ AussenTemp: 22 })))).toEqual([
      'AussenTemp:outsideNotBelowRoom',
    ]);
  });
});

describe('indoor air quality (EN 16798-1 method 1, CO₂ balance)', () => {
  it('20 persons on 100 m², category II, low-polluting: 210 l/s = 756 m³/h, CO₂ 949 ppm below 1 220 ppm', () => {
    const r = calculateIndoorAirQuality(indoorAirQualityInputSchema.parse({}));
    expect(r.values.totalFlowLs).toBe(210);
    expectClose(r.values.totalFlowM3h, 756, 3, 'm³/h');
    expectClose(r.values.steadyStateCo2Ppm, 949.1, 1, 'CO₂');
    expect(r.values.co2LimitPpm).toBe(1220);
    expectClose(r.values.requiredFlowForCo2M3h, 500, 3, 'Q for the limit');
    expectClose(r.values.airChangeH, 2.52, 2, 'n');
    expect(r.checks[0]!.ok).toBe(true);
  });

  it('category values come from the data file', () => {
    const cat = selectionData().indoorAir.categories;
    expect([cat.I.perPersonLs, cat.IV.perM2Ls.notLow, cat.III.co2AboveOutdoorPpm]).toEqual([10, 0.6, 1350]);
  });
});

describe('control valve (kv, kvs series, authority)', () => {
  it('10 kW at 10 K, 10 kPa planned: kv 2.717 → kvs 2.5, 11.81 kPa, authority 0.542 against 10 kPa', () => {
    const r = calculateControlValve(controlValveInputSchema.parse({}));
    expectClose(r.values.flowM3h, 0.859189, 6, 'V̇');
    expectClose(r.values.kvRequired, 2.71699, 5, 'kv');
    expect(r.values.kvs).toBe(2.5);
    expect(r.values.nominalDiameter).toBe(15);
    expectClose(r.values.valvePressureLossKPa, 11.8113, 4, 'Δp_v');
    expectClose(r.values.authority, 0.541522, 6, 'a');
    expect(r.checks.map((c) => c.ok)).toEqual([true, true, true]);
  });

  it('picks the next kvs above when the one below would exceed the pressure-loss limit', () => {
    // kv 1.2 for 0.6 m³/h at 25 kPa: 1.0 would give 36 kPa > 30 kPa → 1.6
    expect(recommendKvs([0.63, 1.0, 1.6, 2.5], 1.2, 0.6, 30)).toBe(1.6);
    expect(recommendKvs([0.63, 1.0, 1.6, 2.5], 1.2, 0.5, 30)).toBe(1.0);
    expect(recommendKvs([0.63, 1.0], 0.2, 0.1, 30)).toBe(0.63);
  });
});
