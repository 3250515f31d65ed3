import type { Context, MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../../../contract/errors.ts';
import { type ApiPermissionKey, apiPermissions } from '../../../../contract/permissions.ts';
import type { PortalUserVariables } from '../../../auth/portal-user.ts';
import type { Db } from '../../../db/open.ts';
import { HttpError } from '../../../http/errors.ts';

export type SecurityEnv = { Variables: PortalUserVariables };

/** The transaction handle drizzle passes to `db.transaction` (use it, never the outer db: PGlite deadlocks). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** 403 unless the caller holds at least one of the API permissions with accessType 1. */
export function requireAnyApiPermission(...keys: ApiPermissionKey[]): MiddlewareHandler<SecurityEnv> {
  return async (c, next) => {
    if (!keys.some((key) => c.var.granted.has(apiPermissions[key].id))) {
      throw new HttpError(403, {
        code: ErrorCode.forbidden,
        message: `Missing API permission ${keys.map((k) => apiPermissions[k].technicalName).join(' or ')}`,
      });
    }
    await next();
  };
}

export function notFound(what: string, id: string | number): HttpError {
  return new HttpError(404, { code: ErrorCode.notFound, message: `${what} ${id} not found` });
}

export function conflict(field: string, message: string): HttpError {
  return new HttpError(409, { code: ErrorCode.conflict, message, field });
}

/** 400 for a well-formed reference to something that does not exist (e.g. an unknown resource id). */
export function unknownReference(field: string, what: string, id: string | number): HttpError {
  return new HttpError(400, {
    code: ErrorCode.validation,
    message: `${field}: unknown ${what} ${id}`,
    field,
    errors: [{ field, code: 'unknown_reference', message: `unknown ${what}` }],
  });
}

/** 400 when the body names another id than the path. */
export function checkBodyId(bodyId: string | undefined, pathId: string): void {
  if (bodyId !== undefined && bodyId.toLowerCase() !== pathId.toLowerCase()) {
    throw new HttpError(400, {
      code: ErrorCode.validation,
      message: 'id: must match the id in the path',
      field: 'id',
      errors: [{ field: 'id', code: 'mismatch', message: 'must match the id in the path' }],
    });
  }
}

/** A unique violation (PostgreSQL 23505), directly or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Runs a write in one transaction; a unique violation that slipped past the explicit checks
 * (two writers at once) becomes a 409 on `field`.
 */
export async function write<T>(db: Db, field: string, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(field, `${field} already exists`);
    throw error;
  }
}

/** 201 with the new entity; `Location` points at it when it has its own URL (collection path + id). */
export function created<T extends object>(c: Context, body: T, id?: string): Response {
  if (id) c.header('Location', `${c.req.path.replace(/\/$/, '')}/${id}`);
  return c.json(body, 201);
}

export function noContent(c: Context): Response {
  return c.body(null, 204);
}
