import { readConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { openDb } from './db/open.ts';
import { demoSeedModule, seedDemoData } from './demo/seed.ts';
import { startHttpServer } from './http-server.ts';
import { installProcessGuard } from './process-guard.ts';

/** Starts the reference server: database (migrate + seed), identity provider, APIs and UI. */
export async function main(): Promise<void> {
  installProcessGuard();
  const config = readConfig();
  let database: Awaited<ReturnType<typeof openDb>>;
  try {
    database = await openDb(config.database);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await seedDemoData(database.db, { scale: config.demoScale, analyticsScale: config.analyticsScale });
  const running = await startHttpServer({ ...config, analyticsSeedModule: demoSeedModule }, database);
  console.log(
    `Portal ready: ${running.url}/portal/  (database: ${database.kind}${config.oidcIssuer ? `, issuer ${config.oidcIssuer}` : ', built-in identity provider /openid'})`,
  );
  if (running.embedServer)
    console.log(`Embedding demo on a foreign origin: http://localhost:${config.embedPort}/embed-demo/`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await running.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
