/**
 * Answers of sign-in, user settings and the security administration as zod schemas, documented
 * on the routes (server/http/responds.ts) and tied to the interfaces the client uses with
 * `satisfies`, so neither can change alone.
 */
import { z } from 'zod';
import type {
  PortalLoginResult,
  PortalPermissionSetRef,
  PortalRessource,
  PortalRessourcePermission,
  PortalUser,
  PortalUserParameter,
} from '../auth.ts';
import type { LoginLockout } from '../login-lockout.ts';
import type {
  PortalOrg,
  PortalPermission,
  PortalPermissionDetail,
  PortalPermissionSet,
  PortalRole,
  PortalRoleResourcePermission,
  PortalUsername,
} from '../security.ts';
import type { UserLanguage } from '../user-settings.ts';

const nullableText = z.string().nullable();

export const portalUserSchema = z.object({
  id: z.uuid(),
  openIdUserId: nullableText,
  email: nullableText,
  firstName: nullableText,
  lastName: nullableText,
  department: nullableText,
  username: z.string(),
  authType: z.number(),
  org: z.number().nullable(),
}) satisfies z.ZodType<PortalUser>;

export const permissionSetRefSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: nullableText,
}) satisfies z.ZodType<PortalPermissionSetRef>;

export const ressourceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: nullableText,
  technicalName: z.string(),
  type: z.number(),
  ressourceGroup: permissionSetRefSchema.nullable(),
}) satisfies z.ZodType<PortalRessource>;

export const ressourcePermissionSchema = z.object({
  accessType: z.number(),
  ressource: ressourceSchema,
  permissionSet: permissionSetRefSchema.nullable(),
}) satisfies z.ZodType<PortalRessourcePermission>;

export const userParameterSchema = z.object({
  userParametersId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  type: z.number(),
  value: nullableText,
}) satisfies z.ZodType<PortalUserParameter>;

export const loginResultSchema = z.object({
  user: portalUserSchema,
  token: nullableText,
  permissions: z.array(ressourcePermissionSchema),
  parameters: z.array(userParameterSchema),
}) satisfies z.ZodType<PortalLoginResult>;

export const userLanguageSchema = z.object({ language: nullableText }) satisfies z.ZodType<UserLanguage>;

export const roleSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: nullableText,
  org: z.number().nullable(),
  roleType: z.number(),
}) satisfies z.ZodType<PortalRole>;

export const orgSchema = z.object({ id: z.number(), name: z.string() }) satisfies z.ZodType<PortalOrg>;

export const usernameSchema = z.object({
  id: z.uuid(),
  firstName: nullableText,
  lastName: nullableText,
}) satisfies z.ZodType<PortalUsername>;

export const permissionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  technicalName: z.string(),
  variableLookup: nullableText,
  description: nullableText,
  type: z.number(),
}) satisfies z.ZodType<PortalPermission>;

export const permissionDetailSchema = z.object({
  id: z.uuid(),
  permissionId: z.uuid(),
  permission: permissionSchema,
  type: z.number(),
  operator: z.number(),
  value: nullableText,
}) satisfies z.ZodType<PortalPermissionDetail>;

export const permissionSetSchema = permissionSetRefSchema.extend({
  permissionDetails: z.array(permissionDetailSchema),
}) satisfies z.ZodType<PortalPermissionSet>;

export const roleResourcePermissionSchema = z.object({
  accessType: z.number(),
  ressource: ressourceSchema,
  permissionSet: permissionSetRefSchema,
  role: roleSchema,
}) satisfies z.ZodType<PortalRoleResourcePermission>;

export const loginLockoutSchema = z.object({
  login: z.string(),
  failures: z.number(),
  lastFailureAt: z.string(),
  lockedUntil: nullableText,
  lastAddress: z.string(),
}) satisfies z.ZodType<LoginLockout>;
