import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** Data of the two designers (data/designers.v<N>.json), checked with zod when first read. */

export const DESIGNERS_DATA_FILE = fileURLToPath(new URL('../data/designers.v1.json', import.meta.url));

const schema = z.object({
  version: z.string(),
  source: z.string(),
  basis: z.string(),
  warning: z.string(),
  cross: z.object({
    grilleTypes: z
      .array(
        z.object({
          id: z.enum(['roll', 'linear']),
          segmentMaxMm: z.number().positive(),
          spacerSpacingMm: z.number().positive(),
          spacerShare: z.number().min(0).max(0.5),
          articlePrefix: z.string(),
        }),
      )
      .min(1),
    materials: z.array(
      z.object({ id: z.string(), name: z.string(), f02MPa: z.number().positive(), eMPa: z.number().positive() }),
    ),
    profiles: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          material: z.string(),
          barWidthMm: z.number().positive(),
          barHeightMm: z.number().positive(),
        }),
      )
      .min(1),
    gapsMm: z.array(z.number().positive()).min(1),
    colours: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        hex: z.string().regex(/^#[0-9a-f]{6}$/i),
        profiles: z.array(z.string()),
      }),
    ),
    lengthMm: z.object({ min: z.number(), max: z.number() }),
    widthMm: z.object({ min: z.number(), max: z.number() }),
    loadFootprintMm: z.number().positive(),
    /** the angle the grille rests on along both long sides of the trench */
    supportAngleArticle: z.string(),
    loadClasses: z
      .array(z.object({ id: z.string(), pointLoadKN: z.number().positive(), areaLoadKNm2: z.number().positive() }))
      .min(1),
  }),
  asco: z.object({
    panels: z
      .array(
        z.object({ id: z.string(), name: z.string(), lengthMm: z.number().positive(), widthMm: z.number().positive() }),
      )
      .min(1),
    jointsMm: z.array(z.number().min(0)).min(1),
    minEdgeFraction: z.number().min(0).max(1),
    roomMm: z.object({ min: z.number(), max: z.number() }),
    hangerAreaM2: z.number().positive(),
    cutoutKinds: z.array(z.object({ id: z.string(), frameArticle: z.string() })),
    articles: z.object({
      cutPanel: z.string(),
      mainProfile: z.string(),
      crossProfile: z.string(),
      edgeProfile: z.string(),
      hanger: z.string(),
    }),
  }),
});

export type DesignersData = z.infer<typeof schema>;
export const parseDesignersData = (raw: unknown): DesignersData => schema.parse(raw);

let cached: DesignersData | undefined;
export function designersData(): DesignersData {
  cached ??= parseDesignersData(JSON.parse(readFileSync(DESIGNERS_DATA_FILE, 'utf8')));
  return cached;
}
