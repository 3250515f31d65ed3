import { defineConfig } from 'vitest/config';
import { messagesPlugin } from './scripts/vite-plugin-messages.ts';

export default defineConfig({
  plugins: [messagesPlugin()],
  test: {
    include: ['test/unit/**/*.test.ts', 'test/server/**/*.test.ts'],
    environment: 'node',
    // PGlite start-up and scrypt hashing dominate; server files run in parallel on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
