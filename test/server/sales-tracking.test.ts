import { get as httpGet } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BekonDelivery, OrderDetail, OrderSearchResult } from '../../contract/order-tracking.ts';
import { orderStages } from '../../contract/sales.ts';
import { queryRows } from '../../server/db/rows.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * Order tracking (search, detail with timeline, XLSX export) within the caller's sales
 * organisation, and the public Bekon delivery tracker: only on Bekon's Swiss host, the same
 * neutral answer for a wrong postcode and an unknown number, rate-limited per client.
 */
let server: TestServer;
let admin: ApiCall;
let sales: ApiCall;
let employee: ApiCall;

beforeAll(async () => {
  server = await startTestServer();
  const [a, s, e] = await Promise.all(['admin', 'sales', 'employee'].map((login) => oidcLogin(server.url, login)));
  admin = portalApiAs(server.url, a!.access_token);
  sales = portalApiAs(server.url, s!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
});

afterAll(() => server?.close());

const firstRow = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(server.database.db, query))[0]!;

describe('order tracking', () => {
  it('finds a customer’s orders newest first and opens one with positions and its timeline', async () => {
    const { customer_number } = await firstRow<{ customer_number: string }>(
      sql`select customer_number from sales_order where company_code = '1000' and not is_service
          group by customer_number order by count(*) desc, customer_number limit 1`,
    );
    const { status, body } = await sales<OrderSearchResult>('GET', `/OrderTracking?CustomerNumber=${customer_number}`);
    expect(status).toBe(200);
    expect(body.orders.length).toBeGreaterThan(0);
    expect(body.orders.every((o) => o.customerNumber === customer_number && o.companyCode === '1000')).toBe(true);
    const dates = body.orders.map((o) => o.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());

    const order = body.orders[0]!;
    const detail = await sales<OrderDetail>('GET', `/OrderTracking/${order.orderNumber}`);
    expect(detail.status).toBe(200);
    expect(detail.body.positions.length).toBe(order.positionCount);
    expect(detail.body.timeline.map((e) => e.stage)).toEqual([...orderStages]);
    const reached = detail.body.timeline.filter((e) => e.date).map((e) => e.stage);
    expect(reached.at(-1)).toBe(order.statusKey);
    // Dates along the timeline never go back.
    const stageDates = detail.body.timeline.flatMap((e) => (e.date ? [e.date] : []));
    expect(stageDates).toEqual([...stageDates].sort());
  });

  it('filters by status, order date range and material; Top limits and says so', async () => {
    const shipped = await sales<OrderSearchResult>('GET', '/OrderTracking?StatusKey=SHIPPED,DELIVERED&Top=50');
    expect(shipped.status).toBe(200);
    expect(shipped.body.orders.length).toBe(50);
    expect(shipped.body.truncated).toBe(true);
    expect(shipped.body.orders.every((o) => o.statusKey === 'SHIPPED' || o.statusKey === 'DELIVERED')).toBe(true);

    const { day } = await firstRow<{ day: string }>(
      sql`select ordered_on::text as day from sales_order where company_code = '1000' order by order_number limit 1`,
    );
    const oneDay = await sales<OrderSearchResult>('GET', `/OrderTracking?OrderDates=${day},${day}`);
    expect(oneDay.body.orders.length).toBeGreaterThan(0);
    expect(oneDay.body.orders.every((o) => o.orderDate === day)).toBe(true);

    // Only "Bestellt ab": the range stays open towards today (not that one day); only "bis": open to the past.
    const { last } = await firstRow<{ last: string }>(
      sql`select (max(ordered_on) - 40)::text as last from sales_order where company_code = '1000'`,
    );
    const counted = async (condition: ReturnType<typeof sql>) =>
      (
        await firstRow<{ n: number }>(
          sql`select count(*)::int as n from sales_order where company_code = '1000' and not is_service and ${condition}`,
        )
      ).n;
    const openEnd = await sales<OrderSearchResult>('GET', `/OrderTracking?OrderedFrom=${last}&Top=10000`);
    expect(openEnd.status).toBe(200);
    expect(openEnd.body.orders.every((o) => o.orderDate >= last)).toBe(true);
    expect(openEnd.body.orders.length).toBe(Math.min(10_000, await counted(sql`ordered_on >= ${last}::date`)));
    expect(openEnd.body.orders.length).toBeGreaterThan(
      (await sales<OrderSearchResult>('GET', `/OrderTracking?OrderDates=${last}&Top=10000`)).body.orders.length,
    );
    const openStart = await sales<OrderSearchResult>('GET', `/OrderTracking?OrderedTo=${day}&Top=10000`);
    expect(openStart.body.orders.every((o) => o.orderDate <= day)).toBe(true);
    expect(openStart.body.orders.length).toBe(Math.min(10_000, await counted(sql`ordered_on <= ${day}::date`)));

    const { material_number } = await firstRow<{ material_number: string }>(
      sql`select p.material_number from sales_order_position p join sales_order o using (order_number)
          where o.company_code = '1000' and not o.is_service limit 1`,
    );
    const byMaterial = await sales<OrderSearchResult>('GET', `/OrderTracking?MaterialNumber=${material_number}&Top=20`);
    expect(byMaterial.body.orders.length).toBeGreaterThan(0);
    const detail = await sales<OrderDetail>('GET', `/OrderTracking/${byMaterial.body.orders[0]!.orderNumber}`);
    expect(detail.body.positions.some((p) => p.materialNumber === material_number)).toBe(true);
  });

  it('exports the result list as a real XLSX with headers in the asked language', async () => {
    const token = (await oidcLogin(server.url, 'sales'))!.access_token;
    const listed = await sales<OrderSearchResult>('GET', '/OrderTracking?StatusKey=READY&Top=30');
    const response = await fetch(`${server.url}/portal/api/OrderTracking/export?StatusKey=READY&Top=30&Language=en`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(bytes.buffer as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Order');
    expect(sheet.rowCount).toBe(listed.body.orders.length + 1);
    expect(sheet.getRow(2).getCell(1).value).toBe(listed.body.orders[0]!.orderNumber);
  });

  it('keeps orders within the sales organisation and needs the permission', async () => {
    const { order_number } = await firstRow<{ order_number: string }>(
      sql`select order_number from sales_order where company_code = '2000' limit 1`,
    );
    expect((await sales('GET', `/OrderTracking/${order_number}`)).status).toBe(404);
    expect((await admin('GET', `/OrderTracking/${order_number}`)).status).toBe(200);
    expect((await sales('GET', '/OrderTracking?CompanyCode=2000')).status).toBe(403);
    expect((await employee('GET', '/OrderTracking?Top=1')).status).toBe(403);
    expect((await fetch(`${server.url}/portal/api/OrderTracking`)).status).toBe(401);
  });

  it('names the failing parameter in a 400', async () => {
    for (const [query, field] of [
      ['OrderNumber=12ab', 'OrderNumber'],
      ['StatusKey=LOST', 'StatusKey'],
      ['OrderDates=2026-02-30', 'OrderDates'],
      ['OrderDates=0000-01-01', 'OrderDates'],
      ['OrderedFrom=2026-13-01', 'OrderedFrom'],
      ['OrderedTo=gestern', 'OrderedTo'],
      ['Top=10001', 'Top'],
      ['SearchServices=maybe', 'SearchServices'],
      ['CustomerNumber=%00', 'CustomerNumber'],
      ['Colour=red', 'Colour'],
    ] as const) {
      const { status, body } = await sales('GET', `/OrderTracking?${query}`);
      expect(status, query).toBe(400);
      // A list parameter names the failing entry (StatusKey.0).
      expect(body.field.split('.')[0], query).toBe(field);
    }
  });
});

describe('Bekon delivery tracker', () => {
  // Counters live in the database: on a shared PostgreSQL, earlier runs from this address still count.
  beforeAll(() => server.database.db.execute(sql`delete from rate_limit_counter where key like 'bekonTracking|%'`));

  // The site's host decides the brand; fetch cannot set Host, node:http can.
  const bekon = (query: string, host = 'www.bekon.ch') =>
    new Promise<{ status: number; headers: Headers; json: () => Promise<unknown> }>((resolve, reject) => {
      const request = httpGet(
        `${server.url}/portal/api/BekonTracking?${query}`,
        { headers: { host: `${host}:${new URL(server.url).port}`, accept: 'application/json' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
          });
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: new Headers(
                Object.entries(response.headers).flatMap(([k, v]) =>
                  typeof v === 'string' ? [[k, v] as [string, string]] : [],
                ),
              ),
              json: async () => JSON.parse(text),
            }),
          );
        },
      );
      request.on('error', reject);
    });

  it('shows a delivery’s timeline and window for the right postcode, and nothing else', async () => {
    const row = await firstRow<{ delivery_number: string; ship_to_postal_code: string }>(
      sql`select delivery_number, ship_to_postal_code from sales_order
          where brand = 'bekon' and delivery_number is not null order by order_number limit 1`,
    );
    const found = await bekon(`deliveryNumber=${row.delivery_number}&postalCode=${row.ship_to_postal_code}`);
    expect(found.status).toBe(200);
    const delivery = (await found.json()) as BekonDelivery;
    expect(delivery.deliveryNumber).toBe(row.delivery_number);
    expect(delivery.timeline.map((e) => e.stage)).toEqual([...orderStages]);
    expect(delivery.positions.length).toBeGreaterThan(0);
    expect(Object.keys(delivery)).not.toContain('customerName');

    const otherPostcode = String((Number(row.ship_to_postal_code) % 9000) + 1000).padStart(4, '0');
    const wrong = await bekon(`deliveryNumber=${row.delivery_number}&postalCode=${otherPostcode}`);
    const unknown = await bekon(`deliveryNumber=9999999999&postalCode=${row.ship_to_postal_code}`);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrong.json()).toEqual(await unknown.json());

    const invalid = await bekon('deliveryNumber=12x&postalCode=8000');
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { field: string }).field).toBe('deliveryNumber');
    // Elsewhere the endpoint does not exist.
    expect((await bekon('deliveryNumber=1&postalCode=8000', 'portal.kermi.de')).status).toBe(404);
  });

  it('limits how many deliveries one client may try', async () => {
    let status = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 25 && status !== 429; i++) {
      const answer = await bekon(`deliveryNumber=${1000 + i}&postalCode=8000`);
      status = answer.status;
      retryAfter = answer.headers.get('retry-after');
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
