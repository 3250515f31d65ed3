/**
 * `npm start`: builds the UI when DIST_DIR is missing or older than its sources, then starts the
 * one-origin server.
 */
import { ensureUiBuild } from './ui-build.ts';

ensureUiBuild();

const { main } = await import('../server/main.ts');
await main();
