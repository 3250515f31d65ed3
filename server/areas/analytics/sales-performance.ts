import { Hono } from 'hono';
import { salesFiltersSchema, salesPerformanceSchema } from '../../../contract/answers/analytics.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import { salesExportQuerySchema, salesPerformanceQuerySchema } from '../../../contract/sales-performance.ts';
import { requirePermission } from '../../auth/permissions.ts';
import { csvMimeType, toCsv, toXlsx, xlsxMimeType } from '../../exports/table-export.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { fileAnswer, refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { type AnalyticsEnv, requestLocale } from './common.ts';
import type { AnalyticsExecutor } from './executor.ts';
import { salesPerformanceSheet } from './sales-performance/export.ts';
import { salesFilterValues, salesPerformance } from './sales-performance/run.ts';

/** /api/SalesPerformance, /filter and /export (API permission reporting). */
export function salesPerformanceRoutes(executor: AnalyticsExecutor) {
  const app = new Hono<AnalyticsEnv>();
  app.use(requirePermission(apiPermissions.reporting));

  app.get(
    '/',
    responds(200, salesPerformanceSchema, 'Key figure by group, against last year and plan'),
    refuses(
      ['unknown_value'],
      'company codes, countries, market areas and other filter values of the sales data (`GET …/filter` lists them)',
    ),
    validate('query', salesPerformanceQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await salesPerformance(executor, query, requestLocale(c, query.lang)));
    },
  );

  app.get(
    '/filter',
    responds(200, salesFiltersSchema, 'The values each filter may take'),
    refuses(
      ['unknown_value'],
      'company codes, countries, market areas and other filter values of the sales data (`GET …/filter` lists them)',
    ),
    validate('query', salesPerformanceQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return c.json(await salesFilterValues(executor, query, requestLocale(c, query.lang)));
    },
  );

  app.get(
    '/export',
    responds(200, fileAnswer.xlsx, 'format=xlsx: the rows as XLSX'),
    refuses(
      ['unknown_value'],
      'company codes, countries, market areas and other filter values of the sales data (`GET …/filter` lists them)',
    ),
    responds(200, fileAnswer.csv, 'format=csv: the rows as CSV'),
    validate('query', salesExportQuerySchema),
    async (c) => {
      const { format, ...query } = c.req.valid('query');
      const locale = requestLocale(c, query.lang);
      const result = await salesPerformance(executor, query, locale);
      const sheet = salesPerformanceSheet(result, locale);
      const name = `${sheet.name}_${result.query.period.from.slice(0, 7)}_${result.query.period.to.slice(0, 7)}.${format}`;
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
