import { Hono } from 'hono';
import type { Db } from '../../db/open.ts';
import type { ProductionEnv } from './common.ts';
import { flashRoutes } from './flash.ts';
import { importRoutes } from './import.ts';
import { tableRoutes } from './tables.ts';

/** Who changed a production figure, for the KPI cockpits' edits too. */
export { editorName, type ProductionEnv } from './common.ts';

/**
 * The MES tables, their import and the flash report (`/mes/...` of the production API, which
 * checks token, portal user and permission first: server/api/production/index.ts).
 */
export function mesApi(db: Db) {
  const mes = new Hono<ProductionEnv>();
  mes.route('/', tableRoutes(db));
  mes.route('/', flashRoutes(db));
  mes.route('/', importRoutes(db));
  return mes;
}
