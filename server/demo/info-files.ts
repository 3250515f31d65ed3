import { createHash } from 'node:crypto';
import { and, eq, lte } from 'drizzle-orm';
import { InfoSystemModule } from '../../contract/info-system-modules.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { demoInfoFiles, retiredDemoFiles } from './info-files/catalogue.ts';

/**
 * Idempotent info-system demo files (runs on every start): only files missing from `info_file`
 * (by module, folder and name) are rendered and inserted, so a start with a seeded database
 * renders nothing and files replaced by an administrator stay as they are.
 */
export async function seedInfoFiles(db: Db): Promise<void> {
  await retireDemoFiles(db);
  const existing = new Set(
    (
      await db.select({ module: t.infoFile.module, folder: t.infoFile.folder, name: t.infoFile.name }).from(t.infoFile)
    ).map((r) => `${r.module}\n${r.folder}\n${r.name}`),
  );
  const missing = demoInfoFiles().filter((f) => !existing.has(`${InfoSystemModule[f.module]}\n${f.folder}\n${f.name}`));
  if (missing.length === 0) return;
  // Render outside the transaction: PGlite holds its lock for the whole transaction.
  const rows: (typeof t.infoFile.$inferInsert)[] = [];
  for (const file of missing) {
    const content = await file.render();
    rows.push({
      module: InfoSystemModule[file.module],
      folder: file.folder,
      name: file.name,
      mimeType: file.mimeType,
      size: content.length,
      sha256: createHash('sha256').update(content).digest('hex'),
      content: new Uint8Array(content),
      // Never "changed" in the future, whatever date a demo document names.
      lastModified: new Date(Math.min(file.lastModified.getTime(), Date.now())),
    });
  }
  await db.transaction(async (tx) => {
    for (let i = 0; i < rows.length; i += 25) {
      await tx
        .insert(t.infoFile)
        .values(rows.slice(i, i + 25))
        .onConflictDoNothing();
    }
  });
}

/** Drops the demo's former files (catalogue.ts retiredDemoFiles) that nobody replaced since. */
async function retireDemoFiles(db: Db): Promise<void> {
  for (const [module, folder, name, date] of retiredDemoFiles) {
    await db
      .delete(t.infoFile)
      .where(
        and(
          eq(t.infoFile.module, InfoSystemModule[module]),
          eq(t.infoFile.folder, folder),
          eq(t.infoFile.name, name),
          lte(t.infoFile.lastModified, new Date(date)),
        ),
      );
  }
}
