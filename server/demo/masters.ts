/**
 * The customer and material masters (server/db/schema/masters.ts) that sales and analytics share,
 * generated once, when the customer table is empty, inside the caller's transaction (which holds
 * the seed lock): 22,500 customers and 50,600 materials at full scale. Deterministic: the
 * same scale gives the same rows, numbers and ids on every database — the PGlite analytics worker
 * generates its own copy with this function, and its invoice lines point at the same customers
 * as the main database's orders.
 */
import { sql } from 'drizzle-orm';
import { companyCodes } from '../areas/analytics/index.ts';
import type { DemoScale } from '../db/demo-scale.ts';
import { queryRows } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import type { Tx } from '../db/tx.ts';
import { foreignCustomers, reportingProducts } from './analytics-masters.ts';
import { withDeferredIndexes } from './bulk-load.ts';
import {
  catalogueGroupOf,
  materialReporting,
  materialReportingColumns,
  reportingOnlyGroups,
} from './masters-reporting.ts';
import { seedSalesCustomers } from './sales-customers.ts';
import { customerCountries } from './sales-data/customers-data.ts';
import { seedSalesMaterials } from './sales-materials.ts';

/** Customers abroad (Austria, Poland, France, Benelux, Italy …) besides the generated German, Czech and Swiss ones. */
export const foreignCustomerCount = { full: 2_000, small: 200 } as const satisfies Record<DemoScale, number>;

/** Customers that are group companies buying from each other: this many, from this rank on (see rankCustomers). */
const intercompany = { first: 101, count: companyCodes.length * 3 };

/** Returns whether it generated the masters (false: they were there). */
export async function seedMasters(tx: Tx, scale: DemoScale): Promise<boolean> {
  const [state] = await queryRows<{ empty: boolean }>(
    tx,
    sql`select not exists (select 1 from sales_customer) as empty`,
  );
  if (!state?.empty) return false;
  await withDeferredIndexes(tx, ['sales_customer', 'sales_material', 'sales_search_word'], async () => {
    await seedSalesCustomers(tx, scale);
    await seedForeignCustomers(tx, scale);
    await markIntercompany(tx);
    await seedSalesMaterials(tx, scale);
    await seedReportingProducts(tx);
    await seedSearchWords(tx);
  });
  // Planner statistics for the columns searches and reports filter on; naming them skips sampling
  // the full-text expressions, which takes longer than all else.
  await tx.execute(sql`analyze sales_customer (number, id, company_code, account_group, type, city_doc)`);
  await tx.execute(sql`analyze sales_material (number, id, type, company_codes, search_code, popularity)`);
  return true;
}

async function seedForeignCustomers(tx: Tx, scale: DemoScale): Promise<void> {
  const rows = foreignCustomers(
    foreignCustomerCount[scale],
    customerCountries.map((c) => c.country),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await tx.insert(t.salesCustomer).values(
      rows.slice(i, i + 500).map((row) => ({
        ...row,
        nameDoc: sql`sales_norm(${row.name})`,
        cityDoc: sql`sales_norm(${row.city})`,
        streetDoc: sql`sales_norm(${row.street})`,
      })),
    );
  }
}

/**
 * A dozen mid-sized customers (ranks 101–112 of rankCustomers) are the group's own companies:
 * trading partner = the company code they belong to, no customer hierarchy.
 */
async function markIntercompany(tx: Tx): Promise<void> {
  const codes = companyCodes.map((c) => `'${c.code}'`).join(',');
  await tx.execute(sql`
    update sales_customer c
    set partner_company = (array[${sql.raw(codes)}])[1 + (r.rank - ${intercompany.first}) % ${companyCodes.length}],
      customer_hierarchy = 'KH99'
    from (${rankCustomers}) r
    where r.id = c.id and r.rank between ${intercompany.first} and ${intercompany.first + intercompany.count - 1}`);
}

/**
 * Every customer with a rank 1…n in a fixed pseudo-random order of their numbers (md5), so that the
 * countries and customer types mix: the reporting data set lets low ranks buy the most.
 */
export const rankCustomers = sql`select id, row_number() over (order by md5(number), number)::int as rank from sales_customer`;

/**
 * The reporting range (server/areas/analytics/dimensions.ts materialGroups) as materials of the
 * catalogue: in the catalogue group of their reporting group, or in a group of their own where
 * the catalogue has none (ventilation, shower trays, walk-in showers, accessories).
 */
async function seedReportingProducts(tx: Tx): Promise<void> {
  await tx
    .insert(t.salesMaterialGroup)
    .values(reportingOnlyGroups.map((g) => ({ key: g.code, division: g.branch, texts: g.label })))
    .onConflictDoNothing();
  for (const p of reportingProducts()) {
    const group = catalogueGroupOf[p.materialGroup] ?? p.materialGroup;
    const searchCode = p.name
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 12)
      .toUpperCase();
    await tx.execute(sql`
      insert into sales_material (number, name, name_en, group_key, type, brand, product_line, company_codes,
        search_code, unit, list_price_eur, popularity, doc, ${materialReportingColumns})
      select ${p.number}, ${p.name}, ${p.nameEn}, ${group}, 'FERT', 'kermi', g.texts ->> 'de',
        array[${sql.join(
          companyCodes.map((c) => sql`${c.code}`),
          sql`, `,
        )}]::text[], ${searchCode}, 'ST', ${p.listPriceEur}, 6,
        concat_ws(' ', sales_norm(${p.name} || ' ' || ${p.nameEn} || ' ' || ${searchCode}),
          (select sales_norm(string_agg(value, ' ')) from jsonb_each_text(g.texts))),
        ${materialReporting(group, p.grossWeightKg)}
      from sales_material_group g where g.key = ${group}
      on conflict (number) do nothing`);
  }
}

/** The words typed queries are corrected to: customer names; material names, matchcodes, group and finish names. */
async function seedSearchWords(tx: Tx): Promise<void> {
  await tx.execute(sql`
    insert into sales_search_word (domain, word)
    select distinct 'customer', w from sales_customer, unnest(string_to_array(name_doc, ' ')) as w
    where w <> ''
    on conflict do nothing`);
  await tx.execute(sql`
    insert into sales_search_word (domain, word)
    select distinct 'material', w
    from (
      select unnest(string_to_array(sales_norm(name || ' ' || search_code), ' ')) as w from sales_material
      union all
      select unnest(string_to_array(sales_norm(value), ' ')) from sales_material_group, jsonb_each_text(texts)
      union all
      select unnest(string_to_array(sales_norm(value), ' ')) from sales_material_variant, jsonb_each_text(texts)
    ) words
    where w <> ''
    on conflict do nothing`);
}
