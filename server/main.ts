import { awaitingFirstSignIn, bootstrapPortal } from './areas/security/index.ts';
import { ConfigError, readConfig, type ServerConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { type Db, MissingExtensionsError, openDb } from './db/open.ts';
import { analyticsSeed, seedDemoData } from './demo/seed.ts';
import { startHttpServer } from './http-server.ts';
import { installProcessGuard } from './process-guard.ts';

/** Starts the reference server: database (migrate + seed), identity provider, APIs and UI. */
export async function main(): Promise<void> {
  installProcessGuard();
  let config: ServerConfig;
  let database: Awaited<ReturnType<typeof openDb>>;
  try {
    config = readConfig();
    database = await openDb(config.database);
  } catch (error) {
    // A refused setting or a database a DBA must prepare: the message says what to do, no stack.
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof MissingExtensionsError
    ) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const note = await preparePortal(database.db, config);
  if (note) console.log(note);
  const running = await startHttpServer({ ...config, analyticsSeed }, database);
  const provider = config.oidc.issuer
    ? `${config.oidc.preset} provider ${config.oidc.issuer}`
    : 'built-in identity provider /openid';
  console.log(
    `Portal ready: ${running.url}/portal/  (${config.production ? 'production' : 'development'} profile, database: ${database.kind}, ${provider})`,
  );
  if (running.embedServer)
    console.log(`Embedding demo on a foreign origin: http://localhost:${config.embedPort}/embed-demo/`);

  // SIGTERM drains: /readyz turns 503, the listener stops accepting, requests in flight finish
  // (up to SHUTDOWN_TIMEOUT), then the database closes.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: draining`);
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 5000);
    force.unref();
    await running.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

/**
 * What an administrator needs on every portal (server/areas/security/bootstrap.ts), then the demo
 * world only when DEMO_DATA asks for it. Returns what the start log says about the first administrator.
 */
export async function preparePortal(
  db: Db,
  config: Pick<ServerConfig, 'demoData' | 'bootstrapAdminLogin'>,
): Promise<string | null> {
  const login = config.bootstrapAdminLogin;
  const bootstrap = await bootstrapPortal(db, login);
  if (config.demoData !== 'none') await seedDemoData(db, { scale: config.demoData });
  if (login && (await awaitingFirstSignIn(db, login)))
    return `First administrator: whoever signs in first with the login "${login}" (BOOTSTRAP_ADMIN_LOGIN)`;
  if (login && bootstrap === 'portal has users') return 'BOOTSTRAP_ADMIN_LOGIN left alone: the portal has users';
  return null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
