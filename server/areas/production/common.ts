/** What the production API's routes share: their environment and the caller's display name. */
import type { Context } from 'hono';
import type { PortalUserVariables } from '../../auth/portal-user.ts';

export type ProductionEnv = { Variables: PortalUserVariables };

export function editorName(c: Context<ProductionEnv>): { id: string; name: string } {
  const user = c.var.portalUser;
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return { id: user.id, name: name || user.username };
}
