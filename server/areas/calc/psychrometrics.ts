import { STANDARD_PRESSURE } from './constants.ts';

/**
 * Moist air (docs/calculators.md §7.2; ASHRAE Fundamentals ch. 1). Temperatures in °C, pressures
 * in Pa, humidity ratio x in kg water per kg dry air, enthalpy in J per kg dry air.
 */

/**
 * Saturation pressure [Pa], Hyland–Wexler (ASHRAE Fundamentals 2017 ch. 1, eq. 5 over ice below
 * 0 °C, eq. 6 over liquid water). The note's Magnus alternative is 0.3 % lower at 19 °C, which
 * moves x(27 °C DB / 19 °C WB) from 10.45 to 10.42 g/kg — case T18 is computed with Hyland–Wexler.
 */
export function saturationPressure(t: number): number {
  const T = t + 273.15;
  if (t < 0) {
    return Math.exp(
      -5.6745359e3 / T +
        6.3925247 -
        9.677843e-3 * T +
        6.2215701e-7 * T ** 2 +
        2.0747825e-9 * T ** 3 -
        9.484024e-13 * T ** 4 +
        4.1635019 * Math.log(T),
    );
  }
  return Math.exp(
    -5.8002206e3 / T +
      1.3914993 -
      4.8640239e-2 * T +
      4.1764768e-5 * T ** 2 -
      1.4452093e-8 * T ** 3 +
      6.5459673 * Math.log(T),
  );
}

/** Saturation pressure, Magnus form [Pa]: 610.94·exp(17.625 t/(t + 243.04)) (docs/calculators.md §7.2 alternative). */
export function saturationPressureMagnus(t: number): number {
  return 610.94 * Math.exp((17.625 * t) / (t + 243.04));
}

/** x = 0.621945·p_w/(p − p_w). */
export function humidityRatioFromVapourPressure(pw: number, p = STANDARD_PRESSURE): number {
  return (0.621945 * pw) / (p - pw);
}

/** Humidity ratio at dry-bulb t and relative humidity rh (0…1). */
export function humidityRatioFromRh(t: number, rh: number, p = STANDARD_PRESSURE): number {
  return humidityRatioFromVapourPressure(rh * saturationPressure(t), p);
}

/** Humidity ratio from dry bulb and wet bulb (ASHRAE eq. 33, t_wb ≥ 0 °C). */
export function humidityRatioFromWetBulb(t: number, twb: number, p = STANDARD_PRESSURE): number {
  const xs = humidityRatioFromVapourPressure(saturationPressure(twb), p);
  return ((2501 - 2.326 * twb) * xs - 1.006 * (t - twb)) / (2501 + 1.86 * t - 4.186 * twb);
}

/** Vapour pressure from a humidity ratio [Pa]. */
export function vapourPressure(x: number, p = STANDARD_PRESSURE): number {
  return (p * x) / (0.621945 + x);
}

/** Relative humidity (0…1) from t and x. */
export function relativeHumidity(t: number, x: number, p = STANDARD_PRESSURE): number {
  return vapourPressure(x, p) / saturationPressure(t);
}

/** h = 1.006 t + x (2501 + 1.86 t) [kJ/kg] → returned in J/kg dry air. */
export function enthalpy(t: number, x: number): number {
  return (1.006 * t + x * (2501 + 1.86 * t)) * 1000;
}

/** Specific heat of moist air per kg dry air: 1.006 + 1.86 x [J/(kg·K)]. */
export function moistAirSpecificHeat(x: number): number {
  return (1.006 + 1.86 * x) * 1000;
}

/** Dew point (Magnus, ±0.1 K in 0…50 °C): t_dew = 243.12 γ/(17.62 − γ), γ = ln(RH) + 17.62 t/(243.12 + t). */
export function dewPoint(t: number, rh: number): number {
  const gamma = Math.log(rh) + (17.62 * t) / (243.12 + t);
  return (243.12 * gamma) / (17.62 - gamma);
}

/** Dew point from t and humidity ratio. */
export function dewPointFromHumidityRatio(t: number, x: number, p = STANDARD_PRESSURE): number {
  return dewPoint(t, relativeHumidity(t, x, p));
}

export interface AirState {
  t: number;
  x: number;
  h: number;
  rh: number;
  dewPoint: number;
}

export function airState(t: number, x: number, p = STANDARD_PRESSURE): AirState {
  const rh = relativeHumidity(t, x, p);
  return { t, x, h: enthalpy(t, x), rh, dewPoint: dewPoint(t, rh) };
}

/** Saturated air enthalpy at t [J/kg] (for the coil's enthalpy effectiveness). */
export function saturatedEnthalpy(t: number, p = STANDARD_PRESSURE): number {
  return enthalpy(t, humidityRatioFromVapourPressure(saturationPressure(t), p));
}
