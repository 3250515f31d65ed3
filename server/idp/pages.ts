import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { Locale } from '../../contract/locales.ts';
import { pickLocale, translate } from '../i18n.ts';
import type { LoginGate } from './login-throttle.ts';

/** HTML-escapes text for element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

export const idpPageStyles = `
  :root { color-scheme: light; font-family: "Segoe UI", system-ui, -apple-system, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f3f4f6; color: #1f2328; }
  main { width: min(24rem, calc(100vw - 2rem)); background: #fff; border-radius: 8px; padding: 2rem;
         box-shadow: 0 2px 8px rgba(0,0,0,.12); }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  p.lead { margin: 0 0 1.5rem; color: #4b5563; }
  label { display: block; font-weight: 600; margin: 1rem 0 .25rem; }
  input { box-sizing: border-box; width: 100%; padding: .6rem .7rem; font: inherit; border: 1px solid #6b7280; border-radius: 4px; }
  input:focus-visible, button:focus-visible { outline: 3px solid #0f5fa6; outline-offset: 2px; }
  input[aria-invalid="true"] { border-color: #b42318; }
  .error { background: #fef3f2; color: #912018; border: 1px solid #fda29b; border-radius: 4px; padding: .6rem .75rem; margin: 0 0 1rem; }
  .actions { display: flex; gap: .75rem; margin-top: 1.5rem; }
  button { font: inherit; font-weight: 600; padding: .6rem 1.2rem; border-radius: 4px; border: 1px solid #c00d1e; cursor: pointer; }
  button.primary { background: #c00d1e; color: #fff; }
  button.secondary { background: #fff; color: #8f0a16; }
  .hint { margin-top: 1.5rem; font-size: .85rem; color: #4b5563; }
`;

function page(locale: Locale, title: string, body: string, extraHead = ''): string {
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${idpPageStyles}</style>
${extraHead}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginPageModel {
  uid: string;
  locale: Locale;
  login?: string;
  error?: 'invalid' | 'required' | 'otp';
  /** Step-up: a one-time code is asked for as well. */
  stepUp?: { code: string; signedInAs: string | null };
  /** Too many failures: how long to wait, or that the account is locked. */
  gate?: LoginGate;
}

/** The wait or lock-out notice, or '' while attempts are open. */
function gateNotice(locale: Locale, gate: LoginGate | undefined): string {
  if (!gate || gate.kind === 'open') return '';
  if (gate.kind === 'locked') {
    const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(gate.until);
    return translate(locale, 'idp.locked', { time });
  }
  if (gate.kind === 'addressLimited') {
    return translate(locale, 'idp.addressLimited', { minutes: String(Math.max(1, Math.ceil(gate.seconds / 60))) });
  }
  return translate(locale, 'idp.wait', { seconds: String(gate.seconds) });
}

export function renderLoginPage({ uid, locale, login = '', error, stepUp, gate }: LoginPageModel): string {
  const t = (key: string, values?: Record<string, string>) => escapeHtml(translate(locale, `idp.${key}`, values));
  const errorKey = error === 'invalid' ? 'invalidCredentials' : error === 'otp' ? 'invalidOtp' : 'required';
  const invalid = (on: boolean) => (on ? ' aria-invalid="true" aria-describedby="login-error"' : '');
  const askPassword = !stepUp?.signedInAs;
  const notice = gateNotice(locale, gate);
  const errorText = [error ? t(errorKey) : '', escapeHtml(notice)].filter(Boolean).join(' ');
  const credentials = askPassword
    ? `<label for="login">${t('username')}</label>
  <input id="login" name="login" autocomplete="username" required${stepUp ? '' : ' autofocus'} value="${escapeHtml(login)}"${invalid(error === 'invalid' || error === 'required' || !!notice)}>
  <label for="password">${t('password')}</label>
  <input id="password" name="password" type="password" autocomplete="current-password" required${invalid(error === 'invalid' || error === 'required')}>`
    : `<p class="lead">${t('signedInAs', { login: stepUp.signedInAs! })}</p>`;
  const otp = stepUp
    ? `<label for="otp">${t('otp')}</label>
  <input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" pattern="[0-9]{6}" required${askPassword ? '' : ' autofocus'}${invalid(error === 'otp')}>
  <p class="hint" id="otp-hint">${t('otpHint', { code: stepUp.code })}</p>`
    : '';
  return page(
    locale,
    translate(locale, 'idp.title'),
    `<h1>${t('title')}</h1>
<p class="lead">${t(stepUp ? 'stepUp' : 'lead')}</p>
${errorText ? `<p class="error" id="login-error" role="alert">${errorText}</p>` : ''}
<form method="post" action="/openid/interaction/${escapeHtml(uid)}/login" autocomplete="on">
  <input type="hidden" name="ui_locales" value="${locale}">
  ${credentials}
  ${otp}
  <div class="actions">
    <button class="primary" type="submit">${t(askPassword ? 'submit' : 'confirm')}</button>
    <button class="secondary" type="submit" formaction="/openid/interaction/${escapeHtml(uid)}/abort" formnovalidate>${t('cancel')}</button>
  </div>
</form>
${stepUp ? '' : `<p class="hint">${t('demoHint')}</p>`}`,
  );
}

/** oidc-provider's logout confirmation, localized. With an id_token_hint the RP asked for it: submit at once. */
export async function renderLogoutPage(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  const locale = pickLocale(String(ctx.oidc.params?.ui_locales ?? '') || ctx.get('accept-language'));
  const t = (key: string) => escapeHtml(translate(locale, `idp.${key}`));
  let head = '';
  // Auto-confirmed only when the (validated) hint names the signed-in account: a link from any
  // site with someone else's id_token would otherwise sign the user out (logout CSRF).
  const hint = (ctx.oidc.entities as { IdTokenHint?: { payload?: { sub?: unknown } } }).IdTokenHint;
  const signedIn = ctx.oidc.session?.accountId;
  if (ctx.oidc.params?.id_token_hint && signedIn && hint?.payload?.sub === signedIn) {
    const script =
      // DOM methods, not insertAdjacentHTML: Trusted Types (server/http/security-headers.ts) refuse HTML strings.
      "var f=document.getElementById('op.logoutForm'),i=document.createElement('input');i.type='hidden';i.name='logout';i.value='yes';f.appendChild(i);f.submit();";
    allowInlineScript(ctx, script);
    head = `<script>${script}</script>`;
  }
  ctx.type = 'html';
  ctx.body = page(
    locale,
    translate(locale, 'idp.logoutTitle'),
    `<h1>${t('logoutTitle')}</h1>
<p class="lead">${t('logoutQuestion')}</p>
${form}
<div class="actions">
  <button class="primary" autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${t('logoutConfirm')}</button>
  <button class="secondary" type="submit" form="op.logoutForm">${t('logoutStay')}</button>
</div>`,
  ).replace('</body>', `${head}</body>`);
}

export async function renderIdpError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string | undefined },
): Promise<void> {
  const locale = pickLocale(ctx.get('accept-language'));
  ctx.type = 'html';
  ctx.body = page(
    locale,
    translate(locale, 'idp.errorTitle'),
    `<h1>${escapeHtml(translate(locale, 'idp.errorTitle'))}</h1>
<p class="error" role="alert"><strong>${escapeHtml(out.error)}</strong>${out.error_description ? `: ${escapeHtml(out.error_description)}` : ''}</p>`,
  );
}

/** Adds the hash of one inline script to this response's CSP (the default forbids inline scripts). */
function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  ctx.set('content-security-policy', csp.replace(/script-src ([^;]*)/, `script-src $1 ${hash}`));
}
