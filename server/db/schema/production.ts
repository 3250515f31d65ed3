/**
 * Production: the KPI cockpits (plants, their key figures and targets, weekly and monthly values
 * with an edit history and a version per period) and the MES tables (daily output per line and
 * shift, downtime by reason, scrap by cause, and the imports that wrote them).
 * Key figures, reasons and causes are the codes of contract/kpi-indicators.ts and contract/mes.ts.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { portalUser } from './identity.ts';

const kpiNumber = (name: string) => numeric(name, { precision: 15, scale: 3, mode: 'number' });

/** A plant; `name` is the `{kpiSite}` of the KPI paths (`plattling`). */
export const kpiSite = pgTable(
  'kpi_site',
  {
    name: text('name').primaryKey(),
    description: text('description').notNull(),
    country: text('country').notNull(),
    variant: text('variant').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [check('kpi_site_variant_ck', sql`${t.variant} in ('hvac', 'climate')`)],
);

/** The key figures a site tracks, with targets and warning thresholds per week and per month. */
export const kpiSiteIndicator = pgTable(
  'kpi_site_indicator',
  {
    site: text('site')
      .notNull()
      .references(() => kpiSite.name, { onDelete: 'cascade' }),
    indicator: text('indicator').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    targetWeek: kpiNumber('target_week'),
    warningWeek: kpiNumber('warning_week'),
    targetMonth: kpiNumber('target_month'),
    warningMonth: kpiNumber('warning_month'),
  },
  (t) => [primaryKey({ columns: [t.site, t.indicator] })],
);

/**
 * One week (kind `week`, number 1–53, ISO year) or month (kind `month`, 1–12) of a site: the
 * remark, and the version every save increments (optimistic concurrency).
 */
export const kpiPeriod = pgTable(
  'kpi_period',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    site: text('site')
      .notNull()
      .references(() => kpiSite.name, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    year: smallint('year').notNull(),
    number: smallint('number').notNull(),
    comment: text('comment'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => portalUser.id, { onDelete: 'set null' }),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    uniqueIndex('kpi_period_site_kind_year_number_uq').on(t.site, t.kind, t.year, t.number),
    check(
      'kpi_period_kind_ck',
      sql`(${t.kind} = 'week' and ${t.number} between 1 and 53) or (${t.kind} = 'month' and ${t.number} between 1 and 12)`,
    ),
  ],
);

export const kpiValue = pgTable(
  'kpi_value',
  {
    periodId: uuid('period_id')
      .notNull()
      .references(() => kpiPeriod.id, { onDelete: 'cascade' }),
    indicator: text('indicator').notNull(),
    value: kpiNumber('value'),
    comment: text('comment'),
  },
  (t) => [primaryKey({ columns: [t.periodId, t.indicator] })],
);

/** One changed field of one save (`indicator` is a key figure or `comment` for the period's remark). */
export const kpiEdit = pgTable(
  'kpi_edit',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    periodId: uuid('period_id')
      .notNull()
      .references(() => kpiPeriod.id, { onDelete: 'cascade' }),
    indicator: text('indicator').notNull(),
    before: kpiNumber('before'),
    after: kpiNumber('after'),
    beforeComment: text('before_comment'),
    afterComment: text('after_comment'),
    note: text('note'),
    version: integer('version').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => portalUser.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
  },
  (t) => [index('kpi_edit_period_idx').on(t.periodId, t.version)],
);

// ---------------------------------------------------------------------------------------------
// MES tables. A row's key is (day, line, shift[, reason | cause]); imports upsert by that key.

export const mesLine = pgTable(
  'mes_line',
  {
    id: text('id').primaryKey(),
    site: text('site')
      .notNull()
      .references(() => kpiSite.name),
    name: text('name').notNull(),
    productGroup: text('product_group').notNull(),
    shifts: smallint('shifts').notNull(),
    /** Planned units per shift (demo seed) and a stable number for the seed's hash. */
    plannedPerShift: integer('planned_per_shift').notNull(),
    seq: integer('seq').notNull().unique(),
  },
  (t) => [check('mes_line_shifts_ck', sql`${t.shifts} between 1 and 3`)],
);

/** The import (file) that last wrote a row: who, when, which file. */
export const mesImport = pgTable(
  'mes_import',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    sha256: text('sha256').notNull(),
    rows: integer('rows').notNull(),
    added: integer('added').notNull(),
    changed: integer('changed').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => portalUser.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
  },
  (t) => [index('mes_import_sha256_idx').on(t.sha256), index('mes_import_imported_at_idx').on(t.importedAt)],
);

const mesKey = {
  day: date('day', { mode: 'string' }).notNull(),
  line: text('line')
    .notNull()
    .references(() => mesLine.id),
  shift: smallint('shift').notNull(),
  importId: uuid('import_id').references(() => mesImport.id, { onDelete: 'set null' }),
};

export const mesOutput = pgTable(
  'mes_output',
  {
    ...mesKey,
    plannedUnits: integer('planned_units').notNull(),
    producedUnits: integer('produced_units').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.line, t.shift] }),
    index('mes_output_line_day_idx').on(t.line, t.day),
    check('mes_output_units_ck', sql`${t.plannedUnits} >= 0 and ${t.producedUnits} >= 0`),
  ],
);

export const mesDowntime = pgTable(
  'mes_downtime',
  {
    ...mesKey,
    reason: text('reason').notNull(),
    minutes: integer('minutes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.line, t.shift, t.reason] }),
    index('mes_downtime_line_day_idx').on(t.line, t.day),
    check('mes_downtime_minutes_ck', sql`${t.minutes} between 0 and 480`),
  ],
);

export const mesScrap = pgTable(
  'mes_scrap',
  {
    ...mesKey,
    cause: text('cause').notNull(),
    units: integer('units').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.line, t.shift, t.cause] }),
    index('mes_scrap_line_day_idx').on(t.line, t.day),
    check('mes_scrap_units_ck', sql`${t.units} >= 0`),
  ],
);
