/**
 * The session: sign-in through the OpenID provider (authorization code + PKCE S256),
 * the portal login (`loginOpenId`, once per sign-in, cached), renewal on the token-expiring event,
 * 401/412 handling for every API client, sign-out. Tokens and state in sessionStorage.
 *
 * This module is what a signed-out first paint needs (the state, sign-in, the API client on
 * demand); the signed-in half (shell/session/signed-in.ts: renewal, portal login, registration,
 * sign-out) loads with the first stored user, API client or callback.
 */

import type { KyInstance } from 'ky';
import type { ApiKind } from '../../client/api-client.ts';
import type { OutageRetry } from '../../client/outage.ts';
import type { PortalLoginResult } from '../../contract/auth.ts';
import { AccessType } from '../../contract/grants.ts';
import { includeSignedInMessages } from '../i18n/i18n.ts';
import { loadAllRoutes } from '../routing/routes.ts';
import { signInSettings, userStorageKey } from './sign-in-settings.ts';

/** The signed-in identity as oidc-client-ts stores it (a `User` satisfies this). */
export interface SessionUser {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  expires_at?: number;
  profile: {
    sub: string;
    given_name?: string;
    family_name?: string;
    name?: string;
    preferred_username?: string;
    email?: string;
    domain?: string;
    acr?: string;
    [claim: string]: unknown;
  };
}

export type SessionState =
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: SessionUser; portal: PortalLoginResult }
  /** Signed in at the identity provider, but no portal user yet (412). */
  | { status: 'registrationRequired'; user: SessionUser };

export const loginResultKey = 'portal.loginResult';
/** The grants version (contract/grants.ts grantsVersionHeader) the cached login result belongs to. */
export const grantsVersionKey = 'portal.grantsVersion';
/** Where to come back after a sign-in forced by a 401. */
export const returnPathKey = 'localeAppRoutePath';
export const returnHashKey = 'localeAppRouteHash';
/** Seconds before expiry at which a token no longer counts as usable for a request. */
const expirySkew = 5;

/** The session's events (change, grants-change, silent-renew-error); the signed-in half raises them too. */
export const sessionEvents = new EventTarget();
let state: SessionState = { status: 'signedOut' };

export function session(): SessionState {
  return state;
}

export function onSessionChange(listener: () => void): () => void {
  sessionEvents.addEventListener('change', listener);
  return () => sessionEvents.removeEventListener('change', listener);
}

/** Raised when a renewal fails for another reason than a frame timeout (the shell shows a message). */
export function onSilentRenewError(listener: (error: Error) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<Error>).detail);
  sessionEvents.addEventListener('silent-renew-error', handler);
  return () => sessionEvents.removeEventListener('silent-renew-error', handler);
}

/** Called after the permissions were reloaded because an administrator changed them. */
export function onGrantsChange(listener: () => void): () => void {
  sessionEvents.addEventListener('grants-change', listener);
  return () => sessionEvents.removeEventListener('grants-change', listener);
}

export function setSessionState(next: SessionState): void {
  state = next;
  sessionEvents.dispatchEvent(new Event('change'));
}

/** The user oidc-client-ts stored for this tab (also when its access token expired). */
export function storedUser(): SessionUser | null {
  const raw = sessionStorage.getItem(userStorageKey);
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as SessionUser;
    if (typeof user.access_token !== 'string' || typeof user.profile?.sub !== 'string') throw new Error('malformed');
    return user;
  } catch {
    // Malformed token storage: forget it; the user signs in again.
    sessionStorage.removeItem(userStorageKey);
    sessionEvents.dispatchEvent(new CustomEvent('silent-renew-error', { detail: new Error('invalidToken') }));
    return null;
  }
}

export const isUsable = (user: SessionUser) => !user.expires_at || user.expires_at - expirySkew > Date.now() / 1000;

type SignedInModule = typeof import('./signed-in.ts');
let signedInLoading: Promise<SignedInModule> | null = null;

/**
 * The signed-in half of the session (renewal, portal login, registration, sign-out), loaded once;
 * with it the strings a signed-out visitor never meets (the gated routes' menu titles, the
 * signed-in start page, the favourites), so no signed-in view shows a key, and the whole route tree
 * (shell/routing/routes.ts), so the menu and guard know every route before anyone is signed in.
 */
function signedIn(): Promise<SignedInModule> {
  signedInLoading ??= Promise.all([import('./signed-in.ts'), includeSignedInMessages(), loadAllRoutes()]).then(
    ([module]) => module,
  );
  return signedInLoading;
}

type ApiClientModule = typeof import('../../client/api-client.ts');
let clientModule: { client: ApiClientModule; signedIn: SignedInModule } | null = null;
let clientLoading: Promise<ApiClientModule> | null = null;

/**
 * The HTTP client (ky with its retry policy) arrives on the first API call or mini app, never in
 * the signed-out first paint; with it the session's hooks for its requests (token, renewal, 401, 412).
 */
export function loadApiClient(): Promise<ApiClientModule> {
  clientLoading ??= Promise.all([import('../../client/api-client.ts'), signedIn()]).then(([client, hooks]) => {
    clientModule = { client, signedIn: hooks };
    return client;
  });
  return clientLoading;
}

/**
 * A client of this tab's session for one of the APIs, once loadApiClient() has resolved (the
 * platform host for the mini apps, which load after it).
 */
export function sessionClient(kind: ApiKind, endpoint?: string): KyInstance {
  if (!clientModule) throw new Error('The API client is not loaded yet (await loadApiClient() first)');
  return clientModule.client.createApiClient(kind, { endpoint, auth: clientModule.signedIn.sessionAuth });
}

/** The HTTP client module once loadApiClient() has resolved. */
export function loadedApiClient(): ApiClientModule {
  if (!clientModule) throw new Error('The API client is not loaded yet (await loadApiClient() first)');
  return clientModule.client;
}

/** A client of this tab's session, loading the HTTP client on first use (the shell's own calls). */
export async function sessionApi(kind: ApiKind, endpoint?: string): Promise<KyInstance> {
  await loadApiClient();
  return sessionClient(kind, endpoint);
}

/** Restores the session of this tab (a reload keeps it): tokens and the cached portal login. */
export async function restoreSession(): Promise<void> {
  const user = storedUser();
  if (!user) return setSessionState({ status: 'signedOut' });
  await (await signedIn()).restoreSignedIn(user);
}

export interface SignInOptions {
  /** Base-relative path (with hash) to return to after sign-in. */
  returnTo: string;
  locale: string;
  country?: string;
  /** Ask for the stronger sign-in (after a step-up challenge). */
  stepUp?: boolean;
}

/** Sign-in starts with locale and country as UI language (e.g. de-DE). */
export function uiLocales(locale: string, country?: string): string {
  return country ? `${locale}-${country.toUpperCase()}` : locale;
}

export async function signIn({ returnTo, locale, country, stepUp }: SignInOptions): Promise<void> {
  const manager = await (await import('./oidc.ts')).userManager();
  await manager.clearStaleState();
  await manager.signinRedirect({
    ui_locales: uiLocales(locale, country),
    state: { returnTo, locale },
    // A step-up challenge: the request the server's settings name (acr_values, or Entra's claims).
    ...(stepUp ? { extraQueryParams: signInSettings.stepUp } : {}),
  });
}

/**
 * After a 401 (or a step-up challenge, which names acr values): remember route path and hash, then
 * sign in again; a challenge asks for the step-up the server's settings describe.
 */
let signingInAgain = false;
export async function signInAgain(acrValues?: string): Promise<void> {
  if (signingInAgain) return;
  signingInAgain = true;
  const path = location.pathname.replace(/^\/portal/, '') || '/';
  localStorage.setItem(returnPathKey, path);
  localStorage.setItem(returnHashKey, location.hash);
  const [, locale = 'de', country = 'de'] = path.split('/');
  await signIn({ returnTo: path + location.hash, locale, country, stepUp: Boolean(acrValues) });
}

/** Handles /auth/loginCallback; returns where to go next (shell/session/signed-in.ts). */
export async function completeSignIn(outage?: OutageRetry['onOutage']): Promise<{ returnTo: string }> {
  return (await signedIn()).completeSignIn(outage);
}

/** Handles /auth/logoutCallback; returns where to go next. */
export async function completeSignOut(): Promise<{ returnTo: string }> {
  return (await signedIn()).completeSignOut();
}

export async function signOut(locale: string, country: string): Promise<void> {
  return (await signedIn()).signOut(locale, country);
}

export type RegistrationStep =
  | { kind: 'crmRegistration' }
  | { kind: 'partnerRegistration' }
  | { kind: 'alreadyInProgress' };

/** The 412 follow-up: which registration step this account takes (shell/session/signed-in.ts). */
export async function registrationStep(user: SessionUser, locale: string): Promise<RegistrationStep> {
  return (await signedIn()).registrationStep(user, locale);
}

/** Where each registration step lives (hash routes of the CRM sub-app). */
export function registrationPath(step: RegistrationStep, locale: string, country: string): string {
  const home = `/${locale}/${country}`;
  const returnUrl = encodeURIComponent(`/portal${home}`);
  // A group employee registers with the account alone (no end-customer form).
  if (step.kind === 'crmRegistration') return `${home}/crm/#/register-simple?returnUrl=${returnUrl}`;
  if (step.kind === 'partnerRegistration') return `${home}/crm/#/register-partner?returnUrl=${returnUrl}`;
  return `${home}/registration`;
}

/** Resource ids granted with accessType 1. */
export function grantedPermissionIds(): Set<string> {
  if (state.status !== 'signedIn') return new Set();
  return new Set(
    state.portal.permissions.filter((p) => p.accessType === AccessType.granted).map((p) => p.ressource.id),
  );
}
