import { z } from 'zod';
import { ownerField, requiredText, text } from './input.ts';

/**
 * POST /api/Auth/loginOpenId body (PortalLoginOpenId). `sub` must be the access
 * token's own subject (403 otherwise).
 */
export const portalLoginOpenIdSchema = z.strictObject({
  sub: ownerField('subject', requiredText(200, { trim: false })),
  login: requiredText(200, { trim: false }),
  displayName: text(200).nullish(),
  firstName: text(200).nullish(),
  lastName: text(200).nullish(),
  mail: z.email().max(320).nullish(),
  department: text(200).nullish(),
});
export type PortalLoginOpenId = z.infer<typeof portalLoginOpenIdSchema>;

export interface PortalUser {
  id: string;
  openIdUserId: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  department: string | null;
  username: string;
  authType: number;
  org: number | null;
}

export interface PortalRessource {
  id: string;
  name: string;
  description: string | null;
  technicalName: string;
  type: number;
  ressourceGroup: { id: string; name: string; description: string | null } | null;
}

export interface PortalPermissionSetRef {
  id: string;
  name: string;
  description: string | null;
}

export interface PortalRessourcePermission {
  accessType: number;
  ressource: PortalRessource;
  permissionSet: PortalPermissionSetRef | null;
}

export interface PortalUserParameter {
  userParametersId: string;
  userId: string;
  name: string;
  type: number;
  value: string | null;
}

export interface PortalLoginResult {
  user: PortalUser;
  token: string | null;
  permissions: PortalRessourcePermission[];
  parameters: PortalUserParameter[];
}
