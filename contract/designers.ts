/**
 * The two designers (trench-convector grille "Cross Designer", ceiling cover system "Asco
 * Designer"): request schemas and answer shapes. Options (profiles, colours, panels) and their
 * limits come from the server's GetTemplate; the server checks choices against its data file.
 */
import { z } from 'zod';
import type { NamedValue } from './building.ts';
import { requiredText } from './input.ts';

const mm = (min: number, max: number) => z.number().finite().min(min).max(max);

export const crossDesignSchema = z.strictObject({
  grilleType: z.enum(['roll', 'linear']).default('roll'),
  profile: requiredText(40),
  gapMm: mm(1, 50),
  colour: requiredText(40),
  lengthMm: mm(100, 20_000),
  widthMm: mm(50, 2000),
  quantity: z.number().int().min(1).max(100).default(1),
});
export type CrossDesignInput = z.infer<typeof crossDesignSchema>;

export const cutoutKinds = ['light', 'vent', 'sprinkler', 'access'] as const;

export const ascoDesignSchema = z.strictObject({
  roomLengthMm: mm(100, 50_000),
  roomWidthMm: mm(100, 50_000),
  panel: requiredText(40),
  jointMm: mm(0, 50),
  orientation: z.enum(['length', 'width']).default('length'),
  cutouts: z
    .array(
      z.strictObject({
        kind: z.enum(cutoutKinds),
        xMm: mm(0, 50_000),
        yMm: mm(0, 50_000),
        widthMm: z.number().finite().gt(0).max(5000),
        heightMm: z.number().finite().gt(0).max(5000),
      }),
    )
    .max(100)
    .default([]),
});
export type AscoDesignInput = z.infer<typeof ascoDesignSchema>;

export interface BillItem {
  key: string;
  label: string;
  articleId: string;
  quantity: number;
  unit: string;
}

export interface DesignMessage {
  code: string;
  message: string;
  field?: string;
}

export interface CrossTemplate {
  locale: string;
  dataVersion: string;
  grilleTypes: { id: string; label: string }[];
  profiles: { id: string; name: string; barWidthMm: number; barHeightMm: number; material: string }[];
  gapsMm: number[];
  colours: { id: string; name: string; hex: string; profiles: string[] }[];
  lengthMm: { min: number; max: number };
  widthMm: { min: number; max: number };
}

export interface CrossDesign {
  locale: string;
  title: string;
  dataVersion: string;
  input: CrossDesignInput;
  profileName: string;
  colourName: string;
  drawing: {
    lengthMm: number;
    widthMm: number;
    pitchMm: number;
    barWidthMm: number;
    barHeightMm: number;
    /** left edge of each bar along the length */
    barsMm: number[];
    segments: { startMm: number; lengthMm: number }[];
    /** positions of the spacer rows across the width */
    spacerRowsMm: number[];
    colour: string;
  };
  values: NamedValue[];
  /** highest load class the grille carries at this width (null: not even the lowest) */
  loadClass: { id: string; label: string } | null;
  bill: BillItem[];
  warnings: DesignMessage[];
}

export interface AscoTemplate {
  locale: string;
  dataVersion: string;
  panels: { id: string; name: string; lengthMm: number; widthMm: number }[];
  jointsMm: number[];
  cutoutKinds: { id: string; label: string }[];
  roomMm: { min: number; max: number };
}

export interface AscoCell {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  kind: 'full' | 'cut' | 'cutout';
}

export interface AscoDesign {
  locale: string;
  title: string;
  dataVersion: string;
  input: AscoDesignInput;
  panelName: string;
  drawing: {
    roomLengthMm: number;
    roomWidthMm: number;
    jointMm: number;
    columnsMm: number[];
    rowsMm: number[];
    cells: AscoCell[];
    cutouts: AscoDesignInput['cutouts'];
  };
  values: NamedValue[];
  bill: BillItem[];
  warnings: DesignMessage[];
}
