import { and, asc, eq, gte, lte } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import {
  canteenParamsSchema,
  exportQuerySchema,
  maxRangeDays,
  type OrderedArticlesOfDay,
  priceToCents,
} from '../../../contract/canteen.ts';
import { defaultLocale, type Locale } from '../../../contract/locales.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { neutraliseWorkbook, xlsxMimeType } from '../../exports/table-export.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { invalid } from '../../http/errors.ts';
import { fileAnswer, responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { translate } from '../../i18n.ts';
import { type CanteenEnv, type CanteenRow, canteenOf, kitchen } from './common.ts';
import { orderedArticlesOfDay } from './kitchen-orders.ts';
import { addDays, daysBetween, localDate, localTime, mondayOf } from './time.ts';

export { xlsxMimeType };

/**
 * GET /api/OrderSystemOrder/{applicationId}/export (API canteen + UI canteenOrderedFood): the
 * orders as an XLSX workbook — one sheet per planned day (articles with quantities and sums, then
 * every order for the pick-up list) and an overview sheet. Query: `from`, `to` (YYYY-MM-DD,
 * default the current week Monday–Sunday, at most 62 days), `locale` (de default) for the texts.
 * Amounts are numeric cells with a euro number format.
 */
export function exportRoutes(db: Db) {
  const app = new Hono<CanteenEnv>();
  app.get(
    '/:applicationId/export',
    responds(200, fileAnswer.xlsx, 'The ordered food of the range, one sheet per day'),
    ...kitchen('canteenOrderedFood'),
    validate('param', canteenParamsSchema),
    validate('query', exportQuerySchema),
    async (c) => {
      const canteen = await canteenOf(db, c.req.valid('param').applicationId);
      const query = c.req.valid('query');
      const from = query.from ?? mondayOf(localDate(new Date(), canteen.timeZone));
      const to = query.to ?? addDays(from, 6);
      if (to < from) throw invalid('to', 'before_from', 'must not be before from');
      if (daysBetween(from, to) >= maxRangeDays) {
        throw invalid('to', 'range', `the export covers at most ${maxRangeDays} days`);
      }
      const plans = await db
        .select({ date: t.canteenPlan.date })
        .from(t.canteenPlan)
        .where(
          and(eq(t.canteenPlan.applicationId, canteen.id), gte(t.canteenPlan.date, from), lte(t.canteenPlan.date, to)),
        )
        .orderBy(asc(t.canteenPlan.date));
      const days: OrderedArticlesOfDay[] = [];
      for (const plan of plans) days.push(await orderedArticlesOfDay(db, canteen, plan.date));
      const buffer = await renderOrdersXlsx(canteen, days, { from, to, locale: query.locale ?? defaultLocale });
      const fileName = `${canteen.name.replace(/\s+/g, '_')}_${translate(query.locale ?? defaultLocale, 'canteen.export.fileName')}_${from}_${to}.xlsx`;
      return c.body(new Uint8Array(buffer), 200, {
        'Content-Type': xlsxMimeType,
        'Content-Disposition': contentDisposition('attachment', fileName),
        'Content-Length': String(buffer.length),
        'X-Content-Type-Options': 'nosniff',
      });
    },
  );
  return app;
}

const euro = '#,##0.00 "€"';
const headerFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF1' } };
/** Exact cents → the number Excel stores (two decimals; sums are computed in cents first). */
const amount = (price: string) => priceToCents(price) / 100;

export async function renderOrdersXlsx(
  canteen: CanteenRow,
  days: OrderedArticlesOfDay[],
  options: { from: string; to: string; locale: Locale; now?: Date },
): Promise<Buffer> {
  const { locale } = options;
  const tr = (key: string, values?: Record<string, string>) => translate(locale, `canteen.export.${key}`, values);
  const intlLocale = { de: 'de-DE', en: 'en-GB', cs: 'cs-CZ', fr: 'fr-FR', it: 'it-IT' }[locale];
  const formatDate = (date: string, weekday: 'long' | 'short' | undefined) =>
    new Intl.DateTimeFormat(intlLocale, {
      timeZone: 'UTC',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      ...(weekday ? { weekday } : {}),
    }).format(new Date(`${date}T12:00:00Z`));

  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Portal';
  workbook.created = options.now ?? new Date();
  workbook.title = `${canteen.name} – ${tr('title')} ${options.from} – ${options.to}`;
  const used = new Set<string>();

  const head = (sheet: ExcelJS.Worksheet, values: string[]) => {
    const row = sheet.addRow(values);
    row.font = { bold: true };
    row.eachCell((cell) => {
      cell.fill = headerFill;
    });
    return row;
  };

  for (const day of days) {
    const sheet = workbook.addWorksheet(sheetName(formatDate(day.date, 'short'), used));
    sheet.addRow([`${canteen.name} – ${formatDate(day.date, 'long')}`]).font = { bold: true, size: 14 };
    if (day.plan) {
      const deadline = new Date(day.plan.orderableUntil);
      sheet.addRow([
        `${tr('orderDeadline')}: ${formatDate(localDate(deadline, canteen.timeZone), undefined)} ${localTime(deadline, canteen.timeZone)}`,
        ...(day.plan.name ? [day.plan.name] : []),
      ]);
    }
    sheet.addRow([]);
    head(sheet, [tr('article'), tr('description'), tr('unitPrice'), tr('quantity'), tr('amount')]);
    for (const a of day.articles) {
      const row = sheet.addRow([
        a.articleName,
        a.articleDescription ?? '',
        amount(a.articlePrice),
        a.quantity,
        amount(a.totalPrice),
      ]);
      row.getCell(3).numFmt = euro;
      row.getCell(5).numFmt = euro;
    }
    const total = sheet.addRow([tr('total'), '', null, day.totalQuantity, amount(day.totalPrice)]);
    total.font = { bold: true };
    total.getCell(5).numFmt = euro;
    sheet.addRow([]);
    sheet.addRow([tr('orders')]).font = { bold: true, size: 12 };
    head(sheet, [tr('name'), tr('pickUpTime'), tr('pickUpLocation'), tr('article'), tr('quantity'), tr('amount')]);
    for (const order of day.orders) {
      const name = [order.user.lastName, order.user.firstName].filter(Boolean).join(', ');
      for (const d of order.orderDetails) {
        const row = sheet.addRow([
          name,
          order.pickUpTime ?? '',
          order.pickUpLocation ?? '',
          d.articleName,
          d.quantity,
          (d.quantity * priceToCents(d.articlePrice)) / 100,
        ]);
        row.getCell(6).numFmt = euro;
      }
    }
    [32, 40, 16, 28, 10, 14].forEach((width, i) => {
      sheet.getColumn(i + 1).width = width;
    });
  }

  const overview = workbook.addWorksheet(sheetName(tr('overview'), used));
  overview.addRow([`${canteen.name} – ${tr('title')}`]).font = { bold: true, size: 14 };
  overview.addRow([`${formatDate(options.from, undefined)} – ${formatDate(options.to, undefined)}`]);
  overview.addRow([]);
  head(overview, [tr('date'), tr('plan'), tr('orders'), tr('quantity'), tr('amount')]);
  let quantity = 0;
  let cents = 0;
  let orders = 0;
  for (const day of days) {
    const row = overview.addRow([
      formatDate(day.date, 'short'),
      day.plan?.name ?? '',
      day.orders.length,
      day.totalQuantity,
      amount(day.totalPrice),
    ]);
    row.getCell(5).numFmt = euro;
    quantity += day.totalQuantity;
    cents += priceToCents(day.totalPrice);
    orders += day.orders.length;
  }
  if (days.length === 0) overview.addRow([tr('noPlans')]);
  const total = overview.addRow([tr('total'), '', orders, quantity, cents / 100]);
  total.font = { bold: true };
  total.getCell(5).numFmt = euro;
  [22, 36, 14, 12, 14].forEach((width, i) => {
    overview.getColumn(i + 1).width = width;
  });

  neutraliseWorkbook(workbook);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Excel sheet names: ≤ 31 characters, none of []:*?/\ and unique. */
function sheetName(name: string, used: Set<string>): string {
  const base =
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let candidate = base;
  for (let i = 2; used.has(candidate.toLowerCase()); i++) candidate = `${base.slice(0, 28)} ${i}`;
  used.add(candidate.toLowerCase());
  return candidate;
}
