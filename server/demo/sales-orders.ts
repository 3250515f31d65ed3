import { type SQL, sql } from 'drizzle-orm';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Tx } from '../db/tx.ts';
import { hashMod, pick } from './sql-random.ts';

/**
 * Sales orders (≈ 105,000 at full scale) with 1–6 positions each, spread over the last two years
 * before the day of seeding. Each stage date follows the one before by a few working days; stages
 * after today are not reached yet, so recent orders are still confirmed, in production or on the
 * road. Half of the Swiss orders are Bekon deliveries (shower enclosures, public tracker).
 * Needs the pick tables of createPickTables().
 */
export const orderScale = { full: 100_000, small: 5_000 } as const;

interface Organisation {
  companyCode: string;
  digit: number;
  share: number;
  currency: string;
  rate: number;
  timeZone: string;
  carriers: readonly string[];
  references: readonly string[];
}

const organisations: readonly Organisation[] = [
  {
    companyCode: '1000',
    digit: 1,
    share: 0.6,
    currency: 'EUR',
    rate: 1,
    timeZone: 'Europe/Berlin',
    carriers: ['DB Schenker', 'Dachser', 'DHL Freight', 'Kühne + Nagel', 'Hellmann'],
    references: ['BV Neubau EFH', 'Kom. Lager', 'Sanierung MFH', 'Objekt Schule', 'Kom. Bad', 'Bestellung'],
  },
  {
    companyCode: '2000',
    digit: 2,
    share: 0.22,
    currency: 'CZK',
    rate: 25,
    timeZone: 'Europe/Prague',
    carriers: ['PPL', 'Geis', 'TOPTRANS', 'DB Schenker'],
    references: ['Stavba RD', 'Sklad', 'Rekonstrukce', 'Zakázka', 'Objednávka'],
  },
  {
    companyCode: '3000',
    digit: 3,
    share: 0.18,
    currency: 'CHF',
    rate: 0.94,
    timeZone: 'Europe/Zurich',
    carriers: ['Planzer', 'Galliker', 'Camion Transport', 'Post CH Cargo'],
    references: ['Baustelle', 'Lager', 'Umbau', 'Auftrag', 'Kommission'],
  },
];

export async function seedSalesOrders(tx: Tx, scale: DemoScale): Promise<void> {
  for (const org of organisations) {
    await insertOrders(tx, org, Math.round(orderScale[scale] * org.share));
  }
}

async function insertOrders(tx: Tx, org: Organisation, count: number): Promise<void> {
  // Every hash of an order reads the row number `i` of its scratch row (aliased `s`, then `o`).
  const rowOf = (alias: 's' | 'o') => sql.raw(`${alias}.i + ${org.digit * 1_000_000}`);
  const row = rowOf('o');
  const h = (salt: number, n: number | SQL) => hashMod(row, salt, n);
  const hs = (salt: number, n: number) => hashMod(rowOf('s'), salt, n);
  const reached = (offset: string) =>
    sql.raw(`case when o.ordered_on + o.${offset} <= current_date then o.ordered_on + o.${offset} end`);
  // The orders' numbers, customers and kinds, read by both inserts below.
  await tx.execute(sql`
    create temp table order_scratch on commit drop as
    select o.i, o.order_number, o.is_service, o.is_bekon, c.number as customer_number, c.discount_percent,
      c.sales_group_key, c.postal_code, c.city, c.country
    from (
      select i, lpad((${org.digit * 10_000_000} + i)::text, 10, '0') as order_number,
        ${hashMod(sql`i + ${org.digit * 1_000_000}`, 26, 100)} < 8 as is_service,
        ${org.companyCode === '3000' ? sql`(i % 2 = 0)` : sql`false`} as is_bekon,
        1 + ${hashMod(sql`i + ${org.digit * 1_000_000}`, 27, sql`(select n from cust_set where company_code = ${org.companyCode})`)} as k
      from generate_series(1, ${count}) as i
    ) o
    join cust_pick c on c.company_code = ${org.companyCode} and c.k = o.k`);

  // Positions straight into their table (its foreign keys are made after the load), then the orders
  // with their totals summed from them.
  await tx.execute(sql`
    insert into sales_order_position (order_number, position, material_number, text, quantity, unit, net_value)
    select s.order_number, (p.p * 10)::smallint, m.number, m.name, p.quantity, m.unit,
      round(p.quantity * m.price * (1 - s.discount_percent / 100) * ${org.rate}, 2)
    from order_scratch s
    cross join lateral (
      select p, 1 + ${hashMod(sql`s.i * 8 + p + ${org.digit * 10_000_000}`, 31, 4)} * (1 + ${hashMod(sql`s.i * 8 + p`, 32, 2)}) as quantity,
        (case when s.is_service then 'spare' when s.is_bekon then 'bekon'
              when ${hashMod(sql`s.i * 8 + p + ${org.digit * 10_000_000}`, 34, 100)} < 15 then 'san' else 'ht' end) as set_key
      from generate_series(1, 1 + ${hashMod(sql`s.i + ${org.digit * 1_000_000}`, 30, 3)}) as p
    ) p
    join mat_set ms on ms.set_key = p.set_key
    -- Popular materials come first in mat_pick; squaring a uniform draw favours them.
    join mat_pick m on m.set_key = p.set_key
      and m.k = 1 + floor(ms.n * power(${hashMod(sql`s.i * 8 + p.p + ${org.digit * 10_000_000}`, 33, 1_000_000)} / 1e6, 2))::int`);

  await tx.execute(sql`
    insert into sales_order (order_number, ab_number, company_code, brand, customer_number, sales_group_key,
      is_service, customer_reference, status_key, ordered_on, confirmed_on, production_on, ready_on, shipped_on,
      delivered_on, expected_delivery, delivery_window_from, delivery_window_to, delivery_number, carrier,
      tracking_reference, ship_to_postal_code, ship_to_city, ship_to_country, net_value, currency, position_count)
    select x.order_number, x.ab_number, ${org.companyCode}, x.brand, x.customer_number, x.sales_group_key,
      x.is_service, x.customer_reference,
      case when x.delivered_on is not null then 'DELIVERED' when x.shipped_on is not null then 'SHIPPED'
        when x.ready_on is not null then 'READY' when x.production_on is not null then 'PRODUCTION'
        when x.confirmed_on is not null then 'CONFIRMED' else 'ORDERED' end,
      x.ordered_on, x.confirmed_on, x.production_on, x.ready_on, x.shipped_on, x.delivered_on, x.expected,
      case when x.ready_on is not null then (x.expected + make_interval(hours => x.window_hour)) at time zone ${org.timeZone} end,
      case when x.ready_on is not null then (x.expected + make_interval(hours => x.window_hour + 3)) at time zone ${org.timeZone} end,
      case when x.ready_on is not null then '8' || ${org.digit} || lpad(x.i::text, 8, '0') end,
      case when x.ready_on is not null then x.carrier end,
      case when x.shipped_on is not null then upper(left(replace(x.carrier, ' ', ''), 3)) || lpad(x.tracking::text, 10, '0') end,
      x.postal_code, x.city, x.country, coalesce(t.net_value, 0), ${org.currency}, coalesce(t.positions, 0)
    from (
      select o.*,
        'A' || ${org.digit} || lpad(o.i::text, 7, '0') as ab_number,
        case when o.is_bekon then 'bekon' else ${org.companyCode === '2000' ? 'pzpheating' : org.companyCode === '3000' ? 'arbonia' : 'kermi'} end as brand,
        ${pick(org.references, row, 28)} || ' ' || (100 + ${h(29, 900)}) as customer_reference,
        ${reached('confirm')} as confirmed_on,
        ${reached('production')} as production_on,
        ${reached('ready')} as ready_on,
        ${reached('shipped')} as shipped_on,
        ${reached('delivered')} as delivered_on,
        -- Planned delivery: some orders arrive a day or two later than promised.
        o.ordered_on + o.delivered - (case when ${h(34, 4)} = 0 then 1 + ${h(35, 2)} else 0 end) as expected,
        7 + 2 * ${h(36, 4)} as window_hour,
        ${pick(org.carriers, row, 37)} as carrier,
        ${h(38, 2_000_000_000)} as tracking
      from (
        -- Days from the order to each stage: each follows the one before by a few days.
        select s.*, current_date - ${hs(20, 730)} as ordered_on,
          s.c1 as confirm, s.c1 + s.c2 as production, s.c1 + s.c2 + s.c3 as ready,
          s.c1 + s.c2 + s.c3 + s.c4 as shipped, s.c1 + s.c2 + s.c3 + s.c4 + s.c5 as delivered
        from (
          select s.*, 1 + ${hs(21, 3)} as c1, 2 + ${hs(22, 6)} as c2, 3 + ${hs(23, 8)} as c3, 1 + ${hs(24, 4)} as c4,
            1 + ${hs(25, 3)} as c5
          from order_scratch s
        ) s
      ) o
    ) x
    left join (
      select order_number, sum(net_value) as net_value, count(*) as positions
      from sales_order_position
      where order_number between ${`${org.digit}`.padStart(3, '0').padEnd(10, '0')} and ${`${org.digit}`.padStart(3, '0').padEnd(10, '9')}
      group by order_number
    ) t on t.order_number = x.order_number`);

  await tx.execute(sql`drop table order_scratch`);
}

/**
 * Scratch tables to draw customers and materials from by number: `cust_pick` (sold-to customers
 * per company code, k = 1…n) and `mat_pick` (materials per set, best sellers first: `ht` heating,
 * `san` sanitary, `spare` spare parts, `bekon` Bekon's shower enclosures), with their sizes in
 * `cust_set` and `mat_set`.
 */
export async function createPickTables(tx: Tx): Promise<void> {
  await tx.execute(sql`
    create temp table cust_pick on commit drop as
    select company_code, row_number() over (partition by company_code order by number)::int as k, number,
      discount_percent, sales_group_key, postal_code, city, country, type
    from sales_customer where account_group = '0001'`);
  await tx.execute(sql`
    create temp table cust_set on commit drop as select company_code, count(*)::int as n from cust_pick group by 1`);
  await tx.execute(sql`
    create temp table mat_pick on commit drop as
    select set_key, row_number() over (partition by set_key order by popularity desc, number)::int as k, number, name,
      unit, price
    from (
      select case when m.brand = 'bekon' then 'bekon' when m.group_key = 'SPARE' then 'spare'
                  when g.division = 'SAN' then 'san' else 'ht' end as set_key,
        m.number, m.name, m.unit, m.list_price_eur as price, m.popularity
      from sales_material m join sales_material_group g on g.key = m.group_key
      where m.type <> 'KMAT'
    ) s`);
  await tx.execute(sql`
    create temp table mat_set on commit drop as select set_key, count(*)::int as n from mat_pick group by 1`);
  await tx.execute(sql`create index on mat_pick (set_key, k)`);
}
