/**
 * The reporting data set: currency rates, invoice lines (one million at full scale) of the
 * group's customers and materials (server/demo/masters.ts, generated first if missing), their
 * monthly pre-aggregate and plan values (the ERP schema views them). Deterministic: the same
 * scale gives the same rows on every database (the PGlite analytics worker generates its own
 * copy, masters included, with this function). Generated in SQL with hashint4(), only when the
 * data set is missing.
 */
import { count, sql } from 'drizzle-orm';
import { datasetEnd, planEnd } from '../areas/analytics/index.ts';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Db } from '../db/open.ts';
import { queryRows } from '../db/rows.ts';
import * as t from '../db/schema.ts';
import type { Q } from '../db/tx.ts';
import { currencyRates, documentDays, materialMix, mixSlots } from './analytics-calendar.ts';
import { reportingProducts } from './analytics-masters.ts';
import { rankCustomers, seedMasters } from './masters.ts';

/** Sales documents per scale; a document has 1–5 lines (3 on average). */
export const analyticsScale = {
  full: { documents: 340_000 },
  small: { documents: 2_000 },
} as const satisfies Record<DemoScale, { documents: number }>;

/** The first sales document number (SAP VBELN 0010000001). */
export const firstDocumentNumber = 10_000_001;

/**
 * The main database's part of the demo seed. PostgreSQL holds the data set in its own tables;
 * with PGlite the analytics worker generates its copy (server/areas/analytics/pglite-executor.ts), so
 * the embedded database does not carry the million rows a second time.
 */
export async function seedAnalyticsData(db: Db, scale: DemoScale): Promise<void> {
  const result = (await db.execute(sql`select version() as version`)) as unknown as { rows: { version: string }[] };
  if (result.rows[0]?.version.includes('PGlite')) return;
  await seedAnalytics(db, scale);
}

export async function seedAnalytics(db: Db, scale: DemoScale, phase: (name: string) => void = () => {}): Promise<void> {
  const [existing] = await db.select().from(t.reportingDataset);
  // A data set as large as asked for (or larger) stays; a small one (left by the server tests on
  // a shared PostgreSQL database) is replaced when the full one is asked for.
  if (existing && (existing.scale === scale || existing.scale === 'full')) return;
  const { documents } = analyticsScale[scale];
  const generated = await db.transaction(async (tx) => {
    // One seeder at a time (several API processes may start together on one PostgreSQL server).
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const [meanwhile] = await tx.select().from(t.reportingDataset);
    if (meanwhile && (meanwhile.scale === scale || meanwhile.scale === 'full')) return false;
    // Hash aggregates of the pre-aggregate and the plan stay in memory instead of spilling.
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    // Truncating inside the transaction gives the tables new files: with wal_level = minimal (the
    // PGlite analytics worker) PostgreSQL then writes no WAL for the million inserts.
    await seedMasters(tx, scale);
    await tx.execute(sql`truncate reporting_dataset, sales_fact, sales_fact_month, sales_plan, currency_rate`);
    await tx.insert(t.currencyRate).values(currencyRates()).onConflictDoNothing();
    // The lines draw customers by rank (low ranks buy most) and materials from the reporting range.
    await tx.execute(sql`create temp table seed_customer on commit drop as ${rankCustomers}`);
    await tx.execute(sql`alter table seed_customer add primary key (rank)`);
    const [{ customers } = { customers: 0 }] = await queryRows<{ customers: number }>(
      tx,
      sql`select count(*)::int as customers from seed_customer`,
    );
    const numbers = reportingProducts().map((p) => p.number);
    const materials = await queryRows<{ id: number; materialGroup: string; number: string }>(
      tx,
      sql`select id, material_group as "materialGroup", number from sales_material
          where number in (${sql.join(
            numbers.map((n) => sql`${n}`),
            sql`, `,
          )}) order by number`,
    );
    await tx.execute(
      sql`create temp table seed_day (day date, ym integer, doc_from integer, doc_to integer) on commit drop`,
    );
    await tx.execute(
      sql`create temp table seed_mix_range (ym integer, material_id integer, slot_from integer, slot_to integer) on commit drop`,
    );
    await insertValues(
      tx,
      'seed_day',
      documentDays(documents, firstDocumentNumber).map((d) => [`'${d.day}'`, d.ym, d.docFrom, d.docTo]),
    );
    await insertValues(
      tx,
      'seed_mix_range',
      materialMix(materials).map((m) => [m.ym, m.materialId, m.slotFrom, m.slotTo]),
    );
    // One array of 1000 material ids per month: a line picks its material by subscript. Stored
    // plain (4 kB, not compressed), so a subscript does not unpack the array for every line.
    await tx.execute(sql`create temp table seed_mix (ym integer, materials integer[]) on commit drop`);
    await tx.execute(sql`alter table seed_mix alter column materials set storage plain`);
    await tx.execute(sql`insert into seed_mix
      select ym, array_agg(material_id order by slot)
      from (select ym, generate_series(slot_from, slot_to - 1) as slot, material_id from seed_mix_range) s
      group by ym`);
    await tx.execute(sql`analyze seed_day, seed_mix, seed_customer`);
    phase('masters');
    // The primary key is built once after the insert instead of row by row.
    await tx.execute(sql`alter table sales_fact drop constraint sales_fact_doc_no_item_pk`);
    await tx.execute(insertFacts(customers));
    await tx.execute(sql`alter table sales_fact add constraint sales_fact_doc_no_item_pk primary key (doc_no, item)`);
    phase('facts');
    await refreshSalesAggregates(tx);
    phase('pre-aggregate');
    await tx.execute(insertPlan);
    phase('plan');
    const [facts] = await tx.select({ rows: count() }).from(t.salesFact);
    await tx.insert(t.reportingDataset).values({ scale, lastReleaseDate: datasetEnd, factRows: facts!.rows });
    return true;
  });
  if (!generated) return;
  phase('commit');
  await db.execute(sql`analyze sales_fact, sales_fact_month, sales_plan, currency_rate`);
  phase('analyze');
}

/**
 * Rebuilds what is derived from sales_fact: the monthly pre-aggregate. Whoever changes
 * sales_fact calls this in the same transaction.
 */
export async function refreshSalesAggregates(q: Q): Promise<void> {
  await q.execute(sql`delete from sales_fact_month`);
  await q.execute(sql`insert into sales_fact_month (month, comp_code, branch_code, country, market_area,
      partner_company, customer_hierarchy, territory_ht, territory_san, region_ht, region_san, material_group,
      currency, valid, quantity, revenue, margin, order_intake, lines)
    select invoice_month, comp_code, branch_code, country, market_area, partner_company, customer_hierarchy,
      territory_ht, territory_san, region_ht, region_san, material_group, currency, valid,
      sum(quantity), sum(revenue), sum(margin), sum(order_intake), count(*)
    from sales_fact
    group by invoice_month, comp_code, branch_code, country, market_area, partner_company, customer_hierarchy,
      territory_ht, territory_san, region_ht, region_san, material_group, currency, valid`);
}

/**
 * One million invoice lines (at full scale): documents by day (seed_day), 1–5 lines each, the
 * customer skewed towards the big ones (low ranks), the material from the month's mix, prices from
 * the list price less the customer's discount, raised each year, in the company code's currency.
 */
function insertFacts(customers: number) {
  return sql`insert into sales_fact (doc_no, item, invoice_date, invoice_month, comp_code, branch_code, country,
      market_area, partner_company, customer_id, customer_hierarchy, territory_ht, territory_san, region_ht, region_san,
      material_id, material_group, quantity, revenue, margin, order_intake, currency, valid)
    select x.doc_no, x.item * 10, x.day, x.month, c.company_code, m.branch_code, c.country, c.market_area,
      c.partner_company, c.id, c.customer_hierarchy, c.territory_ht, c.territory_san, c.region_ht, c.region_san,
      m.id, m.material_group, q.quantity, v.revenue,
      round(v.revenue * (m.margin_rate::float8 + ((abs(hashint4(x.doc_no * 17 + x.item)) % 81) - 40) / 1000.0::float8)),
      round(v.revenue * (0.92::float8 + (abs(hashint4(x.doc_no * 19 + x.item)) % 161) / 1000.0::float8)),
      c.currency,
      abs(hashint4(x.doc_no * 23 + x.item)) % 1000 >= 15
    from (
      select d.doc_no, l.item, d.day, d.month, d.ym,
        1 + floor(${customers} * power((abs(hashint4(d.doc_no * 7 + 3)) % 1000000) / 1000000.0::float8, 2.2))::int
          as customer_rank,
        abs(hashint4(d.doc_no * 31 + l.item)) % ${mixSlots} + 1 as slot,
        abs(hashint4(d.doc_no * 13 + l.item)) as quantity_hash,
        (0.96::float8 + (abs(hashint4(d.doc_no * 29 + l.item)) % 81) / 1000.0::float8)
          * (array[1.0, 1.08, 1.11, 1.13, 1.15]::float8[])[extract(year from d.day)::int - 2021] as price_factor
      from (
        select s.day, date_trunc('month', s.day)::date as month, s.ym, doc as doc_no
        from seed_day s, generate_series(s.doc_from, s.doc_to - 1) doc
      ) d
      cross join lateral generate_series(1, 1 + abs(hashint4(d.doc_no)) % 5) l(item)
    ) x
    join seed_customer sc on sc.rank = x.customer_rank
    join sales_customer c on c.id = sc.id
    join seed_mix mx on mx.ym = x.ym
    join sales_material m on m.id = mx.materials[x.slot]
    join currency_rate r on r.month = x.month and r.currency = c.currency
    cross join lateral (select 1 + x.quantity_hash % m.max_quantity as quantity) q
    cross join lateral (
      select round(q.quantity * m.list_price_eur::float8 * (1 - c.discount_percent::float8 / 100) * r.rate::float8 * 100
        * x.price_factor)::bigint as revenue
    ) v`;
}

/**
 * Plan per month: for 2023 on, last year's actuals of the same month plus 4 % growth and
 * ±6 % per territory and material group; 2022 (no year before) is planned at its own actuals ±3 %.
 */
const planDimensions = sql.raw(`comp_code, branch_code, country, market_area, partner_company, customer_hierarchy,
  territory_ht, territory_san, region_ht, region_san, material_group, currency`);
const insertPlan = sql`insert into sales_plan (month, ${planDimensions}, quantity, revenue, margin, order_intake)
  select p.month, ${planDimensions}, round(quantity * p.factor), round(revenue * p.factor), round(margin * p.factor),
    round(order_intake * p.factor)
  from (
    select a.*, y.month, y.factor
    from (
      select month as actual_month, ${planDimensions}, sum(quantity) as quantity, sum(revenue) as revenue,
        sum(margin) as margin, sum(order_intake) as order_intake
      from sales_fact_month where valid
      group by month, ${planDimensions}
    ) a
    cross join lateral (
      select (a.actual_month + interval '1 year')::date as month,
        1.04 + ((abs(hashtext(a.territory_ht || a.material_group || a.actual_month::text)) % 121) - 60) / 1000.0 as factor
      union all
      select a.actual_month, 1 + ((abs(hashtext(a.territory_san || a.material_group)) % 61) - 30) / 1000.0
      where a.actual_month < date '2023-01-01'
    ) y
    where y.month <= ${planEnd}::date
  ) p`;

/** Multi-row VALUES into a seed helper table (numbers and quoted ISO dates made here, never user input). */
async function insertValues(q: Q, table: string, rows: (string | number)[][]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const values = rows
      .slice(i, i + 1000)
      .map((r) => `(${r.join(',')})`)
      .join(',');
    await q.execute(sql.raw(`insert into ${table} values ${values}`));
  }
}
