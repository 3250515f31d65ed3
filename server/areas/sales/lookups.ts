/**
 * Customer and material lookups: filters, the fuzzy name search of server/areas/sales/fuzzy.ts, and the
 * answer built by PostgreSQL as JSON text (no row objects in between).
 */
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../contract/locales.ts';
import { type CustomerQuery, lookupTopDefault, type MaterialQuery } from '../../../contract/sales-lookups.ts';
import { queryRows } from '../../db/rows.ts';
import type { Q } from '../../db/tx.ts';
import { candidateLimit, fuzzyQuery } from './fuzzy.ts';
import { allOf, likePrefix, sqlList } from './sql-helpers.ts';

/** Least score of a fuzzy hit unless the request names one: below it, hits share too little with the words. */
export const defaultFuzzyScore = 0.4;

export async function searchCustomers(db: Q, query: CustomerQuery, companyCodes: readonly string[] | null) {
  const words = [query.Name, query.Name2].filter(Boolean).join(' ');
  const fuzzy = query.Fuzzy ?? false;
  const search = words ? fuzzyQuery('customer', words, fuzzy) : null;
  // City and street: the start of the normalised text (no wildcards survive sales_norm), or — fuzzy —
  // trigram similarity as well (`similarity() >= 0.3`, not `%`: see fuzzy.ts).
  const place = (column: 'city_doc' | 'street_doc', typed: string | undefined) => {
    if (!typed) return null;
    const field = sql.raw(`c.${column}`);
    const start = sql`${field} like sales_norm(${typed}) || '%'`;
    return fuzzy ? sql`(${start} or similarity(${field}, sales_norm(${typed})) >= 0.3)` : start;
  };
  const where = allOf([
    query.Number ? sql`c.number like ${likePrefix(query.Number)}` : null,
    companyCodes && sql`c.company_code in ${sqlList(companyCodes)}`,
    query.AccountGroups?.length ? sql`c.account_group in ${sqlList(query.AccountGroups)}` : null,
    query.Type ? sql`c.type = ${query.Type}` : null,
    place('city_doc', query.City),
    place('street_doc', query.Street),
    search?.matches(sql`to_tsvector('simple', c.name_doc)`),
  ]);
  const minScore = query.Score ?? (search && fuzzy ? defaultFuzzyScore : 0);
  const rows = await queryRows<{ json: string }>(
    db,
    sql`
    with ${search ? sql`${search.ctes},` : sql``}
    candidates as materialized (
      select c.* from sales_customer c
      where ${where}
      order by c.number
      limit ${candidateLimit}
    ),
    hits as materialized (
      select c.*, ${search ? search.score(sql`c.name_doc`) : sql`1.0::float8`} as score from candidates c
    ),
    top as (
      select * from hits where score >= ${minScore}
      order by score desc, name, number
      limit ${query.Top ?? lookupTopDefault}
    )
    select coalesce(json_agg(json_build_object(
      'number', number, 'name', name, 'name2', name2, 'street', street, 'postalCode', postal_code, 'city', city,
      'country', country, 'companyCode', company_code, 'accountGroup', account_group, 'type', type,
      'salesGroupKey', sales_group_key, 'score', score
    ) order by score desc, name, number), '[]')::text as json
    from top`,
  );
  return rows[0]!.json;
}

export async function searchMaterials(db: Q, query: MaterialQuery, language: Locale) {
  const fuzzy = query.Fuzzy ?? false;
  const search = query.Name ? fuzzyQuery('material', query.Name, fuzzy) : null;
  const where = allOf([
    query.Number ? sql`m.number like ${likePrefix(query.Number.toUpperCase())}` : null,
    query.CompanyCode ? sql`${query.CompanyCode} = any(m.company_codes)` : null,
    query.Type ? sql`m.type = ${query.Type}` : null,
    search?.matches(sql`to_tsvector('simple', m.doc)`),
  ]);
  const minScore = query.Score ?? (search && fuzzy ? defaultFuzzyScore : 0);
  const rows = await queryRows<{ json: string }>(
    db,
    sql`
    with ${search ? sql`${search.ctes},` : sql``}
    -- Only what ranking needs is sorted and scored (up to a thousand rows); the page's own rows
    -- are read by their key at the end.
    candidates as materialized (
      select m.number, m.name, m.doc, m.popularity from sales_material m
      where ${where}
      order by m.popularity desc, m.number
      limit ${candidateLimit}
    ),
    hits as materialized (
      select m.*, ${search ? search.score(sql`m.doc`) : sql`1.0::float8`} as score from candidates m
    ),
    top as (
      select * from hits where score >= ${minScore}
      order by score desc, popularity desc, length(name), number
      limit ${query.Top ?? lookupTopDefault}
    )
    select coalesce(json_agg(json_build_object(
      'number', t.number, 'name', t.name,
      'description', concat_ws(', ', g.texts ->> ${language}, v.texts ->> ${language}),
      'type', t.type, 'brand', t.brand, 'productLine', t.product_line, 'companyCodes', t.company_codes,
      'searchCode', t.search_code, 'unit', t.unit, 'listPrice', t.list_price_eur, 'currency', 'EUR', 'score', h.score
    ) order by h.score desc, h.popularity desc, length(h.name), h.number), '[]')::text as json
    from top h
    join sales_material t on t.number = h.number
    join sales_material_group g on g.key = t.group_key
    left join sales_material_variant v on v.key = t.variant_key`,
  );
  return rows[0]!.json;
}
