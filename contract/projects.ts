/**
 * Saved projects (issue 27): a signed-in user keeps a building calculation or a designer's layout
 * under a name and reopens it later — /portal/api/SavedProject. Only its owner sees, renames or
 * deletes a project. `state` is the tool's draft as its link carries it (apps/platform/shareable-state.ts);
 * the tool reads it field by field when it opens it, so the server keeps it as an opaque object.
 */
import { z } from 'zod';
import { configuratorProjectStateSchema } from './configurator.ts';
import { documentInput, pathField, requiredText, uuid } from './input.ts';
import { salesViewStateSchema } from './sales-performance.ts';

/**
 * The tools that save projects: the building calculator per mode, the two designers, the product
 * configurator and the sales performance's views.
 */
export const savedProjectTools = [
  'building-renovation',
  'building-newBuilding',
  'cross-designer',
  'asco-designer',
  'configurator',
  'salesPerformance',
] as const;
export type SavedProjectTool = (typeof savedProjectTools)[number];

/**
 * Tools whose state the server checks on every save (a 400 on `state.<field>`); the others keep
 * their link's draft, read field by field. A saved configuration is replayed through the
 * configurator, a saved view runs as the sales performance's query, so each must have its shape.
 */
export const projectStateSchemas: Partial<Record<SavedProjectTool, z.ZodType<Record<string, unknown>>>> = {
  configurator: configuratorProjectStateSchema,
  salesPerformance: salesViewStateSchema,
};

/** Longest name, and the largest state as JSON text (a building with many rooms stays far below). */
export const projectNameMax = 120;
export const projectStateMaxChars = 200_000;

const stateSchema = z
  .record(z.string(), z.unknown())
  .refine((state) => JSON.stringify(state).length <= projectStateMaxChars, {
    message: `at most ${projectStateMaxChars} characters as JSON`,
  })
  .describe(
    "The tool's state. For `configurator`: `path` (the selection's combinations, 1–10), `values` " +
      '(`{ key, value }`, at most 40), `customer` (optional customer number) and `menge` (1–9999 pieces). ' +
      'For `salesPerformance`: the parameters of `GET /SalesPerformance` without `lang`, lists as arrays ' +
      'and `IsValid` as a boolean. Another shape is a 400 on `state.<field>`.',
  );

/** A state schema as JSON Schema, for the documents. */
const documented = (schema: z.ZodType) => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
    override: documentInput,
  });
  return json;
};

export const savedProjectCreateSchema = z
  .strictObject({
    tool: z.enum(savedProjectTools),
    name: requiredText(projectNameMax),
    state: stateSchema,
  })
  // For the documents: a checked tool's state has that tool's shape (projectStateSchemas).
  .meta({
    allOf: Object.entries(projectStateSchemas).map(([tool, schema]) => ({
      if: { properties: { tool: { const: tool } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, not a promise
      then: { properties: { state: documented(schema) } },
    })),
  });

export const savedProjectUpdateSchema = z.strictObject({
  /** Echoed by clients as they read it; must match the path. */
  id: pathField('id', uuid.optional()),
  name: requiredText(projectNameMax).optional(),
  state: stateSchema.optional(),
});

export const savedProjectParamsSchema = z.object({ id: uuid });
export const savedProjectListQuerySchema = z.object({ tool: z.enum(savedProjectTools) });

/** One project in the list (without its state). */
export interface SavedProjectSummary {
  id: string;
  tool: SavedProjectTool;
  name: string;
  /** ISO 8601. */
  updatedAt: string;
}

export interface SavedProject extends SavedProjectSummary {
  state: Record<string, unknown>;
}

export type SavedProjectCreate = z.infer<typeof savedProjectCreateSchema>;
export type SavedProjectUpdate = z.infer<typeof savedProjectUpdateSchema>;
