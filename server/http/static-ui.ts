import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { builtinSignIn, type SignInSettings } from '../../contract/sign-in.ts';
import { signInSettingsBlock, withSignInSettings } from '../auth/sign-in-settings.ts';
import { firstLoadModules, readBuildManifest, withPreloads } from './first-load-preloads.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
  // TypeScript declarations beside the elements (portal-elements.d.ts), shown as text.
  '.ts': 'text/plain; charset=utf-8',
};

/**
 * Serves the built UI under /portal/:
 * - /portal/assets/* hashed → immutable; /portal/elements/<tag>.js stable → no-cache;
 *   both with CORS so brand CMS pages on other origins can import them as modules;
 * - a folder with an index.html (the element catalogue, /portal/elements/) → that page, no-cache;
 * - any other /portal/* path that is no file → index.html (SPA fallback), no-cache, naming the
 *   modules the shell loads first on that page (server/http/first-load-preloads.ts).
 * Every HTML page carries the sign-in settings (server/auth/sign-in-settings.ts).
 */
export function createStaticUi(distDir: string, signIn: SignInSettings = builtinSignIn) {
  const root = normalize(distDir + sep);
  const settingsBlock = signInSettingsBlock(signIn);

  async function fileAt(relative: string): Promise<string | undefined> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    const path = normalize(join(root, decoded));
    if (!path.startsWith(root)) return undefined;
    const info = await stat(path).catch(() => undefined);
    return info?.isFile() ? path : undefined;
  }

  async function send(c: Context, path: string, cacheControl: string, cors: boolean): Promise<Response> {
    c.header('Content-Type', contentTypes[extname(path)] ?? 'application/octet-stream');
    c.header('Cache-Control', cacheControl);
    if (cors) c.header('Access-Control-Allow-Origin', '*');
    if (c.req.method === 'HEAD') return c.body(null, 200);
    // The element catalogue and the silent-renew frame: small pages, read each time.
    if (extname(path) === '.html') return c.body(withSignInSettings(await readFile(path, 'utf8'), settingsBlock), 200);
    return c.body(Readable.toWeb(createReadStream(path)) as ReadableStream, 200);
  }

  /** index.html and the build manifest, read again when a new build replaced the page. */
  let page: { mtimeMs: number; html: string; manifest: ReturnType<typeof readBuildManifest> } | null = null;
  async function indexPage(): Promise<typeof page> {
    const path = join(root, 'index.html');
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile()) return null;
    if (page?.mtimeMs !== info.mtimeMs) {
      const html = withSignInSettings(await readFile(path, 'utf8'), settingsBlock);
      page = { mtimeMs: info.mtimeMs, html, manifest: readBuildManifest(root) };
    }
    return page;
  }

  return async (c: Context): Promise<Response> => {
    const relative = c.req.path.replace(/^\/portal\/?/, '');
    const isAsset = relative.startsWith('assets/');
    const isElement = relative.startsWith('elements/');
    const folderIndex = relative.endsWith('/') ? await fileAt(`${relative}index.html`) : undefined;
    if (folderIndex) return send(c, folderIndex, 'no-cache', false);
    if (relative && !extname(relative) && (await fileAt(`${relative}/index.html`))) {
      return c.redirect(`/portal/${relative}/`, 301);
    }
    const file = relative ? await fileAt(relative) : undefined;
    if (file) {
      const cache = isAsset ? 'public, max-age=31536000, immutable' : 'no-cache';
      return send(c, file, cache, isAsset || isElement);
    }
    if (isAsset || isElement || extname(relative)) return c.json({ code: 'not_found', message: 'No such file' }, 404);
    const index = await indexPage();
    if (!index) {
      return c.text('The UI is not built yet. Run "npm start" (it builds) or "npm run build".', 503);
    }
    c.header('Cache-Control', 'no-cache');
    c.header('Content-Type', contentTypes['.html']);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    const modules = firstLoadModules(index.manifest, c.req.path, new URL(c.req.url).hostname);
    return c.body(withPreloads(index.html, modules), 200);
  };
}
