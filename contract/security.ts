/**
 * Security administration (Permissions, PermissionSets, Resources, Role,
 * User, Org): the entity shapes the API answers with and the zod schemas for every path, query and
 * body. The server validates with these; the client imports the types (and `security-rules.ts`).
 */
import { z } from 'zod';
import type { PortalPermissionSetRef, PortalRessource, PortalUser } from './auth.ts';
import { int32, multiLine, pathField, singleLine, text } from './input.ts';
import { securityLimits, technicalNamePattern, usernamePattern } from './security-rules.ts';

// ---------------------------------------------------------------------------------------------
// Entities (responses)

export interface PortalRole {
  id: string;
  name: string;
  description: string | null;
  org: number | null;
  roleType: number;
}

export interface PortalOrg {
  id: number;
  name: string;
}

export interface PortalUsername {
  id: string;
  firstName: string | null;
  lastName: string | null;
}

export interface PortalPermission {
  id: string;
  name: string;
  technicalName: string;
  variableLookup: string | null;
  description: string | null;
  type: number;
}

export interface PortalPermissionDetail {
  id: string;
  permissionId: string;
  permission: PortalPermission;
  type: number;
  operator: number;
  value: string | null;
}

export interface PortalPermissionSet extends PortalPermissionSetRef {
  permissionDetails: PortalPermissionDetail[];
}

/** A role's grant: resource + permission set + accessType. */
export interface PortalRoleResourcePermission {
  accessType: number;
  ressource: PortalRessource;
  permissionSet: PortalPermissionSetRef;
  role: PortalRole;
}

export type { PortalRessource, PortalUser };

// ---------------------------------------------------------------------------------------------
// Building blocks

/** Any 8-4-4-4-12 hex id (PostgreSQL's uuid type), not only RFC 4122 variants. */
export const idSchema = z.guid({ error: 'must be a UUID' });

/** Single-line text without control characters (contract/input.ts), at least one character. */
const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: `at most ${max} characters` })
    .regex(singleLine, { error: 'must not contain control characters or line breaks' });

/** Optional text: empty or whitespace-only becomes null. */
const optionalText = (max: number, multiline = false) =>
  z
    .string({ error: 'must be a string' })
    .trim()
    .max(max, { error: `at most ${max} characters` })
    .regex(multiline ? multiLine : singleLine, { error: 'must not contain control characters' })
    .nullish()
    .transform((v) => (v ? v : null));

/** The integer columns (roleType, authType, type, operator): 0 … 2 147 483 647. */
const nonNegativeInt = int32.min(0, { error: 'must be 0 or more' });
const orgSchema = int32.positive({ error: 'must be positive' }).nullish();

/**
 * An id in the body is optional: on create it is the id the client chose, on update it must match
 * the path (server/http/read-only-fields.ts).
 */
const bodyId = pathField('id', idSchema.optional(), true);

// ---------------------------------------------------------------------------------------------
// Path and query

export const idParamsSchema = z.object({ id: idSchema });
export const roleIdParamsSchema = z.object({ roleId: idSchema });
export const userIdParamsSchema = z.object({ userId: idSchema });
export const userRoleParamsSchema = z.object({ userId: idSchema, roleId: idSchema });
export const userParameterParamsSchema = z.object({ userId: idSchema, parameterId: idSchema });
export const permissionSetPermissionParamsSchema = z.object({ permissionSetId: idSchema, permissionId: idSchema });
export const permissionSetIdParamsSchema = z.object({ permissionSetId: idSchema });

export const rolePermissionKeySchema = z.object({
  roleId: idSchema,
  ressourceId: idSchema,
  permissionSetId: idSchema,
});

export const rolePermissionGrantSchema = rolePermissionKeySchema.extend({
  accessType: z
    .string()
    .regex(/^[01]$/, { error: 'must be 0 or 1' })
    .transform((v) => Number(v)),
});

/** GET /api/User/{id} takes text: a UUID is an id, anything else a username. */
export const userLookupParamsSchema = z.object({ id: requiredText(securityLimits.name) });

/** Optional `search` on the list endpoints of users and roles (contains, case-insensitive). */
export const listQuerySchema = z.object({
  search: text(securityLimits.name).optional(),
});

// ---------------------------------------------------------------------------------------------
// Bodies

export const roleBodySchema = z.strictObject({
  id: bodyId,
  name: requiredText(securityLimits.name),
  description: optionalText(securityLimits.description, true),
  org: orgSchema,
  roleType: nonNegativeInt.default(0),
});
export type RoleBody = z.input<typeof roleBodySchema>;

export const userBodySchema = z.strictObject({
  id: bodyId,
  username: requiredText(securityLimits.name).regex(usernamePattern, { error: 'must not contain spaces' }),
  email: z
    .email({ error: 'must be an e-mail address' })
    .max(securityLimits.email, { error: `at most ${securityLimits.email} characters` })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  firstName: optionalText(securityLimits.name),
  lastName: optionalText(securityLimits.name),
  department: optionalText(securityLimits.name),
  authType: nonNegativeInt.default(1),
  org: orgSchema,
  openIdUserId: optionalText(securityLimits.name),
});
export type UserBody = z.input<typeof userBodySchema>;

/** POST /api/User/{userId}/role: the body is a role (as read from /api/Role); only its id is used. */
export const userRoleBodySchema = z.strictObject({
  id: idSchema,
  name: text(securityLimits.name).optional(),
  description: text(securityLimits.description, { multiline: true }).nullish(),
  org: orgSchema,
  roleType: nonNegativeInt.optional(),
});

export const userParameterBodySchema = z.strictObject({
  name: requiredText(securityLimits.name),
  type: nonNegativeInt.default(0),
  value: text(securityLimits.parameterValue, { multiline: true, trim: false })
    .nullish()
    .transform((v) => v ?? null),
});
export type UserParameterBody = z.input<typeof userParameterBodySchema>;

const technicalName = requiredText(securityLimits.name).regex(technicalNamePattern, {
  error: 'only letters, digits and . _ : -',
});

export const permissionBodySchema = z.strictObject({
  id: bodyId,
  name: requiredText(securityLimits.name),
  technicalName,
  variableLookup: optionalText(securityLimits.name),
  description: optionalText(securityLimits.description, true),
  type: nonNegativeInt.default(0),
});
export type PermissionBody = z.input<typeof permissionBodySchema>;

export const permissionDetailBodySchema = z.strictObject({
  permissionId: idSchema,
  type: nonNegativeInt.default(0),
  operator: nonNegativeInt.default(0),
  value: optionalText(securityLimits.detailValue),
});
export type PermissionDetailBody = z.input<typeof permissionDetailBodySchema>;

export const permissionSetBodySchema = z.strictObject({
  id: bodyId,
  name: requiredText(securityLimits.name),
  description: optionalText(securityLimits.description, true),
  /** On create: the initial details. On update: when present, replaces all details. */
  permissionDetails: z.array(permissionDetailBodySchema).max(500).optional(),
});
export type PermissionSetBody = z.input<typeof permissionSetBodySchema>;

export const resourceBodySchema = z.strictObject({
  id: bodyId,
  name: requiredText(securityLimits.name),
  description: optionalText(securityLimits.description, true),
  technicalName,
  type: nonNegativeInt,
  ressourceGroupId: idSchema.nullish().transform((v) => v ?? null),
});
export type ResourceBody = z.input<typeof resourceBodySchema>;
