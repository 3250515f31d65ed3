import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PortalArticle, PortalOrder, PortalPlanItem } from '../../contract/canteen.ts';
import { addDays, localDate, mondayOf } from '../../server/areas/canteen/time.ts';
import * as t from '../../server/db/schema.ts';
import { deleteTestCanteen } from '../helpers/canteen.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * An employee's own orders: create, change, delete before the deadline only, one's own only,
 * and a retried create never orders twice. Works in its own canteen (fresh id per run).
 */

let server: TestServer;
let admin: ApiCall;
let employee: ApiCall;
let cz: ApiCall;
const tokens = {} as Record<'admin' | 'employee', string>;
const canteenId = randomUUID();
const A = `/OrderSystemArticle/${canteenId}`;
const P = `/OrderSystemPlan/${canteenId}`;
const U = `/OrderSystemUserOrder/${canteenId}`;
let schnitzel: PortalArticle;
let curry: PortalArticle;
let soup: PortalArticle;
let dessert: PortalArticle;
let offMenu: PortalArticle;
let day = 0;

beforeAll(async () => {
  server = await startTestServer();
  const [a, e, c] = await Promise.all(
    ['admin', 'employee', 'cz-employee'].map((login) => oidcLogin(server.url, login)),
  );
  tokens.admin = a!.access_token;
  tokens.employee = e!.access_token;
  admin = portalApiAs(server.url, a!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
  cz = portalApiAs(server.url, c!.access_token);
  await server.database.db.insert(t.canteenApplication).values({
    id: canteenId,
    name: `Bestelltest ${canteenId.slice(0, 8)}`,
    location: 'Werk 2',
    pickUpLocations: ['Ausgabe Nord', 'Ausgabe Süd'],
  });
  const make = async (name: string, articlePrice: string, isDefault = false) =>
    (await admin('POST', `${A}/createArticle`, { name, articlePrice, isDefault })).body as PortalArticle;
  schnitzel = await make('Wiener Schnitzel', '7.90');
  curry = await make('Kichererbsencurry', '4.80');
  soup = await make('Flädlesuppe', '3.20');
  dessert = await make('Dessert', '1.20', true);
  offMenu = await make('Nicht im Plan', '9.99');
});

afterAll(async () => {
  if (server) {
    await deleteTestCanteen(server.database.db, canteenId);
    await server.close();
  }
});

/** A plan on a fresh future day (or a past one), with the three meals. */
async function newPlan(options: { past?: boolean; includeDefaultArticles?: boolean } = {}): Promise<PortalPlanItem> {
  day += 1;
  const today = localDate(new Date(), 'Europe/Berlin');
  const date = options.past ? addDays(mondayOf(today), -7 * 50 - day) : addDays(mondayOf(today), 7 * 40 + day);
  const res = await admin('POST', `${P}/createPlan`, {
    date,
    includeDefaultArticles: options.includeDefaultArticles ?? true,
    planDetails: [{ articleId: schnitzel.id }, { articleId: curry.id, articlePrice: '4.50' }, { articleId: soup.id }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function post(token: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${server.url}/portal/api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function ordersFor(planId: string): Promise<number> {
  const [row] = await server.database.db
    .select({ n: count() })
    .from(t.canteenOrder)
    .where(eq(t.canteenOrder.planId, planId));
  return Number(row!.n);
}

describe('own orders', () => {
  it('creates, reads, changes and deletes an order; prices come from the plan; the total is exact', async () => {
    const plan = await newPlan();
    const created = await employee('POST', `${U}/createOrder`, {
      planId: plan.id,
      pickUpTime: '11:45',
      pickUpLocation: 'Ausgabe Süd',
      orderDetails: [
        { articleId: curry.id, quantity: 3, articlePrice: '0.01' }, // a client price is ignored
        { articleId: dessert.id, quantity: 2 },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body as PortalOrder;
    expect(order).toMatchObject({
      planId: plan.id,
      applicationId: canteenId,
      pickUpTime: '11:45',
      pickUpLocation: 'Ausgabe Süd',
      user: { firstName: 'Lukas', lastName: 'Bauer' },
      totalPrice: '15.90', // 3 × 4.50 + 2 × 1.20
    });
    expect(order.userId).toBe(order.user.id);
    expect(order.plan).toMatchObject({ id: plan.id, date: plan.date });
    expect(new Date(order.orderTimestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(order.orderDetails.map((d) => [d.articleName, d.quantity, d.articlePrice])).toEqual([
      ['Dessert', 2, '1.20'],
      ['Kichererbsencurry', 3, '4.50'],
    ]);
    expect(order.orderDetails.every((d) => d.orderId === order.id)).toBe(true);
    expect(created.headers.get('location')).toBe(`/portal/api${U}/orderedUserArticlesByPlanId?planId=${plan.id}`);

    const byPlan = await employee('GET', `${U}/orderedUserArticlesByPlanId?planId=${plan.id}`);
    expect(byPlan.status).toBe(200);
    expect(byPlan.body).toEqual([order]);
    const mine = await employee('GET', `${U}/orderedUserArticles`);
    expect(mine.body.map((o: PortalOrder) => o.id)).toContain(order.id);
    const ranged = await employee('GET', `${U}/orderedUserArticles?from=${plan.date}&to=${plan.date}`);
    expect(ranged.body.map((o: PortalOrder) => o.id)).toEqual([order.id]);

    const changed = await employee('PUT', `${U}/${order.id}/updateOrder`, {
      ...order,
      pickUpTime: null,
      pickUpLocation: 'Ausgabe Nord',
      orderDetails: [
        { articleId: schnitzel.id, quantity: 1 },
        { articleId: curry.id, quantity: 1 },
      ],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(204);
    const [after] = (await employee('GET', `${U}/orderedUserArticlesByPlanId?planId=${plan.id}`)).body as PortalOrder[];
    expect(after).toMatchObject({
      id: order.id,
      pickUpTime: null,
      pickUpLocation: 'Ausgabe Nord',
      totalPrice: '12.40',
    });
    expect(after!.orderDetails.map((d) => d.articleName)).toEqual(['Kichererbsencurry', 'Wiener Schnitzel']);

    expect((await employee('DELETE', `${U}/${order.id}/deleteOrder`)).status).toBe(204);
    expect((await employee('GET', `${U}/orderedUserArticlesByPlanId?planId=${plan.id}`)).body).toEqual([]);
    expect((await employee('DELETE', `${U}/${order.id}/deleteOrder`)).status).toBe(404);
  });

  it('shows, changes and deletes only one’s own orders (403 otherwise)', async () => {
    const plan = await newPlan();
    const mine = await employee('POST', `${U}/createOrder`, {
      planId: plan.id,
      orderDetails: [{ articleId: soup.id, quantity: 1 }],
    });
    expect(mine.status).toBe(201);
    const id = mine.body.id;

    const put = await admin('PUT', `${U}/${id}/updateOrder`, { orderDetails: [{ articleId: soup.id, quantity: 5 }] });
    expect(put.status).toBe(403);
    expect(put.body.code).toBe('forbidden');
    // Even a broken body gives 403 for someone else's order: ownership is checked first.
    expect((await admin('PUT', `${U}/${id}/updateOrder`, { nonsense: true })).status).toBe(403);
    expect((await admin('DELETE', `${U}/${id}/deleteOrder`)).status).toBe(403);
    expect((await admin('GET', `${U}/orderedUserArticlesByPlanId?planId=${plan.id}`)).body).toEqual([]);
    expect((await admin('GET', `${U}/orderedUserArticles`)).body.map((o: PortalOrder) => o.id)).not.toContain(id);
    // Ordering in someone else's name is refused too.
    const forOther = await admin('POST', `${U}/createOrder`, {
      planId: plan.id,
      userId: mine.body.userId,
      orderDetails: [{ articleId: soup.id, quantity: 1 }],
    });
    expect(forOther.status).toBe(403);

    const [still] = (await employee('GET', `${U}/orderedUserArticlesByPlanId?planId=${plan.id}`)).body as PortalOrder[];
    expect(still!.orderDetails[0]!.quantity).toBe(1);
    // The other user may order on the same plan for themselves.
    const theirs = await admin('POST', `${U}/createOrder`, {
      planId: plan.id,
      orderDetails: [{ articleId: soup.id, quantity: 2 }],
    });
    expect(theirs.status).toBe(201);
    expect(await ordersFor(plan.id)).toBe(2);
  });

  it('refuses create, change and delete after orderableUntil with 409 and a reason, changing nothing', async () => {
    const past = await newPlan({ past: true });
    const late = await employee('POST', `${U}/createOrder`, {
      planId: past.id,
      orderDetails: [{ articleId: soup.id, quantity: 1 }],
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'order_deadline_passed',
      field: 'planId',
      orderableUntil: past.orderableUntil,
    });
    expect(late.body.message).toContain('09:30');
    expect(await ordersFor(past.id)).toBe(0);

    // An order placed in time; then the kitchen closes the day early.
    const plan = await newPlan();
    const order = await employee('POST', `${U}/createOrder`, {
      planId: plan.id,
      orderDetails: [{ articleId: curry.id, quantity: 1 }],
    });
    expect(order.status).toBe(201);
    const closed = await admin('PUT', `${P}/${plan.id}/updatePlan`, {
      ...plan,
      orderableUntil: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(closed.status, JSON.stringify(closed.body)).toBe(204);
    const change = await employee('PUT', `${U}/${order.body.id}/updateOrder`, {
      orderDetails: [{ articleId: curry.id, quantity: 4 }],
    });
    expect(change.status).toBe(409);
    expect(change.body.code).toBe('order_deadline_passed');
    const remove = await employee('DELETE', `${U}/${order.body.id}/deleteOrder`);
    expect(remove.status).toBe(409);
    const [kept] = (await employee('GET', `${U}/orderedUserArticlesByPlanId?planId=${plan.id}`)).body as PortalOrder[];
    expect(kept!.orderDetails.map((d) => d.quantity)).toEqual([1]);
  });
});

describe('retries never order twice', () => {
  it('replays the first answer for the same Idempotency-Key, once, even in parallel', async () => {
    const plan = await newPlan();
    const body = { planId: plan.id, orderDetails: [{ articleId: schnitzel.id, quantity: 2 }] };
    const key = randomUUID();
    const first = await post(tokens.employee, `${U}/createOrder`, body, { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const firstBody = (await first.json()) as PortalOrder;
    const retry = await post(tokens.employee, `${U}/createOrder`, body, { 'Idempotency-Key': key });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.json()).toEqual(firstBody);
    expect(await ordersFor(plan.id)).toBe(1);

    // The same key with another body is refused.
    const other = await post(
      tokens.employee,
      `${U}/createOrder`,
      { ...body, orderDetails: [{ articleId: schnitzel.id, quantity: 3 }] },
      { 'Idempotency-Key': key },
    );
    expect(other.status).toBe(422);
    expect(((await other.json()) as { code: string }).code).toBe('idempotency_key_reused');
    // Keys belong to their user: admin may use the same key for their own order.
    const adminSame = await post(tokens.admin, `${U}/createOrder`, body, { 'Idempotency-Key': key });
    expect(adminSame.status).toBe(201);
    expect(((await adminSame.json()) as PortalOrder).id).not.toBe(firstBody.id);

    // Parallel retries of a new request: one order, the same answer everywhere.
    const parallelPlan = await newPlan();
    const parallelKey = randomUUID();
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() =>
        post(
          tokens.employee,
          `${U}/createOrder`,
          { ...body, planId: parallelPlan.id },
          { 'Idempotency-Key': parallelKey },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as PortalOrder).id)));
    expect(ids.size).toBe(1);
    expect(await ordersFor(parallelPlan.id)).toBe(1);
  });

  it('refuses a second order for the same plan without a key (409 order_exists with its id), also in parallel', async () => {
    const plan = await newPlan();
    const body = { planId: plan.id, orderDetails: [{ articleId: soup.id, quantity: 1 }] };
    const first = await employee('POST', `${U}/createOrder`, body);
    expect(first.status).toBe(201);
    const second = await employee('POST', `${U}/createOrder`, body);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'order_exists', field: 'planId', orderId: first.body.id });

    const racePlan = await newPlan();
    const race = await Promise.all(
      [1, 2, 3].map(() => post(tokens.employee, `${U}/createOrder`, { ...body, planId: racePlan.id })),
    );
    expect(race.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await ordersFor(racePlan.id)).toBe(1);
  });
});

describe('validation', () => {
  it('answers every bad order with 400 naming the field, and writes nothing', async () => {
    const plan = await newPlan({ includeDefaultArticles: false });
    const ok = { planId: plan.id, orderDetails: [{ articleId: soup.id, quantity: 1 }] };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...ok, orderDetails: [{ articleId: soup.id, quantity: 0 }] }, 'orderDetails.0.quantity'],
      [{ ...ok, orderDetails: [{ articleId: soup.id, quantity: 21 }] }, 'orderDetails.0.quantity'],
      [{ ...ok, orderDetails: [{ articleId: soup.id, quantity: 1.5 }] }, 'orderDetails.0.quantity'],
      [{ ...ok, orderDetails: [{ articleId: soup.id, quantity: '2' }] }, 'orderDetails.0.quantity'],
      [{ ...ok, orderDetails: [] }, 'orderDetails'],
      [{ ...ok, orderDetails: [{ articleId: offMenu.id, quantity: 1 }] }, 'orderDetails.0.articleId'],
      // Default articles only when the plan includes them.
      [{ ...ok, orderDetails: [{ articleId: dessert.id, quantity: 1 }] }, 'orderDetails.0.articleId'],
      [{ ...ok, orderDetails: [{ articleId: randomUUID(), quantity: 1 }] }, 'orderDetails.0.articleId'],
      [
        {
          ...ok,
          orderDetails: [
            { articleId: soup.id, quantity: 1 },
            { articleId: soup.id, quantity: 2 },
          ],
        },
        'orderDetails.1.articleId',
      ],
      [{ ...ok, orderDetails: [{ articleId: 'suppe', quantity: 1 }] }, 'orderDetails.0.articleId'],
      [{ ...ok, pickUpTime: '25:00' }, 'pickUpTime'],
      [{ ...ok, pickUpTime: '12 Uhr' }, 'pickUpTime'],
      [{ ...ok, pickUpLocation: 'Dach' }, 'pickUpLocation'],
      [{ ...ok, planId: 'heute' }, 'planId'],
      [{ orderDetails: ok.orderDetails }, 'planId'],
      [{ ...ok, applicationId: randomUUID() }, 'applicationId'],
      [{ ...ok, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await employee('POST', `${U}/createOrder`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    const unknownPlan = await employee('POST', `${U}/createOrder`, { ...ok, planId: randomUUID() });
    expect(unknownPlan.status).toBe(404);
    expect(unknownPlan.body.field).toBe('planId');
    const badKey = await post(tokens.employee, `${U}/createOrder`, ok, { 'Idempotency-Key': 'mit leerzeichen' });
    expect(badKey.status).toBe(400);
    expect(((await badKey.json()) as { field: string }).field).toBe('Idempotency-Key');
    expect(await ordersFor(plan.id)).toBe(0);

    const created = await employee('POST', `${U}/createOrder`, ok);
    const id = created.body.id;
    const otherPlan = await newPlan();
    const move = await employee('PUT', `${U}/${id}/updateOrder`, { ...ok, planId: otherPlan.id });
    expect(move.status).toBe(400);
    expect(move.body.field).toBe('planId');
    expect((await employee('PUT', `${U}/${id}/updateOrder`, { orderDetails: [] })).body.field).toBe('orderDetails');
    expect((await employee('PUT', `${U}/${randomUUID()}/updateOrder`, ok)).status).toBe(404);
    expect((await employee('PUT', `${U}/bestellung/updateOrder`, ok)).body.field).toBe('id');
    expect((await employee('GET', `${U}/orderedUserArticlesByPlanId`)).body.field).toBe('planId');
    expect((await employee('GET', `${U}/orderedUserArticlesByPlanId?planId=1`)).body.field).toBe('planId');
    const [unchanged] = (await employee('GET', `${U}/orderedUserArticlesByPlanId?planId=${plan.id}`))
      .body as PortalOrder[];
    expect(unchanged!.orderDetails.map((d) => [d.articleId, d.quantity])).toEqual([[soup.id, 1]]);
    const [row] = await server.database.db
      .select({ n: count() })
      .from(t.canteenOrderDetail)
      .where(and(eq(t.canteenOrderDetail.orderId, id)));
    expect(Number(row!.n)).toBe(1);
  });

  it('needs API orders (cz-employee has none)', async () => {
    const plan = await newPlan();
    const res = await cz('POST', `${U}/createOrder`, {
      planId: plan.id,
      orderDetails: [{ articleId: soup.id, quantity: 1 }],
    });
    expect(res.status).toBe(403);
    expect((await cz('GET', `${U}/orderedUserArticles`)).status).toBe(403);
  });
});
