/**
 * The OpenAPI 3.1 document of one API (portal, CRM, production), built from the mounted routes
 * (openapi/routes.ts) and the zod schemas they validate with and answer with — nothing written
 * twice, so the document cannot drift from the server.
 */
import { components, type ErrorResponse } from './components.ts';
import { type JsonSchema, jsonSchema, objectProperties } from './json-schema.ts';
import type { ApiBase, ApiRoute } from './routes.ts';
import type { ApiDocsSignIn } from './sign-in.ts';

export const apiTitles: Record<ApiBase, { title: string; description: string }> = {
  '/portal/api': {
    title: 'Portal API',
    description:
      'Favourites, user settings, security administration, canteen, info system and the public product calculators.',
  },
  '/webcrmapi/api': {
    title: 'CRM API',
    description: 'Registrations, CRM users, the public dealer search and the localization lists.',
  },
  '/portalapiproduction/api': { title: 'Production API', description: 'Production KPIs and MES data.' },
};

/** `/Role/:id` → `/Role/{id}` (a regex constraint `:id{[0-9]+}` is dropped). */
export function openApiPath(pattern: string, base: string): string {
  return pattern.slice(base.length).replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

function operationId(method: string, path: string): string {
  const words = path.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

function parameters(route: ApiRoute, path: string): JsonSchema[] {
  const out: JsonSchema[] = [];
  const paramSchema = route.validators.find((v) => v.target === 'param')?.schema;
  const params = paramSchema ? objectProperties(paramSchema) : undefined;
  for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
    out.push({ name, in: 'path', required: true, schema: params?.properties[name!] ?? { type: 'string' } });
  }
  const querySchema = route.validators.find((v) => v.target === 'query')?.schema;
  if (querySchema) {
    const query = objectProperties(querySchema);
    if (query) {
      for (const [name, schema] of Object.entries(query.properties)) {
        const { description, ...rest } = schema;
        out.push({ name, in: 'query', required: query.required.includes(name), schema: rest, description });
      }
    } else {
      // A free-form query (names matched case-insensitively): one object of text values.
      out.push({ name: 'query', in: 'query', style: 'form', explode: true, schema: jsonSchema(querySchema, 'input') });
    }
  }
  return out;
}

function operation(route: ApiRoute, path: string, operationIds: Set<string>): JsonSchema {
  const isPublic = !route.needsToken;
  const body = route.validators.find((v) => v.target === 'json')?.schema;
  const responses: Record<string, unknown> = {};
  for (const r of route.responses) {
    const content = r.schema
      ? { 'application/json': { schema: jsonSchema(r.schema, 'output') } }
      : r.mediaType
        ? { [r.mediaType]: { schema: { type: 'string', contentMediaType: r.mediaType } } }
        : undefined;
    // Two declarations of one status are alternatives (an export as XLSX or CSV): one response, both contents.
    const same = responses[String(r.status)] as { description: string; content?: object } | undefined;
    const merged = same?.content || content ? { content: { ...same?.content, ...content } } : {};
    responses[String(r.status)] = {
      description: same ? `${same.description}; ${r.description}` : r.description,
      ...merged,
    };
  }
  if (!route.responses.length) responses['2XX'] = { description: 'Success' };
  const errors: [string, ErrorResponse][] = [];
  if (route.validators.length) errors.push(['400', 'BadRequest']);
  if (!isPublic) errors.push(['401', 'Unauthorized']);
  if (route.permissions.length) errors.push(['403', 'Forbidden']);
  if (path.includes('{')) errors.push(['404', 'NotFound']);
  errors.push(['500', 'ServerError']);
  for (const [status, name] of errors) responses[status] = { $ref: `#/components/responses/${name}` };
  const permissionNote = route.permissions.length
    ? `Needs one of these permissions: ${route.permissions.join(', ')}.`
    : '';
  // Paths that differ only in case (`GetTemplate`, `getTemplate`) still get distinct ids.
  let id = operationId(route.method, path);
  for (let n = 2; operationIds.has(id.toLowerCase()); n++) id = `${operationId(route.method, path)}${n}`;
  operationIds.add(id.toLowerCase());
  return {
    operationId: id,
    tags: [path.split('/')[1] || 'root'],
    description: [isPublic ? 'Public: no token needed.' : 'Needs a bearer token.', permissionNote]
      .filter(Boolean)
      .join(' '),
    ...(isPublic ? { security: [] } : { security: [{ portalOidc: [] }, { bearer: [] }] }),
    ...(route.permissions.length ? { 'x-permissions': route.permissions } : {}),
    parameters: parameters(route, path),
    ...(body
      ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(body, 'input') } } } }
      : {}),
    responses,
  };
}

/** Routes the documents leave out: the reference page and its files are HTML for people, not API. */
export const isReferencePage = (pattern: string) => /^\/portal\/api\/docs(\/|$)/.test(pattern);

export function openApiDocument(routes: ApiRoute[], base: ApiBase, origin: string, signIn: ApiDocsSignIn): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operationIds = new Set<string>();
  for (const route of routes) {
    if (!route.pattern.startsWith(`${base}/`) || isReferencePage(route.pattern)) continue;
    const path = openApiPath(route.pattern, base);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, path, operationIds);
  }
  return {
    openapi: '3.1.0',
    info: { ...apiTitles[base], version: '1' },
    servers: [{ url: `${origin}${base}` }],
    security: [{ portalOidc: [] }, { bearer: [] }],
    paths,
    components: components(signIn),
  };
}
