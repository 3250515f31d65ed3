import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** One server for the whole e2e run (fresh in-memory database), started like a user would: npm start. */
export const e2ePort = Number(process.env.E2E_PORT ?? 8090);
export const e2eEmbedPort = e2ePort + 1;
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The walks over every route and screen (menu-visibility, screen-walk): the longest journeys after session-long. */
const longWalks = /(menu-visibility|screen-walk)\.spec\.ts$/;

const desktopChromium = {
  ...devices['Desktop Chrome'],
  locale: 'de-DE',
  launchOptions: {
    ...(chromiumPath ? { executablePath: chromiumPath } : {}),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
  },
};

export default defineConfig({
  testDir: 'test/e2e',
  // Parallel runs with their own DIST_DIR keep their own results (Playwright empties this folder on start).
  outputDir: process.env.DIST_DIR ? `test-results/${process.env.DIST_DIR}` : 'test-results/e2e',
  fullyParallel: true,
  // Three in CI on two cores: the journeys mostly wait (a run keeps about a third of the cores busy,
  // docs/performance.md "The test suite"), and session-long holds one worker for minutes of waiting.
  workers: process.env.CI ? 3 : undefined,
  forbidOnly: !!process.env.CI,
  // In CI a journey that fails is run once more and, if it passes then, reported as flaky (and
  // repeated at the end of CI's output by .ci/run): one slow moment on a shared machine does not
  // stop a landing, and the flake is still named to be fixed.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${e2ePort}`,
    locale: 'de-DE',
    // A failure keeps its trace (actions, DOM snapshots, network) but not the trace's screencast: recording
    // those frames in every test cost about a quarter of the suite's CPU (docs/performance.md "The test
    // suite"). The failure's own screenshot below is still taken.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // Five minutes of mostly waiting (session-long): first, so it overlaps the rest instead of trailing it.
      name: 'chromium-long',
      testMatch: /session-long\.spec\.ts$/,
      use: desktopChromium,
    },
    {
      // The longest journeys next (each walk 20–100 s): workers take tests in project order, so the
      // short ones fill the end of the run instead of a long walk trailing it alone.
      name: 'chromium-walks',
      testMatch: longWalks,
      use: desktopChromium,
    },
    {
      name: 'chromium',
      testIgnore: [/(security|session-long)\.spec\.ts$/, longWalks],
      use: desktopChromium,
    },
    {
      // Changes other users' roles on the shared server: runs after everything that reads them.
      name: 'chromium-role-changes',
      testMatch: /security\.spec\.ts$/,
      dependencies: ['chromium-walks', 'chromium'],
      use: desktopChromium,
    },
  ],
  webServer: {
    command: 'npm start',
    url: `http://127.0.0.1:${e2ePort}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
    env: {
      PORT: String(e2ePort),
      EMBED_PORT: String(e2eEmbedPort),
      // A PostgreSQL DATABASE_URL runs the suite on it (test/e2e/faults.spec.ts then also drops its connections).
      DATABASE_URL: process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'memory:',
      // The analytics worker's data set at a few thousand sales facts: seconds instead of minutes of
      // one of CI's two cores (the million rows are measured by the bench, see docs/analytics.md).
      ANALYTICS_SCALE: 'small',
      // Access tokens for 15 minutes instead of 5: a test reuses its worker's earlier sign-in of the
      // same user while the token outlives the test (test/e2e/helpers.ts). Renewal is walked by
      // faults.spec.ts, session-long.spec.ts and external-provider.spec.ts with their own lifetimes.
      ACCESS_TOKEN_TTL: '900',
      ...(process.env.DIST_DIR ? { DIST_DIR: process.env.DIST_DIR } : {}),
    },
  },
});
