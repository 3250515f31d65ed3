/**
 * 100,000 generated dealers for the dealer-search figure at scale (the bench only; the demo seed
 * keeps the ~390 dealers users see). Written in SQL (generate_series, hashint4 for deterministic
 * scatter over Central Europe, denser near Plattling like the real network), with ids from their
 * number so they can be removed again exactly (a PostgreSQL database may be someone's own).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/open.ts';

export const benchDealerCount = 100_000;

/** A pseudo-random fraction in [0, 1) from an integer and a salt. */
const unit = (salt: number) => sql.raw(`((hashint4(i * 7919 + ${salt})::bigint + 2147483648) / 4294967296.0)`);

export async function addBenchDealers(db: Db, count = benchDealerCount): Promise<void> {
  await db.execute(sql`
    insert into crm_dealer (id, account_name, street, postal_code, city, country, telephone_account, email_account,
                            radius, latitude, longitude, divisions, projects)
    select md5('bench-dealer-' || i)::uuid,
           'Bench-Fachbetrieb ' || i,
           'Industriestraße ' || (1 + i % 120),
           lpad((10000 + i % 89999)::text, 5, '0'),
           'Benchstadt',
           case when ${unit(1)} < 0.8 then 'DE' else 'AT' end,
           '+49 9931 ' || i,
           'bench' || i || '@example.invalid',
           25 + (i % 4) * 25,
           -- Half within ~150 km of Plattling, half across 45–55° N, 5–20° E.
           case when ${unit(2)} < 0.5 then 48.7766 + (${unit(3)} - 0.5) * 2.6 else 45 + ${unit(4)} * 10 end,
           case when ${unit(2)} < 0.5 then 12.8737 + (${unit(5)} - 0.5) * 4.0 else 5 + ${unit(6)} * 15 end,
           case when i % 3 = 0 then '{Sanitary}'::text[] else '{Heating,Sanitary}'::text[] end,
           '{NewBuild,Renovation}'::text[]
    from generate_series(1, ${count}) as i
    on conflict (id) do nothing`);
  await db.execute(sql`analyze crm_dealer`);
}

export async function removeBenchDealers(db: Db, count = benchDealerCount): Promise<void> {
  await db.execute(sql`
    delete from crm_dealer where id in (select md5('bench-dealer-' || i)::uuid from generate_series(1, ${count}) as i)`);
  // Vacuumed at once, not whenever autovacuum comes: until then the KNN scan of the dealer search
  // walks the 100,000 dead index entries nearest first (80–115 ms instead of 1 ms near Plattling),
  // which was the next run's "demo set" figure on PostgreSQL.
  await db.execute(sql`vacuum analyze crm_dealer`);
}
