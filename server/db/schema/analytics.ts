/**
 * Analytics: the reporting data set (sales facts, plan values, currency rates, dimension texts),
 * its monthly pre-aggregate, saved and shared reporting queries and the SQL editor's history.
 * Customers and materials are the group's masters (server/db/schema/masters.ts), shared with sales.
 * The demo ERP schema (`erp.*`, SAP-like names) is declared in the custom migration
 * `analytics_sql` (views over these tables plus `erp.vbak`), together with the read-only roles.
 *
 * Money: whole cents (`bigint`) in the document currency of the company code (EUR, CZK, CHF);
 * reports convert with the monthly rates of `currency_rate`. Dimension values are short codes
 * (`DE`, `HT-D1-01`); their texts per language
 * are in server/areas/analytics/dimensions.ts.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
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

/** Which demo data set was generated (`full`: one million fact rows, `small`: a few thousand). */
export const reportingDataset = pgTable('reporting_dataset', {
  id: smallint('id').primaryKey().default(1),
  scale: text('scale').notNull(),
  /** The last invoice date of the data set: "today" for year-to-date ranges. */
  lastReleaseDate: date('last_release_date', { mode: 'string' }).notNull(),
  factRows: integer('fact_rows').notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Monthly rates: `rate` units of `currency` per 1 EUR (EUR itself is 1). */
export const currencyRate = pgTable(
  'currency_rate',
  {
    month: date('month', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    rate: numeric('rate', { precision: 12, scale: 6 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.currency] }), check('currency_rate_positive_ck', sql`${t.rate} > 0`)],
);

/**
 * Invoice lines: one row per sales document item (the ERP views expose them as VBAP and LIPS).
 * The customer's attributes are copied onto the line (as a data warehouse does), so a report
 * scans one narrow table without joins.
 */
export const salesFact = pgTable(
  'sales_fact',
  {
    // Fixed-width columns first, widest first: no padding, and PostgreSQL reaches every measure
    // at a cached offset without walking the text columns (a third faster to aggregate).
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    margin: bigint('margin', { mode: 'number' }).notNull(),
    orderIntake: bigint('order_intake', { mode: 'number' }).notNull(),
    docNo: integer('doc_no').notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }).notNull(),
    invoiceMonth: date('invoice_month', { mode: 'string' }).notNull(),
    customerId: integer('customer_id').notNull(),
    materialId: integer('material_id').notNull(),
    quantity: integer('quantity').notNull(),
    item: smallint('item').notNull(),
    /** False for cancelled lines (SAP: cancelled billing document). */
    valid: boolean('valid').notNull(),
    compCode: text('comp_code').notNull(),
    branchCode: text('branch_code').notNull(),
    country: text('country').notNull(),
    marketArea: text('market_area').notNull(),
    partnerCompany: text('partner_company').notNull(),
    customerHierarchy: text('customer_hierarchy').notNull(),
    territoryHt: text('territory_ht').notNull(),
    territorySan: text('territory_san').notNull(),
    regionHt: text('region_ht').notNull(),
    regionSan: text('region_san').notNull(),
    materialGroup: text('material_group').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [primaryKey({ columns: [t.docNo, t.item] })],
);

/** The dimensions a month of sales is pre-aggregated by (all of sales_fact but day, customer and material). */
const monthlyDimensions = () => ({
  month: date('month', { mode: 'string' }).notNull(),
  compCode: text('comp_code').notNull(),
  branchCode: text('branch_code').notNull(),
  country: text('country').notNull(),
  marketArea: text('market_area').notNull(),
  partnerCompany: text('partner_company').notNull(),
  customerHierarchy: text('customer_hierarchy').notNull(),
  territoryHt: text('territory_ht').notNull(),
  territorySan: text('territory_san').notNull(),
  regionHt: text('region_ht').notNull(),
  regionSan: text('region_san').notNull(),
  materialGroup: text('material_group').notNull(),
  currency: text('currency').notNull(),
});

/** sales_fact summed per month and dimension values; rebuilt by refreshSalesAggregates() after every change. */
export const salesFactMonth = pgTable(
  'sales_fact_month',
  {
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    margin: bigint('margin', { mode: 'number' }).notNull(),
    orderIntake: bigint('order_intake', { mode: 'number' }).notNull(),
    lines: integer('lines').notNull(),
    valid: boolean('valid').notNull(),
    ...monthlyDimensions(),
  },
  (t) => [index('sales_fact_month_month_idx').on(t.month)],
);

/** Plan values per month at the grain of sales_fact_month (valid lines only). */
export const salesPlan = pgTable(
  'sales_plan',
  {
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    margin: bigint('margin', { mode: 'number' }).notNull(),
    orderIntake: bigint('order_intake', { mode: 'number' }).notNull(),
    ...monthlyDimensions(),
  },
  (t) => [index('sales_plan_month_idx').on(t.month)],
);

/** A saved report definition (PortalReportingQuery); it belongs to its creator. */
export const reportingQuery = pgTable(
  'reporting_query',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    description: text('description'),
    /** The ReportQueryDefinition (contract/reporting.ts). */
    data: jsonb('data').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reporting_query_creator_idx').on(t.creatorId),
    check('reporting_query_name_ck', sql`char_length(${t.name}) between 1 and 200`),
  ],
);

/** A query shared with one user (PortalReportingSharedQuery): they may read and run it. */
export const reportingSharedQuery = pgTable(
  'reporting_shared_query',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    reportingQueryId: uuid('reporting_query_id')
      .notNull()
      .references(() => reportingQuery.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reporting_shared_query_query_user_uq').on(t.reportingQueryId, t.userId),
    index('reporting_shared_query_user_idx').on(t.userId),
  ],
);

/** Every statement a user ran in the SQL editor (their own history; kept to the last 200 each). */
export const sapSqlHistory = pgTable(
  'sap_sql_history',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    /** ok, invalid (refused before it ran), error (the database refused it) or timeout. */
    outcome: text('outcome').notNull(),
    rowCount: integer('row_count'),
    durationMs: integer('duration_ms'),
    message: text('message'),
    executedAt: timestamp('executed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sap_sql_history_user_idx').on(t.userId, t.executedAt)],
);
