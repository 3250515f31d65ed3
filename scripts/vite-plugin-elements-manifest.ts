/**
 * Emits `elements/custom-elements.json` and the TypeScript declarations beside the element
 * entries (served at /portal/elements/…), and serves the same files from the dev server.
 */
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { domDeclarations, reactDeclarations } from './elements/declarations.ts';
import { buildManifest } from './elements/manifest.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

function files(): Record<string, string> {
  const manifest = buildManifest(root);
  return {
    'elements/custom-elements.json': `${JSON.stringify(manifest, null, 2)}\n`,
    'elements/portal-elements.d.ts': domDeclarations(manifest),
    'elements/portal-elements-react.d.ts': reactDeclarations(manifest),
  };
}

export function elementsManifestPlugin(): Plugin {
  return {
    name: 'portal-elements-manifest',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files())) this.emitFile({ type: 'asset', fileName, source });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.replace(/^\/portal\//, '');
        if (!name?.startsWith('elements/') || !/\.(json|d\.ts)$/.test(name)) return next();
        const body = files()[name];
        if (body === undefined) return next();
        res.setHeader('Content-Type', name.endsWith('.json') ? 'application/json' : 'text/plain; charset=utf-8');
        res.end(body);
      });
    },
  };
}
