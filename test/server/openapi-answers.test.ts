import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { coronaSelfDeclarationId } from '../../contract/info-system-modules.ts';
import { oidcLogin } from '../helpers/oidc-login.ts';
import { apiBases } from '../helpers/routes.ts';
import { type SharedTestServer, sharedTestServer } from '../helpers/test-server.ts';

/**
 * Every route declares its success answer (server/http/responds.ts), and real answers match it:
 * the documented GET routes are called as the administrator (who may open every one) and each
 * 2xx JSON answer is checked against the schema read back from the published document — the one
 * a generated client trusts, not the zod source.
 */

// biome-ignore lint/suspicious/noExplicitAny: documents are walked field by field
type Doc = Record<string, any>;

let server: SharedTestServer;
let token: string;
const documents = new Map<string, Doc>();

beforeAll(async () => {
  server = await sharedTestServer();
  // Security administration asks for the step-up level; the administrator may open everything else too.
  token = (await oidcLogin(server.url, 'admin', 'admin', { stepUp: true })).access_token;
  for (const base of apiBases) documents.set(base, await (await fetch(`${server.url}${base}/openapi.json`)).json());
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

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
async function json(url: string): Promise<any> {
  const { status, body } = await get(url);
  expect(status, url).toBe(200);
  return body;
}

/**
 * Path and query input for routes that need it (documented path → URL to call), with real ids
 * from the small demo data, read through the API itself.
 */
async function representativeUrls(): Promise<Record<string, string>> {
  const p = '/portal/api';
  const [role] = await json(`${p}/Role`);
  const users: { id: string; username: string }[] = await json(`${p}/User`);
  const me = users.find((u) => u.username === 'admin')!.id;
  const [permission] = await json(`${p}/Permissions`);
  const [set] = await json(`${p}/PermissionSets`);
  const [resource] = await json(`${p}/Resources`);
  const [canteen] = await json(`${p}/OrderSystemApplication`);
  const app = canteen.id;
  const [article] = await json(`${p}/OrderSystemArticle/${app}/articles`);
  const plans = await json(`${p}/OrderSystemPlan/${app}/plans`);
  const plan = plans[0];
  const [site] = await json(`${p}/KPI/overview`);
  const week = site.calendarWeek;
  const month = site.calendarMonth;
  const [source] = await json(`${p}/reporting/Metadata`);
  const { orders } = await json(`${p}/OrderTracking`);
  const { lines, lastDate } = await json('/portalapiproduction/api/mes/lines');
  const mes = `from=${lastDate}&to=${lastDate}&line=${lines[0].id}`;
  const [folder] = await json(`${p}/File/folders?selectedModule=1`);
  // The demo world has no saved projects: one of the caller's own.
  const saved = await fetch(`${server.url}${p}/SavedProject`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tool: 'cross-designer', name: 'Rost Foyer', state: { lengthMm: '2600' } }),
  });
  expect(saved.status).toBe(201);
  const project = (await saved.json()) as { id: string };
  const urls: Record<string, string> = {
    '/Role/{id}': `/Role/${role.id}`,
    '/Role/{roleId}/ResourcePermission': `/Role/${role.id}/ResourcePermission`,
    '/Role/{roleId}/user': `/Role/${role.id}/user`,
    '/User/{id}': `/User/${me}`,
    '/User/{userId}/role': `/User/${me}/role`,
    '/User/{userId}/parameter': `/User/${me}/parameter`,
    '/User/{userId}/favorite': `/User/${me}/favorite`,
    '/Favorites/user/{userId}': `/Favorites/user/${me}`,
    ...(permission ? { '/Permissions/{id}': `/Permissions/${permission.id}` } : {}),
    ...(permission ? { '/Permissions/{id}/PermissionSet': `/Permissions/${permission.id}/PermissionSet` } : {}),
    ...(set ? { '/PermissionSets/{id}': `/PermissionSets/${set.id}` } : {}),
    ...(set ? { '/PermissionSets/{id}/Role': `/PermissionSets/${set.id}/Role` } : {}),
    ...(set ? { '/PermissionSets/{id}/resource': `/PermissionSets/${set.id}/resource` } : {}),
    ...(resource ? { '/Resources/{id}': `/Resources/${resource.id}` } : {}),
    ...(resource?.ressourceGroup
      ? { '/Resources/{id}/resource': `/Resources/${resource.ressourceGroup.id}/resource` }
      : {}),
    '/OrderSystemArticle/{applicationId}/articles': `/OrderSystemArticle/${app}/articles`,
    '/OrderSystemArticle/{applicationId}/nonDefaultArticles': `/OrderSystemArticle/${app}/nonDefaultArticles`,
    '/OrderSystemArticle/{applicationId}/{articleId}/article': `/OrderSystemArticle/${app}/${article.id}/article`,
    '/OrderSystemPlan/{applicationId}/plans': `/OrderSystemPlan/${app}/plans`,
    '/OrderSystemPlan/{applicationId}/plan': `/OrderSystemPlan/${app}/plan?date=${plan.date}`,
    '/OrderSystemPlan/{applicationId}/plan/items': `/OrderSystemPlan/${app}/plan/items?date=${plan.date}`,
    '/OrderSystemPlan/{applicationId}/{planId}/plan': `/OrderSystemPlan/${app}/${plan.id}/plan`,
    '/OrderSystemOrder/{applicationId}/orderedArticles': `/OrderSystemOrder/${app}/orderedArticles?date=${plan.date}`,
    '/OrderSystemOrder/{applicationId}/export': `/OrderSystemOrder/${app}/export`,
    '/OrderSystemUserOrder/{applicationId}/orderedUserArticles': `/OrderSystemUserOrder/${app}/orderedUserArticles`,
    '/OrderSystemUserOrder/{applicationId}/orderedUserArticlesByPlanId': `/OrderSystemUserOrder/${app}/orderedUserArticlesByPlanId?planId=${plan.id}`,
    '/KPI/{kpiSite}/details': `/KPI/${site.name}/details`,
    '/KPI/{kpiSite}/weekDetails': `/KPI/${site.name}/weekDetails`,
    '/KPI/{kpiSite}/monthDetails': `/KPI/${site.name}/monthDetails`,
    '/KPI/{kpiSite}/editOverview': `/KPI/${site.name}/editOverview`,
    '/KPI/{kpiSite}/maxCalendarweek': `/KPI/${site.name}/maxCalendarweek`,
    '/KPI/{kpiSite}/maxMonth': `/KPI/${site.name}/maxMonth`,
    '/KPI/{kpiSite}/{calendarweek}/edit': `/KPI/${site.name}/${week}/edit`,
    '/KPI/{kpiSite}/{calendarweek}/editWeek': `/KPI/${site.name}/${week}/editWeek`,
    '/KPI/{kpiSite}/{calendarweek}/editHistory': `/KPI/${site.name}/${week}/editHistory`,
    '/KPI/{kpiSite}/{calendarweek}/editHistoryWeek': `/KPI/${site.name}/${week}/editHistoryWeek`,
    '/KPI/{kpiSite}/{month}/editMonth': `/KPI/${site.name}/${month}/editMonth`,
    '/KPI/{kpiSite}/{month}/editHistoryMonth': `/KPI/${site.name}/${month}/editHistoryMonth`,
    '/reporting/Metadata/{id}': `/reporting/Metadata/${source.id}`,
    '/OrderTracking/{orderNumber}': `/OrderTracking/${orders[0].orderNumber}`,
    '/File/files': `/File/files?selectedModule=1&FolderName=${encodeURIComponent(folder.name)}`,
    '/Questionnaire/{questionnaireId}/Question': `/Questionnaire/${coronaSelfDeclarationId}/Question`,
    '/SavedProject': '/SavedProject?tool=cross-designer',
    '/SavedProject/{id}': `/SavedProject/${project.id}`,
  };
  const production = '/portalapiproduction/api';
  return {
    ...Object.fromEntries(Object.entries(urls).map(([path, url]) => [`${p}${path}`, `${p}${url}`])),
    [`${production}/mes/output`]: `${production}/mes/output?${mes}`,
    [`${production}/mes/downtime`]: `${production}/mes/downtime?${mes}`,
    [`${production}/mes/scrap`]: `${production}/mes/scrap?${mes}`,
    [`${production}/mes/flash`]: `${production}/mes/flash?date=${lastDate}&line=${lines[0].id}`,
    [`${production}/mes/flash/export`]: `${production}/mes/flash/export?date=${lastDate}&line=${lines[0].id}`,
    '/webcrmapi/api/DealerSearch/dealers':
      '/webcrmapi/api/DealerSearch/dealers?division=Heating&latitude=48.77&longitude=12.87',
  };
}

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
    const representative = await representativeUrls();
    for (const { base, path, operation } of operations().filter((o) => o.method === 'get')) {
      const required = (operation.parameters ?? []).some((p: Doc) => p.required);
      const url = representative[`${base}${path}`] ?? (required ? undefined : `${base}${path}`);
      if (url && !path.endsWith('openapi.json')) await checkAnswer(base, path, url, problems, checked);
    }
    expect(problems).toEqual([]);
    // Every representative route was reached and checked.
    expect(Object.keys(representative).filter((path) => !checked.has(path))).toEqual([]);
    expect(checked.size).toBeGreaterThan(90);
    // The check has teeth: a renamed or mistyped field is refused by the published schema.
    const role = await json(representative['/portal/api/Role/{id}']!);
    const roleAnswer = z.fromJSONSchema(
      documents.get('/portal/api')!.paths['/Role/{id}'].get.responses['200'].content['application/json'].schema,
    );
    expect(roleAnswer.safeParse(role).success).toBe(true);
    const { roleType, ...renamed } = role;
    expect(roleAnswer.safeParse({ ...renamed, roletype: roleType }).success).toBe(false);
    expect(roleAnswer.safeParse({ ...role, org: 'x' }).success).toBe(false);
  }, 60_000);
});
