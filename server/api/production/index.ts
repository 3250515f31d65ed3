import { Hono } from 'hono';

/**
 * The production API (KPI, MES flash), mounted at /portalapiproduction/api. Endpoints arrive with
 * the production issue; until then every path answers a JSON 404.
 */
export function productionApi() {
  return new Hono();
}
