import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Db, migrationsFolder } from './open.ts';

/** The newest migration this build knows (drizzle records its `when` as `created_at`). */
const newestMigration = (() => {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return journal.entries.at(-1)!;
})();

/**
 * Null when the database answers and has every migration of this build; else why not (for
 * `/readyz`). During a rolling upgrade an older process stays ready on a newer schema; a newer
 * process is not ready until its migrations ran.
 */
export async function databaseNotReady(db: Db): Promise<string | null> {
  try {
    const result = await db.execute<{ newest: string | number | null }>(
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    const rows = (result as unknown as { rows?: { newest: string | number | null }[] }).rows ?? [];
    const newest = Number(rows[0]?.newest ?? 0);
    return newest >= newestMigration.when ? null : `migration ${newestMigration.tag} not applied yet`;
  } catch {
    return 'database unavailable';
  }
}
