import type { KyInstance } from 'ky';
import type { ReportingUser } from '../../contract/reporting.ts';
import type {
  SapSqlHistoryEntry,
  SapSqlPlan,
  SapSqlQueryInput,
  SapSqlResult,
  SapSqlSavedQuery,
} from '../../contract/sap-sql.ts';

/** The SQL editor's endpoints of the portal API. */
export function sapSqlApi(http: KyInstance) {
  return {
    /** `signal` cancels: the request ends and the server stops the statement. */
    run: (query: string, signal?: AbortSignal) =>
      http.post('SapSql', { json: { query }, signal, timeout: 120_000, retry: 0 }).json<SapSqlResult>(),
    explain: (query: string, signal?: AbortSignal) =>
      http.post('SapSql/explain', { json: { query }, signal, timeout: 120_000, retry: 0 }).json<SapSqlPlan>(),
    exportResult: (query: string, format: 'xlsx' | 'csv', lang: string) =>
      http
        .post('SapSql/export', { json: { query }, searchParams: { format, lang }, timeout: 120_000, retry: 0 })
        .blob(),
    history: (signal?: AbortSignal) => http.get('SapSql/history', { signal }).json<SapSqlHistoryEntry[]>(),
    saved: (signal?: AbortSignal) => http.get('SapSql/Query', { signal }).json<SapSqlSavedQuery[]>(),
    get: (id: string, signal?: AbortSignal) => http.get(`SapSql/Query/${id}`, { signal }).json<SapSqlSavedQuery>(),
    save: (input: SapSqlQueryInput) => http.post('SapSql/Query', { json: input }).json<SapSqlSavedQuery>(),
    update: async (id: string, input: SapSqlQueryInput) => {
      await http.put(`SapSql/Query/${id}`, { json: input });
    },
    remove: async (id: string) => {
      await http.delete(`SapSql/Query/${id}`);
    },
    recipients: (signal?: AbortSignal) => http.get('SapSql/Query/Users', { signal }).json<ReportingUser[]>(),
    share: async (id: string, userId: string) => {
      await http.post(`SapSql/Query/${id}/Share`, { json: { userId } });
    },
    unshare: async (id: string, userId: string) => {
      await http.delete(`SapSql/Query/${id}/Share/${userId}`);
    },
  };
}

export type SapSqlApi = ReturnType<typeof sapSqlApi>;
