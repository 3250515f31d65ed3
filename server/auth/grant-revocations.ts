/**
 * Whether the sign-in grant behind an access token still stands. The built-in provider destroys
 * a grant at sign-out and when a spent refresh token is replayed (theft detection); its access
 * tokens (JWTs, valid for minutes) name the grant in the claim `gid` (server/idp/provider.ts).
 * The token cache asks here on every request, so those tokens stop working at once.
 *
 * Known-alive grants are remembered while the database's notifications are live; the provider's
 * adapter notifies `grantRevokedChannel` when it destroys a grant (server/idp/adapter.ts), in
 * every process on one PostgreSQL server. A grant not remembered is looked up. On PostgreSQL the
 * notification reaches even the ending process a moment after the commit, so that process also
 * marks the grant at once (`ended`): the very next request with its tokens is refused. Other
 * processes forget what they know when the database's auth generation moved (auth/auth-generation.ts):
 * they refuse those tokens at their next request too.
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { DbNotifications } from '../db/notify.ts';
import type { Db } from '../db/open.ts';
import { oidcPayload } from '../db/schema.ts';
import type { AuthGeneration } from './auth-generation.ts';

export const grantRevokedChannel = 'portal_grant_revoked';

/** Grants remembered at once, alive or revoked (the oldest go first). */
const maxGrants = 20_000;

/** At once when the grant is known (every signed-in read), else after a lookup. */
export type GrantRevoked = (grantId: string) => boolean | Promise<boolean>;

export interface GrantRevocations {
  revoked: GrantRevoked;
  /** Called by this process's provider when it has ended a grant (server/idp/adapter.ts). */
  ended(grantId: string): void;
}

export function grantRevocations(
  db: Db,
  notifications: DbNotifications,
  generation?: AuthGeneration,
): GrantRevocations {
  const known = new Map<string, boolean>();
  // A lookup under way when the generation moved may have read the grant before it ended.
  let epoch = 0;
  generation?.onAdvance(() => {
    epoch++;
    known.clear();
  });
  const remember = (grantId: string, revoked: boolean) => {
    // An ended grant never comes back; a lookup that started before it ended must not say alive.
    if (!revoked && known.get(grantId) === true) return;
    known.delete(grantId);
    known.set(grantId, revoked);
    if (known.size > maxGrants) known.delete(known.keys().next().value as string);
  };
  notifications.listen(
    grantRevokedChannel,
    (grantId) => remember(grantId, true),
    () => known.clear(),
  );
  const lookUp = async (grantId: string) => {
    const startedAt = epoch;
    const [row] = await db
      .select({ id: oidcPayload.id })
      .from(oidcPayload)
      .where(
        and(
          eq(oidcPayload.type, 'Grant'),
          eq(oidcPayload.id, grantId),
          or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, new Date())),
        ),
      );
    if (startedAt === epoch) remember(grantId, !row);
    return !row;
  };
  const revoked: GrantRevoked = (grantId) => {
    const hit = known.get(grantId);
    if (hit === true || (hit === false && notifications.live)) return hit;
    return lookUp(grantId);
  };
  return { revoked, ended: (grantId) => remember(grantId, true) };
}
