/**
 * Sales data the ERP would hold (ARCHITECTURE.md §7) besides the customer and material masters
 * (server/db/schema/masters.ts, shared with analytics): building projects, sales orders with
 * positions and their status dates, and the word list of the fuzzy lookups.
 *
 * The seed fills `sales_search_word` with every word of the masters' `*_doc` search texts; the
 * fuzzy lookups (server/areas/sales/fuzzy.ts) correct each typed word against that list (trigram index)
 * and find rows by full-text index. Those indexes need pg_trgm and expressions drizzle cannot
 * write, so they are in the sales_sql migration.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { salesCustomer, salesMaterial } from './masters.ts';

export type { SalesTexts } from './masters.ts';

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
