import { Hono } from 'hono';
import { apiPermissions, uiPermissions } from '../../../contract/permissions.ts';
import { mesApi, type ProductionEnv } from '../../areas/production/index.ts';
import { requireBearer, type TokenVerifier } from '../../auth/bearer.ts';
import { requirePermission } from '../../auth/permissions.ts';
import { requirePortalUser } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';

/**
 * The production API, mounted at /portalapiproduction/api: the MES tables, their import and the
 * flash report under `/mes/...` (the KPI endpoints belong to the portal API). Like the portal API,
 * every call needs a bearer token of a portal user (401 / 412), then:
 *
 * | endpoints | needs |
 * |---|---|
 * | GET lines, output, downtime, scrap, imports, flash, flash/export | API mesTables or UI mesFlash |
 * | POST import/preview, import | and UI mesFlashUpload |
 */
export function productionApi(db: Db, verify: TokenVerifier) {
  const app = new Hono<ProductionEnv>();
  app.use(requireBearer(verify));
  app.use(requirePortalUser(db));
  app.use(requirePermission(apiPermissions.mesTables, uiPermissions.mesFlash));
  app.route('/mes', mesApi(db));
  return app;
}
