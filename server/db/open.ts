import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { acquireDataDirLock } from './lock.ts';
import { type DbNotifications, pgliteNotifications, postgresNotifications } from './notify.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface OpenDb {
  db: Db;
  /** 'pglite' (embedded, one process) or 'postgres' (a server, many processes). */
  kind: 'pglite' | 'postgres';
  /** Change notifications (db/notify.ts) that keep in-memory caches true to the database. */
  notifications: DbNotifications;
  /**
   * PostgreSQL only: a connection of its own, outside the pool (closed with the database), for a
   * statement every request waits for (auth/auth-generation.ts): no pool checkout, no drizzle.
   */
  connect?: () => PgClient;
  close(): Promise<void>;
}

/** What a dedicated connection offers (node-postgres' Client). */
export type PgClient = import('pg').Client;

/** How the server's connections show in `pg_stat_activity` (tests end exactly these). */
export const postgresApplicationName = 'portal-server';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Opens the database and applies pending migrations.
 * - `postgres://…` / `postgresql://…`: a PostgreSQL server through node-postgres.
 * - `memory:`: an in-memory PGlite (tests).
 * - anything else: a PGlite data directory (default `.data/pglite`), guarded by a lock file.
 */
export async function openDb(location: string): Promise<OpenDb> {
  if (/^postgres(ql)?:\/\//.test(location)) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: location, max: 10, application_name: postgresApplicationName });
    // An idle connection that PostgreSQL ends (restart, pg_terminate_backend) emits `error` on the
    // pool; unhandled, that ends the process. The pool drops the connection and opens a new one
    // for the next query; requests meanwhile get a 503 (http/errors.ts).
    pool.on('error', (error) => {
      console.error(
        `PostgreSQL connection lost (${(error as { code?: string }).code ?? error.name}); reconnecting on demand`,
      );
    });
    const db = drizzle({ client: pool, schema });
    // Several API processes may start together on one server: migrate under an advisory lock.
    try {
      const client = await pool.connect();
      try {
        await client.query(`select pg_advisory_lock(${migrationLockKey})`);
        await requireExtensions(client);
        await migrate(db, { migrationsFolder });
      } finally {
        await client.query(`select pg_advisory_unlock(${migrationLockKey})`).catch(() => {});
        client.release();
      }
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    const newClient = () => new pg.Client({ connectionString: location, application_name: postgresApplicationName });
    const notifications = postgresNotifications(newClient);
    const dedicated = new Set<PgClient>();
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      notifications,
      connect: () => {
        const client = newClient();
        dedicated.add(client);
        client.once('end', () => dedicated.delete(client));
        return client;
      },
      close: async () => {
        await notifications.close();
        await Promise.all([...dedicated].map((client) => client.end().catch(() => {})));
        await pool.end();
      },
    };
  }

  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const extensions = await pgliteExtensions();
  let release = () => {};
  let client: InstanceType<typeof PGlite>;
  if (location === 'memory:') {
    client = await PGlite.create({ extensions });
  } else {
    release = acquireDataDirLock(join(dirname(location), `${baseName(location)}.lock`));
    try {
      await mkdir(dirname(location), { recursive: true });
      client = await PGlite.create(location, { extensions });
    } catch (error) {
      release();
      throw error;
    }
  }
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  const notifications = pgliteNotifications(client);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    notifications,
    close: async () => {
      await notifications.close();
      await client.close();
      release();
    },
  };
}

/** The advisory lock every process takes around its migrations (docs/deployment.md "Upgrading"). */
export const migrationLockKey = 727274;

/** The contrib extensions the migrations need, in the order they can be created (earthdistance needs cube). */
export const requiredExtensions = ['cube', 'earthdistance', 'pg_trgm', 'unaccent', 'fuzzystrmatch'] as const;

/** Extensions the application's role may not create: the message gives the DBA's SQL. */
export class MissingExtensionsError extends Error {
  constructor(
    readonly extensions: string[],
    database: string,
    user: string,
  ) {
    super(
      `PostgreSQL database "${database}" lacks the extension${extensions.length > 1 ? 's' : ''} ${extensions.join(', ')}, ` +
        `and role "${user}" may not create ${extensions.length > 1 ? 'them' : 'it'}. A superuser (the DBA) runs, in that database ` +
        `(package postgresql-contrib):\n${extensions.map((e) => `  CREATE EXTENSION IF NOT EXISTS ${e};`).join('\n')}\n` +
        'then start the portal again (docs/deployment.md "What the DBA prepares").',
    );
    this.name = 'MissingExtensionsError';
  }
}

/**
 * Before the migrations: an extension that is not there yet is created when this role may
 * (a superuser; the database owner for trusted ones such as pg_trgm), else the start stops with
 * the SQL the DBA runs — not with the migration's "must be superuser" stack trace.
 */
async function requireExtensions(client: {
  query<R extends Record<string, unknown>>(text: string): Promise<{ rows: R[] }>;
}): Promise<void> {
  const { rows } = await client.query<{ extname: string }>('select extname from pg_extension');
  const present = new Set(rows.map((r) => r.extname));
  const missing: string[] = [];
  for (const extension of requiredExtensions) {
    if (present.has(extension)) continue;
    try {
      await client.query(`create extension if not exists ${extension}`);
    } catch {
      missing.push(extension);
    }
  }
  if (missing.length) {
    const [who] = (
      await client.query<{ database: string; user: string }>(
        'select current_database() as database, current_user as user',
      )
    ).rows;
    throw new MissingExtensionsError(missing, who?.database ?? '?', who?.user ?? '?');
  }
}

/**
 * The contrib extensions migrations may `CREATE EXTENSION` (PostgreSQL has them in
 * postgresql-contrib): trigram similarity, accent folding and edit distance (fuzzystrmatch) for
 * fuzzy lookups, cube and earthdistance for nearest-first searches.
 */
export async function pgliteExtensions() {
  const [{ pg_trgm }, { unaccent }, { fuzzystrmatch }, { cube }, { earthdistance }] = await Promise.all([
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite/contrib/unaccent'),
    import('@electric-sql/pglite/contrib/fuzzystrmatch'),
    import('@electric-sql/pglite/contrib/cube'),
    import('@electric-sql/pglite/contrib/earthdistance'),
  ]);
  return { pg_trgm, unaccent, fuzzystrmatch, cube, earthdistance };
}

function baseName(path: string): string {
  return path.split(/[\\/]/).filter(Boolean).pop() ?? 'pglite';
}
