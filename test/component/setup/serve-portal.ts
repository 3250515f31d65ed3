/**
 * Child process of the component test run: the project's own server (test/helpers/test-server.ts)
 * serving the UI build in DIST_DIR. A separate process, because PGlite's start-up and seeding
 * occupy the event loop for seconds, which would stall the test runner's file server.
 * Prints `portal-url <url>` when ready; stops on SIGTERM or when its parent goes away.
 */
import { startTestServer } from '../../helpers/test-server.ts';

const server = await startTestServer({ scale: 'small' }, { distDir: process.env.DIST_DIR ?? 'dist' });
console.log(`portal-url ${server.url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
