/**
 * The client address a rate limit counts by: the TCP peer, or with TRUST_PROXY=1 the last address
 * the proxy added to X-Forwarded-For; IPv4-mapped IPv6 as IPv4, other IPv6 by its /64 network
 * (one household or office gets one).
 */
import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import { publicRequestOf } from './forwarded.ts';

/** The client's address as a counter key: IPv4 as is, IPv4-mapped IPv6 as IPv4, IPv6 by its /64 network. */
export function clientAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return peerAddress(c.req.header('x-forwarded-for'), incoming?.socket?.remoteAddress, incoming);
}

/** The same for a plain Node request (the identity provider). */
export function nodeClientAddress(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  return peerAddress(Array.isArray(forwarded) ? forwarded.join(',') : forwarded, req.socket.remoteAddress, req);
}

function peerAddress(
  forwardedFor: string | undefined,
  remoteAddress: string | undefined,
  req: IncomingMessage | undefined,
): string {
  let address: string | undefined;
  if (publicRequestOf(req)?.trustProxy) address = forwardedFor?.split(',').pop()?.trim() || undefined;
  address ??= remoteAddress;
  return normaliseAddress(address ?? 'unknown');
}

export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  // Expand `::` and keep the first four groups (the /64 network).
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
