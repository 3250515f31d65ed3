/**
 * Identity and permission model, plus the tables the development identity
 * provider needs (accounts, OIDC payloads) and server secrets (signing keys, cookie keys).
 * Column names follow the API's field names in snake_case.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { portalOrg, portalUser } from './schema/identity.ts';

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

// ---------------------------------------------------------------------------------------------
// CRM API: dealers, products, localization
// lists and CRM users keyed by the OpenID subject.
// ---------------------------------------------------------------------------------------------

/** Dealers of the public dealer search (installers, specialist partners). `country` is ISO alpha-2, upper case. */
export const crmDealer = pgTable(
  'crm_dealer',
  {
    id: uuid('id').primaryKey(),
    accountName: text('account_name').notNull(),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    country: text('country').notNull(),
    telephoneAccount: text('telephone_account'),
    fax: text('fax'),
    emailAccount: text('email_account'),
    websiteUrl: text('website_url'),
    /** Service radius in km. */
    radius: integer('radius').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Business units (`Heating`, `Sanitary`). */
    divisions: text('divisions').array().notNull().default(sql`'{}'::text[]`),
    /** Building projects taken on (`NewBuild`, `Renovation`, `Commercial`). */
    projects: text('projects').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    // Bounding-box prefilter of the distance search.
    index('crm_dealer_lat_lon_idx').on(t.latitude, t.longitude),
    index('crm_dealer_country_idx').on(t.country),
  ],
);

/** The product catalogue of the dealer search, per division and branch sub code. */
export const crmProduct = pgTable('crm_product', {
  productKey: text('product_key').primaryKey(),
  productName: text('product_name').notNull(),
  branchSubCode: text('branch_sub_code').notNull(),
  division: text('division').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Which dealer offers which product. */
export const crmDealerProduct = pgTable(
  'crm_dealer_product',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => crmDealer.id, { onDelete: 'cascade' }),
    productKey: text('product_key')
      .notNull()
      .references(() => crmProduct.productKey, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.productKey] }), index('crm_dealer_product_key_idx').on(t.productKey)],
);

/**
 * Each dealer's products as the dealer search answers them (JSON text of contract DealerSearchProduct[],
 * in catalogue order): one row per division the dealer has products of, and one with division ''
 * for all of them. Written only by the triggers of migration 0017 on crm_dealer_product and
 * crm_product, so a search reads one row per dealer instead of aggregating the products.
 */
export const crmDealerProductJson = pgTable(
  'crm_dealer_product_json',
  {
    dealerId: uuid('dealer_id')
      .notNull()
      .references(() => crmDealer.id, { onDelete: 'cascade' }),
    division: text('division').notNull(),
    products: json('products').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.division] })],
);

/**
 * Localization lists (kind = countries, salutations, targetGroups, divisions, projects): one row per
 * value and culture (language code: de, en, cs, fr, it).
 */
export const crmLocalization = pgTable(
  'crm_localization',
  {
    kind: text('kind').notNull(),
    value: text('value').notNull(),
    cultureCode: text('culture_code').notNull(),
    translatedValue: text('translated_value'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.kind, t.value, t.cultureCode] })],
);

/**
 * CRM users (UserData), one per OpenID subject: registrations upsert this row.
 * `status` is the account-lookup result (contract/crm.ts AccountLookupResult, 1–7).
 * Independent of portal_user: a CRM registration never grants portal access.
 */
export const crmUser = pgTable(
  'crm_user',
  {
    openIdUserId: uuid('open_id_user_id').primaryKey(),
    login: text('login'),
    email: text('email'),
    domain: text('domain'),
    accountId: uuid('account_id'),
    serial: text('serial'),
    salutation: text('salutation'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    telephone: text('telephone'),
    street: text('street'),
    postalCode: text('postal_code'),
    city: text('city'),
    language: text('language'),
    country: text('country'),
    appearsInResourceSearchHeating: boolean('appears_in_resource_search_heating').notNull().default(false),
    appearsInResourceSearchSanitary: boolean('appears_in_resource_search_sanitary').notNull().default(false),
    targetGroup: text('target_group'),
    websiteUrl: text('website_url'),
    telephoneAccount: text('telephone_account'),
    accountName: text('account_name'),
    accountInfo: text('account_info'),
    newsletter: boolean('newsletter').notNull().default(false),
    status: integer('status').notNull(),
    /** endCustomer, specialist or simple (the last registration form used). */
    registrationKind: text('registration_kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_user_email_idx').on(sql`lower(${t.email})`)],
);

// ---------------------------------------------------------------------------------------------
// Canteen order system (PortalArticle, PortalPlanItem, PortalOrder; "Order
// system"). Prices are exact decimals: numeric(10,2), strings in TypeScript, cents in arithmetic.
// ---------------------------------------------------------------------------------------------

/** A canteen: the `{applicationId}` of the order-system paths. */
export const canteenApplication = pgTable('canteen_application', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  location: text('location').notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Berlin'),
  pickUpLocations: text('pick_up_locations').array().notNull().default(sql`'{}'::text[]`),
  pickUpTimes: text('pick_up_times').array().notNull().default(sql`'{}'::text[]`),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Articles (dishes, default extras). Deleting sets `deleted_at`: plans and orders keep their copies. */
export const canteenArticle = pgTable(
  'canteen_article',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => canteenApplication.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    articlePrice: numeric('article_price', { precision: 10, scale: 2 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('canteen_article_application_idx').on(t.applicationId),
    check('canteen_article_price_ck', sql`${t.articlePrice} >= 0`),
  ],
);

/** The plan of one day of one canteen. */
export const canteenPlan = pgTable(
  'canteen_plan',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => canteenApplication.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name'),
    includeDefaultArticles: boolean('include_default_articles').notNull().default(true),
    orderableUntil: timestamp('orderable_until', { withTimezone: true }).notNull(),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('canteen_plan_application_date_uq').on(t.applicationId, t.date)],
);

/** Articles of a plan with the plan's own copy of name, description and price. */
export const canteenPlanDetail = pgTable(
  'canteen_plan_detail',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    planId: uuid('plan_id')
      .notNull()
      .references(() => canteenPlan.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => canteenArticle.id),
    articlePrice: numeric('article_price', { precision: 10, scale: 2 }).notNull(),
    articleName: text('article_name').notNull(),
    articleDescription: text('article_description'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    uniqueIndex('canteen_plan_detail_plan_article_uq').on(t.planId, t.articleId),
    check('canteen_plan_detail_price_ck', sql`${t.articlePrice} >= 0`),
  ],
);

/** One order per user and plan (a second create is refused; updateOrder changes it). */
export const canteenOrder = pgTable(
  'canteen_order',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => canteenApplication.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => canteenPlan.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    orderTimestamp: timestamp('order_timestamp', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    pickUpTime: text('pick_up_time'),
    pickUpLocation: text('pick_up_location'),
  },
  (t) => [
    uniqueIndex('canteen_order_plan_user_uq').on(t.planId, t.userId),
    index('canteen_order_user_idx').on(t.userId),
  ],
);

/** Ordered articles with the price and texts at the time of ordering. */
export const canteenOrderDetail = pgTable(
  'canteen_order_detail',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => canteenOrder.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => canteenArticle.id),
    quantity: integer('quantity').notNull(),
    articlePrice: numeric('article_price', { precision: 10, scale: 2 }).notNull(),
    articleName: text('article_name').notNull(),
    articleDescription: text('article_description'),
  },
  (t) => [
    uniqueIndex('canteen_order_detail_order_article_uq').on(t.orderId, t.articleId),
    check('canteen_order_detail_quantity_ck', sql`${t.quantity} between 1 and 20`),
  ],
);

/**
 * `Idempotency-Key`s of createOrder per user: a retried request with the same key and body gets
 * the first answer again; the same key with another body is refused. Kept 24 hours.
 */
export const canteenIdempotencyKey = pgTable(
  'canteen_idempotency_key',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => portalUser.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('canteen_idempotency_key_created_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Info-system files: stored in the database (bytea), so every API
// process behind a load balancer serves the same files. One folder level per module.
// ---------------------------------------------------------------------------------------------

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const infoFile = pgTable(
  'info_file',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** contract/info-system-modules.ts (0–78). */
    module: integer('module').notNull(),
    folder: text('folder').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    lastModified: timestamp('last_modified', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('info_file_module_folder_name_uq').on(t.module, t.folder, t.name),
    check('info_file_module_ck', sql`${t.module} between 0 and 78`),
  ],
);
export * from './schema/analytics.ts';
export * from './schema/configurator.ts';
export * from './schema/identity.ts';
export * from './schema/login-lockout.ts';
export * from './schema/masters.ts';
export * from './schema/production.ts';
export * from './schema/projects.ts';
export * from './schema/questionnaire.ts';
export * from './schema/rate-limit.ts';
export * from './schema/sales.ts';
