/**
 * The signed-in half of the session, loaded with the first stored user, the first API client or a
 * sign-in/out callback (shell/session/session.ts), never in a signed-out first paint: renewal, the
 * portal login and its grants, the registration step, sign-out.
 */
import type { AuthHooks } from '../../client/api-client.ts';
import { RestError } from '../../client/api-errors.ts';
import { type OutageRetry, retryWhileUnavailable } from '../../client/outage.ts';
import type { PortalLoginResult } from '../../contract/auth.ts';
import { isIdpErrorResponse, userManager, userStorageKey } from './oidc.ts';
import { coordinatedRenewal, listenForRenewals } from './renewal-coordinator.ts';
import {
  sessionEvents as events,
  grantsVersionKey,
  isUsable,
  loginResultKey,
  type RegistrationStep,
  returnHashKey,
  returnPathKey,
  type SessionUser,
  session,
  sessionApi,
  setSessionState as setState,
  signInAgain,
  storedUser,
  uiLocales,
} from './session.ts';

/* ---------------------------------------------------------------- renewal */

let renewing: Promise<string | null> | null = null;
let renewalArmed = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retries = 0;

/** Waits between renewal attempts while the provider cannot be reached: 1, 2, 4, 8, then every 10 s. */
export function renewalBackoffMs(attempt: number): number {
  return Math.min(10_000, 1000 * 2 ** attempt);
}

/**
 * Renews now (refresh token when present, else the hidden frame with prompt=none), coordinated
 * with the other tabs of the session (shell/session/renewal-coordinator.ts). Concurrent callers share one
 * renewal, so a burst of 401s or two timers never spends a refresh token twice.
 *
 * When the provider cannot be reached (network error, time-out, an answer that is no OAuth
 * error), renewal is tried again with a growing pause for as long as the current access token
 * still works, so a short outage passes unnoticed. Only a refusal by the provider (e.g.
 * invalid_grant: the grant was revoked) or a token that ran out while it stayed unreachable ends
 * in the "please sign in again" message.
 */
export function renewNow(): Promise<string | null> {
  renewing ??= (async () => {
    try {
      const token = await coordinatedRenewal(renewalStorage, async () => {
        const user = await (await userManager()).signinSilent();
        return user?.access_token ?? null;
      });
      const user = storedUser();
      const state = session();
      if (token && user && state.status !== 'signedOut') setState({ ...state, user });
      retries = 0;
      clearTimeout(retryTimer);
      return token;
    } catch (error) {
      const current = storedUser();
      if (!isIdpErrorResponse(error) && current && isUsable(current)) {
        clearTimeout(retryTimer);
        retryTimer = setTimeout(() => void renewNow(), renewalBackoffMs(retries++));
        // The current token still works: requests go on with it meanwhile.
        return current.access_token;
      }
      retries = 0;
      events.dispatchEvent(new CustomEvent('silent-renew-error', { detail: error }));
      return null;
    } finally {
      renewing = null;
    }
  })();
  return renewing;
}

/** This tab's stored user for the coordinator; an adopted user restarts oidc-client-ts' expiry timers. */
const renewalStorage = {
  read: () => sessionStorage.getItem(userStorageKey),
  async adopt(user: string) {
    sessionStorage.setItem(userStorageKey, user);
    await (await userManager()).getUser();
  },
};

/** Renews on the token-expiring event (60 s before expiry); automatic silent renew stays off. */
async function armRenewal(): Promise<void> {
  const manager = await userManager();
  if (!renewalArmed) {
    renewalArmed = true;
    manager.events.addAccessTokenExpiring(() => void renewNow());
    manager.events.addAccessTokenExpired(() => void renewNow());
    manager.events.addSilentRenewError((error) => {
      events.dispatchEvent(new CustomEvent('silent-renew-error', { detail: error }));
    });
  }
  await manager.getUser(); // loads the user and starts its expiry timers
}

async function accessToken(): Promise<string | null> {
  const user = storedUser();
  if (!user) return null;
  if (isUsable(user)) return user.access_token;
  return renewNow();
}

/* ------------------------------------------------------------ the portal */

/** What every signed-in client of this tab uses: tokens, renewal, 401 and 412 handling. */
export const sessionAuth: AuthHooks = {
  accessToken,
  renew: renewNow,
  signInAgain: (acrValues) => void signInAgain(acrValues),
  registrationRequired: () => {
    const user = storedUser();
    if (user && session().status !== 'registrationRequired') {
      sessionStorage.removeItem(loginResultKey);
      setState({ status: 'registrationRequired', user });
    }
  },
  grantsVersion: (version, path) => {
    if (/\/Auth\/loginOpenId$/i.test(path)) sessionStorage.setItem(grantsVersionKey, version);
    else if (version !== sessionStorage.getItem(grantsVersionKey)) void reloadGrants();
  },
};

let reloadingGrants: Promise<void> | null = null;

/**
 * An answer carried another grants version than the sign-in: an administrator changed this user's
 * roles or permissions. The login is asked again (one call, not one per navigation), so the menu
 * and the guard follow at once; listeners of onGrantsChange re-check the open page.
 */
function reloadGrants(): Promise<void> {
  const current = session();
  if (current.status !== 'signedIn') return Promise.resolve();
  // The menu stays as it is while the API is unavailable; the new one comes when it is back.
  reloadingGrants ??= portalLogin(current.user, {})
    .then(() => {
      events.dispatchEvent(new Event('grants-change'));
    })
    .catch((error: unknown) => console.error('Reloading the permissions failed', error))
    .finally(() => {
      reloadingGrants = null;
    });
  return reloadingGrants;
}

/** Restores this tab's stored user (a reload keeps it): the cached portal login, then renewal in time. */
export async function restoreSignedIn(user: SessionUser): Promise<void> {
  listenForRenewals();
  const cached = sessionStorage.getItem(loginResultKey);
  if (cached) setState({ status: 'signedIn', user, portal: JSON.parse(cached) as PortalLoginResult });
  else await portalLogin(user);
  // The sign-in callback replaces this user (completeSignIn arms renewal): renewing the old one
  // would race the code exchange and could store the old, weaker token over the step-up's.
  if (location.pathname.endsWith('/auth/loginCallback')) return;
  // Expired while the tab slept: renew before the first call; then keep renewing in time.
  if (!isUsable(user) && !(await renewNow())) return signOutLocally();
  void armRenewal().catch((error: unknown) => console.error('Token renewal could not be armed', error));
}

/**
 * Handles /auth/loginCallback; returns where to go next. While the API is unavailable the portal
 * login is tried again by itself (`outage` tells the page).
 */
export async function completeSignIn(outage?: OutageRetry['onOutage']): Promise<{ returnTo: string }> {
  const user = await (await userManager()).signinCallback();
  if (!user) throw new Error('No user returned from sign-in');
  if (!user.profile.sub) throw new Error('The ID token has no subject');
  await portalLogin(user, { onOutage: outage });
  void armRenewal();
  const stored = localStorage.getItem(returnPathKey);
  if (stored) {
    const hash = localStorage.getItem(returnHashKey) ?? '';
    localStorage.removeItem(returnPathKey);
    localStorage.removeItem(returnHashKey);
    return { returnTo: stored + hash };
  }
  const returned = user.state as { returnTo?: string } | undefined;
  return { returnTo: returned?.returnTo ?? '/' };
}

/**
 * POST /api/Auth/loginOpenId once per sign-in; 412 means the account has no portal user yet.
 * With `retry`, an unavailable API or database is waited for (client/outage.ts): the menu and
 * permissions come from this answer.
 */
async function portalLogin(user: SessionUser, retry?: OutageRetry): Promise<void> {
  const p = user.profile;
  const login = async () =>
    (await sessionApi('portal'))
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
  try {
    const portal = await (retry ? retryWhileUnavailable(login, retry) : login());
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

/** Account-lookup result 1: a web registration exists already. */
const existsAsWebRegistration = 1;

/**
 * The 412 follow-up (docs/spec-rules.md): a group-brand domain (kermi, arbonia, prolux) is looked up in the
 * CRM and, unless a web registration exists, sent to the CRM registration; any other domain to the
 * partner registration.
 */
export async function registrationStep(user: SessionUser, locale: string): Promise<RegistrationStep> {
  const domain = String(user.profile.domain ?? user.profile.email?.split('@')[1] ?? '');
  if (!/kermi|arbonia|prolux/i.test(domain)) return { kind: 'partnerRegistration' };
  const sub = user.profile.sub;
  const crmApi = await sessionApi('crm');
  const inCrm = await crmApi
    .get(`User/${sub}`)
    .then(() => true)
    .catch((error: unknown) => {
      if (error instanceof RestError && error.status === 404) return false;
      throw error;
    });
  // Known to the CRM already: the registration is being processed.
  if (inCrm) return { kind: 'alreadyInProgress' };
  const status = await crmApi.get(`User/${sub}/status`, { searchParams: { locale } }).json<{ userStatus: number }>();
  return status.userStatus === existsAsWebRegistration ? { kind: 'alreadyInProgress' } : { kind: 'crmRegistration' };
}

function signOutLocally(): void {
  sessionStorage.removeItem(loginResultKey);
  sessionStorage.removeItem(grantsVersionKey);
  sessionStorage.removeItem(userStorageKey);
  setState({ status: 'signedOut' });
}

export async function signOut(locale: string, country: string): Promise<void> {
  const user = storedUser();
  if (session().status === 'signedIn') {
    await sessionApi('portal')
      .then((api) => api.post('Auth/logout'))
      .catch(() => undefined);
  }
  signOutLocally();
  const manager = await userManager();
  await manager.removeUser();
  await manager.signoutRedirect({
    ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    extraQueryParams: { ui_locales: uiLocales(locale, country) },
    state: { returnTo: `/${locale}/${country}` },
  });
}

/** Handles /auth/logoutCallback; returns where to go next. */
export async function completeSignOut(): Promise<{ returnTo: string }> {
  const response = await (await userManager()).signoutCallback();
  signOutLocally();
  const returned = response?.userState as { returnTo?: string } | undefined;
  return { returnTo: returned?.returnTo ?? '/' };
}
