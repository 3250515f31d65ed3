// Worker threads start without the TypeScript loader the server runs under (tsx, or Vitest's):
// register tsx, then load the worker itself.
import { register } from 'tsx/esm/api';

register();
await import('./analytics-worker.ts');
