/**
 * The flash report of one day and line — output against plan per shift, the downtime Pareto and
 * scrap by cause, with the line's last 14 production days for context — and its XLSX export
 * (three sheets, texts in the asked language).
 */
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { mesFlashSchema } from '../../../contract/answers/production.ts';
import { defaultLocale, type Locale } from '../../../contract/locales.ts';
import type { DowntimeReason, MesFlashReport, ScrapCause } from '../../../contract/mes.ts';
import { mesFlashExportQuery, mesFlashQuery } from '../../../contract/mes-queries.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { tableSheet, toXlsx, xlsxMimeType } from '../../exports/table-export.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { notFound } from '../../http/errors.ts';
import { fileAnswer, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { translate } from '../../i18n.ts';
import type { ProductionEnv } from './common.ts';
import { loadLines } from './tables.ts';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

export async function flashReport(db: Db, date: string, lineId: string): Promise<MesFlashReport> {
  const [line] = await loadLines(db, [lineId]);
  if (!line) throw notFound(`No MES line ${lineId}`, 'line');
  const at = (table: typeof t.mesOutput | typeof t.mesDowntime | typeof t.mesScrap) =>
    and(eq(table.line, lineId), eq(table.day, date));
  const [output, downtime, scrap, trend] = await Promise.all([
    db.select().from(t.mesOutput).where(at(t.mesOutput)).orderBy(asc(t.mesOutput.shift)),
    db.select().from(t.mesDowntime).where(at(t.mesDowntime)),
    db.select().from(t.mesScrap).where(at(t.mesScrap)),
    db
      .select({
        date: t.mesOutput.day,
        plannedUnits: sql<number>`sum(${t.mesOutput.plannedUnits})::int`,
        producedUnits: sql<number>`sum(${t.mesOutput.producedUnits})::int`,
      })
      .from(t.mesOutput)
      .where(and(eq(t.mesOutput.line, lineId), lte(t.mesOutput.day, date)))
      .groupBy(t.mesOutput.day)
      .orderBy(desc(t.mesOutput.day))
      .limit(14),
  ]);

  const shiftNumbers = [...new Set([...output, ...downtime, ...scrap].map((r) => r.shift))].sort();
  const shifts = shiftNumbers.map((shift) => {
    const o = output.find((r) => r.shift === shift);
    const plannedUnits = o?.plannedUnits ?? 0;
    const producedUnits = o?.producedUnits ?? 0;
    return {
      shift,
      plannedUnits,
      producedUnits,
      attainment: percent(producedUnits, plannedUnits),
      scrapUnits: scrap.filter((r) => r.shift === shift).reduce((s, r) => s + r.units, 0),
      downtimeMinutes: downtime.filter((r) => r.shift === shift).reduce((s, r) => s + r.minutes, 0),
    };
  });
  const sum = (pick: (s: (typeof shifts)[number]) => number) => shifts.reduce((a, s) => a + pick(s), 0);
  const plannedUnits = sum((s) => s.plannedUnits);
  const producedUnits = sum((s) => s.producedUnits);
  const scrapUnits = sum((s) => s.scrapUnits);
  const downtimeMinutes = sum((s) => s.downtimeMinutes);

  const byReason = new Map<string, number>();
  for (const r of downtime) byReason.set(r.reason, (byReason.get(r.reason) ?? 0) + r.minutes);
  let running = 0;
  const pareto = [...byReason.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([reason, minutes]) => {
      running += minutes;
      return {
        reason: reason as DowntimeReason,
        minutes,
        share: percent(minutes, downtimeMinutes) ?? 0,
        cumulativeShare: percent(running, downtimeMinutes) ?? 0,
      };
    });
  const byCause = new Map<string, number>();
  for (const r of scrap) byCause.set(r.cause, (byCause.get(r.cause) ?? 0) + r.units);

  return {
    date,
    line,
    shifts,
    totals: {
      plannedUnits,
      producedUnits,
      attainment: percent(producedUnits, plannedUnits),
      scrapUnits,
      scrapRate: percent(scrapUnits, producedUnits + scrapUnits),
      downtimeMinutes,
    },
    downtime: pareto,
    scrap: [...byCause.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .map(([cause, units]) => ({ cause: cause as ScrapCause, units, share: percent(units, scrapUnits) ?? 0 })),
    trend: trend
      .reverse()
      .map((r) => ({ ...r, plannedUnits: Number(r.plannedUnits), producedUnits: Number(r.producedUnits) })),
  };
}

export async function flashWorkbook(report: MesFlashReport, locale: Locale): Promise<Buffer> {
  const tr = (key: string) => translate(locale, `production.${key}`);
  const total = { ...report.totals, shift: tr('flash.total') };
  const shiftRows = [...report.shifts.map((s) => ({ ...s, shift: String(s.shift) as string })), total];
  return toXlsx([
    tableSheet({
      name: tr('flash.output'),
      rows: shiftRows,
      columns: [
        { header: tr('flash.shift'), type: 'text', value: (r) => r.shift },
        { header: tr('flash.planned'), type: 'integer', value: (r) => r.plannedUnits },
        { header: tr('flash.produced'), type: 'integer', value: (r) => r.producedUnits },
        {
          header: tr('flash.attainment'),
          type: 'percent',
          decimals: 1,
          value: (r) => (r.attainment === null ? null : r.attainment / 100),
        },
        { header: tr('flash.scrapUnits'), type: 'integer', value: (r) => r.scrapUnits },
        { header: tr('flash.downtimeMinutes'), type: 'integer', value: (r) => r.downtimeMinutes },
      ],
    }),
    tableSheet({
      name: tr('flash.downtime'),
      rows: report.downtime,
      columns: [
        { header: tr('flash.reason'), type: 'text', value: (r) => tr(`downtimeReason.${r.reason}`), width: 32 },
        { header: tr('flash.minutes'), type: 'integer', value: (r) => r.minutes },
        { header: tr('flash.share'), type: 'percent', decimals: 1, value: (r) => r.share / 100 },
        { header: tr('flash.cumulativeShare'), type: 'percent', decimals: 1, value: (r) => r.cumulativeShare / 100 },
      ],
    }),
    tableSheet({
      name: tr('flash.scrap'),
      rows: report.scrap,
      columns: [
        { header: tr('flash.cause'), type: 'text', value: (r) => tr(`scrapCause.${r.cause}`), width: 32 },
        { header: tr('flash.scrapUnits'), type: 'integer', value: (r) => r.units },
        { header: tr('flash.share'), type: 'percent', decimals: 1, value: (r) => r.share / 100 },
      ],
    }),
  ]);
}

export function flashRoutes(db: Db) {
  const app = new Hono<ProductionEnv>();
  app.get(
    '/flash',
    responds(200, mesFlashSchema, 'The line’s day: shifts, totals, downtime and scrap Pareto, trend'),
    responds(404, null, 'No such MES line'),
    validate('query', mesFlashQuery),
    async (c) => {
      const { date, line } = c.req.valid('query');
      return c.json(await flashReport(db, date, line));
    },
  );
  app.get(
    '/flash/export',
    responds(200, fileAnswer.xlsx, 'The flash report as XLSX'),
    responds(404, null, 'No such MES line'),
    validate('query', mesFlashExportQuery),
    async (c) => {
      const { date, line, locale = defaultLocale } = c.req.valid('query');
      const report = await flashReport(db, date, line);
      const buffer = await flashWorkbook(report, locale);
      const fileName = `MES-Flash_${report.line.id}_${date}.xlsx`;
      return c.body(new Uint8Array(buffer), 200, {
        'Content-Type': xlsxMimeType,
        'Content-Disposition': contentDisposition('attachment', fileName),
        'Content-Length': String(buffer.length),
      });
    },
  );
  return app;
}
