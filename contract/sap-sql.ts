/**
 * The SAP SQL editor: one read-only SELECT over the demo ERP
 * schema `erp`, answered with `items` (the rows) and `duration` (milliseconds). Additions: the
 * columns with their kinds, whether the row cap cut the result, and the caller's own history.
 */
import { z } from 'zod';
import type { ApiErrorBody } from './errors.ts';
import { requiredText, text, uuid } from './input.ts';
import type { ReportingUser } from './reporting.ts';

/** Longest statement the editor sends (characters). */
export const sapSqlMaxLength = 20_000;

export const sapSqlRequestSchema = z.strictObject({
  // Untrimmed: an error's `position` counts characters of the query exactly as sent.
  query: text(sapSqlMaxLength, { min: 1, multiline: true, trim: false }),
});
export type SapSqlRequest = z.infer<typeof sapSqlRequestSchema>;

/** How a result column is shown: numbers right-aligned, dates in the user's format. */
export type ResultColumnKind = 'number' | 'text' | 'boolean' | 'date' | 'datetime' | 'json';

export interface ResultColumn {
  name: string;
  kind: ResultColumnKind;
}

export type ResultValue = string | number | boolean | null;

export interface SapSqlResult {
  /** The rows as objects keyed by column name (the catalogue's `items`). */
  items: Record<string, ResultValue>[];
  /** Milliseconds the database worked on the statement. */
  duration: number;
  /** Addition: the columns in the order of the SELECT list. */
  columns: ResultColumn[];
  /** Addition: true when more rows matched than `rowLimit` (only the first `rowLimit` are sent). */
  truncated: boolean;
  rowLimit: number;
}

/** Why a statement got no rows, as recorded in the history. */
export type SapSqlOutcome = 'ok' | 'invalid' | 'error' | 'timeout';

/** GET /api/SapSql/history (addition): the caller's own statements, newest first. */
export interface SapSqlHistoryEntry {
  id: string;
  query: string;
  outcome: SapSqlOutcome;
  rowCount: number | null;
  durationMs: number | null;
  message: string | null;
  executedAt: string;
}

/** Error codes of the 400/408 answers, besides `validation` for a bad body. */
export const SapSqlErrorCode = {
  /** Not exactly one statement, or not a SELECT. */
  notASelect: 'sql_not_select',
  /** A table outside the erp schema, or a function that is not allowed. */
  forbidden: 'sql_forbidden',
  /** The statement does not parse. */
  syntax: 'sql_syntax',
  /** PostgreSQL refused it while running (unknown column, division by zero, …). */
  database: 'sql_error',
  /** Stopped at the time limit. */
  timeout: 'sql_timeout',
} as const;

/**
 * What kind of error the engine reported (its error class, e.g. DuckDB's "Binder Error"), so the
 * editor can say it in the user's language; the engine's own text stays in `message`.
 */
export const sapSqlErrorReasons = [
  /** The statement does not parse. */
  'syntax',
  /** A table, view or function that does not exist. */
  'unknown_object',
  /** A column that is not there, an ambiguous name, a function that does not take these arguments. */
  'binding',
  /** A value that cannot be converted (text to number, a malformed date). */
  'conversion',
  /** A number out of range, a division by zero. */
  'out_of_range',
  /** Something the editor's connection may not do (files, settings, extensions). */
  'not_permitted',
  /** The statement needs more memory than the editor's connection has. */
  'too_large',
  /** A feature the engine does not support. */
  'not_supported',
  'other',
] as const;
export type SapSqlErrorReason = (typeof sapSqlErrorReasons)[number];

/** The 400 of POST /SapSql and /SapSql/explain when the engine or the guard refused the statement. */
export interface SapSqlErrorBody extends ApiErrorBody {
  /** sql_error and sql_syntax: the kind of error (the engine's error class). */
  reason?: SapSqlErrorReason;
  /** 1-based character of the sent `query` where the error is, when the engine or the parser says. */
  position?: number;
}

/** POST /api/SapSql/explain: the engine's plan of the statement, without running it. */
export interface SapSqlPlan {
  /** The physical plan as the engine draws it (boxes of text, read in a monospace font). */
  plan: string;
  duration: number;
}

/** A named statement saved in the editor; shared with named users like a report. */
export const sapSqlQueryInputSchema = z.strictObject({
  name: requiredText(200),
  query: text(sapSqlMaxLength, { min: 1, multiline: true }),
});
export type SapSqlQueryInput = z.infer<typeof sapSqlQueryInputSchema>;

export const sapSqlShareInputSchema = z.strictObject({ userId: uuid });
export const sapSqlQueryParams = z.strictObject({ id: uuid });
export const sapSqlShareParams = z.strictObject({ id: uuid, userId: uuid });

export interface SapSqlSavedQuery {
  id: string;
  name: string;
  query: string;
  creator: ReportingUser;
  /** The owner sees every recipient; a recipient only themselves. */
  sharedWith: ReportingUser[];
  isOwner: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The demo ERP schema: tables and columns with SAP's names, for completion and the documentation. */
export interface ErpTable {
  name: string;
  description: { de: string; en: string };
  columns: readonly (readonly [name: string, de: string, en: string])[];
}

export const erpSchemaName = 'erp';

export const erpTables: readonly ErpTable[] = [
  {
    name: 'kna1',
    description: { de: 'Kundenstamm', en: 'Customer master' },
    columns: [
      ['kunnr', 'Kundennummer', 'Customer number'],
      ['name1', 'Name', 'Name'],
      ['stras', 'Straße', 'Street'],
      ['pstlz', 'Postleitzahl', 'Postal code'],
      ['ort01', 'Ort', 'City'],
      ['land1', 'Land', 'Country'],
      ['ktokd', 'Kontengruppe', 'Account group'],
      ['kdgrp', 'Kundenhierarchie', 'Customer hierarchy'],
      ['erdat', 'Angelegt am', 'Created on'],
    ],
  },
  {
    name: 'mara',
    description: { de: 'Materialstamm', en: 'Material master' },
    columns: [
      ['matnr', 'Materialnummer', 'Material number'],
      ['mtart', 'Materialart', 'Material type'],
      ['matkl', 'Warengruppe', 'Material group'],
      ['spart', 'Sparte', 'Division'],
      ['meins', 'Basismengeneinheit', 'Base unit'],
      ['brgew', 'Bruttogewicht', 'Gross weight'],
      ['gewei', 'Gewichtseinheit', 'Weight unit'],
    ],
  },
  {
    name: 'makt',
    description: { de: 'Materialkurztexte', en: 'Material descriptions' },
    columns: [
      ['matnr', 'Materialnummer', 'Material number'],
      ['spras', 'Sprache', 'Language'],
      ['maktx', 'Materialkurztext', 'Description'],
    ],
  },
  {
    name: 'vbak',
    description: { de: 'Verkaufsbeleg: Kopfdaten', en: 'Sales document: header' },
    columns: [
      ['vbeln', 'Verkaufsbeleg', 'Sales document'],
      ['erdat', 'Angelegt am', 'Created on'],
      ['audat', 'Belegdatum', 'Document date'],
      ['auart', 'Verkaufsbelegart', 'Document type'],
      ['vkorg', 'Verkaufsorganisation', 'Sales organisation'],
      ['vtweg', 'Vertriebsweg', 'Distribution channel'],
      ['spart', 'Sparte', 'Division'],
      ['kunnr', 'Auftraggeber', 'Sold-to party'],
      ['netwr', 'Nettowert', 'Net value'],
      ['waerk', 'Währung', 'Currency'],
      ['vdatu', 'Wunschlieferdatum', 'Requested delivery date'],
    ],
  },
  {
    name: 'vbap',
    description: { de: 'Verkaufsbeleg: Positionen', en: 'Sales document: items' },
    columns: [
      ['vbeln', 'Verkaufsbeleg', 'Sales document'],
      ['posnr', 'Position', 'Item'],
      ['matnr', 'Materialnummer', 'Material number'],
      ['arktx', 'Kurztext', 'Description'],
      ['matkl', 'Warengruppe', 'Material group'],
      ['kwmeng', 'Auftragsmenge', 'Order quantity'],
      ['vrkme', 'Verkaufsmengeneinheit', 'Sales unit'],
      ['netwr', 'Nettowert', 'Net value'],
      ['waerk', 'Währung', 'Currency'],
      ['werks', 'Werk', 'Plant'],
      ['abgru', 'Absagegrund', 'Reason for rejection'],
    ],
  },
  {
    name: 'likp',
    description: { de: 'Lieferung: Kopfdaten', en: 'Delivery: header' },
    columns: [
      ['vbeln', 'Lieferung', 'Delivery'],
      ['lfdat', 'Lieferdatum', 'Delivery date'],
      ['wadat_ist', 'Warenausgang (Ist)', 'Actual goods issue'],
      ['kunnr', 'Warenempfänger', 'Ship-to party'],
      ['vstel', 'Versandstelle', 'Shipping point'],
      ['vkorg', 'Verkaufsorganisation', 'Sales organisation'],
      ['lfart', 'Lieferart', 'Delivery type'],
    ],
  },
  {
    name: 'lips',
    description: { de: 'Lieferung: Positionen', en: 'Delivery: items' },
    columns: [
      ['vbeln', 'Lieferung', 'Delivery'],
      ['posnr', 'Position', 'Item'],
      ['matnr', 'Materialnummer', 'Material number'],
      ['lfimg', 'Liefermenge', 'Delivered quantity'],
      ['vrkme', 'Verkaufsmengeneinheit', 'Sales unit'],
      ['vgbel', 'Vorgängerbeleg', 'Preceding document'],
      ['vgpos', 'Vorgängerposition', 'Preceding item'],
      ['werks', 'Werk', 'Plant'],
    ],
  },
];
