/**
 * Sales data the ERP would hold (ARCHITECTURE.md §7): customers, materials, building projects,
 * sales orders with positions and their status dates, and the variant-configuration model
 * (configurable materials, characteristics, values, constraints, price rules, selection steps).
 *
 * `*_doc` columns hold the search text normalised by the SQL function `sales_norm()` (lower case,
 * ä→ae …, accents removed, punctuation to spaces; see the sales_sql migration). The seed fills them
 * and the word list `sales_search_word`; the fuzzy lookups (server/sales/fuzzy.ts) correct each
 * typed word against that list (trigram index) and find rows by full-text index. Those indexes
 * need pg_trgm and expressions drizzle cannot write, so they are in the sales_sql migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Texts in the five UI languages. */
export type SalesTexts = { de: string; en: string; cs: string; fr: string; it: string };

export const salesCustomer = pgTable(
  'sales_customer',
  {
    number: text('number').primaryKey(),
    name: text('name').notNull(),
    name2: text('name2'),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    companyCode: text('company_code').notNull(),
    /** SAP account group: 0001 sold-to, 0002 ship-to, 0003 payer, ZINT prospect. */
    accountGroup: text('account_group').notNull(),
    /** Customer classification (contract/sales-lookups.ts customerTypes). */
    type: smallint('type').notNull(),
    salesGroupKey: text('sales_group_key').notNull(),
    /** Agreed discount on list prices, percent. */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    nameDoc: text('name_doc').notNull(),
    cityDoc: text('city_doc').notNull(),
    streetDoc: text('street_doc').notNull(),
  },
  (t) => [
    index('sales_customer_number_prefix').on(t.number.op('text_pattern_ops')),
    index('sales_customer_company').on(t.companyCode),
  ],
);

/** Material groups (product families) with their names in every language. */
export const salesMaterialGroup = pgTable('sales_material_group', {
  key: text('key').primaryKey(),
  division: text('division').notNull(),
  texts: jsonb('texts').$type<SalesTexts>().notNull(),
});

/** Finishes and colours a material comes in. */
export const salesMaterialVariant = pgTable('sales_material_variant', {
  key: text('key').primaryKey(),
  texts: jsonb('texts').$type<SalesTexts>().notNull(),
});

export const salesMaterial = pgTable(
  'sales_material',
  {
    number: text('number').primaryKey(),
    name: text('name').notNull(),
    groupKey: text('group_key')
      .notNull()
      .references(() => salesMaterialGroup.key),
    variantKey: text('variant_key').references(() => salesMaterialVariant.key),
    /** SAP material type: FERT finished product, HAWA trading goods, ERSA spare part, KMAT configurable. */
    type: text('type').notNull(),
    brand: text('brand').notNull(),
    productLine: text('product_line').notNull(),
    /** Sales organisations that sell it. */
    companyCodes: text('company_codes').array().notNull(),
    /** Matchcode as the ERP keeps it (MaterialSearchCode of the order search). */
    searchCode: text('search_code').notNull(),
    unit: text('unit').notNull(),
    listPriceEur: numeric('list_price_eur', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** 0–10: how often it sells; breaks ties between equally good search hits. */
    popularity: smallint('popularity').notNull(),
    doc: text('doc').notNull(),
  },
  (t) => [
    index('sales_material_number_prefix').on(t.number.op('text_pattern_ops')),
    index('sales_material_search_code').on(t.searchCode.op('text_pattern_ops')),
  ],
);

export const salesBuildingProject = pgTable(
  'sales_building_project',
  {
    number: text('number').primaryKey(),
    name: text('name').notNull(),
    companyCode: text('company_code').notNull(),
    /** HT heating technology, SAN sanitary. */
    branchCode: text('branch_code').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => salesCustomer.number),
    stateKey: text('state_key').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    volumeEur: numeric('volume_eur', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    index('sales_building_project_number_prefix').on(t.number.op('text_pattern_ops')),
    index('sales_building_project_company').on(t.companyCode, t.branchCode),
  ],
);

export const salesBuildingProjectProduct = pgTable(
  'sales_building_project_product',
  {
    projectNumber: text('project_number')
      .notNull()
      .references(() => salesBuildingProject.number, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    materialNumber: text('material_number')
      .notNull()
      .references(() => salesMaterial.number),
    quantity: integer('quantity').notNull(),
    stateKey: text('state_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.projectNumber, t.position] })],
);

/**
 * A sales order with its status timeline: one date per stage of the order's life (ordered →
 * confirmed → in production → ready → shipped → delivered); a stage not reached yet is null and
 * `status_key` names the last one reached.
 */
export const salesOrder = pgTable(
  'sales_order',
  {
    orderNumber: text('order_number').primaryKey(),
    /** Order confirmation (Auftragsbestätigung) number. */
    abNumber: text('ab_number').notNull(),
    companyCode: text('company_code').notNull(),
    brand: text('brand').notNull(),
    customerNumber: text('customer_number')
      .notNull()
      .references(() => salesCustomer.number),
    salesGroupKey: text('sales_group_key').notNull(),
    /** Customer service and spare-part orders are only searched on request (SearchServices). */
    isService: boolean('is_service').notNull(),
    customerReference: text('customer_reference'),
    statusKey: text('status_key').notNull(),
    orderedOn: date('ordered_on', { mode: 'string' }).notNull(),
    confirmedOn: date('confirmed_on', { mode: 'string' }),
    productionOn: date('production_on', { mode: 'string' }),
    readyOn: date('ready_on', { mode: 'string' }),
    shippedOn: date('shipped_on', { mode: 'string' }),
    deliveredOn: date('delivered_on', { mode: 'string' }),
    expectedDelivery: date('expected_delivery', { mode: 'string' }).notNull(),
    deliveryWindowFrom: timestamp('delivery_window_from', { withTimezone: true, mode: 'string' }),
    deliveryWindowTo: timestamp('delivery_window_to', { withTimezone: true, mode: 'string' }),
    /** Outbound delivery number, once the goods are ready. */
    deliveryNumber: text('delivery_number'),
    carrier: text('carrier'),
    trackingReference: text('tracking_reference'),
    shipToPostalCode: text('ship_to_postal_code').notNull(),
    shipToCity: text('ship_to_city').notNull(),
    shipToCountry: text('ship_to_country').notNull(),
    netValue: numeric('net_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    positionCount: smallint('position_count').notNull(),
  },
  (t) => [
    uniqueIndex('sales_order_ab_number').on(t.abNumber),
    index('sales_order_company_date').on(t.companyCode, t.orderedOn.desc(), t.orderNumber.desc()),
    index('sales_order_customer_date').on(t.customerNumber, t.orderedOn.desc()),
    // Open orders only: a search for delivered ones reads the company/date index.
    index('sales_order_open_status_date').on(t.statusKey, t.orderedOn.desc()).where(sql`status_key <> 'DELIVERED'`),
    uniqueIndex('sales_order_delivery_number').on(t.deliveryNumber).where(sql`delivery_number is not null`),
  ],
);

export const salesOrderPosition = pgTable(
  'sales_order_position',
  {
    orderNumber: text('order_number')
      .notNull()
      .references(() => salesOrder.orderNumber, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    materialNumber: text('material_number')
      .notNull()
      .references(() => salesMaterial.number),
    text: text('text').notNull(),
    quantity: integer('quantity').notNull(),
    unit: text('unit').notNull(),
    netValue: numeric('net_value', { precision: 14, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderNumber, t.position] }),
    index('sales_order_position_material').on(t.materialNumber, t.orderNumber),
  ],
);

/** Every word of the search texts, per domain (customer names, materials): what typed words are corrected to. */
export const salesSearchWord = pgTable(
  'sales_search_word',
  {
    domain: text('domain').notNull(),
    word: text('word').notNull(),
  },
  (t) => [primaryKey({ columns: [t.domain, t.word] })],
);
