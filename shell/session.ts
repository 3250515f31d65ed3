/**
 * The session: sign-in through the OpenID provider (authorization code + PKCE S256), the portal
 * login (`loginOpenId`, once per sign-in, cached), sign-out. Tokens and state in sessionStorage.
 */
import type { PortalLoginResult } from '../contract/auth.ts';
import { AccessType } from '../contract/permissions.ts';
import { createApiClient, RestError, setTokenProvider } from './api-client.ts';
import { userManager, userStorageKey } from './oidc.ts';

/** The signed-in identity as oidc-client-ts stores it (a `User` satisfies this). */
export interface SessionUser {
  access_token: string;
  id_token?: string;
  expires_at?: number;
  profile: {
    sub: string;
    given_name?: string;
    family_name?: string;
    name?: string;
    preferred_username?: string;
    email?: string;
    domain?: string;
    [claim: string]: unknown;
  };
}

export type SessionState =
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; portal: PortalLoginResult }
  /** Signed in at the identity provider, but no portal user yet (412). */
  | { status: 'registrationRequired'; user: SessionUser };

const loginResultKey = 'portal.loginResult';

/** The stored user when its access token is still valid. */
function storedUser(): SessionUser | null {
  const raw = sessionStorage.getItem(userStorageKey);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    const valid = !!user.access_token && (!user.expires_at || user.expires_at > Date.now() / 1000);
    return valid ? user : null;
  } catch {
    return null;
  }
}

setTokenProvider(async () => storedUser()?.access_token ?? null);

const portalApi = createApiClient('portal');
const events = new EventTarget();
let state: SessionState = { status: 'signedOut' };

export function session(): SessionState {
  return state;
}

export function onSessionChange(listener: () => void): () => void {
  events.addEventListener('change', listener);
  return () => events.removeEventListener('change', listener);
}

function setState(next: SessionState): void {
  state = next;
  events.dispatchEvent(new Event('change'));
}

/** Restores the session of this tab (a reload keeps it): tokens and the cached portal login. */
export async function restoreSession(): Promise<void> {
  const user = storedUser();
  if (!user) return setState({ status: 'signedOut' });
  const cached = sessionStorage.getItem(loginResultKey);
  if (cached) return setState({ status: 'signedIn', user, portal: JSON.parse(cached) as PortalLoginResult });
  await portalLogin(user);
}

export interface SignInOptions {
  /** Base-relative path to return to after sign-in. */
  returnTo: string;
  locale: string;
  acrValues?: string;
}

export async function signIn({ returnTo, locale, acrValues }: SignInOptions): Promise<void> {
  const manager = await userManager();
  await manager.clearStaleState();
  await manager.signinRedirect({
    ui_locales: locale,
    state: { returnTo, locale },
    ...(acrValues ? { acr_values: acrValues } : {}),
  });
}

/** Handles /auth/loginCallback; returns where to go next. */
export async function completeSignIn(): Promise<{ returnTo: string }> {
  const user = await (await userManager()).signinCallback();
  if (!user) throw new Error('No user returned from sign-in');
  if (!user.profile.sub) throw new Error('The ID token has no subject');
  await portalLogin(user);
  const returned = user.state as { returnTo?: string } | undefined;
  return { returnTo: returned?.returnTo ?? '/' };
}

/** POST /api/Auth/loginOpenId once per sign-in; 412 means the account has no portal user yet. */
async function portalLogin(user: SessionUser): Promise<void> {
  const p = user.profile;
  try {
    const portal = await portalApi
      .post('Auth/loginOpenId', {
        json: {
          sub: p.sub,
          login: p.preferred_username ?? p.sub,
          displayName: p.name ?? null,
          firstName: p.given_name ?? null,
          lastName: p.family_name ?? null,
          mail: p.email ?? null,
        },
      })
      .json<PortalLoginResult>();
    sessionStorage.setItem(loginResultKey, JSON.stringify(portal));
    setState({ status: 'signedIn', user, portal });
  } catch (error) {
    if (error instanceof RestError && error.status === 412) {
      sessionStorage.removeItem(loginResultKey);
      return setState({ status: 'registrationRequired', user });
    }
    throw error;
  }
}

export async function signOut(locale: string, country: string): Promise<void> {
  const user = storedUser();
  if (state.status === 'signedIn') await portalApi.post('Auth/logout').catch(() => undefined);
  sessionStorage.removeItem(loginResultKey);
  setState({ status: 'signedOut' });
  const manager = await userManager();
  await manager.removeUser();
  await manager.signoutRedirect({
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    extraQueryParams: { ui_locales: locale },
    state: { returnTo: `/${locale}/${country}` },
  });
}

/** Handles /auth/logoutCallback; returns where to go next. */
export async function completeSignOut(): Promise<{ returnTo: string }> {
  const response = await (await userManager()).signoutCallback();
  const returned = response?.userState as { returnTo?: string } | undefined;
  return { returnTo: returned?.returnTo ?? '/' };
}

/** Resource ids granted with accessType 1 (spec §6). */
export function grantedPermissionIds(): Set<string> {
  if (state.status !== 'signedIn') return new Set();
  return new Set(
    state.portal.permissions.filter((p) => p.accessType === AccessType.granted).map((p) => p.ressource.id),
  );
}
