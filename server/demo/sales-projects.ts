import { sql } from 'drizzle-orm';
import { projectProductStates } from '../../contract/sales.ts';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Tx } from '../db/tx.ts';
import { hashMod, pick } from './sql-random.ts';

/**
 * Building projects (≈ 2,400 at full scale): new builds and refurbishments per sales organisation,
 * each with a customer, a branch (heating or sanitary) and 1–5 products in a state of their own.
 * Needs the pick tables of createPickTables() (server/demo/sales-orders.ts).
 */
const projectNames = {
  '1000': {
    digit: 1,
    patterns: [
      'Neubau Wohnanlage {N}',
      'Sanierung Grundschule {C}',
      'Erweiterung Klinikum {C}',
      'Neubau Kita {N}',
      'Bürogebäude {N}',
      'Seniorenresidenz {N}',
      'Hotel {N}',
      'Sporthalle {C}',
      'Modernisierung MFH {N}',
      'Neubau Rathaus {C}',
    ],
    places: [
      'Am Stadtpark',
      'Seeblick',
      'Sonnenhang',
      'Lindenhof',
      'Rosengarten',
      'Am Mühlbach',
      'Schlossblick',
      'Quartier Mitte',
    ],
  },
  '2000': {
    digit: 2,
    patterns: [
      'Bytový dům {N}',
      'Rekonstrukce školy {C}',
      'Nemocnice {C} – pavilon B',
      'Administrativní budova {N}',
      'Hotel {N}',
    ],
    places: ['Na Výsluní', 'U Parku', 'Nová Zahrada', 'Slunečná', 'Nad Řekou'],
  },
  '3000': {
    digit: 3,
    patterns: ['Überbauung {N}', 'Sanierung Schulhaus {C}', 'Alterszentrum {N}', 'Résidence {N}', 'Wohnüberbauung {N}'],
    places: ['Seeblick', 'Sonnmatt', 'Rebhalde', 'Les Tilleuls', 'Bellevue'],
  },
} as const;

export const projectScale = { full: 2_400, small: 240 } as const;

export async function seedSalesProjects(tx: Tx, scale: DemoScale): Promise<void> {
  const shares = { '1000': 0.6, '2000': 0.25, '3000': 0.15 } as const;
  for (const [companyCode, data] of Object.entries(projectNames) as [
    keyof typeof projectNames,
    (typeof projectNames)['1000'],
  ][]) {
    const count = Math.round(projectScale[scale] * shares[companyCode]);
    const row = sql`g.i + ${data.digit * 100_000}`;
    await tx.execute(sql`
      insert into sales_building_project (number, name, company_code, branch_code, postal_code, city, country,
        customer_number, state_key, start_date, volume_eur)
      select p.number,
        replace(replace(p.pattern, '{N}', p.place), '{C}', c.city),
        ${companyCode}, p.branch, c.postal_code, c.city, c.country, c.number, p.state,
        current_date - 400 + p.start_offset, p.volume
      from (
        select g.i, '5' || ${data.digit} || lpad(g.i::text, 6, '0') as number,
          ${pick(data.patterns, row, 51)} as pattern, ${pick(data.places, row, 52)} as place,
          case when ${hashMod(row, 53, 100)} < 70 then 'HT' else 'SAN' end as branch,
          ${pick(projectProductStates, row, 54)} as state,
          ${hashMod(row, 55, 700)} as start_offset,
          (20000 + ${hashMod(row, 56, 480)} * 2500)::numeric(14, 2) as volume,
          1 + ${hashMod(row, 57, sql`(select n from cust_set where company_code = ${companyCode})`)} as k
        from generate_series(1, ${count}) as g(i)
      ) p
      join cust_pick c on c.company_code = ${companyCode} and c.k = p.k`);
  }

  await tx.execute(sql`
    insert into sales_building_project_product (project_number, position, material_number, quantity, state_key)
    select b.number, q.n::smallint, m.number, q.quantity, q.state
    from sales_building_project b
    cross join lateral (
      select n, 2 + ${hashMod(sql`b.number::int * 8 + n`, 61, 60)} as quantity,
        ${pick(projectProductStates, sql`b.number::int * 8 + n`, 62)} as state,
        lower(b.branch_code) as set_key
      from generate_series(1, 1 + ${hashMod(sql`b.number::int`, 60, 5)}) as n
    ) q
    join mat_set ms on ms.set_key = q.set_key
    join mat_pick m on m.set_key = q.set_key and m.k = 1 + ${hashMod(sql`b.number::int * 8 + q.n`, 63, sql`ms.n`)}
    on conflict do nothing`);
}
