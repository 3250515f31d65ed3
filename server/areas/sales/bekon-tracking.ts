import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { bekonDeliverySchema } from '../../../contract/answers/sales.ts';
import { detectBrand } from '../../../contract/brand-detect.ts';
import { brandGates } from '../../../contract/brands.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { type BekonDelivery, bekonTrackingQuerySchema } from '../../../contract/order-tracking.ts';
import type { OrderStage } from '../../../contract/sales.ts';
import type { Db } from '../../db/open.ts';
import { queryRows } from '../../db/rows.ts';
import { HttpError } from '../../http/errors.ts';
import type { PublicLimiter } from '../../http/public-limits.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { isoInstant, timeline } from './orders.ts';

const gateDomains = new Set(brandGates.bekonTracking.map((pair) => pair.domain));

/** The same answer for an unknown number and a wrong postcode: nobody learns which deliveries exist. */
const noDelivery = () =>
  new HttpError(404, { code: ErrorCode.notFound, message: 'No delivery matches this delivery number and postcode' });

interface DeliveryRow {
  delivery_number: string;
  status_key: OrderStage;
  stage_dates: (string | null)[];
  expected_delivery: string;
  window_from: string | null;
  window_to: string | null;
  carrier: string | null;
  positions: { text: string; quantity: number }[];
}

/**
 * GET /api/BekonTracking?deliveryNumber=…&postalCode=… — public, only on Bekon's Swiss site
 * (the host's domain key, contract/brands.ts brandGates.bekonTracking; elsewhere a 404 as if it
 * did not exist), rate-limited per client (server/http/public-limits.ts), CORS for Bekon's own pages. A visitor sees the
 * delivery's status timeline, the announced window and what is on the truck — no names, prices
 * or addresses.
 */
export function bekonTrackingRoutes(db: Db, limit: PublicLimiter) {
  const app = new Hono();
  // Retry-After readable on another origin too: the tracker says how long to wait.
  app.use(
    '/BekonTracking',
    cors({ origin: '*', allowMethods: ['GET', 'OPTIONS'], exposeHeaders: ['Retry-After'], maxAge: 600 }),
  );
  app.get(
    '/BekonTracking',
    responds(200, bekonDeliverySchema, 'The delivery’s status and announced window'),
    responds(
      404,
      null,
      'Not on this host (the tracker answers on the Bekon site only), or no such delivery for that postcode',
    ),
    // Bad input is a 400 naming the field on any host; only well-formed questions reach the gate
    // and count towards the limit.
    validate('query', bekonTrackingQuerySchema),
    async (c, next) => {
      let domain: string;
      try {
        domain = detectBrand(new URL(c.req.url).hostname).domainKey;
      } catch {
        domain = '';
      }
      if (!gateDomains.has(domain)) {
        throw new HttpError(404, { code: ErrorCode.notFound, message: `No route for GET ${c.req.path}` });
      }
      await next();
    },
    limit('bekonTracking'),
    async (c) => {
      const { deliveryNumber, postalCode } = c.req.valid('query');
      const [row] = await queryRows<DeliveryRow>(
        db,
        sql`
        select o.delivery_number, o.status_key, o.expected_delivery::text as expected_delivery,
          array[o.ordered_on, o.confirmed_on, o.production_on, o.ready_on, o.shipped_on, o.delivered_on]::text[] as stage_dates,
          o.delivery_window_from::text as window_from, o.delivery_window_to::text as window_to, o.carrier,
          coalesce((select json_agg(json_build_object('text', p.text, 'quantity', p.quantity) order by p.position)
                    from sales_order_position p where p.order_number = o.order_number), '[]'::json) as positions
        from sales_order o
        where o.delivery_number = ${deliveryNumber.padStart(10, '0')} and o.brand = 'bekon'
          and o.ship_to_postal_code = ${postalCode}`,
      );
      if (!row) throw noDelivery();
      return c.json({
        deliveryNumber: row.delivery_number,
        statusKey: row.status_key,
        timeline: timeline(row.stage_dates),
        deliveryWindow:
          row.window_from && row.window_to
            ? { from: isoInstant(row.window_from), to: isoInstant(row.window_to) }
            : null,
        expectedDelivery: row.expected_delivery,
        carrier: row.carrier,
        positions: row.positions,
      } satisfies BekonDelivery);
    },
  );
  return app;
}
