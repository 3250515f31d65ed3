/**
 * The group's customer and material masters, as the ERP keeps them: one table each, read by the
 * sales area (lookups, order tracking, configurator prices) and by analytics (the invoice lines of
 * sales_fact point at them by `id`; the ERP views of the analytics_sql migration show them as
 * KNA1, MARA and MAKT). Generated once by server/demo/masters.ts.
 *
 * `*_doc` columns hold the search text normalised by the SQL function `sales_norm()` (lower case,
 * ä→ae …, accents removed, punctuation to spaces; see the sales_sql migration); the fuzzy lookups
 * (server/areas/sales/fuzzy.ts) search them through full-text and trigram indexes of that migration.
 */
import { date, index, integer, jsonb, numeric, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Texts in the five UI languages. */
export type SalesTexts = { de: string; en: string; cs: string; fr: string; it: string };

export const salesCustomer = pgTable(
  'sales_customer',
  {
    /** SAP customer number (KUNNR). */
    number: text('number').primaryKey(),
    /** Compact key the invoice lines of sales_fact refer to. */
    id: integer('id').notNull().unique().generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    name2: text('name2'),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    /** Sales organisation (company code): 1000 Kermi DE, 2000 PZP CZ, 3000 Arbonia CH, 4000 Arbonia FR. */
    companyCode: text('company_code').notNull(),
    currency: text('currency').notNull(),
    /** SAP account group: 0001 sold-to, 0002 ship-to, 0003 payer, ZINT prospect. */
    accountGroup: text('account_group').notNull(),
    /** Customer classification (contract/sales-lookups.ts customerTypes). */
    type: smallint('type').notNull(),
    salesGroupKey: text('sales_group_key').notNull(),
    /** Agreed discount on list prices, percent (0–100). */
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    /** Sales organisation of the reporting dimensions (server/areas/analytics/dimensions.ts). */
    marketArea: text('market_area').notNull(),
    /** The group company a customer is (intercompany sales), else EXT. */
    partnerCompany: text('partner_company').notNull(),
    customerHierarchy: text('customer_hierarchy').notNull(),
    territoryHt: text('territory_ht').notNull(),
    territorySan: text('territory_san').notNull(),
    regionHt: text('region_ht').notNull(),
    regionSan: text('region_san').notNull(),
    createdOn: date('created_on', { mode: 'string' }).notNull(),
    nameDoc: text('name_doc').notNull(),
    cityDoc: text('city_doc').notNull(),
    streetDoc: text('street_doc').notNull(),
  },
  (t) => [
    index('sales_customer_number_prefix').on(t.number.op('text_pattern_ops')),
    index('sales_customer_company').on(t.companyCode),
  ],
);

/** Material groups (product families) of the sales catalogue with their names in every language. */
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
    /** SAP material number (MATNR). */
    number: text('number').primaryKey(),
    /** Compact key the invoice lines of sales_fact refer to. */
    id: integer('id').notNull().unique().generatedByDefaultAsIdentity(),
    /** German description (MAKT, language D). */
    name: text('name').notNull(),
    /** English description (MAKT, language E). */
    nameEn: text('name_en').notNull(),
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
    /** Reporting material group (MATKL, server/areas/analytics/dimensions.ts materialGroups) and its division. */
    materialGroup: text('material_group').notNull(),
    branchCode: text('branch_code').notNull(),
    marginRate: numeric('margin_rate', { precision: 4, scale: 3 }).notNull(),
    /** Most units of it on one invoice line (the reporting data set's quantities). */
    maxQuantity: integer('max_quantity').notNull(),
    grossWeightKg: numeric('gross_weight_kg', { precision: 8, scale: 2 }).notNull(),
    plant: text('plant').notNull(),
    doc: text('doc').notNull(),
  },
  (t) => [
    index('sales_material_number_prefix').on(t.number.op('text_pattern_ops')),
    index('sales_material_search_code').on(t.searchCode.op('text_pattern_ops')),
  ],
);
