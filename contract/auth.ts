import { z } from 'zod';

/** POST /api/Auth/loginOpenId body (api-catalogue §3 PortalLoginOpenId). */
export const portalLoginOpenIdSchema = z.strictObject({
  sub: z.string().min(1).max(200),
  login: z.string().min(1).max(200),
  displayName: z.string().max(200).nullish(),
  firstName: z.string().max(200).nullish(),
  lastName: z.string().max(200).nullish(),
  mail: z.email().max(320).nullish(),
  department: z.string().max(200).nullish(),
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
