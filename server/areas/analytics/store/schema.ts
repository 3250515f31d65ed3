/**
 * The analytics store's tables (DuckDB): only the ERP/sales extract — customers, materials,
 * currency rates, invoice lines, plan — and what is derived from it (the monthly pre-aggregate,
 * the data set row). No portal table, user, token or key is ever created here.
 *
 * The base tables are what an extract folder holds (load.ts) and what the demo seed writes; the
 * derived ones are computed by `deriveTables`. The `erp` schema has SAP's table and column names
 * as views over the same data (the SQL editor's world; contract/sap-sql.ts erpTables).
 */
import type { DuckDBConnection } from '@duckdb/node-api';

/** Base tables: filled by the demo seed or from an extract's Parquet/CSV files of the same name. */
export const baseTables = {
  sales_customer: `id integer primary key, number varchar not null, name varchar not null, street varchar not null,
    postal_code varchar not null, city varchar not null, country varchar not null, company_code varchar not null,
    currency varchar not null, account_group varchar not null, discount_percent decimal(5, 2) not null,
    market_area varchar not null, partner_company varchar not null, customer_hierarchy varchar not null,
    territory_ht varchar not null, territory_san varchar not null, region_ht varchar not null,
    region_san varchar not null, created_on date not null`,
  sales_material: `id integer primary key, number varchar not null, name varchar not null, name_en varchar not null,
    material_group varchar not null, branch_code varchar not null, list_price_eur decimal(10, 2) not null,
    margin_rate decimal(4, 3) not null, max_quantity integer not null, gross_weight_kg decimal(8, 2) not null,
    plant varchar not null`,
  currency_rate: `month date not null, currency varchar not null, rate decimal(12, 6) not null check (rate > 0),
    primary key (month, currency)`,
  sales_fact: `doc_no integer not null, item smallint not null, invoice_date date not null, invoice_month date not null,
    comp_code varchar not null, branch_code varchar not null, country varchar not null, market_area varchar not null,
    partner_company varchar not null, customer_id integer not null, customer_hierarchy varchar not null,
    territory_ht varchar not null, territory_san varchar not null, region_ht varchar not null,
    region_san varchar not null, material_id integer not null, material_group varchar not null,
    quantity integer not null, revenue bigint not null, margin bigint not null, order_intake bigint not null,
    currency varchar not null, valid boolean not null`,
  /** Optional in an extract: without it the plan is derived from last year's actuals (planFromActuals). */
  sales_plan: `month date not null, comp_code varchar not null, branch_code varchar not null, country varchar not null,
    market_area varchar not null, partner_company varchar not null, customer_hierarchy varchar not null,
    territory_ht varchar not null, territory_san varchar not null, region_ht varchar not null,
    region_san varchar not null, material_group varchar not null, currency varchar not null,
    quantity bigint not null, revenue bigint not null, margin bigint not null, order_intake bigint not null`,
} as const;

export type BaseTable = keyof typeof baseTables;

const dimensions = `comp_code, branch_code, country, market_area, partner_company, customer_hierarchy,
  territory_ht, territory_san, region_ht, region_san, material_group, currency`;

export async function createBaseTables(conn: DuckDBConnection): Promise<void> {
  for (const [name, columns] of Object.entries(baseTables)) await conn.run(`create table ${name} (${columns})`);
}

/**
 * Plan per month when the extract has none: last year's actuals of the month + 4 % ± 6 % per
 * territory and material group; the first year (no year before) at its own actuals ± 3 %; to the
 * end of the extract's last year.
 */
const planFromActuals = `insert into sales_plan
  select y.month, ${dimensions}, round(quantity * y.factor), round(revenue * y.factor), round(margin * y.factor),
    round(order_intake * y.factor)
  from (
    select month as actual_month, ${dimensions}, sum(quantity) as quantity, sum(revenue) as revenue,
      sum(margin) as margin, sum(order_intake) as order_intake
    from sales_fact_month where valid group by all
  ) a
  cross join lateral (
    select (a.actual_month + interval 1 year)::date as month,
      1.04 + ((hash(a.territory_ht || a.material_group || a.actual_month::varchar) % 121)::int - 60) / 1000.0 as factor
    union all
    select a.actual_month, 1 + ((hash(a.territory_san || a.material_group) % 61)::int - 30) / 1000.0
    where a.actual_month < (select min(month) from sales_fact_month) + interval 1 year
  ) y
  where y.month <= (select date_trunc('year', max(month)) + interval 11 month from sales_fact_month)`;

/**
 * What is derived from the base tables, in the same file: the monthly pre-aggregate (reports that
 * need no day, customer or material read it), the plan if the extract had none (to the end of the
 * last year), the data set row (last release = the last invoice date) and the erp views.
 */
export async function deriveTables(
  conn: DuckDBConnection,
  scale: string,
  lastReleaseDate: string | null,
): Promise<void> {
  await conn.run(`create table sales_fact_month as
    select invoice_month as month, ${dimensions}, valid,
      sum(quantity)::bigint as quantity, sum(revenue)::bigint as revenue, sum(margin)::bigint as margin,
      sum(order_intake)::bigint as order_intake, count(*)::integer as lines
    from sales_fact group by all order by month`);
  const plans = await conn.runAndReadAll('select count(*) from sales_plan');
  if (Number(plans.getRowsJS()[0]?.[0] ?? 0) === 0) await conn.run(planFromActuals);
  await conn.run(
    `create table reporting_dataset as
    select 1::smallint as id, '${scale.replace(/[^a-z0-9_-]/gi, '')}'::varchar as scale,
      coalesce($1::date, max(invoice_date)) as last_release_date, count(*)::integer as fact_rows,
      now() as generated_at
    from sales_fact`,
    [lastReleaseDate],
  );
  await createErpViews(conn);
}

/** SAP's names over the data (a document's header is its first line; its net value the sum of its valid lines). */
async function createErpViews(conn: DuckDBConnection): Promise<void> {
  await conn.run('create schema erp');
  // A table, as in SAP: the header's net value sums the document's lines once, at load time,
  // instead of in every statement that reads VBAK.
  await conn.run(`create table erp.vbak as
    select lpad(f.doc_no::varchar, 10, '0') as vbeln,
      f.invoice_date - (3 + hash(f.doc_no) % 18)::integer as erdat,
      f.invoice_date - (3 + hash(f.doc_no) % 18)::integer as audat,
      'TA' as auart, f.comp_code as vkorg, '10' as vtweg,
      case when f.branch_code = 'HT' then '10' else '20' end as spart,
      c.number as kunnr,
      (coalesce(n.netwr, 0) / 100.0)::decimal(15, 2) as netwr,
      f.currency as waerk, f.invoice_date as vdatu
    from main.sales_fact f
    join main.sales_customer c on c.id = f.customer_id
    left join (select doc_no, sum(revenue) filter (where valid) as netwr from main.sales_fact group by doc_no) n
      on n.doc_no = f.doc_no
    where f.item = 10
    order by vbeln`);
  await conn.run(`create view erp.vbap as
    select lpad(f.doc_no::varchar, 10, '0') as vbeln, lpad(f.item::varchar, 6, '0') as posnr,
      m.number as matnr, m.name as arktx, f.material_group as matkl, f.quantity::decimal(15, 3) as kwmeng,
      'ST' as vrkme, (f.revenue / 100.0)::decimal(15, 2) as netwr, f.currency as waerk, m.plant as werks,
      case when f.valid then '' else '11' end as abgru
    from main.sales_fact f join main.sales_material m on m.id = f.material_id`);
  await conn.run(`create view erp.likp as
    select lpad((k.vbeln::integer + 70000000)::varchar, 10, '0') as vbeln, k.vdatu as lfdat,
      k.vdatu as wadat_ist, k.kunnr, k.vkorg as vstel, k.vkorg, 'LF' as lfart
    from erp.vbak k`);
  await conn.run(`create view erp.lips as
    select lpad((f.doc_no + 70000000)::varchar, 10, '0') as vbeln, lpad(f.item::varchar, 6, '0') as posnr,
      m.number as matnr, f.quantity::decimal(15, 3) as lfimg, 'ST' as vrkme,
      lpad(f.doc_no::varchar, 10, '0') as vgbel, lpad(f.item::varchar, 6, '0') as vgpos, m.plant as werks
    from main.sales_fact f join main.sales_material m on m.id = f.material_id`);
  await conn.run(`create view erp.kna1 as
    select c.number as kunnr, c.name as name1, c.street as stras, c.postal_code as pstlz, c.city as ort01,
      c.country as land1, c.account_group as ktokd, c.customer_hierarchy as kdgrp, c.created_on as erdat
    from main.sales_customer c`);
  await conn.run(`create view erp.mara as
    select m.number as matnr, 'FERT' as mtart, m.material_group as matkl,
      case when m.branch_code = 'HT' then '10' else '20' end as spart, 'ST' as meins,
      m.gross_weight_kg as brgew, 'KG' as gewei
    from main.sales_material m`);
  await conn.run(`create view erp.makt as
    select m.number as matnr, 'D' as spras, m.name as maktx from main.sales_material m
    union all
    select m.number as matnr, 'E' as spras, m.name_en as maktx from main.sales_material m`);
}
