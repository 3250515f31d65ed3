/**
 * `<base>/openapi.json` for the three APIs and the reference page `/portal/api/docs` (Swagger UI,
 * served from node_modules through this server: no CDN, and the page keeps the server's CSP — its
 * one script of our own is a file, not inline). Registered before the APIs' bearer guards, so
 * the documents are public.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { builtinSignIn, type SignInSettings } from '../../contract/sign-in.ts';
import { signInOrigin } from '../auth/sign-in-settings.ts';
import { responds } from '../http/responds.ts';
import { contentSecurityPolicyFor, cspHash } from '../http/security-headers.ts';
import { apiDocsRedirectPath } from '../idp/provider.ts';
import { openApiDocument } from './document.ts';
import { type ApiRoute, apiBases, describeRoutes } from './routes.ts';
import { type ApiDocsSignIn, apiDocsSignIn } from './sign-in.ts';

const swaggerDir = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));
const here = dirname(fileURLToPath(import.meta.url));

/** The files the reference page loads, by the name it asks for. */
const assets: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: join(swaggerDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: join(swaggerDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'swagger-ui-standalone-preset.js': {
    file: join(swaggerDir, 'swagger-ui-standalone-preset.js'),
    type: 'text/javascript; charset=utf-8',
  },
  // Swagger UI's OAuth callback page (the Authorize button's popup comes back here); its script is a file too.
  'oauth2-redirect.html': { file: join(swaggerDir, 'oauth2-redirect.html'), type: 'text/html; charset=utf-8' },
  'oauth2-redirect.js': { file: join(swaggerDir, 'oauth2-redirect.js'), type: 'text/javascript; charset=utf-8' },
  'reference.js': { file: join(here, 'reference-page.js'), type: 'text/javascript; charset=utf-8' },
  'reference.css': { file: join(here, 'reference-page.css'), type: 'text/css; charset=utf-8' },
};

const page = (signIn: ApiDocsSignIn) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference · Brand portal</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="/portal/api/docs/swagger-ui.css">
<link rel="stylesheet" href="/portal/api/docs/reference.css">
</head>
<body>
<main id="reference" aria-label="API reference" data-client-id="${attribute(signIn.clientId)}" data-scopes="${attribute(signIn.scopes)}" data-redirect-path="${apiDocsRedirectPath}"></main>
<script src="/portal/api/docs/swagger-ui-bundle.js"></script>
<script src="/portal/api/docs/swagger-ui-standalone-preset.js"></script>
<script src="/portal/api/docs/reference.js"></script>
</body>
</html>
`;

/** The one `<style>` Swagger UI inserts (its logo's colours), allowed by hash on the reference page. */
const swaggerLogoStyle = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/**
 * The server's CSP without Trusted Types: Swagger UI's React renders the documents' Markdown through
 * `dangerouslySetInnerHTML` (sanitised by its DOMPurify), which Trusted Types refuses without a
 * policy of our own. Scripts stay this origin's files only; the page shows no user data.
 */
export function referencePageCsp(pageCsp: string): string {
  return pageCsp
    .split('; ')
    .filter((directive) => !/^(require-trusted-types-for|trusted-types) /.test(directive))
    .map((directive) => (directive.startsWith('style-src ') ? `${directive} ${cspHash(swaggerLogoStyle)}` : directive))
    .join('; ');
}

/** A configured value inside a double-quoted attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

const openApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

// biome-ignore lint/suspicious/noExplicitAny: any app, whatever its variables
export function mountApiDocs(app: Hono<any, any, any>, signIn: SignInSettings = builtinSignIn): void {
  const signInFor = apiDocsSignIn(signIn);
  const csp = referencePageCsp(contentSecurityPolicyFor(signInOrigin(signIn)));
  let routes: ApiRoute[] | undefined;
  for (const base of apiBases) {
    app.get(`${base}/openapi.json`, responds(200, openApiDocumentSchema, 'This document (OpenAPI 3.1)'), async (c) => {
      routes ??= describeRoutes(app);
      const origin = new URL(c.req.url).origin;
      return c.json(openApiDocument(routes, base, origin, await signInFor(origin)));
    });
  }
  app.get('/portal/api/docs', async (c) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Security-Policy', csp);
    return c.html(page(await signInFor(new URL(c.req.url).origin)));
  });
  const cache = new Map<string, string>();
  for (const [name, asset] of Object.entries(assets)) {
    app.get(`/portal/api/docs/${name}`, (c: Context) => {
      let body = cache.get(name);
      if (body === undefined) {
        body = readFileSync(asset.file, 'utf8');
        cache.set(name, body);
      }
      c.header('Content-Type', asset.type);
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(body);
    });
  }
}
