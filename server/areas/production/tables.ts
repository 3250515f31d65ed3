/**
 * The MES tables as stored: lines, output, downtime and scrap rows of a date range (at most
 * 92 days, optionally one line or one site), and the latest imports.
 */
import { and, asc, desc, eq, gte, inArray, lte, max, min, type SQL } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  mesDowntimeRowSchema,
  mesImportEntrySchema,
  mesLinesSchema,
  mesOutputRowSchema,
  mesScrapRowSchema,
} from '../../../contract/answers/production.ts';
import {
  type DowntimeReason,
  type MesDowntimeRow,
  type MesImportEntry,
  type MesLine,
  type MesLinesResult,
  type MesOutputRow,
  type MesScrapRow,
  mesLimits,
  type ScrapCause,
} from '../../../contract/mes.ts';
import { mesTableQuery } from '../../../contract/mes-queries.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import type { Q } from '../../db/tx.ts';
import { invalid } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import type { ProductionEnv } from './common.ts';

export async function loadLines(q: Q, ids?: string[]): Promise<MesLine[]> {
  const rows = await q
    .select({ line: t.mesLine, siteDescription: t.kpiSite.description, country: t.kpiSite.country })
    .from(t.mesLine)
    .innerJoin(t.kpiSite, eq(t.kpiSite.name, t.mesLine.site))
    .where(ids ? inArray(t.mesLine.id, ids) : undefined)
    .orderBy(asc(t.kpiSite.sortOrder), asc(t.mesLine.seq));
  return rows.map(({ line, siteDescription, country }) => ({
    id: line.id,
    name: line.name,
    site: line.site,
    siteDescription,
    country,
    productGroup: line.productGroup,
    shifts: line.shifts,
  }));
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function tableRoutes(db: Db) {
  const app = new Hono<ProductionEnv>();

  app.get('/lines', responds(200, mesLinesSchema, 'The lines and the range of dates with data'), async (c) => {
    const [lines, [range]] = await Promise.all([
      loadLines(db),
      db.select({ first: min(t.mesOutput.day), last: max(t.mesOutput.day) }).from(t.mesOutput),
    ]);
    const body: MesLinesResult = { lines, firstDate: range?.first ?? null, lastDate: range?.last ?? null };
    return c.json(body);
  });

  /** Filters of the three tables: range checked, site resolved to its lines. */
  async function filter(
    query: { from: string; to: string; line?: string; site?: string },
    table: typeof t.mesOutput | typeof t.mesDowntime | typeof t.mesScrap,
  ): Promise<SQL | undefined> {
    if (query.to < query.from) throw invalid('to', 'before_from', 'must not be before from');
    if (daysBetween(query.from, query.to) >= mesLimits.maxRangeDays) {
      throw invalid('to', 'range', `the range covers at most ${mesLimits.maxRangeDays} days`);
    }
    let lines: string[] | undefined;
    if (query.site) {
      lines = (await db.select({ id: t.mesLine.id }).from(t.mesLine).where(eq(t.mesLine.site, query.site))).map(
        (r) => r.id,
      );
      if (!lines.length) throw invalid('site', 'unknown', 'is not a site with MES lines');
    }
    return and(
      gte(table.day, query.from),
      lte(table.day, query.to),
      query.line ? eq(table.line, query.line) : undefined,
      lines ? inArray(table.line, lines) : undefined,
    );
  }

  app.get(
    '/output',
    responds(200, z.array(mesOutputRowSchema), 'Output per day, line and shift'),
    refuses(['before_from', 'range'], '`to` not before `from`, at most the allowed number of days apart'),
    validate('query', mesTableQuery),
    async (c) => {
      const rows = await db
        .select()
        .from(t.mesOutput)
        .where(await filter(c.req.valid('query'), t.mesOutput))
        .orderBy(asc(t.mesOutput.day), asc(t.mesOutput.line), asc(t.mesOutput.shift));
      return c.json(
        rows.map(
          (r): MesOutputRow => ({
            date: r.day,
            line: r.line,
            shift: r.shift,
            plannedUnits: r.plannedUnits,
            producedUnits: r.producedUnits,
          }),
        ),
      );
    },
  );

  app.get(
    '/downtime',
    responds(200, z.array(mesDowntimeRowSchema), 'Downtime per day, line, shift and reason'),
    refuses(['before_from', 'range'], '`to` not before `from`, at most the allowed number of days apart'),
    validate('query', mesTableQuery),
    async (c) => {
      const rows = await db
        .select()
        .from(t.mesDowntime)
        .where(await filter(c.req.valid('query'), t.mesDowntime))
        .orderBy(asc(t.mesDowntime.day), asc(t.mesDowntime.line), asc(t.mesDowntime.shift), asc(t.mesDowntime.reason));
      return c.json(
        rows.map(
          (r): MesDowntimeRow => ({
            date: r.day,
            line: r.line,
            shift: r.shift,
            reason: r.reason as DowntimeReason,
            minutes: r.minutes,
          }),
        ),
      );
    },
  );

  app.get(
    '/scrap',
    responds(200, z.array(mesScrapRowSchema), 'Scrap per day, line, shift and cause'),
    refuses(['before_from', 'range'], '`to` not before `from`, at most the allowed number of days apart'),
    validate('query', mesTableQuery),
    async (c) => {
      const rows = await db
        .select()
        .from(t.mesScrap)
        .where(await filter(c.req.valid('query'), t.mesScrap))
        .orderBy(asc(t.mesScrap.day), asc(t.mesScrap.line), asc(t.mesScrap.shift), asc(t.mesScrap.cause));
      return c.json(
        rows.map(
          (r): MesScrapRow => ({
            date: r.day,
            line: r.line,
            shift: r.shift,
            cause: r.cause as ScrapCause,
            units: r.units,
          }),
        ),
      );
    },
  );

  /** The latest 20 imports that stored something. */
  app.get('/imports', responds(200, z.array(mesImportEntrySchema), 'The latest imports'), async (c) => {
    const rows = await db.select().from(t.mesImport).orderBy(desc(t.mesImport.importedAt)).limit(20);
    return c.json(
      rows.map(
        (r): MesImportEntry => ({
          id: r.id,
          fileName: r.fileName,
          format: r.format as MesImportEntry['format'],
          rows: r.rows,
          added: r.added,
          changed: r.changed,
          importedAt: r.importedAt.toISOString(),
          user: r.userName,
        }),
      ),
    );
  });

  return app;
}
