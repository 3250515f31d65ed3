/**
 * Identity and permission model of api-catalogue §3, plus the tables the development identity
 * provider needs (accounts, OIDC payloads) and server secrets (signing keys, cookie keys).
 * Column names follow the API's field names in snake_case.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const portalOrg = pgTable('portal_org', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isPublic: boolean('is_public').notNull().default(false),
});

export const portalUser = pgTable(
  'portal_user',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    openIdUserId: text('open_id_user_id'),
    authHash: text('auth_hash'),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    department: text('department'),
    username: text('username').notNull(),
    authType: integer('auth_type').notNull().default(1),
    password: text('password'),
    org: integer('org').references(() => portalOrg.id),
  },
  (t) => [uniqueIndex('portal_user_username_uq').on(t.username), uniqueIndex('portal_user_oid_uq').on(t.openIdUserId)],
);

export const portalRole = pgTable('portal_role', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  description: text('description'),
  org: integer('org').references(() => portalOrg.id),
  roleType: integer('role_type').notNull().default(0),
});

export const ressourceGroup = pgTable('ressource_group', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
});

export const portalRessource = pgTable('portal_ressource', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description'),
  technicalName: text('technical_name').notNull().unique(),
  type: integer('type').notNull(),
  ressourceGroupId: uuid('ressource_group_id').references(() => ressourceGroup.id),
});

export const portalPermission = pgTable('portal_permission', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull(),
  technicalName: text('technical_name').notNull().unique(),
  variableLookup: text('variable_lookup'),
  description: text('description'),
  type: integer('type').notNull().default(0),
});

export const portalPermissionSet = pgTable('portal_permission_set', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  name: text('name').notNull().unique(),
  description: text('description'),
});

export const portalPermissionDetail = pgTable('portal_permission_detail', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  permissionSetId: uuid('permission_set_id')
    .notNull()
    .references(() => portalPermissionSet.id, { onDelete: 'cascade' }),
  permissionId: uuid('permission_id')
    .notNull()
    .references(() => portalPermission.id, { onDelete: 'cascade' }),
  type: integer('type').notNull().default(0),
  operator: integer('operator').notNull().default(0),
  value: text('value'),
});

export const portalRoleResourcePermission = pgTable(
  'portal_role_resource_permission',
  {
    roleId: uuid('role_id')
      .notNull()
      .references(() => portalRole.id, { onDelete: 'cascade' }),
    ressourceId: uuid('ressource_id')
      .notNull()
      .references(() => portalRessource.id, { onDelete: 'cascade' }),
    permissionSetId: uuid('permission_set_id')
      .notNull()
      .references(() => portalPermissionSet.id, { onDelete: 'cascade' }),
    accessType: integer('access_type').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ressourceId, t.permissionSetId] })],
);

export const portalUserRole = pgTable(
  'portal_user_role',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => portalRole.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

export const portalUserParameter = pgTable('portal_user_parameter', {
  userParametersId: uuid('user_parameters_id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => portalUser.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  type: integer('type').notNull().default(0),
  value: text('value'),
});

export const portalFavorite = pgTable(
  'portal_favorite',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    path: text('path').notNull(),
    query: text('query'),
  },
  (t) => [index('portal_favorite_user_idx').on(t.userId)],
);

/** Accounts of the development identity provider (not portal users: newcomer and partner have none). */
export const idpAccount = pgTable('idp_account', {
  sub: uuid('sub').primaryKey(),
  login: text('login').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  givenName: text('given_name').notNull(),
  familyName: text('family_name').notNull(),
  email: text('email').notNull(),
  domain: text('domain').notNull(),
  acr: text('acr').notNull().default('urn:portal:loa:1'),
});

/** oidc-provider storage: sessions, grants, codes, refresh tokens survive a restart. */
export const oidcPayload = pgTable(
  'oidc_payload',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payload_grant_idx').on(t.grantId),
    index('oidc_payload_uid_idx').on(t.uid),
    index('oidc_payload_user_code_idx').on(t.userCode),
  ],
);

/** Generated secrets (signing key, cookie keys), created once per database so every process shares them. */
export const serverSecret = pgTable('server_secret', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: bigint('created_at', { mode: 'number' }).notNull(),
});
