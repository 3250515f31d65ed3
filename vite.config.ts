import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { cssLiteralsPlugin } from './scripts/vite-plugin-css-literals.ts';
import {
  elementEntries,
  elementEntriesPlugin,
  elementTags,
  preloadedByVite,
} from './scripts/vite-plugin-element-entries.ts';
import { elementsManifestPlugin } from './scripts/vite-plugin-elements-manifest.ts';
import { messagesPlugin } from './scripts/vite-plugin-messages.ts';
import { routeTablePlugin } from './scripts/vite-plugin-route-table.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The element definitions, elements/portal-<name>.ts: the build writes each one's stable entry /portal/elements/portal-<name>.js. */
const elementsDir = here('./elements');

/** Contract modules only the shell's first paint uses (brand detection): in its file, not a chunk of their own. */
const shellOnlyContract = /[\\/]contract[\\/](brands|brand-detect)\.ts$/;
const shellFirstPaint =
  /[\\/](shell[\\/]|themes[\\/]themes\.ts|node_modules[\\/](lit|lit-html|lit-element|@lit|lit-translate)[\\/])/;
const shellLater =
  /[\\/]shell[\\/](session[\\/](oidc|silent-callback|signed-in|renewal-coordinator|session-flow)|routing[\\/]all-routes|favorites[\\/]favorite-dialog|pages[\\/](portal-(favorites|auth-callback|registration-required)|route-pages|home-signed-in)|frame[\\/](route-icons[\\/]|user-menu|portal-breadcrumb))/;
/** Modules the shell shares with elements or the silent-renew frame (message loaders, contract, client, OIDC settings). */
const sharedWithShell = (id: string) =>
  /[\\/](contract|client)[\\/]|vite[\\/]preload-helper|message-loaders|[\\/]shell[\\/]session[\\/](oidc|sign-in-settings)\.ts$/.test(
    id,
  ) && !shellOnlyContract.test(id);
/**
 * The small modules the shell's first paint shares with every element (preload helper, languages,
 * the shell's message loaders, the platform registry, grants): one file, not five, for both.
 */
const firstLoadCommon =
  /vite[\\/]preload-helper|\0virtual:message-loaders$|[\\/]contract[\\/](locales|grants)\.ts$|[\\/]client[\\/]platform\.ts$/;
const litRuntime = /[\\/]node_modules[\\/](lit|lit-html|lit-element|@lit)[\\/]/;
const isShellFirstPaint = (id: string) =>
  (shellFirstPaint.test(id) || shellOnlyContract.test(id)) && !shellLater.test(id);

/** Mini-app version stamp (format `2025-8-27_14`): the shell imports element modules with it. */
const now = new Date();
const buildStamp = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}_${now.getHours()}${now.getMinutes()}`;

export default defineConfig({
  base: '/portal/',
  define: {
    __PORTAL_ELEMENTS__: JSON.stringify(elementTags(elementsDir)),
    __BUILD_STAMP__: JSON.stringify(buildStamp),
  },
  plugins: [
    react(),
    messagesPlugin(),
    routeTablePlugin(),
    cssLiteralsPlugin(),
    elementsManifestPlugin(),
    elementEntriesPlugin(elementsDir),
    // BUNDLE_STATS=<file>: every chunk's modules with their gzip sizes, for the bench's treemaps (bench/treemaps.ts).
    ...(process.env.BUNDLE_STATS
      ? [visualizer({ filename: process.env.BUNDLE_STATS, template: 'raw-data', gzipSize: true })]
      : []),
  ],
  experimental: {
    // Chunk URLs inside JavaScript (the preload lists of dynamic imports) relative to the importing
    // module, so an element embedded on another origin preloads from the portal, not from that page.
    renderBuiltUrl: (_file, { hostType }) => (hostType === 'js' ? { relative: true } : undefined),
  },
  resolve: {
    alias: {
      // Never let @vaadin/router phone home from a developer's localhost.
      '@vaadin/vaadin-usage-statistics/vaadin-usage-statistics.js': here(
        './node_modules/@vaadin/vaadin-usage-statistics/vaadin-usage-statistics-optout.js',
      ),
    },
  },
  build: {
    // DIST_DIR lets parallel work trees/test runs build side by side; the server reads the same variable.
    outDir: process.env.DIST_DIR ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Every browser the portal supports (es2022) knows <link rel=modulepreload>: no polyfill in the first load.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostId }) => preloadedByVite(hostId, deps) },
    // The one shared Fluent UI chunk (every component any element uses, loaded once per page) is
    // ~560 kB minified / ~150 kB gzip; the default 500 kB warning would fire on every build.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: {
        index: here('./index.html'),
        'silent-callback': here('./silent-callback.html'),
        // The element catalogue for CMS authors (catalogue/), served at /portal/elements/.
        'element-catalogue': here('./elements/index.html'),
        ...elementEntries(elementsDir),
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) => (chunk.name.startsWith('elements/') ? '[name].js' : 'assets/[name]-[hash].js'),
        // Entry-aware groups are named after their users (`common~index~elements/portal-…`): keep the first word.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/[~/].*$/, '')}-[hash].js`,
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            // What the shell shares with the elements stays out of the shell's file, split by who
            // uses it, so an embedded element loads no shell code.
            { name: 'common', test: firstLoadCommon, priority: 26 },
            { name: 'common', test: sharedWithShell, priority: 25, entriesAware: true },
            // The shell's first paint in one file (fewer requests, one gzip dictionary); what loads
            // later (pages, route icons, the sign-in library) and the silent-renew frame stay apart.
            // Lit on its own: the element catalogue page is Lit too, and must not pull in the shell's
            // first-paint file (it registers the shell as the elements' platform).
            { name: 'lit', test: litRuntime, priority: 21 },
            { name: 'portal-shell', test: isShellFirstPaint, priority: 20 },
          ],
        },
      },
    },
  },
});
