import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { elementsManifestPlugin } from './scripts/vite-plugin-elements-manifest.ts';
import { messagesPlugin } from './scripts/vite-plugin-messages.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** One stable-named entry per custom element: elements/portal-<name>.ts → /portal/elements/portal-<name>.js */
const elementEntries = Object.fromEntries(
  readdirSync(here('./elements'))
    .filter((f) => /^portal-[a-z0-9-]+\.tsx?$/.test(f))
    .map((f) => [`elements/${f.replace(/\.tsx?$/, '')}`, here(`./elements/${f}`)]),
);

/** Mini-app version stamp (format `2025-8-27_14`): the shell imports element modules with it. */
const now = new Date();
const buildStamp = `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}_${now.getHours()}${now.getMinutes()}`;

export default defineConfig({
  base: '/portal/',
  define: {
    __PORTAL_ELEMENTS__: JSON.stringify(Object.keys(elementEntries).map((k) => k.replace('elements/', ''))),
    __BUILD_STAMP__: JSON.stringify(buildStamp),
  },
  plugins: [react(), messagesPlugin(), elementsManifestPlugin()],
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
    // The one shared Fluent UI chunk (every component any element uses, loaded once per page) is
    // ~560 kB minified / ~150 kB gzip; the default 500 kB warning would fire on every build.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      input: {
        index: here('./index.html'),
        'silent-callback': here('./silent-callback.html'),
        // The element catalogue for CMS authors (catalogue/), served at /portal/elements/.
        'element-catalogue': here('./elements/index.html'),
        ...elementEntries,
      },
      preserveEntrySignatures: 'exports-only',
      output: {
        entryFileNames: (chunk) => (chunk.name.startsWith('elements/') ? '[name].js' : 'assets/[name]-[hash].js'),
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 }],
        },
      },
    },
  },
});
