/**
 * The session: sign-in through the OpenID provider (authorization code + PKCE S256), the portal
 * login (`loginOpenId`, once per sign-in, cached), sign-out. Tokens and state in sessionStorage.
 */
import { type User, UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { PortalLoginResult } from '../contract/auth.ts';
import { AccessType } from '../contract/permissions.ts';
import { createApiClient, RestError, setTokenProvider } from './api-client.ts';

export type SessionState =
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: User; portal: PortalLoginResult }
  /** Signed in at the identity provider, but no portal user yet (412). */
  | { status: 'registrationRequired'; user: User };

const loginResultKey = 'portal.loginResult';
const origin = location.origin;

export const userManager = new UserManager({
  authority: `${origin}/openid`,
  client_id: 'portal',
  redirect_uri: `${origin}/portal/auth/loginCallback`,
  silent_redirect_uri: `${origin}/portal/silent-callback.html`,
  post_logout_redirect_uri: `${origin}/portal/auth/logoutCallback`,
  response_type: 'code',
  scope: 'openid email profile offline_access portal crm',
  userStore: new WebStorageStateStore({ store: sessionStorage }),
  stateStore: new WebStorageStateStore({ store: sessionStorage }),
  automaticSilentRenew: false,
  accessTokenExpiringNotificationTimeInSeconds: 60,
  silentRequestTimeoutInSeconds: 10,
  staleStateAgeInSeconds: 900,
  monitorSession: false,
  checkSessionIntervalInSeconds: 2,
  popupWindowFeatures: { height: 640, width: 500 },
  filterProtocolClaims: ['nbf', 'jti', 'nonce', 'at_hash', 'azp'],
  loadUserInfo: false,
});

setTokenProvider(async () => {
  const user = await userManager.getUser();
  return user && !user.expired ? user.access_token : null;
});

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
  await userManager.clearStaleState();
  const user = await userManager.getUser();
  if (!user || user.expired) return setState({ status: 'signedOut' });
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
  await userManager.signinRedirect({
    extraQueryParams: { ui_locales: locale },
    state: { returnTo, locale },
    ...(acrValues ? { acr_values: acrValues } : {}),
  });
}

/** Handles /auth/loginCallback; returns where to go next. */
export async function completeSignIn(): Promise<{ returnTo: string }> {
  const user = await userManager.signinCallback();
  if (!user) throw new Error('No user returned from sign-in');
  if (!user.profile.sub) throw new Error('The ID token has no subject');
  await portalLogin(user);
  const returned = user.state as { returnTo?: string } | undefined;
  return { returnTo: returned?.returnTo ?? '/' };
}

/** POST /api/Auth/loginOpenId once per sign-in; 412 means the account has no portal user yet. */
async function portalLogin(user: User): Promise<void> {
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
  const user = await userManager.getUser();
  if (state.status === 'signedIn') await portalApi.post('Auth/logout').catch(() => undefined);
  sessionStorage.removeItem(loginResultKey);
  setState({ status: 'signedOut' });
  await userManager.removeUser();
  await userManager.signoutRedirect({
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    extraQueryParams: { ui_locales: locale },
    state: { returnTo: `/${locale}/${country}` },
  });
}

/** Handles /auth/logoutCallback; returns where to go next. */
export async function completeSignOut(): Promise<{ returnTo: string }> {
  const response = await userManager.signoutCallback();
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
