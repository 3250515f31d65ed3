import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SapSqlErrorBody, SapSqlPlan, SapSqlSavedQuery } from '../../contract/sap-sql.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiCall, portalApiAs } from '../helpers/portal-api.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * What the SQL editor offers analysts besides running a statement: the engine's plan (EXPLAIN),
 * errors with their kind and place in the text as sent, and named statements shared with
 * named users — others never learn they exist.
 */
let server: SharedTestServer;
let admin: ApiCall;
let sales: ApiCall;
let employee: ApiCall;
let salesId: string;
let employeeId: string;
const made: string[] = [];

beforeAll(async () => {
  server = await sharedTestServer();
  const [a, s, e] = await Promise.all(['admin', 'sales', 'employee'].map((login) => oidcLogin(server.url, login)));
  admin = portalApiAs(server.url, a!.access_token);
  sales = portalApiAs(server.url, s!.access_token);
  employee = portalApiAs(server.url, e!.access_token);
  // Ids by login, from the reporting recipients (employee and sales both use reporting).
  const users = await admin<{ id: string; username: string }[]>('GET', '/reporting/SharedQuery/Users');
  const idOf = (login: string) => users.body.find((u) => u.username === login)!.id;
  salesId = idOf('sales');
  employeeId = idOf('employee');
  // The analytics store may still be building.
  expect((await admin('POST', '/SapSql', { query: 'select 1' })).status).toBe(200);
});

// On PostgreSQL the server files share one database: the statements saved here go with the file.
afterAll(async () => {
  for (const id of made) await admin('DELETE', `/SapSql/Query/${id}`);
});

describe('EXPLAIN', () => {
  it('answers the plan of the statement without running it', async () => {
    const answer = await admin<SapSqlPlan>('POST', '/SapSql/explain', {
      query: `select k.kunnr, k.name1, count(*), sum(a.netwr)
        from vbak a join kna1 k on k.kunnr = a.kunnr group by 1, 2 order by 4 desc limit 20;`,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.plan).toMatch(/HASH_JOIN/);
    expect(answer.body.plan).toMatch(/TOP_N|ORDER_BY/);
    expect(answer.body.plan.split('\n').length).toBeGreaterThan(10);
    expect(typeof answer.body.duration).toBe('number');
  });

  it('keeps the guard: a write or another schema is refused before any plan', async () => {
    const write = await admin<SapSqlErrorBody>('POST', '/SapSql/explain', { query: 'delete from vbak' });
    expect([write.status, write.body.code]).toEqual([400, 'sql_not_select']);
    const other = await admin<SapSqlErrorBody>('POST', '/SapSql/explain', { query: 'select * from portal_user' });
    expect([other.status, other.body.code]).toEqual([400, 'sql_forbidden']);
    expect((await employee('POST', '/SapSql/explain', { query: 'select 1' })).status).toBe(403);
  });

  it('does not land in the history', async () => {
    const marker = `select 'explain only ${Date.now()}' as x`;
    expect((await admin('POST', '/SapSql/explain', { query: marker })).status).toBe(200);
    const history = await admin<{ query: string }[]>('GET', '/SapSql/history');
    expect(history.body.map((h) => h.query)).not.toContain(marker);
  });
});

describe('errors: kind and place', () => {
  it.each([
    [
      'an unknown column',
      '  -- first line\nselect kunnr,\n       no_such_column\nfrom kna1',
      'binding',
      'no_such_column',
    ],
    ['an unknown function', 'select kunnr,\n  no_such_fn(name1) from kna1', 'unknown_object', 'no_such_fn'],
    ['a failed conversion', "select 'abc'::integer", 'conversion', '::integer'],
  ])('marks %s in the text as sent', async (_, query, reason, at) => {
    const answer = await admin<SapSqlErrorBody>('POST', '/SapSql', { query });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('sql_error');
    expect(answer.body.reason).toBe(reason);
    expect(answer.body.position).toBe(query.indexOf(at) + 1);
    // The engine's own text stays available.
    expect(answer.body.message).toMatch(/Error:/);
  });

  it('marks the same place when only the plan was asked for', async () => {
    const query = 'select kunnr, nope from kna1';
    const answer = await admin<SapSqlErrorBody>('POST', '/SapSql/explain', { query });
    expect([answer.body.reason, answer.body.position]).toEqual(['binding', query.indexOf('nope') + 1]);
  });

  it('marks what the guard refuses: a table outside the erp schema, a function not allowed', async () => {
    const table = 'select kunnr\nfrom kna1 join portal_user u on true';
    const unknown = await admin<SapSqlErrorBody>('POST', '/SapSql', { query: table });
    expect([unknown.body.code, unknown.body.reason]).toEqual(['sql_forbidden', 'unknown_object']);
    expect(unknown.body.position).toBe(table.indexOf('portal_user') + 1);
    const fn = "select 1, read_csv('/etc/passwd')";
    const refused = await admin<SapSqlErrorBody>('POST', '/SapSql', { query: fn });
    expect([refused.body.code, refused.body.position]).toEqual(['sql_forbidden', fn.indexOf('read_csv') + 1]);
  });

  it('gives a syntax error its reason and place from the parser', async () => {
    const query = 'select kunnr\nfrom kna1 where';
    const answer = await admin<SapSqlErrorBody>('POST', '/SapSql', { query });
    expect([answer.body.code, answer.body.reason]).toEqual(['sql_syntax', 'syntax']);
    expect(answer.body.position).toBe(query.length + 1);
  });
});

describe('saved statements', () => {
  const save = async (name: string, query = 'select kunnr, name1 from kna1 limit 5') => {
    const answer = await admin<SapSqlSavedQuery>('POST', '/SapSql/Query', { name, query });
    expect(answer.status).toBe(201);
    made.push(answer.body.id);
    return answer.body;
  };

  it('are the owner’s until shared; a recipient reads and drops, only the owner changes', async () => {
    const saved = await save(`Top-Kunden ${Date.now()}`);
    expect(saved).toMatchObject({ isOwner: true, sharedWith: [] });
    const mine = await admin<SapSqlSavedQuery[]>('GET', '/SapSql/Query');
    expect(mine.body.map((q) => q.id)).toContain(saved.id);

    // Not shared: sales does not learn it exists.
    expect((await sales<SapSqlSavedQuery[]>('GET', '/SapSql/Query')).body.map((q) => q.id)).not.toContain(saved.id);
    expect((await sales('GET', `/SapSql/Query/${saved.id}`)).status).toBe(404);
    expect((await sales('PUT', `/SapSql/Query/${saved.id}`, { name: 'x', query: 'select 1' })).status).toBe(404);
    expect((await sales('POST', `/SapSql/Query/${saved.id}/Share`, { userId: salesId })).status).toBe(404);

    // Shared with sales.
    const users = await admin<{ id: string; username: string }[]>('GET', '/SapSql/Query/Users');
    expect(users.body.map((u) => u.username)).toContain('sales');
    expect(users.body.map((u) => u.username)).not.toContain('employee');
    const shared = await admin('POST', `/SapSql/Query/${saved.id}/Share`, { userId: salesId });
    expect(shared.status).toBe(201);
    expect((await admin('POST', `/SapSql/Query/${saved.id}/Share`, { userId: salesId })).status).toBe(409);
    const theirs = await sales<SapSqlSavedQuery>('GET', `/SapSql/Query/${saved.id}`);
    expect(theirs.status).toBe(200);
    expect(theirs.body).toMatchObject({ query: saved.query, isOwner: false, creator: { username: 'admin' } });
    expect(theirs.body.sharedWith.map((u) => u.id)).toEqual([salesId]);
    expect((await sales<SapSqlSavedQuery[]>('GET', '/SapSql/Query')).body.map((q) => q.id)).toContain(saved.id);
    // Runs as any statement the recipient types: under their own guard and history.
    expect((await sales('POST', '/SapSql', { query: theirs.body.query })).status).toBe(200);

    // A recipient may not change, delete or pass it on.
    expect((await sales('PUT', `/SapSql/Query/${saved.id}`, { name: 'x', query: 'select 1' })).status).toBe(403);
    expect((await sales('DELETE', `/SapSql/Query/${saved.id}`)).status).toBe(403);
    expect((await sales('POST', `/SapSql/Query/${saved.id}/Share`, { userId: employeeId })).status).toBe(403);

    // The owner changes it; the recipient sees the new text.
    expect((await admin('PUT', `/SapSql/Query/${saved.id}`, { name: saved.name, query: 'select 2 as b' })).status).toBe(
      204,
    );
    expect((await sales<SapSqlSavedQuery>('GET', `/SapSql/Query/${saved.id}`)).body.query).toBe('select 2 as b');

    // The recipient drops it: gone for them, still the owner's.
    expect((await sales('DELETE', `/SapSql/Query/${saved.id}/Share/${salesId}`)).status).toBe(204);
    expect((await sales('GET', `/SapSql/Query/${saved.id}`)).status).toBe(404);
    expect((await admin<SapSqlSavedQuery>('GET', `/SapSql/Query/${saved.id}`)).body.sharedWith).toEqual([]);
  });

  it('are shared only with holders of the SQL editor, never with their owner', async () => {
    const saved = await save(`Nur für SQL ${Date.now()}`);
    const toEmployee = await admin<SapSqlErrorBody>('POST', `/SapSql/Query/${saved.id}/Share`, { userId: employeeId });
    expect([toEmployee.status, toEmployee.body.field]).toEqual([400, 'userId']);
    const toSelf = await admin<SapSqlErrorBody>('POST', `/SapSql/Query/${saved.id}/Share`, {
      userId: saved.creator.id,
    });
    expect([toSelf.status, toSelf.body.field]).toEqual([400, 'userId']);
    expect((await employee('GET', '/SapSql/Query')).status).toBe(403);
  });

  it('refuse bad bodies and ids, naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ query: 'select 1' }, 'name'],
      [{ name: '', query: 'select 1' }, 'name'],
      [{ name: 'x'.repeat(201), query: 'select 1' }, 'name'],
      [{ name: 'Leer', query: '' }, 'query'],
      [{ name: 'Extra', query: 'select 1', owner: 'me' }, ''],
    ];
    for (const [body, field] of cases) {
      const answer = await admin<SapSqlErrorBody>('POST', '/SapSql/Query', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (field) expect(answer.body.field, JSON.stringify(body)).toBe(field);
    }
    expect((await admin<SapSqlErrorBody>('GET', '/SapSql/Query/not-a-uuid')).body.field).toBe('id');
    const saved = await save(`Ungültig teilen ${Date.now()}`);
    const share = await admin<SapSqlErrorBody>('POST', `/SapSql/Query/${saved.id}/Share`, { userId: 'x' });
    expect([share.status, share.body.field]).toEqual([400, 'userId']);
  });
});
