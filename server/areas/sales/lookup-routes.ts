import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  buildingProjectSchema,
  customerHitSchema,
  materialHitSchema,
  productStateSchema,
} from '../../../contract/answers/sales.ts';
import { type Locale, supportedLocales } from '../../../contract/locales.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import { projectProductStates } from '../../../contract/sales.ts';
import {
  buildingProjectQuerySchema,
  customerQuerySchema,
  materialQuerySchema,
  type ProductState,
  productStatesQuerySchema,
} from '../../../contract/sales-lookups.ts';
import { requirePermission } from '../../auth/permissions.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';
import { searchCustomers, searchMaterials } from './lookups.ts';
import { searchProjects } from './projects.ts';
import { companyScope } from './scope.ts';

type Env = { Variables: PortalUserVariables };

/** JSON text PostgreSQL built, sent as it is. */
export function jsonText(c: Context, json: string) {
  return c.body(json, 200, { 'Content-Type': 'application/json; charset=UTF-8' });
}

/** `Language` of the query, else the Accept-Language header, else German. */
export function requestLanguage(c: Context, language: string | undefined): Locale {
  return language && (supportedLocales as readonly string[]).includes(language)
    ? (language as Locale)
    : pickLocale(c.req.header('accept-language'));
}

/**
 * GET /api/Customer, /api/Material, /api/BuildingProject/projects and /product/states: the sales
 * lookups (API permission api.sales.lookups). Customers and projects stay within the caller's
 * sales organisations (server/areas/sales/scope.ts); materials are the group's catalogue.
 */
export function lookupRoutes(db: Db) {
  const app = new Hono<Env>();
  const lookups = requirePermission(apiPermissions.salesLookups);

  app.get(
    '/Customer',
    responds(200, z.array(customerHitSchema), 'Matching customers, best first'),
    lookups,
    validate('query', customerQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const scope = await companyScope(db, c.var.portalUser.id, query.CompanyCode);
      return jsonText(c, await searchCustomers(db, query, scope));
    },
  );

  app.get(
    '/Material',
    responds(200, z.array(materialHitSchema), 'Matching materials, best first'),
    lookups,
    validate('query', materialQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      return jsonText(c, await searchMaterials(db, query, requestLanguage(c, query.Language)));
    },
  );

  app.get(
    '/BuildingProject/projects',
    responds(200, z.array(buildingProjectSchema), 'Building projects, newest start first'),
    lookups,
    validate('query', buildingProjectQuerySchema),
    async (c) => {
      const query = c.req.valid('query');
      const scope = await companyScope(db, c.var.portalUser.id, query.CompanyCode);
      return jsonText(c, await searchProjects(db, query, scope));
    },
  );

  app.get(
    '/BuildingProject/product/states',
    responds(200, z.array(productStateSchema), 'The product states with their text'),
    lookups,
    validate('query', productStatesQuerySchema),
    (c) => {
      const language = requestLanguage(c, c.req.valid('query').Language);
      return c.json(
        projectProductStates.map(
          (key): ProductState => ({ key, text: translate(language, `sales.projectState.${key}`) }),
        ),
      );
    },
  );

  return app;
}
