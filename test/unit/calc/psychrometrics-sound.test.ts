import { describe, expect, it } from 'vitest';
import { coilCoolingProcess, heatingAtInletTemperature } from '../../../server/areas/calc/fancoil.ts';
import { waterMassFlow } from '../../../server/areas/calc/hydraulics.ts';
import {
  airState,
  dewPoint,
  humidityRatioFromRh,
  humidityRatioFromWetBulb,
  saturationPressure,
  saturationPressureMagnus,
} from '../../../server/areas/calc/psychrometrics.ts';
import { absorptionArea, CATALOGUE_ROOM, soundPressureOffset } from '../../../server/areas/calc/sound.ts';
import { expectClose } from './tolerance.ts';

describe('psychrometrics (docs/calculators.md §7.2, T18)', () => {
  it('T18: 27 °C DB / 19 °C WB → x = 10.45 g/kg, h = 53.8 kJ/kg, RH 46.9 %, t_dew 14.7 °C', () => {
    const x = humidityRatioFromWetBulb(27, 19);
    const s = airState(27, x);
    expectClose(x * 1000, 10.45, 2, 'x');
    expectClose(s.h / 1000, 53.8, 1, 'h');
    expectClose(s.rh * 100, 46.9, 1, 'RH');
    expectClose(s.dewPoint, 14.7, 1, 't_dew');
  });

  it('§7.2 dew points: 26 °C/50 % → 14.77 °C; 24/50 → 12.93; 20/50 → 9.26', () => {
    expectClose(dewPoint(26, 0.5), 14.77, 2, '26/50');
    expectClose(dewPoint(24, 0.5), 12.93, 2, '24/50');
    expectClose(dewPoint(20, 0.5), 9.26, 2, '20/50');
  });

  it('Hyland–Wexler and Magnus agree within 0.5 % in 0…40 °C; x round-trips through RH', () => {
    for (const temp of [0.5, 10, 20, 30, 40]) {
      expect(Math.abs(saturationPressure(temp) / saturationPressureMagnus(temp) - 1)).toBeLessThan(0.005);
    }
    const x = humidityRatioFromRh(26, 0.5);
    expectClose(airState(26, x).rh, 0.5, 6, 'RH');
  });
});

describe('fan coil process (docs/calculators.md §7.3, T19, T20)', () => {
  it('T19: 500 m³/h, 27/19 → 14 °C/93 %: Q_tot 2.72 kW, Q_s 2.22 kW, SHR 0.82, 0.71 kg/h, 468 l/h at 7/12', () => {
    const inlet = { t: 27, x: humidityRatioFromWetBulb(27, 19) };
    const outlet = { t: 14, x: humidityRatioFromRh(14, 0.93) };
    const r = coilCoolingProcess({ airFlow: 500 / 3600, inlet, outlet });
    expectClose(r.total / 1000, 2.72, 2, 'Q_tot');
    expectClose(r.sensible / 1000, 2.22, 2, 'Q_s');
    expectClose(r.sensibleHeatRatio, 0.82, 2, 'SHR');
    expectClose(r.condensate * 3600, 0.71, 2, 'condensate');
    expectClose(waterMassFlow(r.total, 5) * 3600, 468, 0, 'water l/h');
  });

  it('T20: heating capacity at 45 °C EWT from 50 °C EWT, air 20, same flows → × 0.8333', () => {
    const q = heatingAtInletTemperature({ ratedCapacity: 1, ratedWaterIn: 50, ratedAir: 20, waterIn: 45, air: 20 });
    expectClose(q, 0.8333, 4, 'factor');
  });
});

describe('sound power → sound pressure (docs/calculators.md §7.3, T21)', () => {
  it('T21: V 100 m³, T 0.5 s, r 1 m, Q 2 → reverberant −9.1 dB, total −5.5 dB', () => {
    expectClose(absorptionArea(100, 0.5), 32.6, 1, 'A');
    const offset = soundPressureOffset(CATALOGUE_ROOM);
    expectClose(offset.reverberant, -9.1, 1, 'reverberant');
    expectClose(offset.total, -5.5, 1, 'total');
  });
});
