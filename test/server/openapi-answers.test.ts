import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { apiBases } from '../helpers/routes.ts';
import { startTestServer, type TestServer } from '../helpers/test-server.ts';

/**
 * Every route declares its success answer (server/http/responds.ts), and real answers match it:
 * the documented GET routes are called as the administrator (who may open every one) and each
 * 2xx JSON answer is checked against the schema read back from the published document — the one
 * a generated client trusts, not the zod source.
 */

// biome-ignore lint/suspicious/noExplicitAny: documents are walked field by field
type Doc = Record<string, any>;

let server: TestServer;
let token: string;
const documents = new Map<string, Doc>();

beforeAll(async () => {
  server = await startTestServer();
  // Security administration asks for the step-up level; the administrator may open everything else too.
  token = (await oidcLogin(server.url, 'admin', 'admin', { stepUp: true })).access_token;
  for (const base of apiBases) documents.set(base, await (await fetch(`${server.url}${base}/openapi.json`)).json());
});

afterAll(async () => {
  await server?.close();
});

function operations(): { base: string; path: string; method: string; operation: Doc }[] {
  return [...documents].flatMap(([base, doc]) =>
    Object.entries(doc.paths as Record<string, Doc>).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ base, path, method, operation: operation as Doc })),
    ),
  );
}

async function get(url: string): Promise<{ status: number; type: string; body: unknown }> {
  const response = await fetch(`${server.url}${url}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
  });
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.arrayBuffer();
  return { status: response.status, type, body };
}

/** A schema of the document made standalone: its refs to `components.schemas` become `$defs` (recursive filters). */
function withDefinitions(base: string, schema: Doc): Doc {
  const local = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('#/components/schemas/', '#/$defs/'));
  return { ...local(schema), $defs: local(documents.get(base)!.components.schemas) };
}

/** The answer of a real call checked against the document: the status is declared, its body fits. */
async function checkAnswer(base: string, path: string, url: string, problems: string[], checked: Set<string>) {
  const { status, type, body } = await get(url);
  const declared = documents.get(base)!.paths[path].get.responses[String(status)];
  if (status >= 300 || !declared) {
    problems.push(`GET ${url}: ${status}${declared ? '' : ' (not declared)'}`);
    return;
  }
  const json = declared.content?.['application/json']?.schema;
  if (!json) {
    if (declared.content && !type.includes('json')) checked.add(`${base}${path}`);
    else if (!declared.content && status === 204) checked.add(`${base}${path}`);
    else problems.push(`GET ${url}: ${type} answer, declared ${Object.keys(declared.content ?? {}).join() || 'none'}`);
    return;
  }
  const error = z.fromJSONSchema(withDefinitions(base, json)).safeParse(body).error;
  if (error) problems.push(`GET ${url}: ${z.prettifyError(error).slice(0, 600)}`);
  else checked.add(`${base}${path}`);
}

/** Path and query input for the routes that need it, with real ids from the small demo data. */
const representative: Record<string, string> = {};

describe('OpenAPI answers', () => {
  it('are declared on every route (no undocumented 2XX)', () => {
    const undeclared = operations()
      .filter(({ operation }) => operation.responses['2XX'])
      .map(({ base, path, method }) => `${method.toUpperCase()} ${base}${path}`);
    expect(undeclared).toEqual([]);
  });

  it('match the documented schema on every GET route without input, and representative ones with', async () => {
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const { base, path, operation } of operations().filter((o) => o.method === 'get')) {
      const required = (operation.parameters ?? []).some((p: Doc) => p.required);
      const url = representative[`${base}${path}`] ?? (required ? undefined : `${base}${path}`);
      if (url && !path.endsWith('openapi.json')) await checkAnswer(base, path, url, problems, checked);
    }
    expect(problems).toEqual([]);
    expect(checked.size).toBeGreaterThan(40);
  }, 60_000);
});
