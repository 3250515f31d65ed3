/** The grille and floor designers' answers as zod schemas, tied to contract/designers.ts with `satisfies`. */
import { z } from 'zod';
import {
  type AscoDesign,
  type AscoTemplate,
  ascoDesignSchema,
  type BillItem,
  type CrossDesign,
  type CrossTemplate,
  crossDesignSchema,
} from '../designers.ts';
import { buildingMessageSchema, namedValueSchema } from './building.ts';

const range = z.object({ min: z.number(), max: z.number() });
const idLabel = z.object({ id: z.string(), label: z.string() });

const billItemSchema = z.object({
  key: z.string(),
  label: z.string(),
  articleId: z.string(),
  quantity: z.number(),
  unit: z.string(),
}) satisfies z.ZodType<BillItem>;

export const crossTemplateSchema = z.object({
  locale: z.string(),
  dataVersion: z.string(),
  grilleTypes: z.array(idLabel),
  profiles: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      barWidthMm: z.number(),
      barHeightMm: z.number(),
      material: z.string(),
    }),
  ),
  gapsMm: z.array(z.number()),
  colours: z.array(z.object({ id: z.string(), name: z.string(), hex: z.string(), profiles: z.array(z.string()) })),
  lengthMm: range,
  widthMm: range,
}) satisfies z.ZodType<CrossTemplate>;

export const crossDesignAnswerSchema = z.object({
  locale: z.string(),
  title: z.string(),
  dataVersion: z.string(),
  input: crossDesignSchema,
  profileName: z.string(),
  colourName: z.string(),
  drawing: z.object({
    lengthMm: z.number(),
    widthMm: z.number(),
    pitchMm: z.number(),
    barWidthMm: z.number(),
    barHeightMm: z.number(),
    barsMm: z.array(z.number()),
    segments: z.array(z.object({ startMm: z.number(), lengthMm: z.number() })),
    spacerRowsMm: z.array(z.number()),
    colour: z.string(),
  }),
  values: z.array(namedValueSchema),
  loadClass: idLabel.nullable(),
  bill: z.array(billItemSchema),
  warnings: z.array(buildingMessageSchema),
}) satisfies z.ZodType<CrossDesign>;

export const ascoTemplateSchema = z.object({
  locale: z.string(),
  dataVersion: z.string(),
  panels: z.array(z.object({ id: z.string(), name: z.string(), lengthMm: z.number(), widthMm: z.number() })),
  jointsMm: z.array(z.number()),
  cutoutKinds: z.array(idLabel),
  roomMm: range,
}) satisfies z.ZodType<AscoTemplate>;

export const ascoDesignAnswerSchema = z.object({
  locale: z.string(),
  title: z.string(),
  dataVersion: z.string(),
  input: ascoDesignSchema,
  panelName: z.string(),
  drawing: z.object({
    roomLengthMm: z.number(),
    roomWidthMm: z.number(),
    jointMm: z.number(),
    columnsMm: z.array(z.number()),
    rowsMm: z.array(z.number()),
    cells: z.array(
      z.object({
        xMm: z.number(),
        yMm: z.number(),
        widthMm: z.number(),
        heightMm: z.number(),
        kind: z.enum(['full', 'cut', 'cutout']),
      }),
    ),
    cutouts: ascoDesignSchema.shape.cutouts,
  }),
  values: z.array(namedValueSchema),
  bill: z.array(billItemSchema),
  warnings: z.array(buildingMessageSchema),
}) satisfies z.ZodType<AscoDesign>;
