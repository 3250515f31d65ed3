import { Hono } from 'hono';
import { z } from 'zod';
import { reportResultSchema, reportSourceSchema } from '../../../contract/answers/analytics.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import { exportQuery, reportDefinitionSchema, sourceParams } from '../../../contract/reporting.ts';
import { requirePermission } from '../../auth/permissions.ts';
import { csvMimeType, toCsv, toXlsx, xlsxMimeType } from '../../exports/table-export.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { fileAnswer, refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type AnalyticsEnv, requestLocale } from './common.ts';
import type { AnalyticsExecutor } from './executor.ts';
import { reportSheet } from './reporting/report-export.ts';
import { runReport } from './reporting/run-report.ts';
import { findSource, sourceMeta, sources } from './reporting/sources.ts';

/**
 * /api/reporting/Metadata, /Metadata/{id} and /Report (API permission reporting). Addition:
 * POST /Report/export?format=xlsx|csv answers the same report as a file.
 */
/** The rules of a report definition beyond its schema, the same for running and exporting it. */
const refusesReportRules = () =>
  refuses(
    [
      'unknown_source',
      'unknown_column',
      'not_filterable',
      'not_groupable',
      'duplicate',
      'invalid_type',
      'no_value',
      'single_value',
      'too_deep',
      'too_big',
    ],
    'sources, columns, filters and groupings of the reporting metadata (`GET /reporting/Metadata`)',
  );

export function reportRoutes(executor: AnalyticsExecutor) {
  const app = new Hono<AnalyticsEnv>();
  app.use(requirePermission(apiPermissions.reporting));

  app.get('/Metadata', responds(200, z.array(reportSourceSchema), 'The sources with their columns'), (c) =>
    c.json(sources.map(sourceMeta)),
  );

  app.get(
    '/Metadata/:id',
    responds(200, reportSourceSchema, 'The source with its columns'),
    validate('param', sourceParams),
    (c) => {
      const source = findSource(c.req.valid('param').id);
      if (!source) throw notFound('No such reporting source', 'id');
      return c.json(sourceMeta(source));
    },
  );

  app.post(
    '/Report',
    responds(200, reportResultSchema, 'The report’s rows, columns and totals'),
    refusesReportRules(),
    validate('json', reportDefinitionSchema),
    async (c) => c.json(await runReport(executor, c.req.valid('json'), c.req.raw.signal)),
  );

  app.post(
    '/Report/export',
    responds(200, fileAnswer.xlsx, 'format=xlsx: the rows as XLSX'),
    refusesReportRules(),
    responds(200, fileAnswer.csv, 'format=csv: the rows as CSV'),
    validate('query', exportQuery),
    validate('json', reportDefinitionSchema),
    async (c) => {
      const { format, lang } = c.req.valid('query');
      const locale = requestLocale(c, lang);
      const result = await runReport(executor, c.req.valid('json'));
      const sheet = reportSheet(result, locale);
      const name = `${sheet.name}.${format}`;
      c.header('Content-Disposition', contentDisposition('attachment', name));
      if (format === 'csv') {
        c.header('Content-Type', csvMimeType);
        return c.body(toCsv(sheet, locale));
      }
      c.header('Content-Type', xlsxMimeType);
      return c.body(new Uint8Array(await toXlsx([sheet])));
    },
  );

  return app;
}
