import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { idpPageStyles } from '../idp/pages.ts';

/** The CSP source of an inline <style>/<script> body: its SHA-256. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/**
 * Headers on every response. Scripts only from this origin (no inline scripts); pages may only be
 * framed by this origin (the silent-renew frame). An external OpenID provider's origin (and no other)
 * is added where the sign-in needs it: fetches, the silent-renew frame, forms.
 *
 * Trusted Types: DOM sinks that run script (innerHTML, new Worker(url), …) take only values made
 * by a named policy. The list is short: `lit-html` (Lit's template cloning), `pdfjs-worker`
 * (apps/shared/pdf-render.ts starts pdf.js' worker from this origin's URL) and `intl-warmup`
 * (elements/island/intl-warmup.ts, one worker URL). React renders through DOM properties and needs none.
 *
 * Styles: no 'unsafe-inline'. Lit and Griffel (via @griffel/shadow-dom) style shadow roots with
 * constructable stylesheets, which CSP does not govern; React and Lit set style properties
 * through the CSSOM, which CSP allows. Two inline <style> elements remain, allowed by hash:
 * - the empty <style> FluentProvider appends to <head> (it then fills it through the CSSOM with
 *   insertRule, which CSP allows): the hash of the empty text;
 * - the identity provider's pages (server/idp/pages.ts): the hash of their fixed stylesheet.
 */
export function contentSecurityPolicyFor(signInOrigin: string | null): string {
  // An external OpenID provider: discovery, token and end-session calls, the silent-renew frame.
  const own = signInOrigin ? `'self' ${signInOrigin}` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' ${cspHash('')} ${cspHash(idpPageStyles)}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${own}`,
    `frame-src ${own}`,
    "frame-ancestors 'self'",
    `form-action ${own}`,
    "base-uri 'self'",
    "object-src 'none'",
    "require-trusted-types-for 'script'",
    'trusted-types lit-html pdfjs-worker intl-warmup',
  ].join('; ');
}

/** With the built-in provider (issuer `/openid` on the page's own origin). */
export const contentSecurityPolicy = contentSecurityPolicyFor(null);

/** The headers `setSecurityHeaders` sets, as [name, value, …]: for a response written in one `writeHead`. */
export function securityHeaderLines(csp = contentSecurityPolicy): string[] {
  return [
    'Content-Security-Policy',
    csp,
    'X-Content-Type-Options',
    'nosniff',
    'Referrer-Policy',
    'strict-origin-when-cross-origin',
    'Cross-Origin-Resource-Policy',
    'cross-origin',
    'Permissions-Policy',
    'camera=(), microphone=(), payment=(), usb=()',
  ];
}

/** Sets headers given as [name, value, …] (`securityHeaderLines`, the server's base headers). */
export function setHeaderLines(res: ServerResponse, lines: readonly string[]): void {
  for (let i = 0; i < lines.length; i += 2) res.setHeader(lines[i]!, lines[i + 1]!);
}

export function setSecurityHeaders(res: ServerResponse, csp = contentSecurityPolicy): void {
  setHeaderLines(res, securityHeaderLines(csp));
}
