/**
 * oidc-client-ts, loaded on demand: a reload of a signed-in page restores the session from
 * sessionStorage without it (it is a third of the shell's weight), and the library arrives only
 * when signing in, out or renewing. This module, with the library's configuration, loads with the
 * signed-in half of the session or the first sign-in (shell/session/session.ts); what a signed-out
 * first paint needs of the settings is in shell/session/sign-in-settings.ts.
 */
import type { UserManager } from 'oidc-client-ts';
import { absoluteUrl } from '../../contract/sign-in.ts';
import { authority, clientId, signInSettings } from './sign-in-settings.ts';

export { userStorageKey } from './sign-in-settings.ts';

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
