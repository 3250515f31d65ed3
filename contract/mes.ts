/**
 * The production API's MES tables and flash report (`/portalapiproduction/api/mes/...`): codes of
 * downtime reasons and scrap causes, the column layout of the daily MES export the import reads
 * (docs/production.md), and the response shapes. Shared by server and the MES flash app.
 */
export const downtimeReasons = [
  'toolChange',
  'materialShortage',
  'breakdownMechanical',
  'breakdownElectrical',
  'qualityCheck',
  'cleaning',
  'staffShortage',
  'plannedMaintenance',
  'other',
] as const;
export type DowntimeReason = (typeof downtimeReasons)[number];

export const scrapCauses = [
  'paintDefect',
  'weldLeak',
  'dimension',
  'surfaceDamage',
  'pressureTest',
  'materialDefect',
  'handling',
  'other',
] as const;
export type ScrapCause = (typeof scrapCauses)[number];

export const mesRecordTypes = ['output', 'downtime', 'scrap'] as const;
export type MesRecordType = (typeof mesRecordTypes)[number];

/** Columns of the import file, in this order (header names as written in row 1, any case). */
export const mesImportColumns = [
  'date',
  'line',
  'shift',
  'type',
  'code',
  'planned_units',
  'produced_units',
  'minutes',
  'scrap_units',
] as const;
export type MesImportColumn = (typeof mesImportColumns)[number];

/** Limits of one import: shifts last 8 hours; one file covers at most this many rows. */
export const mesLimits = {
  maxRows: 20_000,
  maxBytes: 5 * 1024 * 1024,
  shiftMinutes: 480,
  maxUnitsPerShift: 100_000,
  /** How far back a day may lie (the MES keeps 400 days). */
  maxAgeDays: 400,
  maxRangeDays: 92,
} as const;

export interface MesLine {
  id: string;
  name: string;
  site: string;
  siteDescription: string;
  /** ISO 3166 alpha-2 of the plant, upper case. */
  country: string;
  productGroup: string;
  shifts: number;
}

/** GET /mes/lines: the lines and the days that have data. */
export interface MesLinesResult {
  lines: MesLine[];
  firstDate: string | null;
  lastDate: string | null;
}

export interface MesOutputRow {
  date: string;
  line: string;
  shift: number;
  plannedUnits: number;
  producedUnits: number;
}

export interface MesDowntimeRow {
  date: string;
  line: string;
  shift: number;
  reason: DowntimeReason;
  minutes: number;
}

export interface MesScrapRow {
  date: string;
  line: string;
  shift: number;
  cause: ScrapCause;
  units: number;
}

/** The flash report of one day and line. */
export interface MesFlashReport {
  date: string;
  line: MesLine;
  shifts: {
    shift: number;
    plannedUnits: number;
    producedUnits: number;
    /** produced ÷ planned in percent, null without a plan. */
    attainment: number | null;
    scrapUnits: number;
    downtimeMinutes: number;
  }[];
  totals: {
    plannedUnits: number;
    producedUnits: number;
    attainment: number | null;
    scrapUnits: number;
    /** scrap ÷ (produced + scrap) in percent. */
    scrapRate: number | null;
    downtimeMinutes: number;
  };
  /** Reasons by minutes, largest first, with the running share (Pareto). */
  downtime: { reason: DowntimeReason; minutes: number; share: number; cumulativeShare: number }[];
  scrap: { cause: ScrapCause; units: number; share: number }[];
  /** Output vs plan of the line's last 14 production days up to `date`. */
  trend: { date: string; plannedUnits: number; producedUnits: number }[];
}

/** One refused cell of an import: spreadsheet row (header = 1) and column. */
export interface MesImportIssue {
  row: number;
  column: MesImportColumn | 'file';
  code: string;
  /** The value as read (shortened). */
  value: string | null;
  /** English text for logs and scripts; the app writes its own from `code` and `params`. */
  message: string;
  params?: Record<string, string | number>;
}

export interface MesImportSummary {
  fileName: string;
  format: 'csv' | 'xlsx';
  sha256: string;
  rows: number;
  /** Rows the import would add / change / that are stored already. */
  added: number;
  changed: number;
  unchanged: number;
  firstDate: string | null;
  lastDate: string | null;
  lines: string[];
  /** An earlier import of the identical file. */
  previousImport: { importedAt: string; user: string } | null;
}

/** POST /mes/import/preview: what the import would do; nothing is stored. */
export interface MesImportPreview extends MesImportSummary {
  valid: boolean;
  issues: MesImportIssue[];
  /** Rows that would change, old and new value (first 50). */
  changes: { row: number; key: string; before: number; after: number }[];
}

/** POST /mes/import: what was stored (201), or 200 with nothing new. */
export interface MesImportResult extends MesImportSummary {
  importId: string | null;
}

/** 400 of an import with bad rows: every issue, nothing stored. */
export interface MesImportRefusal {
  code: 'mes_import_invalid';
  message: string;
  field: string;
  issues: MesImportIssue[];
}

export interface MesImportEntry {
  id: string;
  fileName: string;
  format: 'csv' | 'xlsx';
  rows: number;
  added: number;
  changed: number;
  importedAt: string;
  user: string;
}
