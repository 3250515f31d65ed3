/**
 * The reporting data set of the analytics store (server/areas/analytics/store/): currency rates,
 * invoice lines (one million at full scale) of the group's customers and materials (the masters
 * sales uses, server/demo/masters.ts, generated first if missing), in the store's base tables;
 * the store derives the monthly pre-aggregate, the plan and the erp views itself. Deterministic:
 * the same scale and masters give the same rows. The lines are generated inside DuckDB in one
 * statement (about a second for a million), from small tables computed in TypeScript
 * (analytics-calendar.ts). The store calls the filler this module returns; it never imports it.
 */
import type { DuckDBConnection } from '@duckdb/node-api';
import { sql } from 'drizzle-orm';
import { appendRows, datasetEnd, type StoreFiller } from '../areas/analytics/index.ts';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Db } from '../db/open.ts';
import { queryRows } from '../db/rows.ts';
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

type Row = Record<string, string | number | boolean | null>;

/**
 * Returns the filler the analytics store runs on its new, empty base tables: it copies the masters
 * from the portal database (with the rank the lines draw customers by) and generates the rest.
 */
export function analyticsSeed(db: Db, scale: DemoScale): StoreFiller {
  return async (conn) => {
    await db.transaction((tx) => seedMasters(tx, scale));
    const customers = await queryRows<Row>(
      db,
      sql`select c.id, c.number, c.name, c.street, c.postal_code, c.city, c.country, c.company_code, c.currency,
        c.account_group, c.discount_percent, c.market_area, c.partner_company, c.customer_hierarchy, c.territory_ht,
        c.territory_san, c.region_ht, c.region_san, c.created_on::text as created_on, r.rank
      from sales_customer c join (${rankCustomers}) r on r.id = c.id order by c.id`,
    );
    const materials = await queryRows<Row>(
      db,
      sql`select id, number, name, name_en, material_group, branch_code, list_price_eur, margin_rate, max_quantity,
        gross_weight_kg, plant from sales_material order by id`,
    );
    await insertObjects(conn, 'sales_customer', customers, ['rank']);
    await insertObjects(conn, 'sales_material', materials);
    await appendRows(
      conn,
      'currency_rate',
      ['month', 'currency', 'rate'],
      currencyRates().map((r) => [r.month, r.currency, r.rate]),
    );
    await conn.run('create temp table seed_customer (rank integer, id integer)');
    await appendRows(
      conn,
      'temp.seed_customer',
      ['rank', 'id'],
      customers.map((c) => [c.rank as number, c.id as number]),
    );
    const numbers = new Set(reportingProducts().map((p) => p.number));
    const range = materials
      .filter((m) => numbers.has(String(m.number)))
      .map((m) => ({ id: Number(m.id), materialGroup: String(m.material_group), number: String(m.number) }))
      .sort((a, b) => a.number.localeCompare(b.number));
    await conn.run('create temp table seed_day (day date, ym integer, doc_from integer, doc_to integer)');
    await appendRows(
      conn,
      'temp.seed_day',
      ['day', 'ym', 'doc_from', 'doc_to'],
      documentDays(analyticsScale[scale].documents, firstDocumentNumber).map((d) => [d.day, d.ym, d.docFrom, d.docTo]),
    );
    await conn.run(
      'create temp table seed_mix_range (ym integer, material_id integer, slot_from integer, slot_to integer)',
    );
    await appendRows(
      conn,
      'temp.seed_mix_range',
      ['ym', 'material_id', 'slot_from', 'slot_to'],
      materialMix(range).map((m) => [m.ym, m.materialId, m.slotFrom, m.slotTo]),
    );
    // 1000 slots per month, each a material: a line picks its material by (month, slot).
    await conn.run(`create temp table seed_mix as
      select ym, unnest(range(slot_from, slot_to))::int + 1 as slot, material_id from temp.seed_mix_range`);
    await conn.run(insertFacts(customers.length));
    for (const table of ['seed_customer', 'seed_day', 'seed_mix_range', 'seed_mix'])
      await conn.run(`drop table temp.${table}`);
    // Released up to the data set's last day (a Saturday without invoices).
    return { lastReleaseDate: datasetEnd };
  };
}

/** Rows as read from PostgreSQL into a store table of the same column names (less `omit`). */
async function insertObjects(conn: DuckDBConnection, table: string, rows: Row[], omit: string[] = []): Promise<void> {
  const columns = Object.keys(rows[0] ?? {}).filter((c) => !omit.includes(c));
  await appendRows(
    conn,
    table,
    columns,
    rows.map((r) => columns.map((c) => r[c] ?? null)),
  );
}

/**
 * The invoice lines: documents by day (seed_day), 1–5 lines each, the customer skewed towards the
 * big ones (low ranks), the material from the month's mix, prices from the list price less the
 * customer's discount, raised each year, in the company code's currency; 1.5 % cancelled.
 * `hash()` is DuckDB's deterministic 64-bit hash (the fixed seed of the data set).
 */
function insertFacts(customers: number): string {
  return `insert into sales_fact (doc_no, item, invoice_date, invoice_month, comp_code, branch_code, country,
      market_area, partner_company, customer_id, customer_hierarchy, territory_ht, territory_san, region_ht, region_san,
      material_id, material_group, quantity, revenue, margin, order_intake, currency, valid)
    with line as (
      select d.doc_no, d.item, d.day, d.month, d.ym,
        1 + floor(${customers} * power((hash(d.doc_no * 7 + 3) % 1000000)::int / 1000000.0, 2.2))::int
          as customer_rank,
        (hash(d.doc_no * 31 + d.item) % ${mixSlots})::int + 1 as slot,
        (hash(d.doc_no * 13 + d.item) % 1000000)::int as quantity_hash,
        (0.96 + (hash(d.doc_no * 29 + d.item) % 81)::int / 1000.0)
          * [1.0, 1.08, 1.11, 1.13, 1.15][year(d.day) - 2021] as price_factor
      from (
        select s.day, s.month, s.ym, s.doc_no, unnest(range(1, 2 + (hash(s.doc_no) % 5)::int)) as item
        from (
          select s.day, date_trunc('month', s.day)::date as month, s.ym,
            unnest(range(s.doc_from, s.doc_to)) as doc_no
          from temp.seed_day s
        ) s
      ) d
    ), priced as (
      select x.doc_no, x.item, x.day, x.month, c.company_code, m.branch_code, c.country, c.market_area,
        c.partner_company, c.id as customer_id, c.customer_hierarchy, c.territory_ht, c.territory_san, c.region_ht,
        c.region_san, m.id as material_id, m.material_group, c.currency, m.margin_rate,
        1 + x.quantity_hash % m.max_quantity as quantity,
        round((1 + x.quantity_hash % m.max_quantity) * m.list_price_eur::double
          * (1 - c.discount_percent::double / 100) * r.rate::double * 100 * x.price_factor)::bigint as revenue
      from line x
      join temp.seed_customer sc on sc.rank = x.customer_rank
      join sales_customer c on c.id = sc.id
      join temp.seed_mix mx on mx.ym = x.ym and mx.slot = x.slot
      join sales_material m on m.id = mx.material_id
      join currency_rate r on r.month = x.month and r.currency = c.currency
    )
    select doc_no, item * 10, day, month, company_code, branch_code, country, market_area, partner_company,
      customer_id, customer_hierarchy, territory_ht, territory_san, region_ht, region_san, material_id,
      material_group, quantity, revenue,
      round(revenue * (margin_rate::double + ((hash(doc_no * 17 + item) % 81)::int - 40) / 1000.0)),
      round(revenue * (0.92 + (hash(doc_no * 19 + item) % 161)::int / 1000.0)),
      currency,
      hash(doc_no * 23 + item) % 1000 >= 15
    from priced`;
}
