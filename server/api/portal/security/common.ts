import type { PortalEnv } from '../../../auth/portal-user.ts';
import { invalid } from '../../../http/errors.ts';

export type SecurityEnv = PortalEnv;

/** 400 for a well-formed reference to something that does not exist (e.g. an unknown resource id). */
export function unknownReference(field: string, what: string, id: string | number) {
  return invalid(field, 'unknown_reference', `unknown ${what} ${id}`);
}
