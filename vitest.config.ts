import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/server/**/*.test.ts'],
    environment: 'node',
    // PGlite start-up and scrypt hashing dominate; server files run in parallel on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
