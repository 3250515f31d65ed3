/**
 * Token renewal across the tabs of one session. A duplicated tab starts with a copy of its
 * original's session storage, refresh token included; if both renewed on their own at the same
 * moment, the provider would see one refresh token used twice. So renewal runs under a Web Lock
 * shared by every tab of this origin: one tab renews, announces the rotation on a
 * BroadcastChannel (the refresh token it replaced and the stored user that replaces it), and a
 * tab waiting for the lock with that same refresh token takes the announced user instead of
 * renewing again. Tabs of other sessions ignore announcements that do not name their token.
 * (The provider also tolerates a brief reuse, server/idp/adapter.ts, for what slips through.)
 */

const lockName = 'portal-token-renewal';
/** How long an announcement is kept for a tab that asks a little later. */
const announcementTtlMs = 30_000;

interface Rotation {
  type: 'rotated';
  /** The refresh token that was spent. */
  previous: string;
  /** oidc-client-ts' stored user (JSON) with the new tokens. */
  user: string;
}

const announced = new Map<string, { user: string; at: number }>();
let channel: BroadcastChannel | null = null;

function listen(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(lockName);
  channel.addEventListener('message', (event: MessageEvent<Rotation>) => {
    const message = event.data;
    if (message?.type !== 'rotated' || typeof message.previous !== 'string' || typeof message.user !== 'string') return;
    announced.set(message.previous, { user: message.user, at: Date.now() });
  });
  return channel;
}

function takeAnnounced(refreshToken: string): string | null {
  const now = Date.now();
  for (const [token, entry] of announced) if (now - entry.at > announcementTtlMs) announced.delete(token);
  return announced.get(refreshToken)?.user ?? null;
}

export interface RenewalStorage {
  /** The stored user (JSON) of this tab, or null. */
  read(): string | null;
  /** Stores another tab's renewal result as this tab's user. */
  adopt(user: string): Promise<void>;
}

const refreshTokenOf = (user: string | null): string | undefined => {
  if (!user) return undefined;
  try {
    const token = (JSON.parse(user) as { refresh_token?: unknown }).refresh_token;
    return typeof token === 'string' ? token : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Runs `renew` for this tab, one tab at a time, unless another tab has just rotated this tab's
 * refresh token: then its result is adopted. Resolves to the access token (or null).
 */
export function coordinatedRenewal(
  storage: RenewalStorage,
  renew: () => Promise<string | null>,
): Promise<string | null> {
  listen(); // from the first renewal on, this tab hears the others
  const run = async (): Promise<string | null> => {
    const before = refreshTokenOf(storage.read());
    const taken = before ? takeAnnounced(before) : null;
    if (taken) {
      await storage.adopt(taken);
      return (JSON.parse(taken) as { access_token?: string }).access_token ?? null;
    }
    const token = await renew();
    const after = storage.read();
    const rotated = refreshTokenOf(after);
    if (token && before && after && rotated && rotated !== before) {
      channel?.postMessage({ type: 'rotated', previous: before, user: after } satisfies Rotation);
    }
    return token;
  };
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? locks.request(lockName, run) : run();
}

/** Start listening at once (a tab that never renewed itself may still be asked to adopt). */
export function listenForRenewals(): void {
  listen();
}
