import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/open.ts';
import { oidcPayload } from '../db/schema.ts';

/**
 * oidc-provider storage on the portal database, so sessions, grants and refresh tokens survive a
 * restart and are shared by every process on one PostgreSQL server.
 */
/**
 * How long a just-rotated refresh token may be used once more. Two tabs of one session (a
 * duplicated tab shares the session storage) that renew at the same moment send the same token;
 * the shell coordinates renewal across tabs (shell/renewal-coordinator.ts), and this window covers
 * what slips through: the second use gets tokens of its own instead of being taken for a stolen
 * token, which would revoke the whole grant and sign both tabs out. Later reuse still revokes it.
 */
export const refreshTokenReuseSeconds = 15;

export function createDbAdapterFactory(db: Db) {
  return (name: string): Adapter => new DbAdapter(db, name);
}

/**
 * Deletes what has expired (sessions, grants, codes, refresh tokens): the adapter never answers
 * them again, so they would only pile up. Returns how many rows went.
 */
export async function purgeExpiredOidcPayloads(db: Db, now = new Date()): Promise<number> {
  const gone = await db.delete(oidcPayload).where(lte(oidcPayload.expiresAt, now)).returning({ id: oidcPayload.id });
  return gone.length;
}

class DbAdapter implements Adapter {
  constructor(
    private readonly db: Db,
    private readonly type: string,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const row = {
      id,
      type: this.type,
      payload,
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
    };
    await this.db
      .insert(oidcPayload)
      .values(row)
      .onConflictDoUpdate({ target: [oidcPayload.type, oidcPayload.id], set: row });
  }

  find(id: string) {
    return this.findWhere(eq(oidcPayload.id, id));
  }

  findByUid(uid: string) {
    return this.findWhere(eq(oidcPayload.uid, uid));
  }

  findByUserCode(userCode: string) {
    return this.findWhere(eq(oidcPayload.userCode, userCode));
  }

  async consume(id: string): Promise<void> {
    // The first use counts: a tolerated reuse must not push the reuse window further.
    await this.db
      .update(oidcPayload)
      .set({ consumedAt: sql`coalesce(${oidcPayload.consumedAt}, ${new Date()})` })
      .where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, id)));
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayload).where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, id)));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
  }

  private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayload)
      .where(
        and(
          eq(oidcPayload.type, this.type),
          condition,
          or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, new Date())),
        ),
      );
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    const justRotated =
      this.type === 'RefreshToken' &&
      row.consumedAt &&
      Date.now() - row.consumedAt.getTime() < refreshTokenReuseSeconds * 1000;
    return row.consumedAt && !justRotated
      ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
      : payload;
  }
}
