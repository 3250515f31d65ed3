import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canteenApplicationIds,
  type OrderedArticlesOfDay,
  type PortalArticle,
  type PortalPlanItem,
} from '../../contract/canteen.ts';
import { apiPermissions, uiPermissions } from '../../contract/permissions.ts';
import { planRoutes } from '../../server/areas/canteen/plans.ts';
import { addDays, isoWeek, localDate, localTime, mondayOf } from '../../server/areas/canteen/time.ts';
import * as t from '../../server/db/schema.ts';
import { errorResponse } from '../../server/http/errors.ts';
import { deleteTestCanteen } from '../helpers/canteen.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * The kitchen side of the order system: canteens, articles, plans, what was ordered per day and
 * the Excel export. Every run works in its own canteen (a fresh id), so it tolerates the data of
 * earlier runs on PostgreSQL.
 */

let server: TestServer;
let admin: ApiCall;
let employee: ApiCall;
let kitchenStaff: ApiCall;
let cz: ApiCall;
const canteenId = randomUUID();
const A = `/OrderSystemArticle/${canteenId}`;
const P = `/OrderSystemPlan/${canteenId}`;
const O = `/OrderSystemOrder/${canteenId}`;
const U = `/OrderSystemUserOrder/${canteenId}`;
const tz = 'Europe/Berlin';
let token: Record<'admin' | 'employee' | 'kitchen', string>;

beforeAll(async () => {
  server = await startTestServer();
  const [a, e, c, k] = await Promise.all(
    ['admin', 'employee', 'cz-employee', 'kitchen'].map((login) => oidcLogin(server.url, login)),
  );
  admin = portalApiAs(server.url, a!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
  kitchenStaff = portalApiAs(server.url, k!.access_token);
  cz = portalApiAs(server.url, c!.access_token);
  token = { admin: a!.access_token, employee: e!.access_token, kitchen: k!.access_token };
  await server.database.db.insert(t.canteenApplication).values({
    id: canteenId,
    name: `Testkantine ${canteenId.slice(0, 8)}`,
    location: 'Halle 9',
    pickUpLocations: ['Ausgabe Nord', 'Ausgabe Süd'],
    pickUpTimes: ['11:30', '12:00'],
    sortOrder: 99,
  });
});

afterAll(async () => {
  if (server) {
    await deleteTestCanteen(server.database.db, canteenId);
    await server.close();
  }
});

async function article(name: string, articlePrice: string | number, isDefault = false): Promise<PortalArticle> {
  const res = await admin('POST', `${A}/createArticle`, {
    name,
    articlePrice,
    isDefault,
    description: `${name} (Test)`,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function plan(body: Record<string, unknown>): Promise<PortalPlanItem> {
  const res = await admin('POST', `${P}/createPlan`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A Monday in the future, different per call, so plans never collide. */
let weekOffset = 0;
function futureMonday(): string {
  weekOffset += 1;
  return addDays(mondayOf(localDate(new Date(), tz)), 7 * (50 + weekOffset));
}

describe('canteens and articles', () => {
  it('lists the seeded canteens, their default and non-default articles and this week’s plans', async () => {
    const canteens = await employee('GET', '/OrderSystemApplication');
    expect(canteens.status).toBe(200);
    const plattling = canteens.body.find((c: { id: string }) => c.id === canteenApplicationIds.plattling);
    expect(plattling).toMatchObject({ name: 'Kantine Plattling', timeZone: 'Europe/Berlin' });
    expect(plattling.pickUpLocations).toContain('Kantine Halle 3');
    expect(canteens.body.map((c: { id: string }) => c.id)).toContain(canteenApplicationIds.dietenhofen);

    const all = await employee('GET', `/OrderSystemArticle/${canteenApplicationIds.plattling}/articles`);
    expect(all.status).toBe(200);
    const salad = all.body.find((a: PortalArticle) => a.name === 'Beilagensalat');
    expect(salad).toMatchObject({
      isDefault: true,
      articlePrice: '1.50',
      applicationId: canteenApplicationIds.plattling,
    });
    expect(all.body.find((a: PortalArticle) => a.name === 'Käsespätzle mit Röstzwiebeln')?.articlePrice).toBe('4.80');
    const nonDefault = await employee(
      'GET',
      `/OrderSystemArticle/${canteenApplicationIds.plattling}/nonDefaultArticles`,
    );
    expect(nonDefault.body.length).toBe(all.body.length - 3);
    expect(nonDefault.body.every((a: PortalArticle) => !a.isDefault)).toBe(true);

    // Seeded: Monday–Friday of the current week, three meals a day, orderable until 09:30 local time.
    const week = await employee(
      'GET',
      `/OrderSystemPlan/${canteenApplicationIds.plattling}/plan/items?date=${localDate(new Date(), tz)}`,
    );
    expect(week.status).toBe(200);
    expect(week.body).toHaveLength(5);
    const monday = mondayOf(localDate(new Date(), tz));
    expect(week.body.map((p: PortalPlanItem) => p.date)).toEqual([0, 1, 2, 3, 4].map((d) => addDays(monday, d)));
    for (const p of week.body as PortalPlanItem[]) {
      expect(p.planDetails).toHaveLength(3);
      expect(p.includeDefaultArticles).toBe(true);
      expect(localDate(new Date(p.orderableUntil), tz)).toBe(p.date);
      expect(localTime(new Date(p.orderableUntil), tz)).toBe('09:30');
      for (const d of p.planDetails) expect(d.articlePrice).toMatch(/^\d+\.\d{2}$/);
    }
    const next = await employee(
      'GET',
      `/OrderSystemPlan/${canteenApplicationIds.plattling}/plan/items?date=${addDays(monday, 7)}`,
    );
    expect(next.body).toHaveLength(5);
  });

  it('creates, reads, updates and deletes an article with an exact decimal price', async () => {
    const created = await admin('POST', `${A}/createArticle`, {
      name: 'Kartoffelgratin',
      description: 'Mit Rahm',
      articlePrice: 4.8,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Kartoffelgratin',
      articlePrice: '4.80',
      isDefault: false,
      applicationId: canteenId,
    });
    expect(created.headers.get('location')).toBe(`/portal/api${A}/${created.body.id}/article`);
    const id = created.body.id;
    expect((await employee('GET', `${A}/${id}/article`)).body).toEqual(created.body);

    const put = await admin('PUT', `${A}/${id}/updateArticle`, {
      ...created.body,
      articlePrice: '5.9',
      isDefault: true,
    });
    expect(put.status).toBe(204);
    expect((await employee('GET', `${A}/${id}/article`)).body).toMatchObject({ articlePrice: '5.90', isDefault: true });
    expect((await employee('GET', `${A}/nonDefaultArticles`)).body.map((a: PortalArticle) => a.id)).not.toContain(id);

    expect((await admin('DELETE', `${A}/${id}/article`)).status).toBe(204);
    expect((await employee('GET', `${A}/${id}/article`)).status).toBe(404);
    expect((await employee('GET', `${A}/articles`)).body.map((a: PortalArticle) => a.id)).not.toContain(id);
    expect((await admin('DELETE', `${A}/${id}/article`)).status).toBe(404);
  });

  it('answers bad input with 400 naming the field, unknown ids with 404, and writes nothing', async () => {
    const before = (await admin('GET', `${A}/articles`)).body.length;
    const cases: [unknown, string][] = [
      [{ name: 'Suppe', articlePrice: '4.999' }, 'articlePrice'],
      [{ name: 'Suppe', articlePrice: 0.1 + 0.2 }, 'articlePrice'],
      [{ name: 'Suppe', articlePrice: '-1.00' }, 'articlePrice'],
      [{ name: 'Suppe', articlePrice: '1000.01' }, 'articlePrice'],
      [{ name: 'Suppe' }, 'articlePrice'],
      [{ name: '', articlePrice: '1.00' }, 'name'],
      [{ name: 'x'.repeat(201), articlePrice: '1.00' }, 'name'],
      [{ name: 'Suppe', articlePrice: '1.00', isDefault: 'ja' }, 'isDefault'],
      [{ name: 'Suppe', articlePrice: '1.00', colour: 'rot' }, 'colour'],
      [{ name: 'Suppe', articlePrice: '1.00', applicationId: randomUUID() }, 'applicationId'],
    ];
    for (const [body, field] of cases) {
      const res = await admin('POST', `${A}/createArticle`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toMatchObject({ code: 'validation_failed', field });
    }
    expect((await admin('POST', `${A}/createArticle`, '{"name":')).body).toMatchObject({ field: '(body)' });
    expect((await admin('GET', `${A}/articles`)).body.length).toBe(before);

    expect((await admin('GET', '/OrderSystemArticle/kantine-1/articles')).body).toMatchObject({
      field: 'applicationId',
    });
    const unknown = await admin('GET', `/OrderSystemArticle/${randomUUID()}/articles`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('canteen_not_found');
    expect((await admin('GET', `${A}/nicht-da/article`)).body).toMatchObject({ field: 'articleId' });
    expect((await admin('GET', `${A}/${randomUUID()}/article`)).status).toBe(404);
    expect((await admin('GET', `${P}/plan`)).body).toMatchObject({ field: 'date' });
    expect((await admin('GET', `${P}/plan?date=2026-02-30`)).body).toMatchObject({ field: 'date' });
    expect((await admin('GET', `${P}/plans?from=2026-03-01&to=2026-02-01`)).body).toMatchObject({ field: 'to' });
    expect((await admin('GET', `${O}/orderedArticles?date=morgen`)).body).toMatchObject({ field: 'date' });
  });

  it('needs API canteen or orders to read and the kitchen permissions to change', async () => {
    expect((await cz('GET', '/OrderSystemApplication')).status).toBe(403);
    expect((await cz('GET', `${A}/articles`)).status).toBe(403);
    expect((await cz('GET', `${P}/plans`)).status).toBe(403);
    expect((await cz('POST', `${A}/createArticle`, { name: 'x', articlePrice: '1.00' })).status).toBe(403);
    expect((await cz('POST', `${P}/createPlan`, { date: '2030-01-07' })).status).toBe(403);
    expect((await cz('GET', `${O}/orderedArticles?date=2030-01-07`)).status).toBe(403);
    expect((await cz('GET', `${O}/export`)).status).toBe(403);
    expect((await cz('GET', `${U}/orderedUserArticles`)).status).toBe(403);
  });

  it('keeps the kitchen to its staff: the employee orders, the kitchen account plans and sees who ordered', async () => {
    const day = futureMonday();
    // The employee reads what is on offer and orders, but neither plans nor sees colleagues' orders.
    expect((await employee('GET', `${A}/articles`)).status).toBe(200);
    expect((await employee('POST', `${A}/createArticle`, { name: 'x', articlePrice: '1.00' })).status).toBe(403);
    expect((await employee('POST', `${P}/createPlan`, { date: day })).status).toBe(403);
    expect((await employee('POST', `${P}/copyWeek`, { fromDate: day, toDate: addDays(day, 7) })).status).toBe(403);
    expect((await employee('GET', `${O}/orderedArticles?date=${day}`)).status).toBe(403);
    expect((await employee('GET', `${O}/export`)).status).toBe(403);
    // The kitchen account works the kitchen pages and does not order for itself.
    expect((await kitchenStaff('GET', `${O}/orderedArticles?date=${day}`)).status).toBe(200);
    expect((await kitchenStaff('GET', `${P}/plans`)).status).toBe(200);
    expect((await kitchenStaff('GET', `${U}/orderedUserArticles`)).status).toBe(403);
  });
});

describe('plans', () => {
  it('creates a plan, reads it by id, by date and in its week, updates and deletes it', async () => {
    const soup = await article('Erbsensuppe', '3.20');
    const roast = await article('Sauerbraten', '6.40');
    const monday = futureMonday();
    const created = await plan({
      date: monday,
      name: 'Wochenstart',
      planDetails: [{ articleId: roast.id }, { articleId: soup.id, articlePrice: '2.90' }],
    });
    expect(created).toMatchObject({
      date: monday,
      name: 'Wochenstart',
      includeDefaultArticles: true,
      applicationId: canteenId,
      visibleFrom: null,
    });
    // Default deadline: 09:30 on the plan's day, canteen time.
    expect(localTime(new Date(created.orderableUntil), tz)).toBe('09:30');
    expect(localDate(new Date(created.orderableUntil), tz)).toBe(monday);
    expect(created.planDetails.map((d) => [d.articleName, d.articlePrice, d.orderDate])).toEqual([
      ['Sauerbraten', '6.40', monday],
      ['Erbsensuppe', '2.90', monday],
    ]);
    expect(created.planDetails[0]).toMatchObject({
      planId: created.id,
      articleId: roast.id,
      articleDescription: 'Sauerbraten (Test)',
    });

    expect((await employee('GET', `${P}/${created.id}/plan`)).body).toEqual(created);
    expect((await employee('GET', `${P}/plan?date=${monday}`)).body).toEqual(created);
    expect((await employee('GET', `${P}/plan?date=${addDays(monday, 1)}`)).status).toBe(404);
    const tuesday = await plan({ date: addDays(monday, 1), planDetails: [{ articleId: soup.id }] });
    const week = await employee('GET', `${P}/plan/items?date=${addDays(monday, 4)}`);
    expect(week.body.map((p: PortalPlanItem) => p.id)).toEqual([created.id, tuesday.id]);
    const listed = await employee('GET', `${P}/plans?from=${monday}&to=${addDays(monday, 6)}`);
    expect(listed.body.map((p: PortalPlanItem) => p.id)).toEqual([created.id, tuesday.id]);

    const deadline = `${monday}T08:00:00+01:00`;
    const put = await admin('PUT', `${P}/${created.id}/updatePlan`, {
      ...created,
      name: 'Geändert',
      includeDefaultArticles: false,
      orderableUntil: deadline,
      visibleFrom: `${addDays(monday, -3)}T12:00:00+01:00`,
      planDetails: [{ articleId: soup.id, articlePrice: 3 }],
    });
    expect(put.status, JSON.stringify(put.body)).toBe(204);
    const updated = (await kitchenStaff('GET', `${P}/${created.id}/plan`)).body as PortalPlanItem; // visible from Friday: planners see it now
    expect(updated).toMatchObject({
      name: 'Geändert',
      includeDefaultArticles: false,
      orderableUntil: new Date(deadline).toISOString(),
    });
    expect(updated.planDetails.map((d) => [d.articleName, d.articlePrice])).toEqual([['Erbsensuppe', '3.00']]);
    // The detail of an article that stays keeps its id.
    expect(updated.planDetails[0]!.id).toBe(created.planDetails[1]!.id);

    expect((await admin('DELETE', `${P}/${created.id}/deletePlan`)).status).toBe(204);
    expect((await employee('GET', `${P}/${created.id}/plan`)).status).toBe(404);
    expect((await admin('DELETE', `${P}/${created.id}/deletePlan`)).status).toBe(404);
  });

  it('refuses a second plan for a date, impossible times and unknown or repeated articles', async () => {
    const fish = await article('Forelle blau', '7.20');
    const monday = futureMonday();
    await plan({ date: monday, planDetails: [{ articleId: fish.id }] });
    const twice = await admin('POST', `${P}/createPlan`, { date: monday });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'plan_exists', field: 'date' });

    const cases: [Record<string, unknown>, string][] = [
      [{ date: addDays(monday, 1), orderableUntil: `${addDays(monday, 2)}T00:30:00+01:00` }, 'orderableUntil'],
      [{ date: addDays(monday, 1), orderableUntil: 'morgen früh' }, 'orderableUntil'],
      [{ date: addDays(monday, 1), orderableUntil: `${addDays(monday, 1)}T09:00:00` }, 'orderableUntil'],
      [{ date: addDays(monday, 1), visibleFrom: `${addDays(monday, 1)}T10:00:00+01:00` }, 'visibleFrom'],
      [{ date: addDays(monday, 1), planDetails: [{ articleId: randomUUID() }] }, 'planDetails.0.articleId'],
      [
        { date: addDays(monday, 1), planDetails: [{ articleId: fish.id }, { articleId: fish.id }] },
        'planDetails.1.articleId',
      ],
      [
        { date: addDays(monday, 1), planDetails: [{ articleId: fish.id, articlePrice: '7,20' }] },
        'planDetails.0.articlePrice',
      ],
      [{ date: addDays(monday, 1), planDetails: [{ articleId: 'forelle' }] }, 'planDetails.0.articleId'],
      [{ date: '2031-13-01' }, 'date'],
      [{}, 'date'],
      [{ date: addDays(monday, 1), includeDefaultArticles: 1 }, 'includeDefaultArticles'],
    ];
    for (const [body, field] of cases) {
      const res = await admin('POST', `${P}/createPlan`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.field, JSON.stringify(body)).toBe(field);
    }
    // Another canteen's article is unknown here.
    const foreign = (await admin('GET', `/OrderSystemArticle/${canteenApplicationIds.plattling}/articles`)).body[0].id;
    const res = await admin('POST', `${P}/createPlan`, {
      date: addDays(monday, 1),
      planDetails: [{ articleId: foreign }],
    });
    expect(res.body).toMatchObject({ field: 'planDetails.0.articleId' });
    expect((await admin('GET', `${P}/plan?date=${addDays(monday, 1)}`)).status).toBe(404);
  });

  it('keeps a plan with orders: its date, its ordered articles and the plan itself', async () => {
    const dumplings = await article('Semmelknödel mit Pilzrahm', '5.10');
    const cake = await article('Apfelstrudel', '2.10');
    const monday = futureMonday();
    const p = await plan({ date: monday, planDetails: [{ articleId: dumplings.id }, { articleId: cake.id }] });
    const order = await employee('POST', `${U}/createOrder`, {
      planId: p.id,
      orderDetails: [{ articleId: dumplings.id, quantity: 1 }],
    });
    expect(order.status).toBe(201);

    const moved = await admin('PUT', `${P}/${p.id}/updatePlan`, { ...p, date: addDays(monday, 1) });
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ code: 'plan_has_orders', field: 'date' });
    const dropped = await admin('PUT', `${P}/${p.id}/updatePlan`, { ...p, planDetails: [{ articleId: cake.id }] });
    expect(dropped.status).toBe(409);
    expect(dropped.body.message).toContain('Semmelknödel');
    const deleted = await admin('DELETE', `${P}/${p.id}/deletePlan`);
    expect(deleted.status).toBe(409);
    expect(deleted.body.code).toBe('plan_has_orders');
    // Removing an article nobody ordered is fine.
    expect(
      (await admin('PUT', `${P}/${p.id}/updatePlan`, { ...p, planDetails: [{ articleId: dumplings.id }] })).status,
    ).toBe(204);
    expect((await employee('DELETE', `${U}/${order.body.id}/deleteOrder`)).status).toBe(204);
    expect((await admin('DELETE', `${P}/${p.id}/deletePlan`)).status).toBe(204);
  });

  it('copies a week in one go, or not at all when a target day is taken', async () => {
    const pasta = await article('Penne Arrabbiata', '4.40');
    const source = futureMonday();
    await plan({
      date: source,
      name: `KW ${isoWeek(source)} · Montag`,
      planDetails: [{ articleId: pasta.id, articlePrice: '4.20' }],
      visibleFrom: `${addDays(source, -4)}T12:00:00+01:00`,
    });
    await plan({
      date: addDays(source, 2),
      orderableUntil: `${addDays(source, 1)}T14:00:00+01:00`,
      planDetails: [{ articleId: pasta.id }],
    });
    const target = futureMonday();
    const copied = await admin('POST', `${P}/copyWeek`, { fromDate: addDays(source, 3), toDate: addDays(target, 6) });
    expect(copied.status, JSON.stringify(copied.body)).toBe(201);
    expect(copied.body.map((p: PortalPlanItem) => p.date)).toEqual([target, addDays(target, 2)]);
    const [first, second] = copied.body as PortalPlanItem[];
    expect(first!.name).toBe(`KW ${isoWeek(target)} · Montag`);
    expect(first!.planDetails.map((d) => d.articlePrice)).toEqual(['4.20']);
    expect(localTime(new Date(first!.orderableUntil), tz)).toBe('09:30');
    expect(localDate(new Date(first!.visibleFrom!), tz)).toBe(addDays(target, -4));
    expect(localDate(new Date(second!.orderableUntil), tz)).toBe(addDays(target, 1));
    expect(localTime(new Date(second!.orderableUntil), tz)).toBe('14:00');

    const again = await admin('POST', `${P}/copyWeek`, { fromDate: source, toDate: target });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('plan_exists');
    expect((await admin('POST', `${P}/copyWeek`, { fromDate: source, toDate: addDays(source, 1) })).body.field).toBe(
      'toDate',
    );
    expect(
      (await admin('POST', `${P}/copyWeek`, { fromDate: futureMonday(), toDate: futureMonday() })).body.field,
    ).toBe('fromDate');
  });

  it('shows a plan before visibleFrom only to planners, and refuses orders on it for the others', async () => {
    const stew = await article('Pichelsteiner Eintopf', '4.10');
    const monday = futureMonday();
    const hidden = await plan({
      date: monday,
      visibleFrom: `${addDays(monday, -1)}T12:00:00+01:00`,
      planDetails: [{ articleId: stew.id }],
    });
    expect((await kitchenStaff('GET', `${P}/${hidden.id}/plan`)).status).toBe(200); // the kitchen plans (planCreate)
    expect((await employee('GET', `${P}/${hidden.id}/plan`)).status).toBe(404); // the employee only orders

    // A user who only orders (API orders, no canteen): the plan routes in front of a stand-in auth layer.
    const [user] = await server.database.db.select().from(t.portalUser).where(eq(t.portalUser.username, 'employee'));
    const app = new Hono<{ Variables: { portalUser: typeof user; granted: Set<string> } }>();
    app.onError((error, c) => errorResponse(c, error));
    app.use(async (c, next) => {
      c.set('portalUser', user!);
      c.set('granted', new Set([apiPermissions.orders.id, uiPermissions.canteenFoodOrder.id]));
      await next();
    });
    app.route('/OrderSystemPlan', planRoutes(server.database.db));
    const orderer = (path: string) => app.request(`/OrderSystemPlan/${canteenId}${path}`);
    expect((await orderer(`/${hidden.id}/plan`)).status).toBe(404);
    expect((await orderer(`/plan?date=${monday}`)).status).toBe(404);
    expect(((await (await orderer(`/plan/items?date=${monday}`)).json()) as unknown[]).length).toBe(0);
    const create = await app.request(`/OrderSystemPlan/${canteenId}/createPlan`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ date: addDays(monday, 1) }),
    });
    expect(create.status).toBe(403);

    // Visible once visibleFrom has passed.
    await server.database.db
      .update(t.canteenPlan)
      .set({ visibleFrom: new Date(Date.now() - 60_000) })
      .where(eq(t.canteenPlan.id, hidden.id));
    expect((await orderer(`/${hidden.id}/plan`)).status).toBe(200);
  });
});

describe('what the kitchen sees', () => {
  let monday: string;
  let meat: PortalArticle;
  let veggie: PortalArticle;
  let salad: PortalArticle;

  beforeAll(async () => {
    meat = await article('Zwiebelrostbraten', '8.90');
    veggie = await article('Gemüsestrudel', '4.80');
    salad = await article('Beilagensalat Test', '1.50', true);
    monday = futureMonday();
    const mon = await plan({
      date: monday,
      name: 'Montag',
      planDetails: [{ articleId: meat.id }, { articleId: veggie.id }],
    });
    const tue = await plan({ date: addDays(monday, 1), planDetails: [{ articleId: veggie.id, articlePrice: '4.60' }] });
    await plan({ date: addDays(monday, 2), planDetails: [{ articleId: meat.id }] }); // nobody orders
    const orders: [ApiCall, Record<string, unknown>][] = [
      [
        employee,
        {
          planId: mon.id,
          pickUpTime: '11:30',
          pickUpLocation: 'Ausgabe Nord',
          orderDetails: [
            { articleId: veggie.id, quantity: 3 },
            { articleId: salad.id, quantity: 2 },
          ],
        },
      ],
      [
        admin,
        {
          planId: mon.id,
          pickUpTime: '12:00',
          orderDetails: [
            { articleId: meat.id, quantity: 1 },
            { articleId: veggie.id, quantity: 1 },
          ],
        },
      ],
      [employee, { planId: tue.id, orderDetails: [{ articleId: veggie.id, quantity: 2 }] }],
    ];
    for (const [who, body] of orders) {
      const res = await who('POST', `${U}/createOrder`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });

  it('sums the ordered articles of a day exactly (?date=)', async () => {
    const res = await admin('GET', `${O}/orderedArticles?date=${monday}`);
    expect(res.status).toBe(200);
    const day = res.body as OrderedArticlesOfDay;
    expect(day).toMatchObject({ applicationId: canteenId, date: monday, totalQuantity: 7 });
    expect(day.plan?.name).toBe('Montag');
    expect(day.articles.map((a) => [a.articleName, a.articlePrice, a.quantity, a.totalPrice])).toEqual([
      ['Zwiebelrostbraten', '8.90', 1, '8.90'],
      ['Gemüsestrudel', '4.80', 4, '19.20'],
      ['Beilagensalat Test', '1.50', 2, '3.00'],
    ]);
    // 3 × 4.80 + 2 × 1.50 + 8.90 + 4.80 = 31.10 (cents, never floats)
    expect(day.totalPrice).toBe('31.10');
    expect(day.orders.map((o) => [o.user.lastName, o.pickUpTime, o.totalPrice])).toEqual([
      ['Bauer', '11:30', '17.40'],
      ['Weber', '12:00', '13.70'],
    ]);
    const empty = await admin('GET', `${O}/orderedArticles?date=${addDays(monday, 5)}`);
    expect(empty.body).toMatchObject({ plan: null, articles: [], orders: [], totalQuantity: 0, totalPrice: '0.00' });
  });

  it('exports a real XLSX: a sheet per day, quantities and sums as numbers', async () => {
    const res = await fetch(`${server.url}/portal/api${O}/export?from=${monday}&to=${addDays(monday, 6)}`, {
      headers: { authorization: `Bearer ${token.admin}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(
      /^attachment; filename="Testkantine_[0-9a-f]{8}_Bestellungen_.+\.xlsx"; filename\*=UTF-8''/,
    );
    expect(disposition).toContain(`${monday}_${addDays(monday, 6)}.xlsx`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const names = workbook.worksheets.map((s) => s.name);
    const dayName = (date: string) =>
      new Intl.DateTimeFormat('de-DE', {
        timeZone: 'UTC',
        weekday: 'short',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(new Date(`${date}T12:00:00Z`));
    expect(names).toEqual([dayName(monday), dayName(addDays(monday, 1)), dayName(addDays(monday, 2)), 'Übersicht']);

    const rowsOf = (sheet: ExcelJS.Worksheet) => {
      const rows: unknown[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1));
      });
      return rows;
    };
    const monRows = rowsOf(workbook.worksheets[0]!);
    expect(monRows).toContainEqual(['Artikel', 'Beschreibung', 'Einzelpreis', 'Menge', 'Summe']);
    expect(monRows).toContainEqual(['Gemüsestrudel', 'Gemüsestrudel (Test)', 4.8, 4, 19.2]);
    expect(monRows).toContainEqual(['Zwiebelrostbraten', 'Zwiebelrostbraten (Test)', 8.9, 1, 8.9]);
    const total = monRows.find((r) => r[0] === 'Gesamt')!;
    expect(total.slice(3)).toEqual([7, 31.1]);
    expect(monRows).toContainEqual(['Bauer, Lukas', '11:30', 'Ausgabe Nord', 'Gemüsestrudel', 3, 14.4]);
    // Numeric cells are numbers with a euro format, not text.
    const strudel = workbook.worksheets[0]!.getRows(1, 40)!.find((r) => r.getCell(1).value === 'Gemüsestrudel')!;
    expect(strudel.getCell(3).type).toBe(ExcelJS.ValueType.Number);
    expect(strudel.getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(strudel.getCell(5).numFmt).toContain('€');

    const tueRows = rowsOf(workbook.worksheets[1]!);
    expect(tueRows).toContainEqual(['Gemüsestrudel', 'Gemüsestrudel (Test)', 4.6, 2, 9.2]);
    const wedTotal = rowsOf(workbook.worksheets[2]!).find((r) => r[0] === 'Gesamt')!;
    expect(wedTotal.slice(3)).toEqual([0, 0]);
    const overview = rowsOf(workbook.getWorksheet('Übersicht')!);
    expect(overview.find((r) => r[0] === 'Gesamt')!.slice(2)).toEqual([3, 9, 40.3]);

    // English texts on request.
    const en = await fetch(`${server.url}/portal/api${O}/export?from=${monday}&to=${monday}&locale=en`, {
      headers: { authorization: `Bearer ${token.admin}` },
    });
    const enBook = new ExcelJS.Workbook();
    await enBook.xlsx.load(await en.arrayBuffer());
    expect(enBook.worksheets.map((s) => s.name)).toHaveLength(2);
    expect(rowsOf(enBook.worksheets[0]!)).toContainEqual([
      'Article',
      'Description',
      'Unit price',
      'Quantity',
      'Amount',
    ]);
  });

  it('exports the current week by default and validates the range', async () => {
    const res = await fetch(`${server.url}/portal/api/OrderSystemOrder/${canteenApplicationIds.plattling}/export`, {
      headers: { authorization: `Bearer ${token.kitchen}` },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    expect(book.worksheets).toHaveLength(6); // Monday–Friday of the seeded week + overview

    for (const [query, field] of [
      [`from=${monday}&to=${addDays(monday, -1)}`, 'to'],
      [`from=${monday}&to=${addDays(monday, 62)}`, 'to'],
      ['from=2026-1-1', 'from'],
      ['locale=de-AT', 'locale'],
    ] as const) {
      const bad = await admin('GET', `${O}/export?${query}`);
      expect(bad.status, query).toBe(400);
      expect(bad.body.field, query).toBe(field);
    }
  });
});
