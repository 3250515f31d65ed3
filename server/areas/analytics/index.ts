import { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import type { AnalyticsEnv } from './common.ts';
import type { AnalyticsExecutor } from './executor.ts';
import { queryRoutes } from './queries.ts';
import { reportRoutes } from './reports.ts';
import { salesPerformanceRoutes } from './sales-performance.ts';
import { sapSqlRoutes } from './sap-sql.ts';
import { sharedQueryRoutes } from './shared-queries.ts';
import { sqlQueryRoutes } from './sql-queries.ts';

/** The reporting data set's dimensions: the demo world generates its sales data from them. */
export {
  type Country,
  companyCodes,
  countries,
  currencies,
  customerHierarchies,
  datasetEnd,
  datasetStart,
  type MarketArea,
  type MaterialGroup,
  marketAreas,
  materialGroups,
  planEnd,
} from './dimensions.ts';
/** The executor the process starts (server/http-server.ts) and the portal API passes in. */
export { type AnalyticsExecutor, createAnalyticsExecutor, noAnalyticsExecutor } from './executor.ts';
/** For the demo world's data set: what fills a new analytics store, and rows into its tables. */
export { appendRows } from './store/append.ts';
export type { StoreFiller } from './store/store.ts';

/**
 * Analytics ("Sales performance", "POST /api/SapSql"), mounted after
 * the bearer and portal-user middleware. Every query over the sales data and the erp schema runs
 * through the analytics executor on the analytics store (DuckDB, ./store/), never on `db`.
 *
 * | endpoints | needs |
 * |---|---|
 * | reporting/Metadata, Report, Query, SharedQuery (read, unshare) | API reporting |
 * | reporting/SharedQuery POST, SharedQuery/Users | API reporting + UI "share reporting option" |
 * | SalesPerformance, /filter, /export | API reporting |
 * | SapSql, SapSql/explain, SapSql/history, SapSql/Query (saved statements, sharing) | UI sapSql |
 */
export function analyticsApi(db: Db, executor: AnalyticsExecutor) {
  const app = new Hono<AnalyticsEnv>();
  app.route('/reporting', reportRoutes(executor));
  app.route('/reporting/Query', queryRoutes(db));
  app.route('/reporting/SharedQuery', sharedQueryRoutes(db));
  app.route('/SalesPerformance', salesPerformanceRoutes(executor));
  app.route('/SapSql/Query', sqlQueryRoutes(db));
  app.route('/SapSql', sapSqlRoutes(db, executor));
  return app;
}
