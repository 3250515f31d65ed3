/**
 * The variant-configuration model: the engine (server/areas/sales/configurator/engine.ts) reads these
 * rows, never product-specific code. A configurable material (KMat) has characteristics with
 * allowed values; constraints restrict values once others are chosen; price rules add the list
 * price, surcharges and bill items. Selection steps lead from a product group to a KMat.
 */
import { boolean, index, jsonb, numeric, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import type { SalesTexts } from './sales.ts';

/** A condition on characteristic values: each listed characteristic must hold one of the values or lie in the range. */
export type CfgCondition = Record<string, string[] | { min?: number; max?: number }>;

/** What a constraint demands of one characteristic once its condition holds. */
export interface CfgRestriction {
  characteristic: string;
  allowed?: string[];
  excluded?: string[];
  min?: number;
  max?: number;
}

export const cfgKmat = pgTable('cfg_kmat', {
  kmat: text('kmat').primaryKey(),
  sparte: text('sparte').notNull(),
  texts: jsonb('texts').$type<SalesTexts>().notNull(),
  /** Start of the variant number; the values' codes follow in characteristic order. */
  variantPrefix: text('variant_prefix').notNull(),
  /** Text of a configured variant: `{KEY}` becomes the chosen value, `{KEY:text}` its text. */
  textTemplate: text('text_template').notNull(),
  /** Plants that build it. */
  plants: text('plants').array().notNull(),
});

export const cfgCharacteristic = pgTable(
  'cfg_characteristic',
  {
    kmat: text('kmat')
      .notNull()
      .references(() => cfgKmat.kmat, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sort: smallint('sort').notNull(),
    /** CHAR or NUM. */
    valueType: text('value_type').notNull(),
    valueLength: smallint('value_length').notNull(),
    required: boolean('required').notNull(),
    unit: text('unit'),
    texts: jsonb('texts').$type<SalesTexts>().notNull(),
    infoTexts: jsonb('info_texts').$type<SalesTexts>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kmat, t.key] })],
);

export const cfgValue = pgTable(
  'cfg_value',
  {
    kmat: text('kmat').notNull(),
    characteristic: text('characteristic').notNull(),
    value: text('value').notNull(),
    /** Part of the variant number. */
    code: text('code').notNull(),
    sort: smallint('sort').notNull(),
    texts: jsonb('texts').$type<SalesTexts>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kmat, t.characteristic, t.value] }),
    index('cfg_value_characteristic').on(t.kmat, t.characteristic),
  ],
);

export const cfgConstraint = pgTable(
  'cfg_constraint',
  {
    kmat: text('kmat')
      .notNull()
      .references(() => cfgKmat.kmat, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    when: jsonb('when').$type<CfgCondition>().notNull(),
    restriction: jsonb('restriction').$type<CfgRestriction>().notNull(),
    /** Why, in words a salesperson can repeat to the customer. */
    texts: jsonb('texts').$type<SalesTexts>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kmat, t.id] })],
);

/**
 * Price rules: `base` (list price: amount plus `per_unit` × the numeric value of `per_characteristic`
 * ÷ `per_divisor`), `surcharge` (a percent of the base, or an amount) and `item` (an extra bill
 * position, e.g. a heating element). A rule applies when its condition holds.
 */
export const cfgPriceRule = pgTable(
  'cfg_price_rule',
  {
    kmat: text('kmat')
      .notNull()
      .references(() => cfgKmat.kmat, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    when: jsonb('when').$type<CfgCondition>().notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    perUnit: numeric('per_unit', { precision: 12, scale: 4, mode: 'number' }),
    perCharacteristic: text('per_characteristic'),
    perDivisor: numeric('per_divisor', { precision: 12, scale: 4, mode: 'number' }),
    percent: numeric('percent', { precision: 6, scale: 2, mode: 'number' }),
    materialNumber: text('material_number'),
    texts: jsonb('texts').$type<SalesTexts>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kmat, t.id] })],
);

/**
 * The guided selection before the characteristics: product group (step 1) → series → …; a row
 * with `kmat` ends the path. `kombination` is the row's path key (`HK/PROFIL/V`), `parent` the
 * path it continues; `merkmal`/`merkmalvalue` preset a characteristic of the KMat.
 */
export const cfgStep = pgTable(
  'cfg_step',
  {
    kombination: text('kombination').primaryKey(),
    parent: text('parent').notNull(),
    sparte: text('sparte').notNull(),
    step: smallint('step').notNull(),
    reihenfolge: smallint('reihenfolge').notNull(),
    merkmal: text('merkmal'),
    merkmalvalue: text('merkmalvalue'),
    kmat: text('kmat').references(() => cfgKmat.kmat),
    pic: text('pic'),
    isActive: boolean('is_active').notNull(),
    texts: jsonb('texts').$type<SalesTexts>().notNull(),
    descriptions: jsonb('descriptions').$type<SalesTexts>().notNull(),
  },
  (t) => [index('cfg_step_parent').on(t.parent, t.reihenfolge)],
);
