/**
 * The read-only fields a body may carry because a client posts back what it read (contract/input.ts
 * `ownerField`, `pathField`): checked once here for every `validate('json', …)`, after zod.
 *
 * - Owner fields (`userId`, `user` of a favourite or an order, `openIdUserId` of a CRM record):
 *   naming the caller, they are dropped; naming anyone else, the request is a 403 on that field.
 * - Path fields (`id`, `applicationId`): on a route with that path parameter they must match it
 *   (400 `mismatch`) and are dropped; elsewhere they are dropped too, or kept where the schema
 *   says so (an id a client may choose on create).
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { type ReadOnlyField, readOnlyFields } from '../../contract/input.ts';
import type { AuthClaims } from '../auth/bearer.ts';
import type { PortalUserRow } from '../auth/portal-user.ts';
import { forbidden, invalid } from './errors.ts';

const same = (a: unknown, b: string | undefined) =>
  typeof a === 'string' && b !== undefined && a.toLowerCase() === b.toLowerCase();

function isCaller(field: ReadOnlyField & { owner: string }, value: unknown, c: Context): boolean {
  const user = c.get('portalUser' as never) as PortalUserRow | undefined;
  const auth = c.get('auth' as never) as AuthClaims | undefined;
  switch (field.owner) {
    case 'portalUserId':
      return same(value, user?.id);
    case 'portalUsername':
      return same(value, user?.username);
    case 'portalUser':
      return same((value as { id?: unknown } | null)?.id, user?.id);
    default:
      return same(value, auth?.sub);
  }
}

/** The schema's top-level fields that carry read-only metadata. */
function declared(schema: z.ZodType): [string, ReadOnlyField][] {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape;
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, field]) => {
    const meta = readOnlyFields.get(field);
    return meta ? [[key, meta] as [string, ReadOnlyField]] : [];
  });
}

/** Checks and drops the read-only fields of a validated body (see above); returns the body. */
export function applyReadOnlyFields<T>(c: Context, schema: z.ZodType, body: T): T {
  const fields = declared(schema);
  if (fields.length === 0 || !body || typeof body !== 'object') return body;
  const data = body as Record<string, unknown>;
  for (const [key, field] of fields) {
    const value = data[key];
    if (value === undefined || value === null) {
      delete data[key];
      continue;
    }
    if ('owner' in field) {
      if (!isCaller(field, value, c)) throw forbidden(`${key} names another user`, undefined, key);
      delete data[key];
      continue;
    }
    const fromPath = c.req.param(field.param);
    if (fromPath !== undefined) {
      if (!same(value, fromPath)) throw invalid(key, 'mismatch', `must match the ${field.param} in the path`);
      delete data[key];
    } else if (!field.keepWithoutParam) {
      delete data[key];
    }
  }
  return body;
}
