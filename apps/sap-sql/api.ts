import type { KyInstance } from 'ky';
import type { SapSqlHistoryEntry, SapSqlResult } from '../../contract/sap-sql.ts';

/** The SQL editor's endpoints of the portal API. */
export function sapSqlApi(http: KyInstance) {
  return {
    /** `signal` cancels: the request ends and the server stops the statement. */
    run: (query: string, signal?: AbortSignal) =>
      http.post('SapSql', { json: { query }, signal, timeout: 120_000, retry: 0 }).json<SapSqlResult>(),
    exportResult: (query: string, format: 'xlsx' | 'csv', lang: string) =>
      http
        .post('SapSql/export', { json: { query }, searchParams: { format, lang }, timeout: 120_000, retry: 0 })
        .blob(),
    history: (signal?: AbortSignal) => http.get('SapSql/history', { signal }).json<SapSqlHistoryEntry[]>(),
  };
}
