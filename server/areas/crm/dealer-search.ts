import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { dealerListSchema } from '../../../contract/answers/crm.ts';
import {
  crmDivisions,
  crmProjects,
  type DealerSearchProductListResponse,
  dealerProductQuerySchema,
  dealerSearchLimit,
  dealerSearchMaxDistanceKm,
  dealerSearchProductListResponseSchema,
  dealerSearchQuerySchema,
} from '../../../contract/crm.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { PublicAnswers } from '../../http/public-answers.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

/** Rows beyond the page taken nearest-first, so that ties at the page's end are ordered by name. */
const tieSlack = 10;

/** Mean Earth radius (IUGG), km. */
export const earthRadiusKm = 6371.0088;

/**
 * Dealers and products change with the CRM import, at any time and from any process: a CDN may
 * keep an answer for five minutes and then revalidates (ETag of the JSON; 304 when unchanged).
 * This process keeps none (keeping them would need a change trigger on the CRM tables, as the
 * caches of docs/performance.md have).
 */
const dealerAnswerPolicy = { maxAgeSeconds: 300, keepBytes: 0 };

/** /api/DealerSearch — public (no token; CORS for any origin is set by the caller). */
export function dealerSearchRoutes(db: Db) {
  const app = new Hono();
  const answers = new PublicAnswers(dealerAnswerPolicy);
  const notModified = responds(304, null, 'Not modified: the If-None-Match tag is the current answer’s');

  app.get(
    '/products',
    responds(204, null, 'No products for the division'),
    validate('query', dealerProductQuerySchema),
    responds(200, dealerSearchProductListResponseSchema, 'The products, in their business order (204 when none)'),
    notModified,
    async (c) => {
      const query = c.req.valid('query');
      const conditions: SQL[] = [];
      if (query.division) {
        const division = canonical(crmDivisions, query.division);
        if (!division) return c.body(null, 204);
        conditions.push(eq(t.crmProduct.division, division));
      }
      if (query.branchSubCodeKey) {
        conditions.push(sql`lower(${t.crmProduct.branchSubCode}) = ${query.branchSubCodeKey.toLowerCase()}`);
      }
      const rows = await db
        .select({
          productName: t.crmProduct.productName,
          productKey: t.crmProduct.productKey,
          branchSubCode: t.crmProduct.branchSubCode,
        })
        .from(t.crmProduct)
        .where(and(...conditions))
        .orderBy(asc(t.crmProduct.sortOrder), asc(t.crmProduct.productName));
      if (rows.length === 0) return c.body(null, 204);
      const json = JSON.stringify({ result: rows } satisfies DealerSearchProductListResponse);
      return answers.json(c, { key: c.req.url, version: 'crm' }, () => json);
    },
  );

  app.get(
    '/dealers',
    responds(200, dealerListSchema, 'Dealers near the place, nearest first'),
    responds(204, null, 'No dealer matches'),
    notModified,
    validate('query', dealerSearchQuerySchema),
    async (c) => {
      const query = c.req.valid('query');

      const filters: SQL[] = [];
      const division = query.division ? canonical(crmDivisions, query.division) : undefined;
      if (query.division) {
        if (!division) return c.body(null, 204);
        filters.push(sql`${division} = any(${t.crmDealer.divisions})`);
      }
      if (query.project) {
        const project = canonical(crmProjects, query.project);
        if (!project) return c.body(null, 204);
        filters.push(sql`${project} = any(${t.crmDealer.projects})`);
      }
      if (query.country) filters.push(eq(t.crmDealer.country, query.country.toUpperCase()));
      if (query.productKeys?.length) {
        // Every product asked for: dealers holding all of the keys.
        const holders = db
          .select({ id: t.crmDealerProduct.dealerId })
          .from(t.crmDealerProduct)
          .where(inArray(t.crmDealerProduct.productKey, query.productKeys))
          .groupBy(t.crmDealerProduct.dealerId)
          .having(sql`count(*) = ${query.productKeys.length}`);
        filters.push(inArray(t.crmDealer.id, holders));
      }

      const json = await nearestDealersJson(db, query.latitude, query.longitude, filters, division);
      if (json === null) return c.body(null, 204);
      return answers.json(c, { key: c.req.url, version: 'crm' }, () => `{"result":${json}}`);
    },
  );

  return app;
}

/**
 * The nearest dealers (at most dealerSearchLimit within dealerSearchMaxDistanceKm, nearest first)
 * as the JSON text of contract DealerEntry[], or null when there are none. One statement: the
 * GiST index on ll_to_earth(latitude, longitude) (crm_dealer_earth_idx, earthdistance/cube)
 * hands out dealers nearest first (a KNN scan of `<->`, the straight-line distance, which orders
 * like the great-circle one) and stops after the page, however many dealers there are; the exact
 * haversine distance is what the answer shows and cuts the page at the maximum; PostgreSQL
 * writes the JSON, so no row is decoded in JS. Products are the dealer's own, of the division when one is given.
 */
export async function nearestDealersJson(
  db: Db,
  latitude: number,
  longitude: number,
  filters: SQL[],
  division: string | undefined,
): Promise<string | null> {
  const d = t.crmDealer;
  const pj = t.crmDealerProductJson;
  const lat = sql`${latitude}::double precision`;
  const lon = sql`${longitude}::double precision`;
  const distance = sql`(2 * ${sql.raw(String(earthRadiusKm))} * asin(least(1, sqrt(
    power(sin(radians(${d.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${d.latitude})) * power(sin(radians(${d.longitude} - ${lon}) / 2), 2)))))`;
  // The index expression, spelt exactly as in the migration so the planner matches it.
  const dealerPoint = sql`ll_to_earth(${d.latitude}, ${d.longitude})`;
  const here = sql`ll_to_earth(${lat}, ${lon})`;
  // Ordered by `<->` alone (a second sort key makes PostgreSQL 15 sort the whole table instead),
  // with a few more rows than the page so dealers at the same distance are then ordered by name.
  // No earth_box condition for the maximum distance: with one, PostgreSQL 15 estimates a few rows
  // in the box, reads all of them (67,000 of 100,000 near Plattling) and sorts. Without it, the
  // only cheap plan for ORDER BY <-> LIMIT is the KNN scan, which stops after the page; the
  // maximum is applied to the page. The scan hands out every column the answer needs, so the
  // page is not joined to crm_dealer again; the products are one row per dealer of
  // crm_dealer_product_json (kept by the triggers of migration 0017; division '' is all of them).
  const conditions = filters;
  const result = await db.execute(sql`
    with candidates as (
      select ${d.id} as id, ${d.accountName} as account_name, ${d.street} as street,
        ${d.postalCode} as postal_code, ${d.city} as city, ${d.country} as country,
        ${d.telephoneAccount} as telephone_account, ${d.fax} as fax, ${d.emailAccount} as email_account,
        ${d.websiteUrl} as website_url, ${d.radius} as radius, ${d.latitude} as latitude,
        ${d.longitude} as longitude, ${distance} as distance
      from ${d} ${conditions.length ? sql`where ${and(...conditions)}` : sql``}
      order by ${dealerPoint} <-> ${here}
      limit ${dealerSearchLimit + tieSlack}
    ), nearest as (
      select * from candidates
      where distance <= ${dealerSearchMaxDistanceKm}
      order by distance, account_name, id
      limit ${dealerSearchLimit}
    )
    select json_agg(json_build_object(
      'accountName', n.account_name, 'street', n.street, 'postalCode', n.postal_code, 'city', n.city,
      'country', n.country, 'telephoneAccount', n.telephone_account, 'fax', n.fax,
      'emailAccount', n.email_account, 'websiteUrl', n.website_url, 'radius', n.radius,
      'latitude', n.latitude, 'longitude', n.longitude, 'products', coalesce(${pj.products}, '[]'::json),
      'distance', round(n.distance::numeric, 2)
    ) order by n.distance, n.account_name, n.id)::text as json
    from nearest n
    left join ${pj} on ${pj.dealerId} = n.id and ${pj.division} = ${division ?? ''}`);
  // PGlite and node-postgres both answer { rows }.
  return (result as unknown as { rows: { json: string | null }[] }).rows[0]?.json ?? null;
}

/**
 * Latitude/longitude bounds of every point within `radiusKm` of a point (J. P. Matuschek,
 * "Finding Points Within a Distance of a Latitude/Longitude Using Bounding Coordinates").
 * No longitude bound when the circle reaches a pole or crosses the antimeridian.
 */
export function boundingBox(latitude: number, longitude: number, radiusKm: number) {
  const angular = radiusKm / earthRadiusKm;
  const dLat = (angular * 180) / Math.PI;
  const minLat = latitude - dLat;
  const maxLat = latitude + dLat;
  if (minLat <= -90 || maxLat >= 90) return { minLat, maxLat, lon: null };
  const ratio = Math.sin(angular) / Math.cos((latitude * Math.PI) / 180);
  if (ratio >= 1) return { minLat, maxLat, lon: null };
  const dLon = (Math.asin(ratio) * 180) / Math.PI;
  const min = longitude - dLon;
  const max = longitude + dLon;
  if (min < -180 || max > 180) return { minLat, maxLat, lon: null };
  return { minLat, maxLat, lon: { min, max } };
}

/** The list's own spelling of a value given in any case (`heating` → `Heating`), or undefined. */
function canonical<T extends string>(list: readonly T[], value: string): T | undefined {
  const lower = value.toLowerCase();
  return list.find((v) => v.toLowerCase() === lower);
}
