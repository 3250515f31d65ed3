/**
 * The bare route of the bench's ratios: Hono on @hono/node-server answering the JSON of ten
 * favourites from memory, nothing else (no middleware, no database, no token). What any read of
 * the portal is measured against, in its own process like the portal server.
 * Usage: node --import tsx bench/bare-server.ts <port>
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2] ?? 8391);
const favorites = Array.from({ length: 10 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
  user: 'employee',
  userId: '00000000-0000-4000-8000-000000000000',
  name: `Bench ${String(i + 1).padStart(2, '0')}`,
  description: 'Lesezeichen des Benchmarks',
  path: '/de/de/PM/convectors/krn92',
  query: null,
}));

const app = new Hono();
app.get('/favorites', (c) => c.json(favorites));
app.get('/healthz', (c) => c.json({ status: 'ok' }));
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`bare route on ${port}`));
