/**
 * The OpenAPI 3.1 document of one API (portal, CRM, production), built from the mounted routes
 * (openapi/routes.ts) and the zod schemas they validate with and answer with — nothing written
 * twice, so the document cannot drift from the server.
 */
import { components, type ErrorResponse, errorResponse, errorResponseOf, errorResponses } from './components.ts';
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

const verbs: Record<string, string> = { GET: 'Read', POST: 'Send', PUT: 'Replace', PATCH: 'Change', DELETE: 'Delete' };
/** Success descriptions too general to name an operation by. */
const generalAnswers = /^(success|saved|deleted|created|updated|done|ok|no content)\.?$/i;

/** A short name: the success answer's description where it says what comes back, else verb + path words. */
function summary(route: ApiRoute, path: string): string {
  const success = route.responses.find((r) => r.status < 300)?.description;
  if (success && !generalAnswers.test(success) && success.length <= 90) return success;
  const words = path.split('/').filter((part) => part && !part.startsWith('{'));
  return `${verbs[route.method] ?? route.method} ${words.join(' ')}`;
}

function requestBody(route: ApiRoute): JsonSchema | undefined {
  const json = route.validators.find((v) => v.target === 'json')?.schema;
  const form = route.validators.find((v) => v.target === 'form')?.schema;
  if (!json && !form) return undefined;
  return {
    required: true,
    content: {
      ...(json ? { 'application/json': { schema: jsonSchema(json, 'input') } } : {}),
      ...(form ? { 'multipart/form-data': { schema: jsonSchema(form, 'input') } } : {}),
    },
  };
}

/** The error answers a route can give, from what guards, reads and limits it (the route's own declarations win). */
function errorAnswers(route: ApiRoute, path: string): [ErrorResponse, string | undefined][] {
  const out: [ErrorResponse, string | undefined][] = [];
  const reads = (target: string) => route.validators.some((v) => v.target === target);
  // The request guard (http/request-guard.ts) refuses control characters in any path or query.
  out.push(['BadRequest', undefined]);
  if (route.needsToken) out.push(['Unauthorized', undefined], ['Forbidden', undefined]);
  if (route.needsPortalUser) out.push(['PreconditionFailed', undefined]);
  if (path.includes('{')) out.push(['NotFound', undefined]);
  if (route.method !== 'GET') {
    out.push(['PayloadTooLarge', `The body is larger than ${route.bodyLimit} bytes`]);
  }
  if (reads('json') && !reads('form')) out.push(['UnsupportedMediaType', 'The body is not JSON (`Content-Type`)']);
  if (route.rateLimit) {
    const { limit, windowSeconds } = route.rateLimit;
    out.push([
      'TooManyRequests',
      `More than ${limit} requests in ${windowSeconds} s from this address; retry after \`Retry-After\` seconds`,
    ]);
  }
  out.push(['ServerError', undefined], ['ServiceUnavailable', undefined]);
  return out;
}

function operation(route: ApiRoute, path: string, operationIds: Set<string>, used: Set<ErrorResponse>): JsonSchema {
  const isPublic = !route.needsToken;
  const responses: Record<string, unknown> = {};
  for (const r of route.responses) {
    if (r.status >= 400) continue;
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
  // A route's own error declarations (`responds(409, null, '…')`) say when it answers so.
  const errors = new Map(errorAnswers(route, path));
  const ownErrors = route.responses.filter((r) => r.status >= 400);
  for (const r of ownErrors.filter((r) => r.status !== 400)) {
    const name = errorResponseOf(r.status);
    if (!name) throw new Error(`${route.method} ${route.pattern}: no error response for ${r.status}`);
    errors.set(name, r.description);
  }
  // Rules beyond the schema (`refuses`): the 400 lists their codes.
  const rules = ownErrors.filter((r) => r.status === 400);
  if (rules.length) {
    errors.set(
      'BadRequest',
      `${errorResponses.BadRequest.description}. Beyond the schema: ${rules.map((r) => r.description).join('; ')}`,
    );
  }
  for (const [name, description] of errors) {
    responses[String(errorResponses[name].status)] = errorResponse(name, description);
    if (!description) used.add(name);
  }
  if (rules.length) {
    (responses['400'] as JsonSchema)['x-rules'] = [...new Set(rules.flatMap((r) => r.rules ?? []))].sort();
  }
  const permissionNote = route.permissions.length
    ? `Needs one of these permissions: ${route.permissions.join(', ')}.`
    : '';
  // Paths that differ only in case (`GetTemplate`, `getTemplate`) still get distinct ids.
  let id = operationId(route.method, path);
  for (let n = 2; operationIds.has(id.toLowerCase()); n++) id = `${operationId(route.method, path)}${n}`;
  operationIds.add(id.toLowerCase());
  const body = requestBody(route);
  return {
    operationId: id,
    summary: summary(route, path),
    tags: [tagOf(path)],
    description: [isPublic ? 'Public: no token needed.' : 'Needs a bearer token.', permissionNote]
      .filter(Boolean)
      .join(' '),
    ...(isPublic ? { security: [] } : { security: [{ portalOidc: [] }, { bearer: [] }] }),
    ...(route.permissions.length ? { 'x-permissions': route.permissions } : {}),
    parameters: parameters(route, path),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
}

const tagOf = (path: string) => path.split('/')[1] || 'root';

/** Routes the documents leave out: the reference page and its files are HTML for people, not API. */
export const isReferencePage = (pattern: string) => /^\/portal\/api\/docs(\/|$)/.test(pattern);

export function openApiDocument(routes: ApiRoute[], base: ApiBase, origin: string, signIn: ApiDocsSignIn): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const operationIds = new Set<string>();
  const used = new Set<ErrorResponse>();
  const tags = new Set<string>();
  for (const route of routes) {
    if (!route.pattern.startsWith(`${base}/`) || isReferencePage(route.pattern)) continue;
    const path = openApiPath(route.pattern, base);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, path, operationIds, used);
    tags.add(tagOf(path));
  }
  return {
    openapi: '3.1.0',
    info: { ...apiTitles[base], version: '1' },
    servers: [{ url: `${origin}${base}` }],
    security: [{ portalOidc: [] }, { bearer: [] }],
    tags: [...tags].sort().map((name) => ({ name, description: `The routes under \`${base}/${name}\`` })),
    paths,
    components: components(signIn, paths, used),
  };
}
