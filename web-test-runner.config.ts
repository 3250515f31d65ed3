/**
 * Component tests (`npm run test:component`): @web/test-runner in Chromium.
 *
 * - test/component/shell/: the shell's Lit elements from source (esbuild with tsconfig.json, so
 *   Lit's decorators compile as in the build; the messages come from locales/ as in the build).
 * - test/component/islands/: the mini-app elements as built into DIST_DIR (React is CommonJS and
 *   cannot be served from source here), against the project's own server (setup/portal-server.ts).
 *
 * Runs through tsx (see package.json), so this file and its helpers may import TypeScript.
 */
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import type { TestRunnerConfig, TestRunnerPlugin } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { distDir, ensureUiBuild } from './scripts/ui-build.ts';
import { messagesPlugin } from './test/component/setup/messages-plugin.ts';
import { portalServer } from './test/component/setup/portal-server.ts';

const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** As in vite.config.ts: @vaadin/router must never phone home from a developer's machine. */
const vaadinStatisticsOptOut: TestRunnerPlugin = {
  name: 'vaadin-usage-statistics-opt-out',
  resolveImport: ({ source }) =>
    source === '@vaadin/vaadin-usage-statistics/vaadin-usage-statistics.js'
      ? '/node_modules/@vaadin/vaadin-usage-statistics/vaadin-usage-statistics-optout.js'
      : undefined,
};

ensureUiBuild();
const portal = portalServer(distDir);

export default {
  // The shell's files first: they need no server and run while it seeds its database.
  files: ['test/component/shell/**/*.test.ts', 'test/component/islands/**/*.test.ts'],
  nodeResolve: true,
  middleware: [portal.middleware],
  plugins: [
    vaadinStatisticsOptOut,
    messagesPlugin(),
    portal.plugin,
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        ...(chromiumPath ? { executablePath: chromiumPath } : {}),
        args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
      },
    }),
  ],
  testFramework: { config: { timeout: 15_000 } },
  testsFinishTimeout: 180_000,
  browserStartTimeout: 60_000,
} satisfies TestRunnerConfig;
