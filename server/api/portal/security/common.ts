import type { PortalEnv } from '../../../auth/portal-user.ts';
import { invalid } from '../../../http/errors.ts';

export type SecurityEnv = PortalEnv;

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
