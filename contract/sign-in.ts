/**
 * How the shell signs in: the server's configuration (server/config.ts, OIDC_*) sent with every
 * page it serves as `<script type="application/json" id="portal-sign-in">` (server/auth/sign-in-settings.ts).
 * A data block, not a script: the CSP does not run it and Trusted Types do not apply.
 */
export interface SignInSettings {
  /** The OpenID issuer: an absolute URL, or a path on the page's own origin (the built-in provider's `/openid`). */
  issuer: string;
  clientId: string;
  /** Scopes of the sign-in request, space separated. */
  scope: string;
  /** Extra parameters of the sign-in request that asks for a stronger sign-in (step-up). */
  stepUp: Record<string, string>;
  /** Where the provider returns after signing out: an absolute URL, or a path on the page's origin. */
  postLogoutRedirect: string;
}

export const signInSettingsElementId = 'portal-sign-in';

/** The stronger authentication level the built-in provider grants after a one-time code. */
export const builtinStepUpAcr = 'urn:portal:loa:2';

/**
 * The built-in provider (server/idp/provider.ts registers this client): the server's defaults, and
 * what the shell uses on a page the portal server did not serve (component tests).
 */
export const builtinSignIn: SignInSettings = {
  issuer: '/openid',
  clientId: 'portal',
  scope: 'openid email profile offline_access portal crm',
  stepUp: { acr_values: builtinStepUpAcr },
  postLogoutRedirect: '/portal/auth/logoutCallback',
};

/** A path on the page's origin or an absolute URL, as an absolute URL without a trailing slash. */
export function absoluteUrl(value: string, pageOrigin: string): string {
  return new URL(value, pageOrigin).href.replace(/\/$/, '');
}
