/**
 * oidc-client-ts, loaded on demand: a reload of a signed-in page restores the session from
 * sessionStorage without it (it is a third of the shell's weight), and the library arrives only
 * when signing in, out or renewing.
 */
import type { UserManager } from 'oidc-client-ts';
import { absoluteUrl, builtinSignIn, type SignInSettings, signInSettingsElementId } from '../../contract/sign-in.ts';

/**
 * The server's sign-in settings, sent inside the page (server/auth/sign-in-settings.ts); a page it
 * did not serve (component tests) signs in at the built-in provider.
 */
function readSignInSettings(): SignInSettings {
  const text = document.getElementById(signInSettingsElementId)?.textContent;
  return text ? { ...builtinSignIn, ...(JSON.parse(text) as Partial<SignInSettings>) } : builtinSignIn;
}

export const signInSettings = readSignInSettings();
export const authority = absoluteUrl(signInSettings.issuer, location.origin);
export const clientId = signInSettings.clientId;
/** Where oidc-client-ts keeps the user (its `oidc.user:<authority>:<client_id>` convention). */
export const userStorageKey = `oidc.user:${authority}:${clientId}`;

let manager: Promise<UserManager> | null = null;

export function userManager(): Promise<UserManager> {
  manager ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const origin = location.origin;
    return new UserManager({
      authority,
      client_id: clientId,
      redirect_uri: `${origin}/portal/auth/loginCallback`,
      silent_redirect_uri: `${origin}/portal/silent-callback.html`,
      post_logout_redirect_uri: absoluteUrl(signInSettings.postLogoutRedirect, origin),
      response_type: 'code',
      scope: signInSettings.scope,
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
  });
  return manager;
}

/** The identity-provider error shape (oidc-client-ts ErrorResponse) without importing the library. */
export function isIdpErrorResponse(error: unknown): error is Error & { error: string; error_description?: string } {
  return (
    error instanceof Error && error.name === 'ErrorResponse' && typeof (error as { error?: unknown }).error === 'string'
  );
}
