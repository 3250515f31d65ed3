/**
 * A round-robin HTTP proxy for the scale-out figure: one origin in front of several portal
 * processes, each request to the next one (no stickiness: any process must serve any user).
 * `POST /__bench/pin?backend=<n>` sends everything to one backend until `?backend=` (empty)
 * restores round robin; the bench uses it to sign in through one process and renew through another.
 * Usage: node --import tsx bench/proxy.ts <port> <backendPort> [<backendPort> …]
 */
import { Agent, createServer, request } from 'node:http';

const [port, ...backends] = process.argv.slice(2).map(Number);
const agent = new Agent({ keepAlive: true, maxSockets: 64 });
let next = 0;
let pinned: number | null = null;
const served = backends.map(() => 0);

const server = createServer((req, res) => {
  if (req.url?.startsWith('/__bench/')) {
    const url = new URL(req.url, 'http://proxy');
    if (url.pathname === '/__bench/pin') {
      const backend = url.searchParams.get('backend');
      pinned = backend ? Number(backend) : null;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ pinned, served }));
    return;
  }
  const index = pinned ?? next++ % backends.length;
  served[index]!++;
  const upstream = request(
    { host: '127.0.0.1', port: backends[index], method: req.method, path: req.url, headers: req.headers, agent },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502);
    res.end();
  });
  req.pipe(upstream);
});
server.keepAliveTimeout = 30_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
