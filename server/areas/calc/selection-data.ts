import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { connectionCode } from './product-data.ts';

/**
 * Data of the four product-selection tools (data/selection.v<N>.json): air heaters, door air
 * curtains, the EN 16798-1 ventilation categories and the control-valve series. Checked with zod
 * when first read; no coefficient lives in code.
 */

export const SELECTION_DATA_FILE = fileURLToPath(new URL('./data/selection.v1.json', import.meta.url));

const stage = z.object({
  stage: z.string(),
  airFlowM3h: z.number().positive(),
  soundPowerDbA: z.number(),
  powerW: z.number().min(0),
});
const category = z.object({
  perPersonLs: z.number().positive(),
  perM2Ls: z.object({ veryLow: z.number().min(0), low: z.number().min(0), notLow: z.number().min(0) }),
  co2AboveOutdoorPpm: z.number().positive(),
});

const schema = z.object({
  version: z.string(),
  source: z.string(),
  basis: z.string(),
  warning: z.string(),
  airHeaters: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        rating: z.object({ waterInC: z.number(), waterOutC: z.number(), airInC: z.number() }),
        stages: z.array(stage.extend({ outputKW: z.number().positive() })).min(2),
        outletAreaM2: z.number().positive(),
        throwConstant: z.number().positive(),
        waterFlowNKgH: z.number().positive(),
        waterPressureLossNKPa: z.number().positive(),
        maxWaterTempC: z.number(),
        waterContentL: z.number().min(0),
        connection: connectionCode,
        maxOperatingPressureBar: z.number().positive(),
      }),
    )
    .min(1),
  airCurtains: z
    .array(
      z.object({
        id: z.string(),
        name: z.string(),
        lengthM: z.number().positive(),
        nozzleWidthM: z.number().positive(),
        stages: z.array(stage.extend({ heatOutputKW: z.number().positive() })).min(1),
        heatingRating: z.object({ waterInC: z.number(), airInC: z.number() }),
        maxMountingHeightM: z.number().positive(),
        connection: connectionCode,
        maxOperatingPressureBar: z.number().positive(),
      }),
    )
    .min(1),
  airCurtainDesign: z.object({
    minDeflectionModulus: z.number().positive(),
    safetyFactor: z.number().min(1),
    source: z.string(),
  }),
  indoorAir: z.object({
    source: z.string(),
    categories: z.object({ I: category, II: category, III: category, IV: category }),
    co2EmissionLhPerPerson: z.object({
      sleeping: z.number().positive(),
      seated: z.number().positive(),
      light: z.number().positive(),
      medium: z.number().positive(),
    }),
    co2EmissionSource: z.string(),
  }),
  valves: z.object({
    kvsSeries: z.array(z.number().positive()).min(2),
    authority: z.object({ recommendedMin: z.number().min(0).max(1), acceptableMin: z.number().min(0).max(1) }),
    maxValvePressureLossKPa: z.number().positive(),
    families: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          sizes: z
            .array(z.object({ dn: z.number().int().positive(), kvs: z.array(z.number().positive()).min(1) }))
            .min(1),
        }),
      )
      .min(1),
  }),
});

export type SelectionData = z.infer<typeof schema>;
export type AirHeaterProduct = SelectionData['airHeaters'][number];
export type AirCurtainProduct = SelectionData['airCurtains'][number];
export type ValveFamily = SelectionData['valves']['families'][number];

export const parseSelectionData = (raw: unknown): SelectionData => schema.parse(raw);

let cached: SelectionData | undefined;
export function selectionData(): SelectionData {
  cached ??= parseSelectionData(JSON.parse(readFileSync(SELECTION_DATA_FILE, 'utf8')));
  return cached;
}
