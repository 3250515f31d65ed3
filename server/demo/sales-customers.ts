import { sql } from 'drizzle-orm';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Tx } from '../db/tx.ts';
import { customerReporting, customerReportingColumns } from './masters-reporting.ts';
import { type CustomerCountry, customerCountries, customerTypeMix } from './sales-data/customers-data.ts';
import { hashMod, pick } from './sql-random.ts';

/**
 * Demo customers (≈ 20,000 at full scale): German, Czech and Swiss installers, wholesalers,
 * planners, housing companies and end customers, each country in its own number range
 * (1…, 2…, 3…) and sales organisation, with their reporting attributes
 * (server/demo/masters-reporting.ts). One INSERT … SELECT per country and customer type.
 */
export async function seedSalesCustomers(tx: Tx, scale: DemoScale): Promise<void> {
  for (const [countryIndex, country] of customerCountries.entries()) {
    let offset = 0;
    const total = scale === 'full' ? country.count : Math.round(country.count / 10);
    for (const mix of customerTypeMix) {
      const count = Math.max(1, Math.round((total * mix.share) / 100));
      await insertCustomers(tx, country, countryIndex, mix, offset, count);
      offset += count;
    }
  }
}

async function insertCustomers(
  tx: Tx,
  country: CustomerCountry,
  countryIndex: number,
  mix: (typeof customerTypeMix)[number],
  offset: number,
  count: number,
): Promise<void> {
  const row = sql`g.n`;
  const patterns = country.patterns[mix.type];
  const [low, high] = mix.discount;
  const street =
    country.country === 'CZ'
      ? sql`${pick(country.streets, row, 11)} || ' ' || (100 + ${hashMod(row, 12, 1900)}) || '/' || (1 + ${hashMod(row, 13, 40)})`
      : country.country === 'CH'
        ? sql`${pick(country.streets, row, 11)} || ' ' || (1 + ${hashMod(row, 12, 90)})`
        : sql`${pick(country.streets, row, 11)} || ' ' || (1 + ${hashMod(row, 12, 150)}) || (case when ${hashMod(row, 13, 12)} = 0 then 'a' else '' end)`;
  const fill = (pattern: ReturnType<typeof sql>) =>
    sql`replace(replace(replace(replace(${pattern}, '{S2}', ${pick(country.surnames, row, 2)}), '{S}', ${pick(country.surnames, row, 3)}), '{F}', ${pick(country.firstNames, row, 4)}), '{C}', split_part(g.place, '|', 2))`;

  await tx.execute(sql`
    insert into sales_customer (number, name, name2, street, postal_code, city, country, company_code,
      account_group, type, sales_group_key, discount_percent, name_doc, city_doc, street_doc, ${customerReportingColumns})
    select c.number, c.name, c.name2, c.street, c.postal_code, c.city, ${country.country}, ${country.companyCode},
      c.account_group, ${mix.type}, c.sales_group_key, c.discount,
      sales_norm(c.name || ' ' || coalesce(c.name2, '')), sales_norm(c.city), sales_norm(c.street),
      ${customerReporting(country.country, country.companyCode, sql`c.n`)}
    from (
      select g.n,
        ${country.numberPrefix} || lpad((${offset} + g.i)::text, 6, '0') as number,
        ${fill(pick(patterns, row, 1))} as name,
        case when ${hashMod(row, 7, 100)} < 30 then ${fill(pick(country.name2, row, 8))} end as name2,
        ${street} as street,
        split_part(g.place, '|', 1) as postal_code,
        split_part(g.place, '|', 2) as city,
        case when ${hashMod(row, 9, 100)} < 85 then '0001' when ${hashMod(row, 9, 100)} < 95 then '0002' else 'ZINT' end
          as account_group,
        ${country.salesGroupPrefix} || lpad((1 + ${hashMod(row, 10, country.salesGroups)})::text, 2, '0')
          as sales_group_key,
        (${low} + ${hashMod(row, 14, high - low + 1)}${high > low ? sql` + ${hashMod(row, 15, 4)} * 0.25` : sql``})::numeric(5, 2) as discount
      from (
        select i, i + ${offset + countryIndex * 1_000_000} as n, ${pick(country.cities, sql`i + ${offset + countryIndex * 1_000_000}`, 5)} as place
        from generate_series(1, ${count}) as i
      ) g
    ) c
    order by c.number
    on conflict (number) do nothing`);
}
