/**
 * The server's sign-in settings, sent inside the page (server/auth/sign-in-settings.ts), and the
 * names derived from them that a signed-out first paint needs (where oidc-client-ts keeps the
 * user). The sign-in library and its configuration load on demand (shell/session/oidc.ts).
 */
import { absoluteUrl, builtinSignIn, type SignInSettings, signInSettingsElementId } from '../../contract/sign-in.ts';

/** A page the server did not serve (component tests) signs in at the built-in provider. */
function readSignInSettings(): SignInSettings {
  const text = document.getElementById(signInSettingsElementId)?.textContent;
  return text ? { ...builtinSignIn, ...(JSON.parse(text) as Partial<SignInSettings>) } : builtinSignIn;
}

export const signInSettings = readSignInSettings();
export const authority = absoluteUrl(signInSettings.issuer, location.origin);
export const clientId = signInSettings.clientId;
/** Where oidc-client-ts keeps the user (its `oidc.user:<authority>:<client_id>` convention). */
export const userStorageKey = `oidc.user:${authority}:${clientId}`;
