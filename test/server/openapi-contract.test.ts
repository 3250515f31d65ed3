import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createGeneratorSync } from 'json-schema-faker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PublicLimitName, publicRateLimits } from '../../server/http/public-limits.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { createTestMesLine, deleteTestMesLine } from '../helpers/production.ts';
import { apiBases } from '../helpers/routes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * Schema-driven contract test of the three published documents: for every operation, requests
 * are generated from the document alone (path, query and body from their schemas, json-schema-faker
 * with a fixed seed) and sent as the administrator (who passes every permission). A request the
 * document accepts (checked with Ajv first) must never be refused as invalid (400), and every
 * answer must be declared: its status, its media type, its JSON body (Ajv against the declared
 * schema) and, for a 429, its `Retry-After`. Runs on its own server and in-memory database
 * (vitest.config.ts): the generated writes may change what other files would see.
 */

// biome-ignore lint/suspicious/noExplicitAny: documents are walked field by field
type Doc = Record<string, any>;

const requestsPerOperation = 3;
const localizationLimit = 40;
const seed = 27;

let server: TestServer;
let token: string;
let mesLine: string;
const documents = new Map<string, Doc>();

beforeAll(async () => {
  // Limits far above the run (the generated calls would reach the public ones); a 429 is checked on its own below.
  const rateLimits = Object.fromEntries(
    Object.keys(publicRateLimits).map((name) => [name, { limit: 100_000, windowSeconds: 60 }]),
  ) as Record<PublicLimitName, { limit: number; windowSeconds: number }>;
  // One family low enough to reach its 429 after the run (which sends it fewer requests than this).
  rateLimits.crmLocalization = { limit: localizationLimit, windowSeconds: 600 };
  // Always an in-memory database of its own: the generated writes (roles, users, plans…) must not
  // reach the database the other server files share under `npm run test:pg`.
  server = await startTestServer({ scale: 'small' }, { rateLimits, databaseUrl: 'memory:' });
  token = (await oidcLogin(server.url, 'admin', 'admin', { stepUp: true })).access_token;
  mesLine = await createTestMesLine(server.database.db);
  for (const base of apiBases) documents.set(base, await (await fetch(`${server.url}${base}/openapi.json`)).json());
});

afterAll(async () => {
  if (mesLine) await deleteTestMesLine(server.database.db, mesLine);
  await server?.close();
});

/** A schema of the document made standalone: its refs to `components.schemas` become `$defs`. */
function standalone(document: Doc, schema: Doc): Doc {
  const local = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('#/components/schemas/', '#/$defs/'));
  return { ...local(schema), $defs: local(document.components.schemas ?? {}) };
}

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
// OpenAPI's file format: any bytes.
ajv.addFormat('binary', true);
// `multipleOf` as JSON Schema means it, on the number as written: 4.8 is a multiple of 0.01,
// 0.30000000000000004 is not (Ajv divides floats and lets such noise through).
const decimals = (n: number) => (String(n).split('.')[1] ?? '').length;
ajv.removeKeyword('multipleOf');
ajv.addKeyword({
  keyword: 'multipleOf',
  type: 'number',
  schemaType: 'number',
  validate: (step: number, value: number) =>
    !/e/i.test(String(value)) &&
    decimals(value) <= decimals(step) &&
    Number.isInteger(Math.round(value * 10 ** decimals(step)) / Math.round(step * 10 ** decimals(step))),
});
const compiled = new Map<string, ValidateFunction>();
function validator(document: Doc, schema: Doc): ValidateFunction {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(standalone(document, schema));
    compiled.set(key, validate);
  }
  return validate;
}
const problemsOf = (validate: ValidateFunction) =>
  (validate.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '(root)'} ${e.message}`)
    .join('; ');

const generator = createGeneratorSync({ seed, maxDepth: 4, maxDefaultItems: 2, optionalsProbability: 0.5 });

interface Operation {
  base: string;
  path: string;
  method: string;
  operation: Doc;
}

function operations(): Operation[] {
  return [...documents].flatMap(([base, doc]) =>
    Object.entries(doc.paths as Record<string, Doc>).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ base, path, method, operation: operation as Doc })),
    ),
  );
}

interface Generated {
  url: string;
  init: RequestInit;
  /** Why the document itself refuses what was generated (then the request is not sent). */
  invalid?: string;
}

/** The MES export a binary `file` field carries: a real CSV (the document cannot say what a valid export holds). */
function mesCsv(): Blob {
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const rows = ['date;line;shift;type;code;planned_units;produced_units;minutes;scrap_units'];
  rows.push(`${day};${mesLine};1;output;;100;94;;`);
  return new Blob([`${rows.join('\r\n')}\r\n`], { type: 'text/csv' });
}

/** A value without the fields the schema marks `readOnly` (a client does not send them). */
function withoutReadOnly(document: Doc, schema: Doc, value: unknown): unknown {
  const resolved = (s: Doc): Doc =>
    s.$ref ? resolved(document.components.schemas[(s.$ref as string).split('/').pop()!] as Doc) : s;
  const s = resolved(schema);
  if (Array.isArray(value)) return value.map((item) => withoutReadOnly(document, s.items ?? {}, item));
  if (!value || typeof value !== 'object') return value;
  const properties = { ...(s.properties ?? {}) } as Record<string, Doc>;
  for (const branch of [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])] as Doc[]) {
    Object.assign(properties, resolved(branch).properties ?? {});
  }
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !properties[key] || !resolved(properties[key]!).readOnly)
      .map(([key, v]) => [key, properties[key] ? withoutReadOnly(document, properties[key]!, v) : v]),
  );
}

function generate({ base, path, method, operation }: Operation): Generated {
  const document = documents.get(base)!;
  const parameters = (operation.parameters ?? []) as Doc[];
  const problems: string[] = [];
  const value = (schema: Doc, where: string) => {
    const generated = withoutReadOnly(document, schema, generator.generate(standalone(document, schema)));
    const validate = validator(document, schema);
    if (!validate(generated)) problems.push(`${where}: ${problemsOf(validate)}`);
    return generated;
  };
  let url = path;
  for (const p of parameters.filter((p) => p.in === 'path')) {
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(value(p.schema, `path ${p.name}`))));
  }
  const query = new URLSearchParams();
  for (const p of parameters.filter((p) => p.in === 'query')) {
    if (!p.required && generator.generate({ type: 'boolean' }) === false) continue;
    const generated = value(p.schema, `query ${p.name}`);
    // `style: form, explode: true`: an object's fields, and an array's items, are parameters of their own.
    const pairs: [string, unknown][] =
      generated && typeof generated === 'object' && !Array.isArray(generated)
        ? Object.entries(generated)
        : [[p.name, generated]];
    for (const [name, v] of pairs) for (const item of [v].flat()) query.append(name, String(item));
  }
  const headers: Record<string, string> = { accept: '*/*' };
  if (operation.security?.length) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  const content = operation.requestBody?.content as Doc | undefined;
  if (content?.['application/json']) {
    body = JSON.stringify(value(content['application/json'].schema, 'body'));
    headers['content-type'] = 'application/json';
  } else if (content?.['multipart/form-data']) {
    const schema = content['multipart/form-data'].schema as Doc;
    const form = new FormData();
    for (const [name, field] of Object.entries(schema.properties as Record<string, Doc>)) {
      if (field.format === 'binary') form.append(name, mesCsv(), 'mes.csv');
      else form.append(name, String(value(field, `form ${name}`)));
    }
    body = form;
  }
  const search = query.size ? `?${query}` : '';
  return {
    url: `${base}${url}${search}`,
    init: { method: method.toUpperCase(), headers, body },
    invalid: problems.length ? problems.join(' | ') : undefined,
  };
}

/** The declared response of a status: exact, then its range (`4XX`), then `default`. */
function declared({ base, operation }: Operation, status: number): Doc | undefined {
  const responses = operation.responses as Doc;
  const found = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
  if (!found?.$ref) return found;
  return documents.get(base)!.components.responses[(found.$ref as string).split('/').pop()!];
}

/** A media type range of the document (`image/*`, `*` + `/*`) matches the answer's type. */
function mediaMatches(range: string, type: string): boolean {
  const [rangeMain, rangeSub] = range.split('/');
  const [main, sub] = type.split(';')[0]!.trim().toLowerCase().split('/');
  return (rangeMain === '*' || rangeMain === main) && (rangeSub === '*' || rangeSub === sub);
}

async function check(op: Operation, request: Generated): Promise<string | undefined> {
  const sentBody = typeof request.init.body === 'string' ? ` ${request.init.body.slice(0, 300)}` : '';
  const name = `${request.init.method} ${op.base}${op.path}${sentBody}\n    ${request.url.slice(0, 300)}\n   `;
  const response = await fetch(`${server.url}${request.url}`, request.init);
  const type = response.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes.slice(0, 400));
  if (response.status === 400) {
    // A schema-valid request may fail only a rule the document names beyond the schema (`x-rules`).
    const body = JSON.parse(new TextDecoder().decode(bytes)) as { code: string; errors?: { code: string }[] };
    const codes = body.errors?.length ? body.errors.map((e) => e.code) : [body.code];
    const rules = (op.operation.responses['400']?.['x-rules'] ?? []) as string[];
    const undeclared = codes.filter((code) => !rules.includes(code));
    if (undeclared.length) return `${name}: refused (${undeclared.join(', ')}) ${text}`;
  }
  if (response.status >= 500) return `${name}: ${response.status} ${text}`;
  const answer = declared(op, response.status);
  if (!answer) return `${name}: ${response.status} not declared ${text}`;
  if (response.status === 429 && !response.headers.get('retry-after')) return `${name}: 429 without Retry-After`;
  const content = answer.content as Doc | undefined;
  if (!content) return bytes.length ? `${name}: ${response.status} has a body, none declared` : undefined;
  const media = Object.keys(content).find((range) => mediaMatches(range, type));
  if (!media) return `${name}: ${response.status} ${type}, declared ${Object.keys(content).join(', ')}`;
  const schema = content[media].schema as Doc | undefined;
  if (media === 'application/json' && schema) {
    const validate = validator(documents.get(op.base)!, schema);
    if (!validate(JSON.parse(new TextDecoder().decode(bytes)))) {
      return `${name}: ${response.status} body not as declared: ${problemsOf(validate)}`;
    }
  }
  return undefined;
}

describe('OpenAPI contract', () => {
  it('never refuses a request its document accepts, and every answer is declared', async () => {
    const problems: string[] = [];
    let sent = 0;
    let notGenerated = 0;
    const all = operations();
    expect(all.length).toBeGreaterThan(200);
    // Logging out last: the run's token is still needed until then.
    const ordered = [
      ...all.filter((o) => !o.path.endsWith('/logout')),
      ...all.filter((o) => o.path.endsWith('/logout')),
    ];
    for (const op of ordered) {
      for (let i = 0; i < requestsPerOperation; i++) {
        const request = generate(op);
        if (request.invalid) {
          notGenerated++;
          continue;
        }
        sent++;
        const problem = await check(op, request);
        if (problem) problems.push(problem.slice(0, 1500));
      }
    }
    console.log(`contract: ${sent} requests sent, ${notGenerated} generated requests the documents refuse`);
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(all.length * 2);
  }, 600_000);

  it('declares the 429 of a rate-limited route as it comes: status, body and Retry-After', async () => {
    const op = operations().find((o) => o.base === '/webcrmapi/api' && o.path === '/Localization/countries')!;
    expect(op.operation.responses['429'].headers['Retry-After']).toBeTruthy();
    let limited: string | undefined;
    let status = 0;
    for (let i = 0; i <= localizationLimit && status !== 429; i++) {
      const request = generate(op);
      const response = await fetch(`${server.url}${request.url}`, request.init);
      status = response.status;
      await response.arrayBuffer();
      if (status === 429) limited = (await check(op, request)) ?? 'declared';
    }
    expect(status).toBe(429);
    // The check sends once more: still over the limit, and that answer is as declared.
    expect(limited).toBe('declared');
  });
});
