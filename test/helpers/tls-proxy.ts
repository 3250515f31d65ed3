import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The deployment recipe's reverse proxy (docs/deployment.md): Debian's nginx terminating TLS with a
 * certificate made here (openssl, a throw-away CA and a server certificate for `localhost`), and
 * spreading requests round-robin over the portal processes.
 */
export interface TlsProxy {
  /** `https://localhost:<port>`: the portal. */
  origin: string;
  /** `https://localhost:<port>`: another origin (a brand's page embedding portal elements). */
  foreignOrigin: string;
  /** The CA certificate (PEM) the browser would have to trust. */
  caCertificate: string;
  stop(): Promise<void>;
}

export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));

export async function startTlsProxy(options: {
  port: number;
  foreignPort: number;
  /** `127.0.0.1:<port>` of each portal process. */
  upstreams: string[];
  /** Writes the page nginx serves on the foreign origin into the folder it is given. */
  foreignPage: (dir: string) => Promise<void>;
}): Promise<TlsProxy> {
  if (!nginxBinary) throw new Error('nginx is not installed (Debian: apt-get install nginx-light)');
  const dir = await mkdtemp(join(tmpdir(), 'portal-proxy-'));
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'pipe' });
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-days',
    '2',
    '-subj',
    '/CN=Portal test CA',
    '-keyout',
    'ca.key',
    '-out',
    'ca.pem',
  );
  openssl(
    'req',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-subj',
    '/CN=localhost',
    '-keyout',
    'server.key',
    '-out',
    'server.csr',
  );
  await writeFile(join(dir, 'san.ext'), 'subjectAltName=DNS:localhost,IP:127.0.0.1\n');
  openssl(
    'x509',
    '-req',
    '-in',
    'server.csr',
    '-CA',
    'ca.pem',
    '-CAkey',
    'ca.key',
    '-CAcreateserial',
    '-days',
    '2',
    '-extfile',
    'san.ext',
    '-out',
    'server.pem',
  );
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'foreign']) await mkdir(join(dir, temp));
  await options.foreignPage(join(dir, 'foreign'));
  // nginx's workers run as another user (nobody) when it is started as root: they buffer large
  // answers in the temp folders and read the foreign page. The keys stay the master's.
  await chmod(dir, 0o755);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) await chmod(join(dir, temp), 0o777);
  await chmod(join(dir, 'foreign'), 0o755);
  for (const key of ['ca.key', 'server.key']) await chmod(join(dir, key), 0o600);

  const proxied = `
      proxy_pass http://portal;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`;
  const tls = `
    ssl_certificate ${dir}/server.pem;
    ssl_certificate_key ${dir}/server.key;
    ssl_protocols TLSv1.2 TLSv1.3;`;
  await writeFile(
    join(dir, 'nginx.conf'),
    `# The recipe of docs/deployment.md, with paths in a temporary folder.
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 25m;
  upstream portal {
${options.upstreams.map((u) => `    server ${u};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${options.port} ssl;
    server_name localhost;${tls}
    location / {${proxied}
    }
  }
  server {
    listen 127.0.0.1:${options.foreignPort} ssl;
    server_name localhost;${tls}
    root ${dir}/foreign;
    index index.html;
  }
}
`,
  );
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await Promise.race([exited, sleep(5000).then(() => child.kill('SIGKILL'))]);
    await rm(dir, { recursive: true, force: true });
  };
  const caCertificate = await readFile(join(dir, 'ca.pem'), 'utf8');
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) break;
    if (existsSync(join(dir, 'nginx.pid'))) {
      return {
        origin: `https://localhost:${options.port}`,
        foreignOrigin: `https://localhost:${options.foreignPort}`,
        caCertificate,
        stop,
      };
    }
    await sleep(100);
  }
  const log = await readFile(join(dir, 'error.log'), 'utf8').catch(() => '');
  await stop();
  throw new Error(`nginx did not start: ${output}${log}`);
}
