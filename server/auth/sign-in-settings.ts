/**
 * The shell's sign-in settings (contract/sign-in.ts) travel inside every HTML page the server
 * serves, so the first page needs no extra request; the CSP names the provider's origin from the
 * same settings (server/http/security-headers.ts).
 */
import { type SignInSettings, signInSettingsElementId } from '../../contract/sign-in.ts';

/** The provider's origin when it is not the page's own (an absolute issuer), else null. */
export function signInOrigin(settings: SignInSettings): string | null {
  return settings.issuer.startsWith('/') ? null : new URL(settings.issuer).origin;
}

/** The JSON data block; `<` is escaped so no value can close the element. */
export function signInSettingsBlock(settings: SignInSettings): string {
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${signInSettingsElementId}">${json}</script>`;
}

/** The page with the block at the end of its head (before the deferred module scripts run). */
export function withSignInSettings(html: string, block: string): string {
  return html.replace('</head>', `${block}</head>`);
}
