import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AccountLookupResult,
  type CrmUserStateResponse,
  type UserData,
  type UserDataInput,
} from '../../contract/crm.ts';
import type { ApiErrorBody } from '../../contract/errors.ts';
import { crmUser, portalUser } from '../../server/db/schema.ts';
import { demoAccounts } from '../../server/demo/accounts.ts';
import { translate } from '../../server/i18n.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * Registrations and the user's own CRM record. The tests run in order: newcomer starts unknown to
 * the CRM (their rows from earlier runs on a PostgreSQL test database are removed first), is
 * refused with bad input, registers, and so on. Counts are compared as deltas.
 */

const subOf = (login: string) => demoAccounts.find((a) => a.login === login)!.sub;
const newcomer = subOf('newcomer');
const partner = subOf('partner');
const admin = subOf('admin');

let server: SharedTestServer;
let base: string;
const tokens: Record<'newcomer' | 'partner' | 'admin', string> = { newcomer: '', partner: '', admin: '' };

beforeAll(async () => {
  server = await sharedTestServer();
  base = `${server.url}/webcrmapi/api`;
  await server.database.db.delete(crmUser).where(inArray(crmUser.openIdUserId, [newcomer, partner]));
  const [n, p, a] = await Promise.all(['newcomer', 'partner', 'admin'].map((login) => oidcLogin(server.url, login)));
  tokens.newcomer = n!.access_token;
  tokens.partner = p!.access_token;
  tokens.admin = a!.access_token;
});

function call(method: string, path: string, token: string | null, body?: unknown): Promise<Response> {
  const headers = new Headers();
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');
  return fetch(`${base}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const endCustomer: UserDataInput = {
  salutation: 'Mr',
  firstName: 'Jonas',
  lastName: 'Neumann',
  telephone: '+49 9931 12345',
  street: 'Bahnhofstraße 12',
  postalCode: '94447',
  city: 'Plattling',
  country: 'DE',
  language: 'de',
  email: 'jonas.neumann@kermi.de',
  targetGroup: 'PRS',
  newsletter: true,
};

const specialist: UserDataInput = {
  salutation: 'Ms',
  firstName: 'Sabine',
  lastName: 'Hoffmann',
  telephone: '+49 991 4711-0',
  street: 'Industriestraße 5',
  postalCode: '94469',
  city: 'Deggendorf',
  country: 'DE',
  language: 'de',
  email: 'info@hoffmann-haustechnik.de',
  targetGroup: 'FHW',
  accountName: 'Hoffmann Haustechnik GmbH',
  accountInfo: 'Heizung, Sanitär, Wärmepumpen',
  telephoneAccount: '+49 991 4711-0',
  websiteUrl: 'https://www.hoffmann-haustechnik.example',
  accountId: '6f1c2b9e-6a0d-4f57-9d7e-0c5b0f4d2a11',
  appearsInResourceSearchHeating: true,
  appearsInResourceSearchSanitary: false,
  newsletter: false,
};

async function rowsOf(sub: string) {
  return server.database.db.select().from(crmUser).where(eq(crmUser.openIdUserId, sub));
}

async function crmUserCount(): Promise<number> {
  return (await server.database.db.select({ n: count() }).from(crmUser))[0]!.n;
}

async function status(sub: string, token: string, locale?: string): Promise<CrmUserStateResponse> {
  const response = await call('GET', `/User/${sub}/status${locale ? `?locale=${locale}` : ''}`, token);
  expect(response.status).toBe(200);
  return (await response.json()) as CrmUserStateResponse;
}

async function expect400(response: Response, fields: string[]): Promise<ApiErrorBody> {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ApiErrorBody;
  expect(body.code).toBe('validation_failed');
  expect(fields).toContain(body.field);
  const named = (body.errors ?? []).map((e) => e.field);
  for (const field of fields) expect(named, JSON.stringify(body)).toContain(field);
  return body;
}

describe('authentication and ownership', () => {
  const protectedCalls: [string, string][] = [
    ['POST', '/RegistrationEndCustomer'],
    ['POST', '/RegistrationSpecialist'],
    ['POST', '/RegistrationSimple'],
    ['GET', `/User/${newcomer}/status?locale=de`],
    ['GET', `/User/${newcomer}`],
    ['PATCH', `/User/${newcomer}`],
  ];

  it('answers 401 with a Bearer challenge without or with a bad token, and sends no CORS headers', async () => {
    for (const [method, path] of protectedCalls) {
      const body = method === 'GET' ? undefined : endCustomer;
      for (const token of [null, 'not-a-jwt', `${tokens.newcomer}x`]) {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: {
            origin: 'https://partner-site.example',
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        });
        expect(response.status, `${method} ${path} ${token}`).toBe(401);
        expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
        expect(response.headers.get('access-control-allow-origin')).toBeNull();
        expect(((await response.json()) as ApiErrorBody).code).toBe('unauthorized');
      }
    }
    expect(await rowsOf(newcomer)).toEqual([]);
  });

  it("answers 403 for another user's id (read, status and change) and changes nothing", async () => {
    const [adminBefore] = await rowsOf(admin);
    for (const [method, path, body] of [
      ['GET', `/User/${admin}`, undefined],
      ['GET', `/User/${admin}/status?locale=de`, undefined],
      ['PATCH', `/User/${admin}`, endCustomer],
      ['GET', `/User/${partner}`, undefined],
      ['PATCH', `/User/${partner}`, { ...endCustomer, firstName: 'Mallory' }],
    ] as const) {
      const response = await call(method, path, tokens.newcomer, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(((await response.json()) as ApiErrorBody).code).toBe('forbidden');
    }
    expect((await rowsOf(admin))[0]).toEqual(adminBefore);
    expect(await rowsOf(partner)).toEqual([]);
  });

  it('answers 400 naming id for an id that is not a UUID (before looking at ownership)', async () => {
    for (const [method, path] of [
      ['GET', '/User/newcomer'],
      ['GET', '/User/12345/status'],
      ['PATCH', `/User/${newcomer.slice(0, -1)}`],
      ['GET', `/User/${newcomer}0`],
    ] as const) {
      const response = await call(method, path, tokens.newcomer, method === 'PATCH' ? endCustomer : undefined);
      await expect400(response, ['id']);
    }
  });

  it('refuses a registration whose body names another openIdUserId (403), storing nothing', async () => {
    const before = await crmUserCount();
    const response = await call('POST', '/RegistrationEndCustomer', tokens.newcomer, {
      ...endCustomer,
      openIdUserId: partner,
    });
    expect(response.status).toBe(403);
    expect(await crmUserCount()).toBe(before);
  });
});

describe('a user the CRM has never seen', () => {
  it('has status 7 NotExists with a localized message (German by default)', async () => {
    expect(await status(newcomer, tokens.newcomer)).toEqual({
      userStatus: AccountLookupResult.NotExists,
      statusMessage: 'Sie sind noch nicht registriert.',
    });
    expect((await status(newcomer, tokens.newcomer, 'en-GB')).statusMessage).toBe('You are not registered yet.');
    expect((await status(newcomer, tokens.newcomer, 'cs')).statusMessage).toBe('Zatím nejste zaregistrováni.');
    expect((await status(newcomer, tokens.newcomer, 'fr-FR')).statusMessage).toBe("Vous n'êtes pas encore inscrit.");
    expect((await status(newcomer, tokens.newcomer, 'it')).statusMessage).toBe('Non è ancora registrato.');
  });

  it('has no CRM record yet: GET /User/{id} answers 404, PATCH too', async () => {
    const read = await call('GET', `/User/${newcomer}`, tokens.newcomer);
    expect(read.status).toBe(404);
    expect(((await read.json()) as ApiErrorBody).code).toBe('not_found');
    expect((await call('PATCH', `/User/${newcomer}`, tokens.newcomer, endCustomer)).status).toBe(404);
    expect(await rowsOf(newcomer)).toEqual([]);
  });
});

describe('UserData validation: 400 naming each failing field, nothing stored', () => {
  const required = ['salutation', 'firstName', 'lastName', 'street', 'postalCode', 'city', 'country'] as const;
  const minLengthOne = ['firstName', 'lastName', 'street', 'postalCode', 'city'] as const;

  async function refused(body: unknown, fields: string[], path = '/RegistrationEndCustomer') {
    const before = await crmUserCount();
    const response = await call('POST', path, tokens.newcomer, body);
    const error = await expect400(response, fields);
    expect(await crmUserCount()).toBe(before);
    expect(await rowsOf(newcomer)).toEqual([]);
    return error;
  }

  it('requires salutation, firstName, lastName, street, postalCode, city and country (missing or null)', async () => {
    for (const field of required) {
      const { [field]: _, ...without } = endCustomer;
      const missing = await refused(without, [field]);
      expect(missing.message).toContain(field);
      await refused({ ...endCustomer, [field]: null }, [field], '/RegistrationSpecialist');
    }
  });

  it('needs at least 1 character in firstName, lastName, street, postalCode and city (and a blank counts as empty)', async () => {
    for (const field of minLengthOne) {
      await refused({ ...endCustomer, [field]: '' }, [field]);
      await refused({ ...endCustomer, [field]: '   ' }, [field], '/RegistrationSpecialist');
    }
    // Required salutation and country are refused empty as well.
    await refused({ ...endCustomer, salutation: '', country: '' }, ['salutation', 'country']);
  });

  it('names every failing field at once', async () => {
    const { errors } = await refused({ newsletter: 'yes' }, [...required, 'newsletter']);
    expect(new Set(errors!.map((e) => e.field))).toEqual(new Set([...required, 'newsletter']));
  });

  it('refuses wrongly typed values', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ newsletter: 'yes' }, 'newsletter'],
      [{ newsletter: 1 }, 'newsletter'],
      [{ newsletter: null }, 'newsletter'],
      [{ appearsInResourceSearchHeating: 'true' }, 'appearsInResourceSearchHeating'],
      [{ appearsInResourceSearchSanitary: 0 }, 'appearsInResourceSearchSanitary'],
      [{ firstName: 42 }, 'firstName'],
      [{ postalCode: 94447 }, 'postalCode'],
      [{ country: ['DE'] }, 'country'],
      [{ telephone: 991123 }, 'telephone'],
      [{ email: { address: 'x@example.com' } }, 'email'],
      [{ targetGroup: false }, 'targetGroup'],
      [{ accountInfo: 7 }, 'accountInfo'],
    ];
    for (const [change, field] of cases) await refused({ ...endCustomer, ...change }, [field]);
  });

  it('requires UUID strings in openIdUserId and accountId', async () => {
    for (const value of ['abc', '2300eb63cd744f34bd9732c2dee2d7c6', `${newcomer}-1`, 12345]) {
      await refused({ ...endCustomer, openIdUserId: value }, ['openIdUserId']);
      await refused({ ...specialist, accountId: value }, ['accountId'], '/RegistrationSpecialist');
    }
  });

  it('refuses bodies that are not a JSON object', async () => {
    for (const body of ['[]', 'null', '"text"', '{"firstName": ']) {
      const before = await crmUserCount();
      const response = await call('POST', '/RegistrationEndCustomer', tokens.newcomer, body);
      expect(response.status, body).toBe(400);
      expect(await crmUserCount()).toBe(before);
    }
    const plain = await fetch(`${base}/RegistrationEndCustomer`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.newcomer}`, 'content-type': 'text/plain' },
      body: JSON.stringify(endCustomer),
    });
    expect(plain.status).toBe(415);
    expect(await rowsOf(newcomer)).toEqual([]);
  });

  it('left the user at status 7', async () => {
    expect((await status(newcomer, tokens.newcomer)).userStatus).toBe(AccountLookupResult.NotExists);
  });
});

describe('registration as an end customer', () => {
  it('stores the UserData (identity from the token) and moves the status from 7 to 1', async () => {
    const before = await crmUserCount();
    expect((await status(newcomer, tokens.newcomer)).userStatus).toBe(7);
    const response = await call('POST', '/RegistrationEndCustomer', tokens.newcomer, {
      ...endCustomer,
      firstName: '  Jonas ',
      login: 'somebody-else',
      openIdUserId: newcomer.toUpperCase(),
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as UserData;
    expect(saved).toMatchObject({
      ...endCustomer,
      firstName: 'Jonas',
      openIdUserId: newcomer,
      login: 'newcomer',
      domain: 'kermi.de',
      appearsInResourceSearchHeating: false,
      appearsInResourceSearchSanitary: false,
      accountId: null,
    });
    // Unknown properties are refused like everywhere else (400 naming them), and nothing is stored.
    const unknown = await call('POST', '/RegistrationEndCustomer', tokens.newcomer, {
      ...endCustomer,
      unknownProperty: 1,
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { field: string }).field).toBe('unknownProperty');
    expect(await crmUserCount()).toBe(before + 1);

    const state = await status(newcomer, tokens.newcomer, 'de-DE');
    expect(state.userStatus).toBe(AccountLookupResult.ExistsAsWebRegistration);
    expect(state.statusMessage).toBe(translate('de', 'crm.userStatus.ExistsAsWebRegistration'));
    expect(state.statusMessage).toMatch(/Registrierung ist eingegangen/);
    expect((await status(newcomer, tokens.newcomer, 'en')).statusMessage).toMatch(/received your registration/);

    const read = await call('GET', `/User/${newcomer}`, tokens.newcomer);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual(saved);
    // The id in the path may be written in capitals.
    expect((await call('GET', `/User/${newcomer.toUpperCase()}`, tokens.newcomer)).status).toBe(200);
  });

  it('is idempotent: a repeated submit updates the one row, never duplicates it', async () => {
    const before = await crmUserCount();
    const [first] = await rowsOf(newcomer);
    for (const cityName of ['Deggendorf', 'Plattling']) {
      const response = await call('POST', '/RegistrationEndCustomer', tokens.newcomer, {
        ...endCustomer,
        city: cityName,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as UserData).city).toBe(cityName);
    }
    const rows = await rowsOf(newcomer);
    expect(rows).toHaveLength(1);
    expect(await crmUserCount()).toBe(before);
    expect(rows[0]!.createdAt).toEqual(first!.createdAt);
    expect(rows[0]!.updatedAt.getTime()).toBeGreaterThanOrEqual(first!.updatedAt.getTime());
    expect(rows[0]!.status).toBe(AccountLookupResult.ExistsAsWebRegistration);

    // Submitted twice at the same time: still one row.
    const together = await Promise.all(
      [1, 2, 3].map(() => call('POST', '/RegistrationEndCustomer', tokens.newcomer, endCustomer)),
    );
    expect(together.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await rowsOf(newcomer)).toHaveLength(1);
    expect(await crmUserCount()).toBe(before);
  });

  it('does not create a portal user: the portal keeps answering 412 until an administrator grants access', async () => {
    const [portalUsers] = await server.database.db.select({ n: count() }).from(portalUser);
    const login = await fetch(`${server.url}/portal/api/Auth/loginOpenId`, {
      method: 'POST',
      headers: { authorization: `Bearer ${tokens.newcomer}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sub: newcomer, login: 'newcomer', mail: 'jonas.neumann@kermi.de' }),
    });
    expect(login.status).toBe(412);
    const [after] = await server.database.db.select({ n: count() }).from(portalUser);
    expect(after!.n).toBe(portalUsers!.n);
    expect(await server.database.db.select().from(portalUser).where(eq(portalUser.openIdUserId, newcomer))).toEqual([]);
  });
});

describe('PATCH /User/{id}', () => {
  it('changes the own record and keeps the status', async () => {
    const response = await call('PATCH', `/User/${newcomer}`, tokens.newcomer, {
      ...endCustomer,
      street: 'Stadtplatz 3',
      telephone: null,
      newsletter: false,
    });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as UserData;
    expect(changed).toMatchObject({ street: 'Stadtplatz 3', telephone: null, newsletter: false, login: 'newcomer' });
    expect(await (await call('GET', `/User/${newcomer}`, tokens.newcomer)).json()).toEqual(changed);
    expect((await status(newcomer, tokens.newcomer)).userStatus).toBe(AccountLookupResult.ExistsAsWebRegistration);
  });

  it('validates like a registration and changes nothing on error', async () => {
    const [before] = await rowsOf(newcomer);
    await expect400(await call('PATCH', `/User/${newcomer}`, tokens.newcomer, { ...endCustomer, city: '' }), ['city']);
    await expect400(await call('PATCH', `/User/${newcomer}`, tokens.newcomer, { ...endCustomer, newsletter: 'yes' }), [
      'newsletter',
    ]);
    await expect400(
      await call('PATCH', `/User/${newcomer}`, tokens.newcomer, { ...endCustomer, accountId: 'not-a-uuid' }),
      ['accountId'],
    );
    const other = await call('PATCH', `/User/${newcomer}`, tokens.newcomer, { ...endCustomer, openIdUserId: partner });
    expect(other.status).toBe(403);
    expect((await rowsOf(newcomer))[0]).toEqual(before);
  });
});

describe('registration as a specialist and the simple registration', () => {
  it('simple registration stores the language, the account’s names and e-mail, and moves the status to 1; the address stays to be completed', async () => {
    const before = await crmUserCount();
    expect((await status(partner, tokens.partner)).userStatus).toBe(AccountLookupResult.NotExists);
    await expect400(await call('POST', '/RegistrationSimple', tokens.partner, { language: 42 }), ['language']);
    expect(await crmUserCount()).toBe(before);

    const account = demoAccounts.find((a) => a.login === 'partner')!;
    const response = await call('POST', '/RegistrationSimple', tokens.partner, { language: 'de' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      openIdUserId: partner,
      login: 'partner',
      domain: 'installateur-partner.de',
      language: 'de',
      // from the access token (names and e-mail as Keycloak and Entra ID send them)
      firstName: account.givenName,
      lastName: account.familyName,
      email: account.email,
      street: null,
      telephone: null,
    });
    expect((await status(partner, tokens.partner)).userStatus).toBe(AccountLookupResult.ExistsAsWebRegistration);
    expect(await crmUserCount()).toBe(before + 1);
  });

  it('specialist registration completes the same record (no duplicate), with the resource-search flags', async () => {
    const before = await crmUserCount();
    const response = await call('POST', '/RegistrationSpecialist', tokens.partner, specialist);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as UserData;
    expect(saved).toMatchObject({ ...specialist, openIdUserId: partner, login: 'partner' });
    expect(saved.appearsInResourceSearchHeating).toBe(true);
    expect(await rowsOf(partner)).toHaveLength(1);
    expect((await rowsOf(partner))[0]!.registrationKind).toBe('specialist');
    expect(await crmUserCount()).toBe(before);

    // A simple registration afterwards keeps the profile.
    const simple = await call('POST', '/RegistrationSimple', tokens.partner, { language: 'en' });
    expect(await simple.json()).toMatchObject({ ...specialist, language: 'en' });
    expect((await rowsOf(partner))[0]!.registrationKind).toBe('specialist');
    expect(await crmUserCount()).toBe(before);
  });

  it('gives DuplicateEmail (6) when another CRM user has the address, and 1 again once it is the own one', async () => {
    const adminEmail = demoAccounts.find((a) => a.login === 'admin')!.email;
    const duplicate = await call('POST', '/RegistrationSpecialist', tokens.partner, {
      ...specialist,
      email: adminEmail.toUpperCase(),
    });
    expect(duplicate.status).toBe(200);
    const state = await status(partner, tokens.partner, 'de');
    expect(state.userStatus).toBe(AccountLookupResult.DuplicateEmail);
    expect(state.statusMessage).toMatch(/E-Mail-Adresse ist bereits/);

    await call('POST', '/RegistrationSpecialist', tokens.partner, specialist);
    expect((await status(partner, tokens.partner)).userStatus).toBe(AccountLookupResult.ExistsAsWebRegistration);
  });
});

describe('a user who already is a CRM contact (seeded admin)', () => {
  it('reads the own record and status 2; a registration updates the data but never downgrades the status', async () => {
    const read = await call('GET', `/User/${admin}`, tokens.admin);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ openIdUserId: admin, login: 'admin', domain: 'kermi.de' });
    const state = await status(admin, tokens.admin, 'en');
    expect(state.userStatus).toBe(AccountLookupResult.ExistsAsContactCmsEnabled);
    expect(state.statusMessage).toMatch(/portal access is active/);

    const [row] = await rowsOf(admin);
    const again = await call('POST', '/RegistrationSpecialist', tokens.admin, {
      salutation: row!.salutation,
      firstName: row!.firstName,
      lastName: row!.lastName,
      street: row!.street,
      postalCode: row!.postalCode,
      city: row!.city,
      country: row!.country,
      email: row!.email,
      language: row!.language,
      targetGroup: row!.targetGroup,
      accountName: row!.accountName,
      telephone: row!.telephone,
    });
    expect(again.status).toBe(200);
    expect((await status(admin, tokens.admin)).userStatus).toBe(AccountLookupResult.ExistsAsContactCmsEnabled);
    expect(await rowsOf(admin)).toHaveLength(1);
  });
});
