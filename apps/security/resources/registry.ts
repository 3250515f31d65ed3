import { allPermissions } from '../../../contract/permissions.ts';

/** The permission registry (contract/permissions.ts): technical name and type fixed, never deleted. */
export const registry: ReadonlySet<string> = new Set(allPermissions.map((p) => p.id));
