import type { KyInstance } from 'ky';
import type {
  PortalReportingQuery,
  PortalReportingSharedQuery,
  ReportingQueryInput,
  ReportingUser,
  ReportQueryDefinition,
  ReportResult,
  ReportSourceMeta,
} from '../../contract/reporting.ts';
import type {
  SalesPerformanceFilters,
  SalesPerformanceQuery,
  SalesPerformanceResult,
} from '../../contract/sales-performance.ts';

/** Query-string parameters of the sales-performance endpoints (lists repeat their key). */
export function salesSearchParams(query: SalesPerformanceQuery): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** The reporting and sales-performance endpoints of the portal API. */
export function reportingApi(http: KyInstance) {
  return {
    sources: (signal?: AbortSignal) => http.get('reporting/Metadata', { signal }).json<ReportSourceMeta[]>(),
    /** A report may take seconds: no client timeout or retry (the server stops it at its limit); `signal` cancels. */
    run: (definition: ReportQueryDefinition, signal?: AbortSignal) =>
      http.post('reporting/Report', { json: definition, signal, timeout: 120_000, retry: 0 }).json<ReportResult>(),
    exportReport: (definition: ReportQueryDefinition, format: 'xlsx' | 'csv', lang: string) =>
      http.post('reporting/Report/export', { json: definition, searchParams: { format, lang } }).blob(),
    queries: (signal?: AbortSignal) => http.get('reporting/Query', { signal }).json<PortalReportingQuery[]>(),
    createQuery: (input: ReportingQueryInput) =>
      http.post('reporting/Query', { json: input }).json<PortalReportingQuery>(),
    updateQuery: (id: string, input: ReportingQueryInput) => http.put(`reporting/Query/${id}`, { json: input }),
    deleteQuery: (id: string) => http.delete(`reporting/Query/${id}`),
    shares: (reportingQueryId: string, signal?: AbortSignal) =>
      http
        .get('reporting/SharedQuery', { searchParams: { reportingQueryId }, signal })
        .json<PortalReportingSharedQuery[]>(),
    share: (reportingQueryId: string, userId: string) =>
      http.post('reporting/SharedQuery', { json: { reportingQueryId, userId } }).json<PortalReportingSharedQuery>(),
    unshare: (reportingQueryId: string, userId: string) =>
      http.delete(`reporting/SharedQuery/${reportingQueryId}/${userId}`),
    recipients: (signal?: AbortSignal) => http.get('reporting/SharedQuery/Users', { signal }).json<ReportingUser[]>(),
    salesPerformance: (query: SalesPerformanceQuery, signal?: AbortSignal) =>
      http
        .get('SalesPerformance', { searchParams: salesSearchParams(query), signal, timeout: 120_000, retry: 0 })
        .json<SalesPerformanceResult>(),
    salesFilters: (query: SalesPerformanceQuery, signal?: AbortSignal) =>
      http
        .get('SalesPerformance/filter', { searchParams: salesSearchParams(query), signal })
        .json<SalesPerformanceFilters>(),
    exportSales: (query: SalesPerformanceQuery, format: 'xlsx' | 'csv') => {
      const params = salesSearchParams(query);
      params.set('format', format);
      return http.get('SalesPerformance/export', { searchParams: params }).blob();
    },
  };
}

export type ReportingApi = ReturnType<typeof reportingApi>;
