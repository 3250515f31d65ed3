/**
 * The portal's organisations and users: in their own file because the area schemas
 * (schema/analytics.ts, production.ts, questionnaire.ts) reference the user, and importing it from
 * schema.ts, which re-exports them, would close an import circle.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
