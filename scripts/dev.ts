/**
 * `npm run dev`: the API server in watch mode (restarts on server changes) behind the Vite dev
 * server (hot module replacement for the shell, the mini apps and the element catalogue), both on
 * one origin, http://localhost:PORT/portal/. Vite proxies the APIs, the identity provider and the
 * embed demo to the API server and keeps the browser's Host header, so the built-in provider's
 * issuer and redirect addresses are this origin and sign-in works as with `npm start`.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, type Plugin, type ProxyOptions } from 'vite';

const port = Number(process.env.PORT ?? 8080);
/** The API server's own port (loopback only): PORT + 2, leaving PORT + 1 to the embed demo. */
const apiPort = Number(process.env.DEV_API_PORT ?? port + 2);
const apiOrigin = `http://127.0.0.1:${apiPort}`;

// `tsx watch` restarts the API on any change of the files it imports (server/, contract/, locales/).
const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const api = spawn(process.execPath, [tsxCli, 'watch', '--clear-screen=false', 'server/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort), HOST: '127.0.0.1', EMBED_PORT: process.env.EMBED_PORT ?? '0' },
});

/**
 * In development the stable URL `/portal/elements/<tag>.js` serves the definition `elements/<tag>.ts`
 * itself (the build writes a small entry that loads it: scripts/vite-plugin-element-entries.ts).
 */
const elementSources: Plugin = {
  name: 'portal-dev-element-sources',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const match = /^\/portal\/elements\/(portal-[a-z0-9-]+)\.js(\?.*)?$/.exec(req.url ?? '');
      if (match) req.url = `/portal/elements/${match[1]}.ts${match[2] ?? ''}`;
      next();
    });
  },
};

const toApi: ProxyOptions = { target: apiOrigin, changeOrigin: false, xfwd: true };
const vite = await createServer({
  configFile: 'vite.config.ts',
  plugins: [elementSources],
  server: {
    port,
    strictPort: true,
    host: 'localhost',
    proxy: {
      '/portal/api': toApi,
      '/webcrmapi': toApi,
      '/portalapiproduction': toApi,
      '/openid': toApi,
      '/healthz': toApi,
      '/embed-demo': toApi,
    },
  },
});
await vite.listen();
console.log(`Dev server: http://localhost:${port}/portal/  (API in watch mode on ${apiOrigin}, hot reload for the UI)`);

let stopping = false;
function stop(code = 0): void {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  void vite.close().finally(() => process.exit(code));
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`API server exited (${code}); stopping the dev server.`);
    stop(code ?? 1);
  }
});
