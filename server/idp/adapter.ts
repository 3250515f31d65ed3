import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import Provider, { type Adapter, type AdapterPayload, errors } from 'oidc-provider';
import { grantRevokedChannel } from '../auth/grant-revocations.ts';
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
 * what slips through: the second use gets the SAME successor refresh token the first use got
 * (with a fresh access token), never a chain of its own — a thief replaying within the window
 * gains nothing the owner does not also hold. Later reuse still revokes the grant.
 */
export const refreshTokenReuseSeconds = 15;

/** How long a reuse waits for a concurrent first use to store its successor. */
const successorWaitMs = 2000;

/**
 * What the token endpoint's request learns from the adapter (through oidc-provider's request
 * context, `Provider.ctx`): the successor to hand out instead of a newly minted refresh token.
 * provider.ts reads it in `rotateRefreshToken` and when answering.
 */
export interface RefreshReuseState {
  refreshSuccessor?: string;
  lostRotationOf?: string;
}

function requestState(): RefreshReuseState | undefined {
  return (Provider.ctx?.state as RefreshReuseState | undefined) ?? undefined;
}

/** Where a rotated refresh token's stored payload names its successor (stripped before oidc-provider sees it). */
const successorKey = 'portalSuccessor';

/** The refresh token the current token request is rotating out, if any. */
function rotatedTokenId(): string | undefined {
  return (Provider.ctx as { oidc?: { entities?: { RotatedRefreshToken?: { jti: string } } } } | undefined)?.oidc
    ?.entities?.RotatedRefreshToken?.jti;
}

export function createDbAdapterFactory(db: Db, grantEnded: (grantId: string) => void = () => {}) {
  return (name: string): Adapter => new DbAdapter(db, name, grantEnded);
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
    private readonly grantEnded: (grantId: string) => void,
  ) {}

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const rotated = this.type === 'RefreshToken' ? rotatedTokenId() : undefined;
    const state = requestState();
    if (rotated && state?.lostRotationOf === rotated) {
      // A concurrent use of the same token rotated it first: hand out its successor, store nothing.
      const successor = await this.waitForSuccessor(rotated);
      if (!successor) throw new errors.InvalidGrant('refresh token already used');
      state.refreshSuccessor = successor;
      return;
    }
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
    if (rotated) {
      await this.db
        .update(oidcPayload)
        .set({ payload: sql`${oidcPayload.payload} || ${JSON.stringify({ [successorKey]: id })}::jsonb` })
        .where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, rotated)));
    }
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
    // The first use counts: the reuse window starts there and is never pushed further.
    const first = await this.db
      .update(oidcPayload)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, id), isNull(oidcPayload.consumedAt)))
      .returning({ id: oidcPayload.id });
    const state = requestState();
    if (!first.length && this.type === 'RefreshToken' && state) state.lostRotationOf = id;
  }

  /** The successor a rotation recorded on a refresh token, once the rotating request stored it. */
  private async waitForSuccessor(id: string): Promise<string | undefined> {
    const until = Date.now() + successorWaitMs;
    for (;;) {
      const [row] = await this.db
        .select({ successor: sql<string | null>`${oidcPayload.payload} ->> ${successorKey}` })
        .from(oidcPayload)
        .where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, id)));
      if (row?.successor || !row || Date.now() > until) return row?.successor ?? undefined;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async destroy(id: string): Promise<void> {
    await this.db.delete(oidcPayload).where(and(eq(oidcPayload.type, this.type), eq(oidcPayload.id, id)));
    // Sign-out and theft detection end the grant: its access tokens stop at once (auth/grant-revocations.ts).
    if (this.type === 'Grant') await this.endGrant(id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
    await this.endGrant(grantId);
  }

  /** Every process hears of it through the database; this one knows at once. */
  private async endGrant(grantId: string): Promise<void> {
    this.grantEnded(grantId);
    await this.db.execute(sql`select pg_notify(${grantRevokedChannel}, ${grantId})`);
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
    const { [successorKey]: _, ...payload } = row.payload as AdapterPayload & { [successorKey]?: string };
    const justRotated =
      this.type === 'RefreshToken' &&
      row.consumedAt &&
      Date.now() - row.consumedAt.getTime() < refreshTokenReuseSeconds * 1000;
    if (justRotated) {
      // Reuse inside the window: the token's successor answers (provider.ts then does not rotate it).
      const successor = await this.waitForSuccessor(row.id);
      const state = requestState();
      if (successor && state) {
        const next = await this.find(successor);
        if (next) {
          state.refreshSuccessor = (next.jti as string | undefined) ?? successor;
          return next;
        }
      }
    }
    return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
  }
}
