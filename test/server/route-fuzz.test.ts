import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { type ApiRoute, apiRoutes, rowCounts, unusedId, validatorOf } from '../helpers/routes.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * Property-based fuzzing of every writing route (POST, PUT, PATCH, DELETE) and of every query a
 * route declares, generated from the zod schemas the routes declare with validate() (the
 * `validators` registry): each run sends a sample body (or query) with one field made invalid —
 * a wrong type, NUL or control characters, a number beyond its column, a year the database cannot
 * store, too long, nested too deep, an unknown key — as the administrator (who passes every
 * permission). Expected: a 4xx with a JSON error naming a field, and no table changed its row count.
 * Fixed seed, bounded runs per route.
 */

/** Writing routes that take no body at all (everything they need is in the path). */
const noBody = [
  /^DELETE /,
  /^POST \/portal\/api\/Auth\/logout$/,
  /^POST \/portal\/api\/Role\/:roleId\/ResourcePermission\/:ressourceId\/:permissionSetId\/:accessType$/,
];
const runsPerRoute = 12;
const seed = 19;

type Json = Record<string, unknown>;
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
};

function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

const typesOf = (s: JsonSchema): string[] =>
  s.anyOf ? s.anyOf.flatMap(typesOf) : s.enum ? ['string'] : s.type ? [s.type].flat() : [];

/** A value the schema accepts, as far as a JSON Schema tells (the base a mutation changes one field of). */
function sample(s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  if (s.anyOf) return sample(s.anyOf.find((o) => o.type !== 'null') ?? s.anyOf[0]!);
  const type = typesOf(s)[0];
  switch (type) {
    case 'object':
      return Object.fromEntries((s.required ?? []).map((k) => [k, sample(s.properties?.[k] ?? {})]));
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => sample(s.items ?? {}));
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (s.format === 'uuid') return unusedId;
      if (s.format === 'date') return '2026-01-05';
      if (s.format === 'date-time') return '2026-01-05T10:00:00Z';
      if (s.format === 'email') return 'probe@example.com';
      const candidates = ['a', 'Probe', '1', '/de/de/home', '09:30', '4.80', 'de-DE', '2026-01-05', unusedId];
      const pattern = s.pattern ? new RegExp(s.pattern) : null;
      const fits = candidates.find(
        (c) => (!pattern || pattern.test(c)) && c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? 1e9),
      );
      return fits ?? 'a'.repeat(Math.max(1, s.minLength ?? 1));
    }
    default:
      return 'a';
  }
}

interface Mutation {
  /** The field the error must name (or one below it); '(body)' for the whole body. */
  field: string;
  value: unknown;
}

const nested = (depth: number): unknown => {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
};

/** Values a field of this schema must refuse. */
function invalidValues(s: JsonSchema): unknown[] {
  const types = typesOf(s);
  const out: unknown[] = [nested(40)];
  if (!types.length) return out; // an "any" field: only the depth bound applies
  if (!types.includes('object')) out.push({ unexpected: true });
  if (!types.includes('boolean')) out.push(true);
  if (!types.includes('array')) out.push([1, 2]);
  if (types.includes('string') && !s.enum) {
    out.push('a\u0000b', 'line\u0007bell');
    if (s.maxLength !== undefined) out.push('x'.repeat(s.maxLength + 1));
    if (s.format === 'date' || /\\d\{4\}/.test(s.pattern ?? '')) out.push('0000-01-01');
    if (s.format === 'date-time') out.push('0000-01-01T00:00:00Z');
  } else if (!types.includes('string')) {
    out.push('not-a-number');
  }
  if (types.includes('integer')) out.push(2_147_483_648, -2_147_483_649, 1.5);
  if (types.includes('number') && s.maximum !== undefined) out.push(s.maximum + 1e6);
  return out;
}

function bodyMutations(schema: JsonSchema): fc.Arbitrary<{ body: unknown; mutation: Mutation }> {
  const base = (typesOf(schema).includes('object') ? sample(schema) : {}) as Json;
  const properties = Object.entries(schema.properties ?? {});
  const options: fc.Arbitrary<{ body: unknown; mutation: Mutation }>[] = [
    fc.constantFrom<unknown>([], 'text', 42, null, nested(40)).map((body) => ({
      body,
      mutation: { field: '(body)', value: body },
    })),
    fc
      .stringMatching(/^[a-z][a-zA-Z]{2,12}$/)
      .filter((key) => !(key in (schema.properties ?? {})))
      .map((key) => ({ body: { ...base, [key]: 'x' }, mutation: { field: key, value: 'x' } })),
  ];
  if (properties.length) {
    options.push(
      fc
        .constantFrom(...properties)
        .chain(([key, property]) =>
          fc
            .constantFrom(...invalidValues(property))
            .map((value) => ({ body: { ...base, [key]: value }, mutation: { field: key, value } })),
        ),
    );
  }
  return fc.oneof(...options);
}

function queryMutations(schema: JsonSchema): fc.Arbitrary<{ query: string; mutation: Mutation }> | null {
  const properties = Object.entries(schema.properties ?? {});
  if (!properties.length) return null;
  const base = Object.fromEntries(
    properties.filter(([key]) => (schema.required ?? []).includes(key)).map(([key, s]) => [key, String(sample(s))]),
  );
  return fc.constantFrom(...properties).chain(([key, property]) => {
    const bad = ['a%00b', '%07', '%0A'];
    if (property.maxLength !== undefined) bad.push('x'.repeat(property.maxLength + 1));
    if (property.format === 'date' || /\\d\{4\}/.test(property.pattern ?? '')) bad.push('0000-01-01');
    return fc.constantFrom(...bad).map((value) => {
      const params = Object.entries({ ...base, [key]: undefined })
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`);
      return { query: [...params, `${encodeURIComponent(key)}=${value}`].join('&'), mutation: { field: key, value } };
    });
  });
}

let server: SharedTestServer;
let routes: ApiRoute[];
let token: string;

beforeAll(async () => {
  server = await sharedTestServer();
  routes = apiRoutes(server.database);
  token = (await oidcLogin(server.url, 'admin', 'admin', { stepUp: true })).access_token;
});

async function send(route: ApiRoute, query: string, body: unknown) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const withBody = body !== undefined;
  if (withBody) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}${route.path}${query ? `?${query}` : ''}`, {
    method: route.method,
    headers,
    body: withBody ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let json: { field?: string; errors?: { field: string }[] } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    // checked below
  }
  return { status: response.status, json, text };
}

function check(
  route: ApiRoute,
  mutation: Mutation,
  answer: Awaited<ReturnType<typeof send>>,
  problems: string[],
): void {
  const name = `${route.method} ${route.pattern} ${mutation.field}=${JSON.stringify(mutation.value)?.slice(0, 60)}`;
  if (answer.status < 400 || answer.status >= 500) {
    problems.push(`${name}: ${answer.status} ${answer.text.slice(0, 120)}`);
    return;
  }
  const named = [answer.json?.field, ...(answer.json?.errors ?? []).map((e) => e.field)].filter(Boolean) as string[];
  if (!named.length) problems.push(`${name}: ${answer.status} names no field`);
}

describe('route fuzzing', () => {
  it('answers every invalid body of every writing route with a 4xx naming a field, writing nothing', async () => {
    const problems: string[] = [];
    const writing = routes.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(writing.length).toBeGreaterThan(30);
    const before = await rowCounts(server.database);
    for (const route of writing) {
      // A multipart route (`form`) gets the same fields as JSON: refused as not multipart, naming the field.
      const schema = validatorOf(route, 'json') ?? validatorOf(route, 'form');
      if (!schema) {
        if (!noBody.some((p) => p.test(`${route.method} ${route.pattern}`))) {
          problems.push(`${route.method} ${route.pattern}: writes without a declared body schema`);
        }
        continue;
      }
      await fc.assert(
        fc.asyncProperty(bodyMutations(jsonSchemaOf(schema)), async ({ body, mutation }) => {
          check(route, mutation, await send(route, '', body), problems);
        }),
        { seed, numRuns: runsPerRoute },
      );
    }
    expect(problems).toEqual([]);
    expect(await rowCounts(server.database)).toEqual(before);
  }, 120_000);

  it('answers every invalid query string with a 4xx naming a field', async () => {
    const problems: string[] = [];
    const withQuery = routes.filter((r) => validatorOf(r, 'query'));
    expect(withQuery.length).toBeGreaterThan(5);
    const before = await rowCounts(server.database);
    for (const route of withQuery) {
      const mutations = queryMutations(jsonSchemaOf(validatorOf(route, 'query')!));
      if (!mutations) continue;
      const body = ['GET', 'HEAD'].includes(route.method) ? undefined : {};
      await fc.assert(
        fc.asyncProperty(mutations, async ({ query, mutation }) => {
          check(route, mutation, await send(route, query, body), problems);
        }),
        { seed, numRuns: runsPerRoute / 2 },
      );
    }
    expect(problems).toEqual([]);
    expect(await rowCounts(server.database)).toEqual(before);
  }, 120_000);
});
