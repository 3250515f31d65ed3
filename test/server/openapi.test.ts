import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiDocsClientId, apiDocsRedirectPath, apiDocsScopes } from '../../server/idp/provider.ts';
import { isReferencePage, openApiPath } from '../../server/openapi/document.ts';
import { authorizeUrl, createPkce, oidcLogin, openLoginPage, submitLogin } from '../helpers/oidc-login.ts';
import { portalApiAs } from '../helpers/portal-api.ts';
import { type ApiRoute, apiBases, apiRoutes } from '../helpers/routes.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * The OpenAPI documents stay true: every mounted route is in its API's document with its method,
 * real answers of representative routes pass the documented schema (read back from the published
 * JSON, not from the zod source), and a client typed by openapi-typescript compiles.
 */

// biome-ignore lint/suspicious/noExplicitAny: documents are walked field by field
type Doc = Record<string, any>;

let server: SharedTestServer;
let routes: ApiRoute[];
const documents = new Map<string, Doc>();

beforeAll(async () => {
  server = await sharedTestServer();
  routes = apiRoutes(server.database);
  for (const base of apiBases) {
    const response = await fetch(`${server.url}${base}/openapi.json`);
    expect(response.status, base).toBe(200);
    documents.set(base, (await response.json()) as Doc);
  }
});

/** The documented 200 answer of a route as a zod schema, rebuilt from the published JSON Schema. */
function documentedAnswer(base: string, path: string, method = 'get'): z.ZodType {
  const schema = documents.get(base)!.paths[path]?.[method]?.responses?.['200']?.content?.['application/json']?.schema;
  expect(schema, `${method} ${base}${path} documents its answer`).toBeTruthy();
  return z.fromJSONSchema(schema);
}

/** Type errors of one file of the generated client (strict TypeScript). */
async function compile(dir: string, file: string): Promise<string[]> {
  const program = ts.createProgram([join(dir, file)], {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    skipLibCheck: true,
    types: [],
  });
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('OpenAPI documents', () => {
  it('list every mounted route with its method, security and input', () => {
    expect(routes.length).toBeGreaterThan(80);
    const missing: string[] = [];
    for (const route of routes.filter((r) => !isReferencePage(r.pattern))) {
      const base = apiBases.find((b) => route.pattern.startsWith(`${b}/`))!;
      const doc = documents.get(base)!;
      expect(doc.openapi).toBe('3.1.0');
      const operation = doc.paths[openApiPath(route.pattern, base)]?.[route.method.toLowerCase()];
      if (!operation) {
        missing.push(`${route.method} ${route.pattern}`);
        continue;
      }
      expect(operation.security, route.pattern).toEqual(route.needsToken ? [{ portalOidc: [] }, { bearer: [] }] : []);
      if (route.validators.some((v) => v.target === 'json')) expect(operation.requestBody, route.pattern).toBeTruthy();
      if (route.validators.length) expect(operation.responses['400'], route.pattern).toBeTruthy();
    }
    expect(missing).toEqual([]);
    expect(documents.get('/portal/api')!.paths['/docs']).toBeUndefined();
    const portal = documents.get('/portal/api')!;
    expect(portal.components.securitySchemes.portalOidc.flows.authorizationCode).toMatchObject({
      authorizationUrl: `${server.url}/openid/auth`,
      tokenUrl: `${server.url}/openid/token`,
    });
    expect(portal.components.schemas.ApiError.required).toEqual(['code', 'message']);
    // Query parameters by name, also for a query whose names are matched case-insensitively.
    const fileParams = portal.paths['/File/files'].get.parameters.map((p: { name: string }) => p.name);
    expect(fileParams).toEqual(expect.arrayContaining(['selectedModule', 'FolderName']));
    // A body schema is the one the route validates with: strict objects refuse unknown keys.
    expect(portal.paths['/Favorites'].post.requestBody.content['application/json'].schema.additionalProperties).toBe(
      false,
    );
  });

  it('describe real answers: favourites, dealer products, localization lists', async () => {
    const employee = portalApiAs(server.url, (await oidcLogin(server.url, 'employee')).access_token);
    const created = await employee('POST', '/Favorites', { name: 'OpenAPI check', path: '/de/de/PM/convectors/krn92' });
    expect(created.status).toBeLessThan(300);
    try {
      const list = await employee('GET', '/Favorites');
      expect(list.status).toBe(200);
      expect(list.body.length).toBeGreaterThan(0);
      expect(documentedAnswer('/portal/api', '/Favorites').safeParse(list.body).error).toBeUndefined();
    } finally {
      await employee('DELETE', `/Favorites/${created.body.id}`);
    }
    for (const path of ['/DealerSearch/products', '/Localization/countries']) {
      const response = await fetch(`${server.url}/webcrmapi/api${path}?cultureCode=de`);
      expect(response.status, path).toBe(200);
      const body = await response.json();
      expect(documentedAnswer('/webcrmapi/api', path).safeParse(body).error, path).toBeUndefined();
    }
    // Documented request examples are accepted by their routes (the calculators' form defaults).
    const portal = documents.get('/portal/api')!;
    let posted = 0;
    for (const [path, operations] of Object.entries(portal.paths as Record<string, Doc>)) {
      const example = operations.post?.requestBody?.content?.['application/json']?.schema?.examples?.[0];
      if (!example || operations.post.security.length) continue;
      const response = await fetch(`${server.url}/portal/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(example),
      });
      expect(response.status, path).toBe(200);
      await response.arrayBuffer();
      posted++;
    }
    expect(posted).toBeGreaterThanOrEqual(5);
    // The check has teeth: a favourite without its id is refused by the documented schema.
    expect(documentedAnswer('/portal/api', '/Favorites').safeParse([{ name: 'x' }]).success).toBe(false);
  });

  it('let the reference page sign in: its client, code + PKCE, its redirect page only', async () => {
    const origin = server.url;
    const redirectUri = `${origin}${apiDocsRedirectPath}`;
    const client = { client_id: apiDocsClientId, redirect_uri: redirectUri, scope: apiDocsScopes };
    const page = await openLoginPage(origin, { params: client });
    const posted = await submitLogin(page, 'employee', 'employee');
    const { location } = await page.browser.follow(posted, page.action, redirectUri);
    const code = new URL(location!).searchParams.get('code')!;
    const tokens = await fetch(`${origin}/openid/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        code_verifier: page.pkce.verifier,
        ...client,
      }),
    });
    expect(tokens.status).toBe(200);
    const { access_token, refresh_token } = (await tokens.json()) as { access_token: string; refresh_token?: string };
    expect(refresh_token).toBeUndefined();
    const favourites = await fetch(`${origin}/portal/api/Favorites`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(favourites.status).toBe(200);
    // PKCE stays required, and the client may return only to the reference page's callback.
    const noPkce = await fetch(
      authorizeUrl(origin, createPkce(), 'x', {
        params: { ...client, code_challenge: null, code_challenge_method: null },
      }),
      { redirect: 'manual' },
    );
    expect(new URL(noPkce.headers.get('location')!).searchParams.get('error')).toBe('invalid_request');
    const elsewhere = await fetch(
      authorizeUrl(origin, createPkce(), 'x', {
        params: { ...client, redirect_uri: `${origin}/portal/auth/loginCallback` },
      }),
      { redirect: 'manual' },
    );
    expect(elsewhere.status).toBe(400);
    // The callback page is served (its script a file, like the page's).
    const callback = await fetch(redirectUri);
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain('<script src="oauth2-redirect.js"></script>');
    expect((await fetch(`${origin}/portal/api/docs/oauth2-redirect.js`)).status).toBe(200);
  });

  it('generate a typed client that compiles (openapi-typescript)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portal-openapi-'));
    try {
      const names = { '/portal/api': 'portal', '/webcrmapi/api': 'crm', '/portalapiproduction/api': 'production' };
      for (const [base, name] of Object.entries(names)) {
        await writeFile(join(dir, `${name}.ts`), astToString(await openapiTS(documents.get(base) as never)));
      }
      const client = `import type { paths as Portal } from './portal.ts';
import type { paths as Crm } from './crm.ts';
import type { paths as Production } from './production.ts';
type Favourites = Portal['/Favorites']['get']['responses'][200]['content']['application/json'];
type NewFavourite = NonNullable<Portal['/Favorites']['post']['requestBody']>['content']['application/json'];
type ProductQuery = NonNullable<Crm['/DealerSearch/products']['get']['parameters']['query']>;
export const body: NewFavourite = { name: 'Start', path: '/de/de' };
export const query: ProductQuery = { division: 'Heating' };
export function names(list: Favourites): string[] {
  return list.map((f) => f.name + (f.description ?? ''));
}
type Role = Portal['/Role/{id}']['get']['responses'][200]['content']['application/json'];
type Flash = Production['/mes/flash']['get']['responses'][200]['content']['application/json'];
type Pdf = Portal['/KRN41/GeneratePDF']['post']['responses'][200]['content']['application/pdf'];
export const roleLabel = (role: Role): string => \`\${role.name} (\${role.roleType})\`;
export const attainment = (flash: Flash): number | null => flash.totals.attainment;
export const pdf: Pdf = 'bytes';
export type ProductionPaths = keyof Production;
`;
      await writeFile(join(dir, 'client.ts'), client);
      expect(await compile(dir, 'client.ts')).toEqual([]);
      // Typed answers: a wrong field name is a compile error.
      await writeFile(join(dir, 'wrong.ts'), `${client}export const wrong = (role: Role) => role.roleTyp;\n`);
      expect((await compile(dir, 'wrong.ts')).join()).toContain("Property 'roleTyp' does not exist");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
