/** Query schemas of the production API's MES routes (contract/mes.ts has the shapes and codes, without zod). */
import { z } from 'zod';
import { isoDate } from './input.ts';
import { supportedLocales } from './locales.ts';
import { mesLimits } from './mes.ts';

export const mesLineId = z
  .string()
  .regex(/^[A-Z]{2}-[A-Z0-9]{2,10}$/, { message: 'must be a line code, e.g. PL-FHK1' });

export const mesFlashQuery = z.strictObject({ date: isoDate, line: mesLineId });

export const mesFlashExportQuery = mesFlashQuery.extend({
  locale: z.enum(supportedLocales).optional(),
});

export const mesTableQuery = z.strictObject({
  from: isoDate,
  to: isoDate,
  line: mesLineId.optional(),
  site: z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,39}$/, { message: 'must be a site name' })
    .optional(),
});

/**
 * The import's body as the route declares it for its description and the route probes: one
 * multipart field `file` (the XLSX or CSV export); anything else is a 400 naming `file`.
 */
export const mesUploadForm = z.strictObject({
  file: z.file().max(mesLimits.maxBytes).meta({ description: 'The MES export: an XLSX workbook or a CSV file' }),
});
