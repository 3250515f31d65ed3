/**
 * The calculator elements (six product calculators, four selection tools): everything that differs between them. The form, results, charts
 * and documents all come from the generic layer (CalculatorApp) and the server's GetTemplate.
 */
import type { CalcResult, CalculatorId } from '../../contract/calculators/common.ts';
import type { ShareableTool } from '../shared/portal-paths.ts';

export interface CalculatorConfig {
  id: CalculatorId;
  /** GetTemplate, relative to the portal API. */
  templatePath: string;
  /** KRN92 computes with one GET and the inputs as query; the others POST JSON. */
  method: 'GET' | 'POST';
  /** Chart x key → the input field holding the operating point, where it differs from the default. */
  operatingPoint?: Record<string, string>;
}

export interface CalculatorElementConfig {
  /** The element's tag; also where its links open (apps/shared/portal-paths.ts). */
  tag: Exclude<ShareableTool, `portal-building-calc/${string}` | `portal-${string}-designer`>;
  /** The first is the default; more than one → a mode switch. */
  variants: readonly [CalculatorConfig, ...CalculatorConfig[]];
}

/** Where the operating point of a chart comes from: the result's value of the x key, else this input. */
export const defaultOperatingPoint: Record<string, string> = {
  controlVoltageV: 'Steuerspannung',
  flowTempC: 'VorlaufTemp',
  primaryAirFlowM3h: 'PrimaerluftVolumenstrom',
  lengthMm: 'Baulaenge',
  spanMm: 'Rinnenbreite',
  doorHeightM: 'Tuerhoehe',
};

/** The operating point of a chart: the result's value of the x key, else the input that sets it. */
export function operatingPoint(result: CalcResult, xKey: string, config: CalculatorConfig): number | null {
  const fromValues = result.values[xKey];
  if (typeof fromValues === 'number') return fromValues;
  const field = config.operatingPoint?.[xKey] ?? defaultOperatingPoint[xKey];
  const input = field ? result.inputs[field] : undefined;
  return typeof input === 'number' ? input : null;
}

const post = (id: CalculatorId, extra: Partial<CalculatorConfig> = {}): CalculatorConfig => ({
  id,
  templatePath: `${id}/GetTemplate`,
  method: 'POST',
  ...extra,
});

export const krn41: CalculatorElementConfig = { tag: 'portal-krn41', variants: [post('KRN41')] };

export const krn92: CalculatorElementConfig = {
  tag: 'portal-krn92',
  variants: [{ id: 'KRN92', templatePath: 'PM/KRN92/GetTemplate', method: 'GET' }],
};

export const kcModel: CalculatorElementConfig = { tag: 'portal-kcmodel', variants: [post('KCModel')] };

export const convectorLoadCalc: CalculatorElementConfig = {
  tag: 'portal-convector-load-calc',
  variants: [post('ConvectorLoadCalc')],
};

export const hpc: CalculatorElementConfig = { tag: 'portal-hpc', variants: [post('HPC')] };

export const xflair: CalculatorElementConfig = {
  tag: 'portal-xflair',
  variants: [post('XFlair'), post('XFlairTausch', { operatingPoint: { flowTempC: 'NeuVorlaufTemp' } })],
};

// The product-selection tools.
export const airHeaters: CalculatorElementConfig = { tag: 'portal-airheaters', variants: [post('AirHeater')] };

export const doorAirCurtains: CalculatorElementConfig = {
  tag: 'portal-door-air-curtains',
  variants: [post('DoorAirCurtain')],
};

export const indoorAirQuality: CalculatorElementConfig = {
  tag: 'portal-indoor-air-quality',
  variants: [post('IndoorAirQuality')],
};

export const controlEngineering: CalculatorElementConfig = {
  tag: 'portal-control-engineering',
  variants: [post('ControlValve')],
};
