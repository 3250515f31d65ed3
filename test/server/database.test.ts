import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from '../../server/db/lock.ts';
import { type OpenDb, openDb } from '../../server/db/open.ts';
import * as t from '../../server/db/schema.ts';
import { demoAccounts } from '../../server/demo/accounts.ts';
import { seedDemoData } from '../../server/demo/seed.ts';
import { testDatabaseUrl } from '../helpers/test-server.ts';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-test-lock-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Runs a short-lived Node process and resolves with its pid once it has exited. */
function pidOfExitedProcess(): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
    child.on('error', reject);
    child.on('exit', () => resolve(child.pid!));
  });
}

describe('data directory lock', () => {
  it('refuses a second holder while the first holds it, and frees the path on release', () => {
    const lockPath = join(dir, 'held.lock');
    const release = acquireDataDirLock(lockPath);
    try {
      expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
      let thrown: unknown;
      try {
        acquireDataDirLock(lockPath);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DataDirLockedError);
      expect((thrown as DataDirLockedError).pid).toBe(process.pid);
      expect((thrown as DataDirLockedError).lockPath).toBe(lockPath);
    } finally {
      release();
    }
    expect(existsSync(lockPath)).toBe(false);
    // Free again: it can be taken (and released) once more.
    acquireDataDirLock(lockPath)();
  });

  it('refuses a lock held by another running process', async () => {
    const lockPath = join(dir, 'other.lock');
    const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockPath, String(child.pid));
      let thrown: unknown;
      try {
        acquireDataDirLock(lockPath);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(DataDirLockedError);
      expect((thrown as DataDirLockedError).pid).toBe(child.pid);
      expect((thrown as Error).message).toContain(String(child.pid));
      expect(readFileSync(lockPath, 'utf8')).toBe(String(child.pid)); // left alone
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    }
  });

  it('takes over a stale lock whose process is gone', async () => {
    const lockPath = join(dir, 'stale.lock');
    const deadPid = await pidOfExitedProcess();
    writeFileSync(lockPath, String(deadPid));
    const release = acquireDataDirLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over a lock with our own pid that this process does not hold (pid reused after a restart)', () => {
    const lockPath = join(dir, 'reused.lock');
    writeFileSync(lockPath, String(process.pid));
    const release = acquireDataDirLock(lockPath);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    release();
  });

  it('a release does not remove a lock taken over later', () => {
    const lockPath = join(dir, 'twice.lock');
    const release = acquireDataDirLock(lockPath);
    release();
    const second = acquireDataDirLock(lockPath);
    release(); // a stray second call of the old release
    expect(existsSync(lockPath)).toBe(true);
    second();
  });

  it('keeps openDb off a PGlite data directory whose lock is held, before touching the directory', async () => {
    // openDb locks `<parent>/<name>.lock` beside the data directory `<parent>/<name>`.
    const location = join(dir, 'data', 'pglite');
    const release = acquireDataDirLock(join(dir, 'data', 'pglite.lock'));
    try {
      await expect(openDb(location)).rejects.toBeInstanceOf(DataDirLockedError);
      expect(existsSync(location)).toBe(false);
    } finally {
      release();
    }
  });
});

describe('demo seed', () => {
  let database: OpenDb;

  beforeAll(async () => {
    database = await openDb(testDatabaseUrl);
  });

  afterAll(async () => {
    await database?.close();
  });

  const demoLogins = demoAccounts.map((a) => a.login);
  const portalLogins = demoAccounts.filter((a) => a.portalRole).map((a) => a.login);

  /** Counts of what the seed owns (demo users only: other test files may add users of their own meanwhile). */
  async function counts(): Promise<Record<string, number>> {
    const { db } = database;
    const total = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    return {
      orgs: await total(t.portalOrg),
      ressourceGroups: await total(t.ressourceGroup),
      ressources: await total(t.portalRessource),
      permissionSets: await total(t.portalPermissionSet),
      roles: await total(t.portalRole),
      rolePermissions: await total(t.portalRoleResourcePermission),
      demoAccounts: (
        await db.select({ n: count() }).from(t.idpAccount).where(inArray(t.idpAccount.login, demoLogins))
      )[0]!.n,
      demoPortalUsers: (
        await db.select({ n: count() }).from(t.portalUser).where(inArray(t.portalUser.username, demoLogins))
      )[0]!.n,
      userRoles: await total(t.portalUserRole),
    };
  }

  it('is idempotent: a second and third run change no counts and keep the password hashes', async () => {
    // The small scale, as every server test: the full one takes longer than a test may on a busy machine.
    await seedDemoData(database.db, { scale: 'small' });
    const before = await counts();
    const hashesBefore = await database.db.select().from(t.idpAccount).where(inArray(t.idpAccount.login, demoLogins));

    await seedDemoData(database.db, { scale: 'small' });
    await seedDemoData(database.db, { scale: 'small' });

    expect(await counts()).toEqual(before);
    const hashesAfter = await database.db.select().from(t.idpAccount).where(inArray(t.idpAccount.login, demoLogins));
    const bySub = (rows: typeof hashesBefore) => Object.fromEntries(rows.map((r) => [r.sub, r.passwordHash]));
    expect(bySub(hashesAfter)).toEqual(bySub(hashesBefore));
  });

  it('creates the demo accounts: five at the provider, three portal users', async () => {
    const accounts = await database.db.select().from(t.idpAccount).where(inArray(t.idpAccount.login, demoLogins));
    expect(accounts.map((a) => a.login).sort()).toEqual([...demoLogins].sort());
    for (const account of accounts) {
      expect(account.passwordHash).toMatch(/^scrypt\$/);
      expect(account.passwordHash).not.toContain(account.login);
    }
    // On a shared PostgreSQL database another test file may provision a user named like a demo
    // account for a while (security-users tests linking); the seed's own users are what counts here.
    const users = await database.db.select().from(t.portalUser).where(inArray(t.portalUser.username, portalLogins));
    expect(users.map((u) => u.username).sort()).toEqual([...portalLogins].sort());
    for (const user of users) {
      expect(user.openIdUserId).toBe(demoAccounts.find((a) => a.login === user.username)!.sub);
      expect(user.password).toBeNull();
    }
  });
});
