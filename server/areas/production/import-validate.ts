/**
 * Row-by-row validation of an MES export (column layout: contract/mes.ts, docs/production.md).
 * Every bad cell becomes an issue naming its row and column; nothing is stored while any issue
 * remains. Good rows become records keyed by (date, line, shift, type, code).
 */
import {
  downtimeReasons,
  type MesImportColumn,
  type MesImportIssue,
  type MesRecordType,
  mesImportColumns,
  mesLimits,
  mesRecordTypes,
  scrapCauses,
} from '../../../contract/mes.ts';
import { addDays } from '../../../contract/periods.ts';
import type { Cell, RawTable } from './import-read.ts';

export interface MesRecord {
  row: number;
  date: string;
  line: string;
  shift: number;
  type: MesRecordType;
  /** Reason or cause; '' for output. */
  code: string;
  /** output: produced units (and `planned`); downtime: minutes; scrap: units. */
  value: number;
  planned: number | null;
}

export function recordKey(r: Pick<MesRecord, 'date' | 'line' | 'shift' | 'type' | 'code'>): string {
  return `${r.date}|${r.line}|${r.shift}|${r.type}|${r.code}`;
}

export interface LineInfo {
  id: string;
  shifts: number;
}

const maxIssues = 500;

function shown(cell: Cell): string | null {
  if (cell === null) return null;
  const text = cell instanceof Date ? cell.toISOString().slice(0, 10) : String(cell);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

function isBlank(cell: Cell | undefined): boolean {
  return cell === null || cell === undefined || (typeof cell === 'string' && cell.trim() === '');
}

/** A calendar date from a date cell, `YYYY-MM-DD` or `DD.MM.YYYY`; null when it is none. */
function dateOf(cell: Cell): string | null {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  const [y, m, d] = iso ? [iso[1], iso[2], iso[3]] : german ? [german[3], german[2], german[1]] : [];
  if (!y || !m || !d) return null;
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

function wholeNumberOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : null;
  const text = String(cell).trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

export interface ValidationResult {
  records: MesRecord[];
  issues: MesImportIssue[];
  rows: number;
}

export function validateTable(table: RawTable, lines: Map<string, LineInfo>, today: string): ValidationResult {
  const issues: MesImportIssue[] = [];
  const add = (
    row: number,
    column: MesImportIssue['column'],
    code: string,
    value: Cell,
    message: string,
    params?: MesImportIssue['params'],
  ) => {
    if (issues.length < maxIssues)
      issues.push({ row, column, code, value: shown(value), message, ...(params ? { params } : {}) });
  };

  const index = new Map<string, number>();
  table.header.forEach((name, i) => {
    const column = name.trim().toLowerCase();
    if (!column) return;
    if (!(mesImportColumns as readonly string[]).includes(column)) {
      add(1, 'file', 'unknown_column', name, `unknown column "${name}"`);
    } else if (index.has(column)) add(1, column as MesImportColumn, 'duplicate_column', name, 'column named twice');
    else index.set(column, i);
  });
  for (const column of mesImportColumns) {
    if (!index.has(column)) add(1, column, 'missing_column', null, `column "${column}" is missing`);
  }
  if (issues.length) return { records: [], issues, rows: 0 };

  const oldest = addDays(today, -mesLimits.maxAgeDays);
  const seen = new Map<string, number>();
  const records: MesRecord[] = [];
  let rows = 0;
  for (const { row, cells } of table.rows) {
    const cell = (column: MesImportColumn): Cell => cells[index.get(column)!] ?? null;
    if (mesImportColumns.every((c) => isBlank(cell(c)))) continue;
    rows++;
    if (rows > mesLimits.maxRows) {
      add(row, 'file', 'too_many_rows', null, `a file holds at most ${mesLimits.maxRows} rows`, {
        max: mesLimits.maxRows,
      });
      break;
    }
    const before = issues.length;
    const need = (column: MesImportColumn): Cell | undefined => {
      const value = cell(column);
      if (isBlank(value)) {
        add(row, column, 'required', null, 'is required');
        return undefined;
      }
      return value;
    };
    const mustBeEmpty = (column: MesImportColumn, type: string) => {
      if (!isBlank(cell(column)))
        add(row, column, 'not_allowed', cell(column), `must be empty for type ${type}`, { type });
    };
    const units = (column: MesImportColumn, min: number, max: number): number | null => {
      const value = need(column);
      if (value === undefined) return null;
      const n = wholeNumberOf(value);
      if (n === null || n < min || n > max) {
        add(row, column, 'range', value, `must be a whole number from ${min} to ${max}`, { min, max });
        return null;
      }
      return n;
    };

    const dateCell = need('date');
    const date = dateCell === undefined ? null : dateOf(dateCell);
    if (dateCell !== undefined && date === null)
      add(row, 'date', 'date', dateCell, 'must be a date YYYY-MM-DD or DD.MM.YYYY');
    else if (date && date >= today) add(row, 'date', 'future', dateCell ?? null, 'must be a past day');
    else if (date && date < oldest)
      add(row, 'date', 'too_old', dateCell ?? null, `must lie within the last ${mesLimits.maxAgeDays} days`, {
        days: mesLimits.maxAgeDays,
      });

    const lineCell = need('line');
    const line = lineCell === undefined ? undefined : lines.get(String(lineCell).trim().toUpperCase());
    if (lineCell !== undefined && !line) add(row, 'line', 'unknown_line', lineCell, 'is not a known line');

    const shiftCell = need('shift');
    const shift = shiftCell === undefined ? null : wholeNumberOf(shiftCell);
    if (shiftCell !== undefined && (shift === null || shift < 1 || shift > (line?.shifts ?? 3))) {
      add(row, 'shift', 'shift', shiftCell, `must be a shift from 1 to ${line?.shifts ?? 3}`, {
        max: line?.shifts ?? 3,
      });
    }

    const typeCell = need('type');
    const type = typeCell === undefined ? undefined : String(typeCell).trim().toLowerCase();
    const knownType = (mesRecordTypes as readonly string[]).includes(type ?? '') ? (type as MesRecordType) : undefined;
    if (typeCell !== undefined && !knownType) add(row, 'type', 'type', typeCell, 'must be output, downtime or scrap');

    let code = '';
    let value: number | null = null;
    let planned: number | null = null;
    if (knownType === 'output') {
      mustBeEmpty('code', 'output');
      mustBeEmpty('minutes', 'output');
      mustBeEmpty('scrap_units', 'output');
      planned = units('planned_units', 0, mesLimits.maxUnitsPerShift);
      value = units('produced_units', 0, mesLimits.maxUnitsPerShift);
    } else if (knownType) {
      const codes: readonly string[] = knownType === 'downtime' ? downtimeReasons : scrapCauses;
      const codeCell = need('code');
      const match =
        codeCell === undefined
          ? undefined
          : codes.find((c) => c.toLowerCase() === String(codeCell).trim().toLowerCase());
      if (codeCell !== undefined && !match)
        add(row, 'code', 'code', codeCell, `is not a ${knownType === 'downtime' ? 'downtime reason' : 'scrap cause'}`, {
          type: knownType,
          // The codes this type takes, so the person fixing the file need not look them up.
          allowed: codes.join(', '),
        });
      code = match ?? '';
      mustBeEmpty('planned_units', knownType);
      mustBeEmpty('produced_units', knownType);
      if (knownType === 'downtime') {
        mustBeEmpty('scrap_units', 'downtime');
        value = units('minutes', 1, mesLimits.shiftMinutes);
      } else {
        mustBeEmpty('minutes', 'scrap');
        value = units('scrap_units', 1, mesLimits.maxUnitsPerShift);
      }
    }
    if (issues.length > before || !date || !line || shift === null || !knownType || value === null) continue;

    const record: MesRecord = { row, date, line: line.id, shift, type: knownType, code, value, planned };
    const key = recordKey(record);
    const first = seen.get(key);
    if (first !== undefined) {
      add(
        row,
        knownType === 'output' ? 'shift' : 'code',
        'duplicate',
        cell(knownType === 'output' ? 'shift' : 'code'),
        `repeats row ${first}`,
        { first },
      );
      continue;
    }
    seen.set(key, row);
    records.push(record);
  }
  if (rows === 0 && !issues.length) add(1, 'file', 'no_rows', null, 'the file holds no rows below the header');
  return { records, issues, rows };
}
