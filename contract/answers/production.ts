/** The production API's answers (MES) as zod schemas, tied to contract/mes.ts with `satisfies`. */
import { z } from 'zod';
import {
  downtimeReasons,
  type MesDowntimeRow,
  type MesFlashReport,
  type MesImportEntry,
  type MesImportIssue,
  type MesImportPreview,
  type MesImportResult,
  type MesLine,
  type MesLinesResult,
  type MesOutputRow,
  type MesScrapRow,
  mesImportColumns,
  scrapCauses,
} from '../mes.ts';

const nullableText = z.string().nullable();
const nullableNumber = z.number().nullable();
const format = z.enum(['csv', 'xlsx']);

const lineSchema = z.object({
  id: z.string(),
  name: z.string(),
  site: z.string(),
  siteDescription: z.string(),
  country: z.string(),
  productGroup: z.string(),
  shifts: z.number().int(),
}) satisfies z.ZodType<MesLine>;

export const mesLinesSchema = z.object({
  lines: z.array(lineSchema),
  firstDate: nullableText,
  lastDate: nullableText,
}) satisfies z.ZodType<MesLinesResult>;

const row = { date: z.string(), line: z.string(), shift: z.number().int() };
export const mesOutputRowSchema = z.object({
  ...row,
  plannedUnits: z.number(),
  producedUnits: z.number(),
}) satisfies z.ZodType<MesOutputRow>;
export const mesDowntimeRowSchema = z.object({
  ...row,
  reason: z.enum(downtimeReasons),
  minutes: z.number(),
}) satisfies z.ZodType<MesDowntimeRow>;
export const mesScrapRowSchema = z.object({
  ...row,
  cause: z.enum(scrapCauses),
  units: z.number(),
}) satisfies z.ZodType<MesScrapRow>;

export const mesFlashSchema = z.object({
  date: z.string(),
  line: lineSchema,
  shifts: z.array(
    z.object({
      shift: z.number().int(),
      plannedUnits: z.number(),
      producedUnits: z.number(),
      attainment: nullableNumber,
      scrapUnits: z.number(),
      downtimeMinutes: z.number(),
    }),
  ),
  totals: z.object({
    plannedUnits: z.number(),
    producedUnits: z.number(),
    attainment: nullableNumber,
    scrapUnits: z.number(),
    scrapRate: nullableNumber,
    downtimeMinutes: z.number(),
  }),
  downtime: z.array(
    z.object({ reason: z.enum(downtimeReasons), minutes: z.number(), share: z.number(), cumulativeShare: z.number() }),
  ),
  scrap: z.array(z.object({ cause: z.enum(scrapCauses), units: z.number(), share: z.number() })),
  trend: z.array(z.object({ date: z.string(), plannedUnits: z.number(), producedUnits: z.number() })),
}) satisfies z.ZodType<MesFlashReport>;

const issueSchema = z.object({
  row: z.number().int(),
  column: z.enum([...mesImportColumns, 'file']),
  code: z.string(),
  value: nullableText,
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
}) satisfies z.ZodType<MesImportIssue>;

const summary = {
  fileName: z.string(),
  format,
  sha256: z.string(),
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  firstDate: nullableText,
  lastDate: nullableText,
  lines: z.array(z.string()),
  previousImport: z.object({ importedAt: z.string(), user: z.string() }).nullable(),
};
export const mesImportPreviewSchema = z.object({
  ...summary,
  valid: z.boolean(),
  issues: z.array(issueSchema),
  changes: z.array(z.object({ row: z.number().int(), key: z.string(), before: z.number(), after: z.number() })),
}) satisfies z.ZodType<MesImportPreview>;
export const mesImportResultSchema = z.object({
  ...summary,
  importId: nullableText,
}) satisfies z.ZodType<MesImportResult>;

export const mesImportEntrySchema = z.object({
  id: z.string(),
  fileName: z.string(),
  format,
  rows: z.number().int(),
  added: z.number().int(),
  changed: z.number().int(),
  importedAt: z.string(),
  user: z.string(),
}) satisfies z.ZodType<MesImportEntry>;
