import type { IncomingMessage } from 'node:http';

/** How a request reached the portal, as the browser sees it (behind a proxy: its `X-Forwarded-*`). */
export interface PublicRequest {
  /** `https://portal.example.com` — the origin the browser used. */
  origin: string;
  /** The browser's connection was HTTPS (to this server or to the proxy in front). */
  secure: boolean;
  /** The `X-Forwarded-For` header counts (TRUST_PROXY): the client is its last entry. */
  trustProxy: boolean;
}

const resolved = new WeakMap<IncomingMessage, PublicRequest>();

/**
 * Reads once per request what the proxy says about it — only with TRUST_PROXY; otherwise the
 * connection itself (a client could send any `X-Forwarded-*`). Of a list, the last entry counts:
 * the one the proxy in front of this server wrote (entries before it may come from the client).
 */
export function resolvePublicRequest(req: IncomingMessage, trustProxy: boolean): PublicRequest {
  const encrypted = Boolean((req.socket as { encrypted?: boolean }).encrypted);
  let proto = encrypted ? 'https' : 'http';
  let host = req.headers.host ?? 'localhost';
  if (trustProxy) {
    const forwardedProto = lastOf(req.headers['x-forwarded-proto'])?.toLowerCase();
    if (forwardedProto === 'https' || forwardedProto === 'http') proto = forwardedProto;
    host = lastOf(req.headers['x-forwarded-host']) ?? host;
  }
  const info = { origin: `${proto}://${host}`, secure: proto === 'https', trustProxy };
  resolved.set(req, info);
  return info;
}

/** What `resolvePublicRequest` found for this request (undefined for requests it never saw, e.g. app.request in tests). */
export function publicRequestOf(req: IncomingMessage | undefined): PublicRequest | undefined {
  return req ? resolved.get(req) : undefined;
}

function lastOf(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  return value?.split(',').pop()?.trim() || undefined;
}
