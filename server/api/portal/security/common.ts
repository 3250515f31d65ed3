import type { MiddlewareHandler } from 'hono';
import { ErrorCode } from '../../../../contract/errors.ts';
import { type ApiPermissionKey, apiPermissions } from '../../../../contract/permissions.ts';
import type { PortalEnv } from '../../../auth/portal-user.ts';
import { HttpError, invalid } from '../../../http/errors.ts';

export type SecurityEnv = PortalEnv;

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

/** 400 for a well-formed reference to something that does not exist (e.g. an unknown resource id). */
export function unknownReference(field: string, what: string, id: string | number) {
  return invalid(field, 'unknown_reference', `unknown ${what} ${id}`);
}

/** 400 when the body names another id than the path. */
export function checkBodyId(bodyId: string | undefined, pathId: string): void {
  if (bodyId !== undefined && bodyId.toLowerCase() !== pathId.toLowerCase()) {
    throw invalid('id', 'mismatch', 'must match the id in the path');
  }
}
