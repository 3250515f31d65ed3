/** Saved projects' answers as zod schemas, tied to contract/projects.ts with `satisfies`. */
import { z } from 'zod';
import { type SavedProject, type SavedProjectSummary, savedProjectTools } from '../projects.ts';

export const savedProjectSummarySchema = z.object({
  id: z.uuid(),
  tool: z.enum(savedProjectTools),
  name: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
}) satisfies z.ZodType<SavedProjectSummary>;

export const savedProjectSchema = savedProjectSummarySchema.extend({
  state: z.record(z.string(), z.unknown()),
}) satisfies z.ZodType<SavedProject>;

export const savedProjectListSchema = z.array(savedProjectSummarySchema);
