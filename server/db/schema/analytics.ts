/**
 * Analytics in the portal database: saved and shared reporting queries and the SQL editor's
 * history. The reporting data set itself (facts, plan, rates, the ERP views) lives in the
 * analytics store, a DuckDB file of its own (server/areas/analytics/store/, docs/analytics.md);
 * migration 0013 dropped the tables and views it had here.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { portalUser } from './identity.ts';

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

/** A named statement saved in the SQL editor; it belongs to its creator. */
export const sapSqlQuery = pgTable(
  'sap_sql_query',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    query: text('query').notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sap_sql_query_creator_idx').on(t.creatorId),
    check('sap_sql_query_name_ck', sql`char_length(${t.name}) between 1 and 200`),
  ],
);

/** A saved statement shared with one user: they may read, open and run it. */
export const sapSqlSharedQuery = pgTable(
  'sap_sql_shared_query',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    queryId: uuid('query_id')
      .notNull()
      .references(() => sapSqlQuery.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sap_sql_shared_query_query_user_uq').on(t.queryId, t.userId),
    index('sap_sql_shared_query_user_idx').on(t.userId),
  ],
);
