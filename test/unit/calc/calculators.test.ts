import { describe, expect, it } from 'vitest';
import type { CalcResult, CalculatorId } from '../../../contract/calculators/common.ts';
import { CalcInputError, calculators } from '../../../server/areas/calc/calculators/index.ts';
import { exponentFromTwoPoints } from '../../../server/areas/calc/calculators/xflair-tausch.ts';
import { convert } from '../../../server/areas/calc/constants.ts';
import { freeCrossSection, grilleCheck } from '../../../server/areas/calc/grille.ts';
import { productData } from '../../../server/areas/calc/product-data.ts';
import { expectClose } from './tolerance.ts';

/** Exactly what the endpoints do: parse with the contract schema (defaults applied), then calculate. */
function run(id: CalculatorId, input: Record<string, unknown>, detail: 'point' | 'full' = 'full'): CalcResult {
  const def = calculators[id];
  return def.calculate(def.schema.parse(input), { detail });
}

function issuesOf(id: CalculatorId, input: Record<string, unknown>) {
  try {
    run(id, input);
  } catch (error) {
    if (error instanceof CalcInputError) return error.issues;
    throw error;
  }
  return [];
}

describe('XFlair — EN 16430-2 fan-assisted radiator (docs/calculators.md §2.3, T13)', () => {
  const at = (u: number, flow: number, ret: number) =>
    run('XFlair', { VorlaufTemp: flow, RuecklaufTemp: ret, RaumTemp: 20, Steuerspannung: u });

  it('T13: U = 6 V at 35/30/20 → 571.4 W; U = 10 V at 45/40/20 → 1295.0 W; U = 0 → 276.7 W', () => {
    expectClose(at(6, 35, 30).values.heatOutputW, 571.4, 1, '6 V 35/30');
    expectClose(at(10, 45, 40).values.heatOutputW, 1295.0, 1, '10 V 45/40');
    expectClose(at(0, 35, 30).values.heatOutputW, 276.7, 1, '0 V 35/30');
  });

  it('§2.3 table: every output at 0…10 V for 35/30, 45/40, 55/45, 75/65 (°C, room 20)', () => {
    const temps: [number, number][] = [
      [35, 30],
      [45, 40],
      [55, 45],
      [75, 65],
    ];
    const table: [number, number[]][] = [
      [0, [276.7, 601.4, 868.2, 1700.0]],
      [2, [399.0, 805.8, 1125.7, 2082.3]],
      [4, [496.9, 969.5, 1332.0, 2388.6]],
      [6, [571.4, 1094.0, 1488.8, 2621.4]],
      [8, [635.0, 1200.2, 1622.6, 2820.1]],
      [10, [691.7, 1295.0, 1742.1, 2997.5]],
    ];
    const product = productData().xflair[0]!;
    for (const [u, outputs] of table) {
      outputs.forEach((expected, i) => {
        const [flow, ret] = temps[i]!;
        // 75 °C is above the heat-pump product's 70 °C limit; that column runs with the limit lifted.
        const r = flow <= product.maxFlowTemp ? at(u, flow, ret).values.heatOutputW : runModel(u, flow, ret);
        expectClose(r, expected, 1, `${u} V ${flow}/${ret}`);
      });
    }
  });

  it('§2.3 fan table: air flow, L_WA (< 20 at 2 V) and P_el per voltage; L_pA = L_WA − 5.5 dB in the catalogue room', () => {
    const rows: [number, number, number | null, number][] = [
      [2, 15, null, 0.5],
      [4, 40, 20, 0.7],
      [6, 65, 26, 1.5],
      [8, 90, 33, 3.1],
      [10, 115, 38, 6.0],
    ];
    for (const [u, airFlow, lwa, pel] of rows) {
      const r = at(u, 45, 40);
      expectClose(r.values.airFlowM3h, airFlow, 1, `V̇ ${u}`);
      expect(r.values.soundPowerDbA, `L_WA ${u}`).toBe(lwa);
      expectClose(r.values.electricPowerW, pel, 1, `P_el ${u}`);
      if (lwa !== null) expectClose(r.values.soundPressureDbA, lwa - 5.5, 1, `L_pA ${u}`);
    }
    const low = at(2, 45, 40);
    expect(low.resultRows.find((row) => row.key === 'soundPowerDbA')?.value).toBe('< 20');
    expect(low.warnings.map((w) => w.code)).toContain('soundBelowFloor');
    expect(at(1, 45, 40).values.airFlowM3h).toBe(0); // below U_start 1.4 V: fan off
  });

  it('result shape: method codes, EN 16430 checks, tender text, control-voltage and flow-temperature series', () => {
    const r = at(5, 45, 40);
    expect(r.methodCodes).toEqual(['EN16430-2', 'INTERPOLATED']);
    expect(r.checks.map((c) => c.id)).toEqual([
      'reportAvailable',
      'fanSettingInRange',
      'deltaTInRange',
      'soundDataAvailable',
      'coolingData',
      'notMixedWithEn442',
    ]);
    expect(r.checks[0]!.ok).toBe(false); // illustrative data: no EN 16430 report on file
    expect(r.tenderText).toContain('DIN EN 16430-2');
    expect(r.tenderText).toContain('45/40/20 °C');
    const voltage = r.series.find((s) => s.id === 'controlVoltage')!;
    expect(voltage.points).toHaveLength(21);
    expect(voltage.points.map((p) => p.controlVoltageV)).toEqual(Array.from({ length: 21 }, (_, i) => i / 2));
    expect(voltage.chart).toEqual({ left: ['heatOutputW'], right: 'soundPowerDbA' });
    expect(r.series.find((s) => s.id === 'flowTemperature')!.points.length).toBeGreaterThan(5);
    expect(r.warnings[0]!.code).toBe('illustrativeData');
    expect(run('XFlair', {}, 'point').series).toEqual([]);
  });

  it('validation: return ≥ flow, cooling without EN 16430-3 data, above the product maximum, unknown product', () => {
    expect(issuesOf('XFlair', { VorlaufTemp: 45, RuecklaufTemp: 45 })[0]).toMatchObject({
      field: 'RuecklaufTemp',
      rule: 'returnNotBelowFlow',
    });
    expect(issuesOf('XFlair', { VorlaufTemp: 16, RuecklaufTemp: 19, RaumTemp: 26 })[0]).toMatchObject({
      field: 'VorlaufTemp',
      rule: 'coolingNotAvailable',
    });
    expect(issuesOf('XFlair', { VorlaufTemp: 80, RuecklaufTemp: 70 })[0]).toMatchObject({
      field: 'VorlaufTemp',
      rule: 'flowAboveProductMax',
    });
    expect(issuesOf('XFlair', { Produkt: 'nope' })[0]).toMatchObject({ field: 'Produkt', rule: 'unknownProduct' });
  });
});

/** §2.3 column 75/65/20 lies above the product limit; check the same model directly. */
function runModel(u: number, flow: number, ret: number): number {
  const product = productData().xflair[0]!;
  const data = { ...productData(), xflair: [{ ...product, maxFlowTemp: 110 }] };
  const def = calculators.XFlair;
  return def.calculate(
    def.schema.parse({ VorlaufTemp: flow, RuecklaufTemp: ret, RaumTemp: 20, Steuerspannung: u }),
    {},
    data,
  ).values.heatOutputW!;
}

describe('XFlairTausch — radiator replacement (docs/calculators.md §3)', () => {
  it('old 90/70-rated radiator at 70/55/20 → Φ_room = Φ_old,N × f; required nominal and smallest voltage', () => {
    const r = run('XFlairTausch', {
      AltNennleistung: 1500,
      AltNormpunkt: '90/70/20',
      AltVorlaufTemp: 70,
      AltRuecklaufTemp: 55,
      NeuVorlaufTemp: 45,
      NeuRuecklaufTemp: 40,
    });
    // f_old = (ΔT_ln(70/55/20)/ΔT_ln(90/70/20))^1.3 = 0.8020 × 0.7952
    expectClose(r.values.oldOutputAtDesignW, 1500 * 0.802035 * 0.795181, 1, 'Φ_room');
    expectClose(r.values.requiredNominalOutputW, r.values.roomLoadW! / 0.353778, 1, 'Φ_N,req');
    const u = r.values.requiredControlVoltageV!;
    expect(u).toBeGreaterThan(0);
    // the chosen voltage covers the load, 0.1 V less does not
    const covered = (volt: number) =>
      run('XFlair', { VorlaufTemp: 45, RuecklaufTemp: 40, RaumTemp: 20, Steuerspannung: volt }).values.heatOutputW!;
    expect(covered(u)).toBeGreaterThanOrEqual(r.values.roomLoadW!);
    expect(covered(Math.round((u - 0.1) * 10) / 10)).toBeLessThan(r.values.roomLoadW!);
  });

  it('room heat load wins over the old radiator; an unreachable load is flagged; 3× rule warns', () => {
    const big = run('XFlairTausch', { Heizlast: 2500, NeuVorlaufTemp: 35, NeuRuecklaufTemp: 30 });
    expect(big.values.roomLoadW).toBe(2500);
    expect(big.values.requiredControlVoltageV).toBeNull();
    expect(big.warnings.map((w) => w.code)).toContain('loadNotCovered');
    const unrealistic = run('XFlairTausch', {
      AltNennleistung: 800,
      AltNormpunkt: '75/65/20',
      AltVorlaufTemp: 75,
      AltRuecklaufTemp: 65,
      NeuVorlaufTemp: 35,
      NeuRuecklaufTemp: 30,
    });
    expect(unrealistic.warnings.map((w) => w.code)).toContain('replacementUnrealistic');
  });

  it('estimates the old output from type and front area when no rating is given (placeholder table)', () => {
    const r = run('XFlairTausch', { AltNennleistung: 0, AltTyp: '22', AltBauhoehe: 600, AltBaulaenge: 1000 });
    expectClose(r.values.oldNominalOutputW, 2800 * 0.6, 6, 'Φ_old,N');
    expect(r.warnings.map((w) => w.code)).toContain('oldOutputEstimated');
  });

  it('validation: new flow ≥ θi + 10 K, new return ≥ θi + 2 K, old order', () => {
    expect(issuesOf('XFlairTausch', { NeuVorlaufTemp: 28, NeuRuecklaufTemp: 25 })[0]).toMatchObject({
      field: 'NeuVorlaufTemp',
      rule: 'newFlowTooLow',
    });
    expect(issuesOf('XFlairTausch', { NeuVorlaufTemp: 35, NeuRuecklaufTemp: 21 })[0]).toMatchObject({
      field: 'NeuRuecklaufTemp',
      rule: 'newReturnTooLow',
    });
    expect(issuesOf('XFlairTausch', { AltVorlaufTemp: 55, AltRuecklaufTemp: 60 })[0]).toMatchObject({
      field: 'AltRuecklaufTemp',
      rule: 'returnNotBelowFlow',
    });
  });
});

describe('XFlairTausch — the old exponent from two rated points (docs/calculators.md §1.1 [S6], T1/T6/T7/T9)', () => {
  // The document's conversion cases read as rated points: Φ = f × Φ_N at ΔT_ln, Φ_N = 1000 W at ΔT_ln(75/65/20) (T1).
  const rated = { AltLeistung1: 1000, AltUebertemp1: 49.833 };

  it('T6, T7 (n = 1.30) and T9 (n = 1.40) give back their exponent', () => {
    expectClose(exponentFromTwoPoints(1000, 49.833, 510.7, 29.72), 1.3, 2, 'T6 55/45/20');
    expectClose(exponentFromTwoPoints(1000, 49.833, 802.0, 42.055), 1.3, 2, 'T7 70/55/20');
    expectClose(exponentFromTwoPoints(1000, 49.833, 141.5, 12.332), 1.4, 2, 'T9 35/30/20');
    // the order of the two points does not matter
    expectClose(exponentFromTwoPoints(510.7, 29.72, 1000, 49.833), 1.3, 2, 'T6 reversed');
  });

  it('the derived exponent gives the same replacement as the exponent typed in, and is named in the result', () => {
    const typed = run('XFlairTausch', { AltExponent: 1.3 });
    const derived = run('XFlairTausch', {
      AltExponentQuelle: 'zweiPunkte',
      ...rated,
      AltLeistung2: 510.7,
      AltUebertemp2: 29.72,
    });
    expectClose(derived.values.oldExponent, 1.3, 2, 'n');
    expectClose(derived.values.oldOutputAtDesignW, typed.values.oldOutputAtDesignW!, 1, 'Φ_room');
    expect(derived.methodCodes).toContain('EXPONENT-2P');
    expect(typed.methodCodes).not.toContain('EXPONENT-2P');
    expect(derived.resultRows.find((row) => row.key === 'oldExponent')).toMatchObject({ digits: 2, unit: '' });
    const note = derived.warnings.find((w) => w.code === 'exponentFromTwoPoints');
    expect(note?.message).toBe(
      'Exponent des alten Heizkörpers aus zwei Leistungsangaben ermittelt: n = ln(Φ1/Φ2) / ln(ΔT1/ΔT2) = 1,30 (1.000 W bei 49,83 K, 510,7 W bei 29,72 K).',
    );
  });

  it('the two points are ignored when the room heat load is given', () => {
    const r = run('XFlairTausch', { Heizlast: 900, AltExponentQuelle: 'zweiPunkte', AltUebertemp2: 50 });
    expect(r.values.oldExponent).toBeNull();
    expect(r.methodCodes).not.toContain('EXPONENT-2P');
  });

  it('validation: equal excess temperatures, an exponent outside 1.0–1.6, outputs that fall with ΔT', () => {
    const twoPoints = (p2: number, dt2: number) =>
      issuesOf('XFlairTausch', { AltExponentQuelle: 'zweiPunkte', ...rated, AltLeistung2: p2, AltUebertemp2: dt2 });
    expect(twoPoints(600, 49.833)).toEqual([{ field: 'AltUebertemp2', rule: 'sameDeltaT', values: { first: 49.833 } }]);
    // 1000 W at 49.8 K and 700 W at 29.7 K → n = 0.69
    expect(twoPoints(700, 29.72)).toEqual([
      { field: 'AltLeistung2', rule: 'exponentOutOfRange', values: { n: 0.69, min: 1, max: 1.6 } },
    ]);
    expect(twoPoints(400, 29.72)[0]).toMatchObject({ field: 'AltLeistung2', rule: 'exponentOutOfRange' });
    expect(twoPoints(1200, 29.72)[0]).toMatchObject({ field: 'AltLeistung2', rule: 'exponentOutOfRange' });
    // the typed exponent keeps its own bounds (schema: 1.0–1.6)
    expect(calculators.XFlairTausch.schema.safeParse({ AltExponent: 1.7 }).success).toBe(false);
  });
});

describe('KRN92 — induction unit with primary air, EN 15116 (docs/calculators.md §6.3, T15–T17)', () => {
  it('T15 cooling: Φ_w 816.0 W, Φ_air 289.7 W, total 1105.7 W, 233.7 kg/h, 13.65 kPa; ΔT_ln,c 8.41 K', () => {
    const r = run('KRN92', {
      Baulaenge: 2600, // L_act = 2.6 m − 0.2 m dead length = 2.4 m
      VorlaufTemp: 16,
      RuecklaufTemp: 19,
      RaumTemp: 26,
      PrimaerluftTemp: 18,
      PrimaerluftVolumenstrom: 108, // 30 l/s = 12.5 l/(s·m)
    });
    expect(r.mode).toBe('cooling');
    expectClose(r.values.activeLengthM, 2.4, 2, 'L_act');
    expectClose(r.values.deltaTK, 8.5, 2, 'ΔT_rw');
    expectClose(r.values.deltaTAltK, 8.41, 2, 'ΔT_ln,c');
    expectClose(r.values.waterOutputW, 816.0, 1, 'Φ_w');
    expectClose(r.values.primaryAirOutputW, 289.7, 1, 'Φ_air');
    expectClose(r.values.coolingOutputW, 1105.7, 1, 'Φ_total');
    expectClose(r.values.specificOutputWm, 461, 0, 'W/m');
    expectClose(r.values.waterFlowKgH, 233.7, 1, 'ṁ_w');
    expectClose(r.values.pressureLossKPa, 13.65, 2, 'Δp_w');
    expectClose(r.values.nozzlePressurePa, 80, 0, 'nozzle');
    expect(r.methodCodes).toEqual(['EN15116']);
    expect(r.tenderText).toContain('DIN EN 15116');
  });

  it('§6.3: +20 % primary air (36 l/s) → k_L × 1.0757, nozzle pressure × 1.44', () => {
    const base = run('KRN92', {});
    const more = run('KRN92', { PrimaerluftVolumenstrom: 108 * 1.2 });
    expectClose(more.values.kLWmK! / base.values.kLWmK!, 1.0757, 4, 'k_L');
    expectClose(more.values.nozzlePressurePa! / base.values.nozzlePressurePa!, 1.44, 2, 'nozzle');
  });

  it('T16 heating: water 40/35, room 21, primary air 18 °C, 30 l/s → ΔT_ln 16.37 K, 1178.9 W, −108.6 W, net 1070.2 W, 202.6 kg/h', () => {
    const r = run('KRN92', { VorlaufTemp: 40, RuecklaufTemp: 35, RaumTemp: 21, PrimaerluftTemp: 18 });
    expect(r.mode).toBe('heating');
    expectClose(r.values.deltaTK, 16.37, 2, 'ΔT_ln');
    expectClose(r.values.waterOutputW, 1178.9, 1, 'Φ_w');
    expectClose(r.values.primaryAirOutputW, -108.6, 1, 'Φ_air');
    expectClose(r.values.heatOutputW, 1070.2, 1, 'net');
    expectClose(r.values.waterFlowKgH, 202.6, 1, 'ṁ_w');
  });

  it('T17: θV = 14 °C, room 26 °C / 50 % RH → error on VorlaufTemp: below dew point 14.77 °C', () => {
    const [issue] = issuesOf('KRN92', { VorlaufTemp: 14, RuecklaufTemp: 17, RaumTemp: 26, RaumFeuchte: 50 });
    expect(issue).toMatchObject({ field: 'VorlaufTemp', rule: 'belowDewPoint' });
    expectClose(issue!.values!.dewPoint as number, 14.77, 2, 'dew point');
  });

  it('validation: heating return ≥ flow, spread, angles, size grid, dead length', () => {
    expect(issuesOf('KRN92', { VorlaufTemp: 40, RuecklaufTemp: 45, RaumTemp: 21 })[0]).toMatchObject({
      field: 'RuecklaufTemp',
      rule: 'returnNotBelowFlow',
    });
    expect(issuesOf('KRN92', { VorlaufTemp: 16, RuecklaufTemp: 24, RaumTemp: 26 })[0]).toMatchObject({
      field: 'RuecklaufTemp',
      rule: 'spreadOutOfRange',
    });
    expect(issuesOf('KRN92', { WinkelAnfang: 90, WinkelEnde: 45 })[0]).toMatchObject({
      field: 'WinkelEnde',
      rule: 'angleOrder',
    });
    expect(issuesOf('KRN92', { Bauhoehe: 200 })[0]).toMatchObject({ field: 'Bauhoehe', rule: 'outsideProductGrid' });
    expect(issuesOf('KRN92', { VorlaufTemp: 60, RuecklaufTemp: 50, RaumTemp: 21 })[0]).toMatchObject({
      field: 'VorlaufTemp',
      rule: 'flowAboveProductMax',
    });
  });

  it('angles do not change the output; primary air outside the tested range is flagged EXTRAPOLATED', () => {
    const a = run('KRN92', { WinkelAnfang: 0, WinkelEnde: 90 });
    const b = run('KRN92', { WinkelAnfang: 10, WinkelEnde: 270 });
    expect(b.values.totalOutputW).toBe(a.values.totalOutputW);
    const far = run('KRN92', { PrimaerluftVolumenstrom: 250 });
    expect(far.methodCodes).toContain('EXTRAPOLATED');
    expect(far.warnings.map((w) => w.code)).toContain('primaryAirExtrapolated');
  });

  it('warns when the primary air works against the mode, and when no net output is left', () => {
    // T16: primary air 18 °C in a 21 °C room while heating takes 108.6 W back.
    const t16 = run('KRN92', { VorlaufTemp: 40, RuecklaufTemp: 35, RaumTemp: 21, PrimaerluftTemp: 18 });
    const against = t16.warnings.find((w) => w.code === 'primaryAirAgainst.heating');
    expect(against).toMatchObject({ field: 'PrimaerluftTemp' });
    expect(against?.message).toContain('109 W');
    expect(t16.warnings.map((w) => w.code)).not.toContain('noNetOutput.heating');
    // Lukewarm water and cold primary air: the unit cools the room although it is meant to heat.
    const cold = run('KRN92', { VorlaufTemp: 32, RuecklaufTemp: 28, RaumTemp: 24, PrimaerluftTemp: 12 });
    expect(cold.values.totalOutputW).toBeLessThan(0);
    expect(cold.warnings.map((w) => w.code)).toContain('noNetOutput.heating');
    // Cooling with primary air warmer than the room.
    const warm = run('KRN92', {
      VorlaufTemp: 16,
      RuecklaufTemp: 19,
      RaumTemp: 26,
      RaumFeuchte: 50,
      PrimaerluftTemp: 30,
    });
    expect(warm.warnings.map((w) => w.code)).toContain('primaryAirAgainst.cooling');
  });
});

describe('KCModel — natural convector (docs/calculators.md §4, T14)', () => {
  it('T14: q_N 450 W/m, L_act 1.8 m, n 1.4, 55/45/20 → 392.9 W (810 W at 75/65/20)', () => {
    const r = run('KCModel', { Bauhoehe: 120, Bautiefe: 260, Baulaenge: 2000, VorlaufTemp: 55, RuecklaufTemp: 45 });
    expectClose(r.values.specificNominalOutputWm, 450, 1, 'q_N');
    expectClose(r.values.activeLengthM, 1.8, 2, 'L_act');
    expectClose(r.values.nominalOutputW, 810, 0, 'Φ_N');
    expectClose(r.values.heatOutputW, 392.9, 1, 'Φ');
    const rated = run('KCModel', { VorlaufTemp: 75, RuecklaufTemp: 65 });
    expectClose(rated.values.heatOutputW, 810, 0, 'Φ 75/65/20');
    expect(r.methodCodes).toEqual(['EN442-LOG']);
  });

  it('bilinear inside the grid, no extrapolation outside (400 naming the dimension)', () => {
    const mid = run('KCModel', { Bauhoehe: 135, Bautiefe: 220 });
    // between 180/260 mm (rows) and 120/150 mm (columns): mean of 260, 330, 450, 560
    expectClose(mid.values.specificNominalOutputWm, (260 + 330 + 450 + 560) / 4, 6, 'q_N');
    expect(mid.methodCodes).toContain('INTERPOLATED');
    expect(issuesOf('KCModel', { Bauhoehe: 220 })[0]).toMatchObject({ field: 'Bauhoehe', rule: 'outsideProductGrid' });
    expect(issuesOf('KCModel', { Bautiefe: 150 })[0]).toMatchObject({ field: 'Bautiefe', rule: 'outsideProductGrid' });
    // a product whose non-finned ends are longer than the smallest allowed length
    const data = productData();
    const longEnds = { ...data, kcmodel: [{ ...data.kcmodel[0]!, deadLength: 0.4 }] };
    const def = calculators.KCModel;
    expect(() => def.calculate(def.schema.parse({ Baulaenge: 300 }), {}, longEnds)).toThrow(
      expect.objectContaining({
        issues: [expect.objectContaining({ field: 'Baulaenge', rule: 'lengthBelowDeadLength' })],
      }),
    );
  });

  it('T8 through the endpoint code: ARITH at 40/30/20 warns (c = 0.5) and uses EN442-ARI', () => {
    const r = run('KCModel', { VorlaufTemp: 40, RuecklaufTemp: 30, Verfahren: 'ARITH' });
    expect(r.methodCodes[0]).toBe('EN442-ARI');
    expect(r.warnings.map((w) => w.code)).toContain('arithBelowC');
    expect(
      run('KCModel', { VorlaufTemp: 70, RuecklaufTemp: 55, Verfahren: 'ARITH' }).warnings.map((w) => w.code),
    ).not.toContain('arithBelowC');
  });

  it('calcOutput series: output over flow temperature and over length', () => {
    const r = run('KCModel', {});
    expect(r.series.map((s) => s.id)).toEqual(['flowTemperature', 'length']);
    const length = r.series[1]!.points;
    expect(length.every((p, i) => i === 0 || p.heatOutputW! > length[i - 1]!.heatOutputW!)).toBe(true);
  });
});

describe('KRN41 — fan-assisted trench convector (docs/calculators.md §4 grid + §2.2 model)', () => {
  it('fan off equals the natural convector of the same size; output rises with voltage', () => {
    const natural = run('KCModel', { VorlaufTemp: 45, RuecklaufTemp: 40 });
    const off = run('KRN41', { VorlaufTemp: 45, RuecklaufTemp: 40, Steuerspannung: 0 });
    expectClose(off.values.heatOutputW, natural.values.heatOutputW!, 6, 'fan off = natural');
    const points = off.series.find((s) => s.id === 'controlVoltage')!.points;
    for (let i = 1; i < points.length; i++) {
      expect(points[i]!.heatOutputW).toBeGreaterThanOrEqual(points[i - 1]!.heatOutputW!);
    }
    // at 10 V and the rating point the unit gives the data file's factor × natural output
    const rated = run('KRN41', { VorlaufTemp: 75, RuecklaufTemp: 65, Steuerspannung: 10 });
    expectClose(rated.values.heatOutputW, 3.5 * 810, 1, '10 V at 75/65/20');
  });
});

describe('HPC — fan coil (docs/calculators.md §7, T19, T20)', () => {
  it('at the Eurovent point the tabulated speeds come back exactly; T19-style process quantities', () => {
    const r = run('HPC', { Steuerspannung: 10, VorlaufTemp: 7, RuecklaufTemp: 12, RaumTemp: 27, FeuchtkugelTemp: 19 });
    expectClose(r.values.coolingOutputW, 2900, 1, 'Q_tot');
    expectClose(r.values.sensibleCoolingW, 2300, 1, 'Q_s');
    expectClose(r.values.airInletHumidityGkg, 10.45, 2, 'x_in');
    expectClose(r.values.dewPointC, 14.7, 1, 't_dew');
    expectClose(r.values.waterFlowLH, (2900 * 3600) / (4190 * 5), 1, 'water');
    expect(r.methodCodes).toEqual(['EN1397']);
    expect(run('HPC', { Steuerspannung: 4.5 }).methodCodes).toContain('INTERPOLATED');
  });

  it('T20: heating at 45 °C EWT is 0.8333 × the 50 °C rating (air 20 °C, same flows)', () => {
    const at = (flow: number) =>
      run('HPC', {
        Betriebsart: 'heating',
        Steuerspannung: 6,
        VorlaufTemp: flow,
        RuecklaufTemp: flow - 5,
        RaumTemp: 20,
      }).values.heatOutputW!;
    expectClose(at(50), 3000, 1, '50 °C');
    expectClose(at(45) / at(50), 0.8333, 4, 'ratio');
  });

  it('sound pressure from sound power: L_pA = L_WA − 5.5 dB in the catalogue room', () => {
    const r = run('HPC', { Steuerspannung: 6 });
    expectClose(r.values.soundPressureDbA, 41 - 5.5, 1, 'L_pA');
  });

  it('validation: wet bulb above dry bulb, water inlet range, speed table, cooling order', () => {
    expect(issuesOf('HPC', { FeuchtkugelTemp: 28 })[0]).toMatchObject({
      field: 'FeuchtkugelTemp',
      rule: 'wetBulbAboveDryBulb',
    });
    expect(issuesOf('HPC', { VorlaufTemp: 25, RuecklaufTemp: 30 })[0]).toMatchObject({
      field: 'VorlaufTemp',
      rule: 'waterInletOutOfRange',
    });
    expect(issuesOf('HPC', { Steuerspannung: 2 })[0]).toMatchObject({ field: 'Steuerspannung', rule: 'min' });
    expect(issuesOf('HPC', { RuecklaufTemp: 6 })[0]).toMatchObject({
      field: 'RuecklaufTemp',
      rule: 'returnNotAboveFlow',
    });
  });
});

describe('ConvectorLoadCalc — grille (docs/calculators.md §5, T22)', () => {
  it('T22: s 14.5 mm, b 7 mm → ε = 51.7 %; F_Rd(260 mm) = 3.13 kN; w(2 kN, 260 mm) = 0.75 mm', () => {
    const r = run('ConvectorLoadCalc', {
      Teilung: 14.5,
      Stabbreite: 7,
      Stabhoehe: 20,
      Rinnenbreite: 260,
      Punktlast: 2,
    });
    expectClose(r.values.freeCrossSectionPct, 51.7, 1, 'ε');
    expectClose(r.values.barsUnderLoad, 3, 0, 'n_b');
    expectClose(r.values.sectionModulusMm3, 466.7, 1, 'W');
    expectClose(r.values.momentOfInertiaMm4, 4666.7, 1, 'I');
    expectClose(r.values.designResistanceKN, 3.13, 2, 'F_Rd');
    expectClose(r.values.designLoadKN, 3.0, 1, 'γ_Q·Q_k');
    expectClose(r.values.deflectionMm, 0.75, 2, 'w');
    expectClose(r.values.deflectionLimitMm, 1.3, 1, 'l/200');
  });

  it('§5.2 curve values: F_Rd 4.07/2.55/2.04 kN at 200/320/400 mm; w 0.34/1.39 mm at 200/320 mm', () => {
    const r = run('ConvectorLoadCalc', {});
    const curve = r.series.find((s) => s.id === 'span')!.points;
    const deflection = r.series.find((s) => s.id === 'spanDeflection')!.points;
    const at = (points: typeof curve, span: number, key: string) => points.find((p) => p.spanMm === span)![key];
    expectClose(at(curve, 200, 'designResistanceKN'), 4.07, 2, 'F_Rd 200');
    expectClose(at(curve, 320, 'designResistanceKN'), 2.55, 2, 'F_Rd 320');
    expectClose(at(curve, 400, 'designResistanceKN'), 2.04, 2, 'F_Rd 400');
    expectClose(at(deflection, 200, 'deflectionMm'), 0.34, 2, 'w 200');
    expectClose(at(deflection, 320, 'deflectionMm'), 1.39, 2, 'w 320');
    expectClose(at(deflection, 320, 'deflectionLimitMm'), 1.6, 1, 'l/200 at 320');
    // largest span: F_Rd(l) = γ_Q·Q_k at l = 3·4·466.7·160/(1.1·1.5·2000) = 271.5 mm (strength governs;
    // the l/200 deflection limit would allow 342.9 mm)
    expectClose(r.values.maxSpanMm, 271.5, 1, 'max span');
  });

  it('core: free cross-section with spacers, point-load check in SI', () => {
    expectClose(freeCrossSection(14.5, 7, 0.1), 0.517241 * 0.9, 6, 'ε with spacers');
    const material = productData().grille.materials[0]!;
    const check = grilleCheck({
      pitch: convert.mmToM(14.5),
      barWidth: convert.mmToM(7),
      barHeight: convert.mmToM(20),
      spacerShare: 0,
      span: 0.26,
      footprint: 0.05,
      barAtEdge: false,
      pointLoad: 2000,
      areaLoad: 0,
      material,
      factors: productData().grille.factors,
    });
    expectClose(check.designResistance, 3132.87, 2, 'F_Rd N');
  });

  it('validation: pitch ≤ bar width, footprint < pitch, unknown material', () => {
    expect(issuesOf('ConvectorLoadCalc', { Teilung: 7, Stabbreite: 7 })[0]).toMatchObject({
      field: 'Teilung',
      rule: 'pitchNotAboveBarWidth',
    });
    expect(issuesOf('ConvectorLoadCalc', { Teilung: 60, Stabbreite: 7 })[0]).toMatchObject({
      field: 'Lastflaeche',
      rule: 'footprintBelowPitch',
    });
    expect(issuesOf('ConvectorLoadCalc', { Werkstoff: 'steel' })[0]).toMatchObject({
      field: 'Werkstoff',
      rule: 'invalidOption',
    });
  });
});
