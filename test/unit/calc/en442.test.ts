import { describe, expect, it } from 'vitest';
import { heatingOrderIssues } from '../../../server/areas/calc/calculators/shared.ts';
import { convert } from '../../../server/areas/calc/constants.ts';
import {
  arithmeticExcess,
  cFactor,
  conversionFactor,
  EN442_RATING,
  exponentFromPoints,
  logMeanExcess,
  outputAt,
  requiredFlowTemperature,
  requiredNominalOutput,
  returnTemperatureForFlow,
} from '../../../server/areas/calc/en442.ts';
import { pressureLoss, pressureLossKv, waterMassFlow } from '../../../server/areas/calc/hydraulics.ts';
import { expectClose } from './tolerance.ts';

const t = (flow: number, ret: number, room: number) => ({ flow, ret, room });

describe('EN 442 characteristic (docs/calculators.md §1, cases T1–T11)', () => {
  it('T1: ΔT_ln(75/65/20) = 49.833 K [STD], f = 1.000', () => {
    expectClose(logMeanExcess(EN442_RATING), 49.833, 3, 'ΔT_ln');
    expectClose(conversionFactor(EN442_RATING, 1.3).factor, 1, 3, 'f');
    expect(arithmeticExcess(EN442_RATING)).toBe(50);
  });

  it('T6: 55/45/20, n = 1.30, log → ΔT_ln = 29.720 K, f = 0.5107', () => {
    const r = conversionFactor(t(55, 45, 20), 1.3, 'LOG');
    expectClose(r.deltaT, 29.72, 3, 'ΔT_ln');
    expectClose(r.factor, 0.5107, 4, 'f');
  });

  it('T7: 70/55/20, n = 1.30 → ΔT_ln = 42.055 K, f = 0.8020, c = 0.700 (boundary: ARITH allowed)', () => {
    const r = conversionFactor(t(70, 55, 20), 1.3, 'LOG');
    expectClose(r.deltaT, 42.055, 3, 'ΔT_ln');
    expectClose(r.factor, 0.802, 4, 'f');
    expectClose(r.c, 0.7, 3, 'c');
    expect(conversionFactor(t(70, 55, 20), 1.3, 'ARITH').warnings).toEqual([]);
  });

  it('T8: 40/30/20 with ARITH warns c = 0.5 < 0.7; log f(1.3) = 0.1996 vs arith 0.2091', () => {
    const arith = conversionFactor(t(40, 30, 20), 1.3, 'ARITH');
    expect(arith.warnings).toContain('arithBelowC');
    expectClose(arith.c, 0.5, 3, 'c');
    expectClose(arith.factor, 0.2091, 4, 'f arith');
    expectClose(conversionFactor(t(40, 30, 20), 1.3, 'LOG').factor, 0.1996, 4, 'f log');
    expect(conversionFactor(t(40, 30, 20), 1.3, 'LOG').warnings).toEqual([]);
  });

  it('T9: 35/30/20 convector n = 1.40 → f = 0.1415', () => {
    expectClose(conversionFactor(t(35, 30, 20), 1.4).factor, 0.1415, 4, 'f');
  });

  it('T10: Φ_req 1200 W at 55/45/20, n = 1.3 → Φ_N,req = 2349.6 W', () => {
    expectClose(requiredNominalOutput(1200, t(55, 45, 20), 1.3), 2349.6, 1, 'Φ_N,req');
  });

  it('T11: Φ_N 1000 W, n 1.3, θV 55, θi 20, ṁ 30 kg/h → θR = 41.61 °C, Φ = 467.6 W; 50 kg/h → 46.01 °C, 523.3 W', () => {
    const a = returnTemperatureForFlow({ nominalOutput: 1000, n: 1.3, flow: 55, room: 20, massFlow: 30 / 3600 });
    expectClose(a.ret, 41.61, 2, 'θR 30 kg/h');
    expectClose(a.output, 467.6, 1, 'Φ 30 kg/h');
    const b = returnTemperatureForFlow({
      nominalOutput: 1000,
      n: 1.3,
      flow: 55,
      room: 20,
      massFlow: 50 / 3600,
      specificHeat: 4190,
    });
    expectClose(b.ret, 46.01, 2, 'θR 50 kg/h');
    expectClose(b.output, 523.3, 1, 'Φ 50 kg/h');
    // the balance holds: water side = emitter characteristic
    expectClose(outputAt(1000, t(55, a.ret, 20), 1.3), a.output, 6, 'balance');
  });

  it('inverse 3: required flow temperature reproduces the load at fixed spread', () => {
    const flow = requiredFlowTemperature({ nominalOutput: 2000, n: 1.3, load: 1000, spread: 5, room: 20 });
    expectClose(outputAt(2000, t(flow, flow - 5, 20), 1.3), 1000, 6, 'Φ at solved θV');
  });

  it('exponent from two published points [S6]', () => {
    const n = exponentFromPoints(1700, 49.833, outputAt(1700, t(55, 45, 20), 1.3), 29.72);
    expectClose(n, 1.3, 4, 'n');
  });

  it('§1.4 conversion table: every f at every exponent, and the arithmetic column', () => {
    // θV/θR/θi, ΔT_ln, ΔT_ar, c, f(1.25), f(1.30), f(1.35), f(1.40), f ar(1.30)
    const table: [number, number, number, number, number, number, number, number, number, number, number][] = [
      [90, 70, 20, 59.44, 60.0, 0.714, 1.2465, 1.2576, 1.2687, 1.2799, 1.2675],
      [75, 65, 20, 49.833, 50.0, 0.818, 1.0, 1.0, 1.0, 1.0, 1.0],
      [70, 55, 20, 42.055, 42.5, 0.7, 0.8089, 0.802, 0.7953, 0.7885, 0.8096],
      [70, 50, 20, 39.152, 40.0, 0.6, 0.7397, 0.7308, 0.7221, 0.7134, 0.7482],
      [55, 45, 20, 29.72, 30.0, 0.714, 0.5241, 0.5107, 0.4977, 0.485, 0.5148],
      [55, 45, 22, 27.7, 28.0, 0.697, 0.48, 0.4661, 0.4526, 0.4395, 0.4706],
      [50, 40, 20, 24.663, 25.0, 0.667, 0.4151, 0.4008, 0.3869, 0.3735, 0.4061],
      [45, 40, 20, 22.407, 22.5, 0.8, 0.3682, 0.3538, 0.3399, 0.3266, 0.3541],
      [45, 35, 20, 19.576, 20.0, 0.6, 0.311, 0.2968, 0.2833, 0.2703, 0.3039],
      [40, 30, 20, 14.427, 15.0, 0.5, 0.2124, 0.1996, 0.1876, 0.1763, 0.2091],
      [35, 30, 20, 12.332, 12.5, 0.667, 0.1745, 0.1628, 0.1518, 0.1415, 0.1649],
    ];
    for (const [flow, ret, room, dTln, dTar, c, ...f] of table) {
      const label = `${flow}/${ret}/${room}`;
      const temps = t(flow, ret, room);
      expectClose(logMeanExcess(temps), dTln, 3, `${label} ΔT_ln`);
      expectClose(arithmeticExcess(temps), dTar, 1, `${label} ΔT_ar`);
      expectClose(cFactor(temps), c, 3, `${label} c`);
      [1.25, 1.3, 1.35, 1.4].forEach((n, i) => {
        expectClose(conversionFactor(temps, n).factor, f[i]!, 4, `${label} f(${n})`);
      });
      expectClose(conversionFactor(temps, 1.3, 'ARITH').factor, f[4]!, 4, `${label} f ar`);
    }
  });

  it('§3: old rating 90/70/20 → 75/65/20 (n = 1.3): 0.7952 (log) / 0.7890 (arith)', () => {
    expectClose(1 / conversionFactor(t(90, 70, 20), 1.3, 'LOG').factor, 0.7952, 4, 'log');
    expectClose(1 / conversionFactor(t(90, 70, 20), 1.3, 'ARITH').factor, 0.789, 4, 'arith');
  });

  it('§1.3 order rules name the field: return ≥ flow, return < room + 1 K, flow ≤ room', () => {
    expect(heatingOrderIssues(45, 45, 20)[0]).toMatchObject({ field: 'RuecklaufTemp', rule: 'returnNotBelowFlow' });
    expect(heatingOrderIssues(45, 20.5, 20)[0]).toMatchObject({ field: 'RuecklaufTemp', rule: 'returnNotAboveRoom' });
    expect(heatingOrderIssues(19, 18, 20)[0]).toMatchObject({ field: 'VorlaufTemp', rule: 'flowNotAboveRoom' });
    expect(heatingOrderIssues(55, 45, 20)).toEqual([]);
    expect(() => logMeanExcess(t(40, 20, 20))).toThrow(RangeError);
  });
});

describe('water flow and pressure loss (docs/calculators.md §8.1, §8.2, T35)', () => {
  it('T35: 1000 W at 10 K → 85.9 l/h (trade rule 86)', () => {
    expectClose(convert.kgPerSToLPerH(waterMassFlow(1000, 10)), 85.9, 1, 'l/h');
  });
  it('§8.1: 816 W at 3 K → 233.7 l/h', () => {
    expectClose(convert.kgPerSToLPerH(waterMassFlow(816, 3)), 233.7, 1, 'l/h');
  });
  it('§8.2: 0.2337 m³/h through k_v 1.0 → 0.0546 bar = 5.46 kPa; quadratic law', () => {
    expectClose(convert.paToKPa(pressureLossKv(0.2337, 1)), 5.46, 2, 'kPa');
    expectClose(pressureLoss(2, 1, 10), 40, 6, 'quadratic');
  });
});
