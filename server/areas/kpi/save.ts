/**
 * Saving a week or month of a site — the one write path of every KPI update endpoint:
 *
 * - all or nothing: values, remark, version and history rows in one transaction;
 * - optimistic concurrency: the save names the version it was based on; the period row is
 *   locked and a different current version (or a concurrent first save) is a 409 carrying the
 *   current values and what others saved since (the app offers to merge);
 * - history: one row per changed field (old and new value or text, the save's note, who, when,
 *   the version it created); a save that changes nothing writes nothing and keeps the version.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { KpiConflictBody, KpiEditHistoryResult } from '../../../contract/kpi.ts';
import { type KpiKey, type KpiPeriodKind, roundKpi, tracksIn } from '../../../contract/kpi-indicators.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, isUniqueViolation } from '../../db/tx.ts';
import { HttpError, invalid } from '../../http/errors.ts';
import { historyEntry } from './shapes.ts';
import { findPeriod, historyOf, type PeriodData } from './store.ts';

export interface KpiChange {
  key: KpiKey;
  /** `undefined` keeps the stored value, `null` clears it. */
  value?: number | null;
  comment?: string | null;
}

export interface KpiSave {
  site: string;
  kind: KpiPeriodKind;
  year: number;
  number: number;
  expectedVersion: number;
  /** `undefined` keeps the remark. */
  periodComment?: string | null;
  changes: KpiChange[];
  note?: string;
  user: { id: string; name: string };
}

export type SaveOutcome = { status: 'saved' | 'unchanged'; version: number } | { status: 'conflict' };

type EditInsert = typeof t.kpiEdit.$inferInsert;

function diff(save: KpiSave, period: PeriodData | undefined): Omit<EditInsert, 'periodId' | 'version'>[] {
  const common = { note: save.note ?? null, userId: save.user.id, userName: save.user.name };
  const edits: Omit<EditInsert, 'periodId' | 'version'>[] = [];
  for (const change of save.changes) {
    const stored = period?.values.get(change.key);
    const before = stored?.value ?? null;
    const beforeComment = stored?.comment ?? null;
    const after =
      change.value === undefined ? before : change.value === null ? null : roundKpi(change.key, change.value);
    const afterComment = change.comment === undefined ? beforeComment : change.comment || null;
    if (before === after && beforeComment === afterComment) continue;
    edits.push({ indicator: change.key, before, after, beforeComment, afterComment, ...common });
  }
  const remark = save.periodComment === undefined ? undefined : save.periodComment || null;
  if (remark !== undefined && remark !== (period?.comment ?? null)) {
    edits.push({
      indicator: 'comment',
      before: null,
      after: null,
      beforeComment: period?.comment ?? null,
      afterComment: remark,
      ...common,
    });
  }
  return edits;
}

async function write(db: Db, save: KpiSave): Promise<SaveOutcome> {
  return inTransaction(db, async (tx) => {
    const period = await findPeriod(tx, save.site, save.kind, save.year, save.number, true);
    if ((period?.version ?? 0) !== save.expectedVersion) return { status: 'conflict' };
    const edits = diff(save, period);
    if (!edits.length) return { status: 'unchanged', version: period?.version ?? 0 };

    const version = (period?.version ?? 0) + 1;
    const stamp = { updatedAt: new Date(), updatedBy: save.user.id, updatedByName: save.user.name };
    const remark = edits.find((e) => e.indicator === 'comment');
    let periodId: string;
    if (period) {
      periodId = period.id;
      await tx
        .update(t.kpiPeriod)
        .set({ version, ...stamp, ...(remark ? { comment: remark.afterComment } : {}) })
        .where(and(eq(t.kpiPeriod.id, period.id), eq(t.kpiPeriod.version, save.expectedVersion)));
    } else {
      const [created] = await tx
        .insert(t.kpiPeriod)
        .values({
          site: save.site,
          kind: save.kind,
          year: save.year,
          number: save.number,
          version,
          comment: remark?.afterComment ?? null,
          ...stamp,
        })
        .returning({ id: t.kpiPeriod.id });
      periodId = created!.id;
    }
    const values = edits.filter((e) => e.indicator !== 'comment');
    if (values.length) {
      await tx
        .insert(t.kpiValue)
        .values(values.map((e) => ({ periodId, indicator: e.indicator, value: e.after, comment: e.afterComment })))
        .onConflictDoUpdate({
          target: [t.kpiValue.periodId, t.kpiValue.indicator],
          set: { value: sql`excluded.value`, comment: sql`excluded.comment` },
        });
    }
    await tx.insert(t.kpiEdit).values(edits.map((e) => ({ ...e, periodId, version })));
    return { status: 'saved', version };
  });
}

/**
 * Saves, or throws 409 `kpi_version_conflict` with `current()` (the endpoint's own shape of the
 * period as it is now) and the history since the caller's version.
 */
export async function savePeriod<Current>(
  db: Db,
  save: KpiSave,
  current: () => Promise<Current>,
): Promise<{ status: 'saved' | 'unchanged'; version: number }> {
  let outcome: SaveOutcome;
  try {
    outcome = await write(db, save);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    outcome = { status: 'conflict' }; // another first save of the same period won
  }
  if (outcome.status !== 'conflict') return outcome;
  const period = await findPeriod(db, save.site, save.kind, save.year, save.number);
  const changes: KpiEditHistoryResult[] = period
    ? (await historyOf(db, period.id, save.expectedVersion)).map(historyEntry)
    : [];
  const body: KpiConflictBody<Current> = {
    code: 'kpi_version_conflict',
    message: `Someone saved this period meanwhile (version ${period?.version ?? 0}, yours ${save.expectedVersion})`,
    field: 'version',
    current: await current(),
    changes,
  };
  throw new HttpError(409, body, period ? { ETag: etagOf(period.version) } : {});
}

/** Refuses key figures the site does not track in this kind of period (400 naming the field). */
export function checkTracked(
  changes: KpiChange[],
  tracked: Set<KpiKey>,
  kind: KpiPeriodKind,
  field: (key: KpiKey, i: number) => string,
) {
  changes.forEach((change, i) => {
    if (!tracksIn(change.key, kind)) throw invalid(field(change.key, i), 'not_tracked', `is not entered per ${kind}`);
    if (!tracked.has(change.key)) throw invalid(field(change.key, i), 'not_tracked', 'is not tracked at this site');
  });
}

export function etagOf(version: number): string {
  return `"${version}"`;
}

/** The version a write is based on: body `version` or `If-Match` (both must agree when both are sent). */
export function expectedVersion(c: Context, bodyVersion: number | undefined): number {
  const header = c.req.header('if-match');
  let fromHeader: number | undefined;
  if (header !== undefined) {
    const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(header);
    if (!match) throw invalid('If-Match', 'format', 'must be the ETag of the period, e.g. "3"');
    fromHeader = Number(match[1]);
  }
  if (bodyVersion !== undefined && fromHeader !== undefined && bodyVersion !== fromHeader) {
    throw invalid('version', 'mismatch', 'differs from If-Match');
  }
  const version = bodyVersion ?? fromHeader;
  if (version === undefined) throw invalid('version', 'required', 'is required (or send If-Match)');
  return version;
}
