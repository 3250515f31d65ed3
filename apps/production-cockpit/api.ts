/**
 * The cockpit's typed KPI API (portal API, docs/production.md). Saves send the version they
 * were read at; a 409 arrives as a RestError whose body is a KpiConflictBody (see merge.ts).
 */
import type { KyInstance } from 'ky';
import type {
  KpiConflictBody,
  KpiEditHistoryResult,
  KpiEditOverview,
  KpiMonthEdit,
  KpiSite,
  KpiSiteDetails,
  KpiSiteMidea,
  KpiVariant,
  KpiWeekEdit,
} from '../../contract/kpi.ts';
import type { KpiKey } from '../../contract/kpi-indicators.ts';
import { RestError } from '../platform/index.ts';

export type PeriodKind = 'week' | 'month';
export type PeriodEdit = KpiWeekEdit | KpiMonthEdit;

/** What a save sends: changed values, the remark, a note for the history. */
export interface PeriodSave {
  version: number;
  values: Partial<Record<KpiKey, number | null>>;
  comment?: string | null;
  editComment?: string;
}

const site = (name: string) => encodeURIComponent(name);

export function kpiApi(http: KyInstance) {
  return {
    overview: (variant: KpiVariant, signal?: AbortSignal) =>
      http
        .get(variant === 'climate' ? 'KPI/overviewMidea' : 'KPI/overview', { signal })
        .json<(KpiSite | KpiSiteMidea)[]>(),
    details: (name: string, signal?: AbortSignal) =>
      http.get(`KPI/${site(name)}/details`, { signal }).json<KpiSiteDetails>(),
    editOverview: (name: string, signal?: AbortSignal) =>
      http.get(`KPI/${site(name)}/editOverview`, { signal }).json<KpiEditOverview>(),
    edit: (name: string, kind: PeriodKind, period: string, signal?: AbortSignal) =>
      http
        .get(`KPI/${site(name)}/${period}/${kind === 'week' ? 'editWeek' : 'editMonth'}`, { signal })
        .json<PeriodEdit>(),
    history: (name: string, kind: PeriodKind, period: string, signal?: AbortSignal) =>
      http
        .get(`KPI/${site(name)}/${period}/${kind === 'week' ? 'editHistoryWeek' : 'editHistoryMonth'}`, { signal })
        .json<KpiEditHistoryResult[]>(),
    save: async (name: string, kind: PeriodKind, period: string, save: PeriodSave) => {
      const json = {
        version: save.version,
        ...save.values,
        ...(save.comment !== undefined ? { comment: save.comment } : {}),
        ...(save.editComment ? { editComment: save.editComment } : {}),
      };
      await http.put(`KPI/${site(name)}/${period}/${kind === 'week' ? 'updateWeek' : 'updateMonth'}`, {
        json,
        retry: 0,
      });
    },
  };
}

export type KpiApi = ReturnType<typeof kpiApi>;

/** The 409 of a stale save, or null for any other error. */
export function conflictOf(error: unknown): KpiConflictBody<PeriodEdit> | null {
  if (!(error instanceof RestError) || error.status !== 409) return null;
  const body = error.body as Partial<KpiConflictBody<PeriodEdit>> | null;
  return body?.code === 'kpi_version_conflict' && body.current ? (body as KpiConflictBody<PeriodEdit>) : null;
}
