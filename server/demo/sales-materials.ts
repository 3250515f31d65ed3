import { sql } from 'drizzle-orm';
import type { DemoScale } from '../db/demo-scale.ts';
import * as t from '../db/schema.ts';
import type { Tx } from '../db/tx.ts';
import { materialReporting, materialReportingColumns } from './masters-reporting.ts';
import { type MaterialLine, materialLines } from './sales-data/material-lines.ts';
import { materialGroups, materialVariants } from './sales-data/material-texts.ts';
import { numberArray, textArray } from './sql-random.ts';

/**
 * Material groups, finishes and the materials of every product line (server/demo/sales-data/material-lines.ts),
 * one INSERT … SELECT over the cross product of the line's dimensions each. The search text `doc`
 * joins name, matchcode, the group's and the finish's names in all languages, normalised. The
 * reporting attributes follow from the group (server/demo/masters-reporting.ts). The
 * English description is the name: the catalogue's names are model designations.
 */
export async function seedSalesMaterials(tx: Tx, scale: DemoScale): Promise<void> {
  await tx.insert(t.salesMaterialGroup).values(materialGroups).onConflictDoNothing();
  await tx
    .insert(t.salesMaterialVariant)
    .values(materialVariants.map(({ key, texts }) => ({ key, texts })))
    .onConflictDoNothing();
  const finish = sql.raw(
    `finish(key, code, short) as (values ${materialVariants
      .map((v) => `('${v.key}', '${v.code}', '${v.short.replaceAll("'", "''")}')`)
      .join(', ')})`,
  );
  for (const line of materialLines) await insertLine(tx, line, scale, finish);
}

async function insertLine(tx: Tx, line: MaterialLine, scale: DemoScale, finish: ReturnType<typeof sql.raw>) {
  const dims = Object.entries(line.dims).map(([column, values]) => {
    const kept = scale === 'full' ? values : thin(values, line.keep?.[column] ?? []);
    const array = typeof kept[0] === 'number' ? numberArray(kept as number[]) : textArray(kept as string[]);
    return sql`unnest(${array}) as ${sql.raw(`${column}(${column})`)}`;
  });
  const from = sql.join(dims, sql` cross join `);
  const raw = (expression: string) => sql.raw(expression);
  await tx.execute(sql`
    with ${finish},
    d as (
      select * from ${from}
      ${line.variant ? sql`join finish f on f.key = ${raw(line.variant)}` : sql`left join finish f on false`}
      ${line.where ? sql`where ${raw(line.where)}` : sql``}
    ),
    m as (
      select ${raw(line.number)} as number, ${raw(line.name)} as name, ${raw(line.searchCode)} as search_code,
        ${raw(line.price)} as price, ${line.variant ? raw(line.variant) : sql`null`}::text as variant,
        ${raw(line.popularity)} as popularity
      from d as f -- d carries the finish's code and short text; the line's expressions read them as f.*
    ),
    -- The group's and finishes' names in all languages, normalised once per line, not per row.
    group_words as (
      select sales_norm(string_agg(t.value, ' ')) as words
      from sales_material_group g, jsonb_each_text(g.texts) t where g.key = ${line.group}
    ),
    finish_words as (
      select v.key, sales_norm(string_agg(t.value, ' ')) as words
      from sales_material_variant v, jsonb_each_text(v.texts) t group by v.key
    )
    insert into sales_material (number, name, name_en, group_key, variant_key, type, brand, product_line, company_codes,
      search_code, unit, list_price_eur, popularity, doc, ${materialReportingColumns})
    select m.number, m.name, m.name, ${line.group}, m.variant, ${line.type}, ${line.brand}, ${line.productLine},
      ${textArray(line.companyCodes)}, m.search_code, ${line.unit}, m.price, m.popularity,
      concat_ws(' ', sales_norm(m.name || ' ' || m.search_code), g.words, fw.words), ${materialReporting(line.group)}
    from m
    cross join group_words g
    left join finish_words fw on fw.key = m.variant
    order by m.number
    on conflict (number) do nothing`);
}

/** Every third value, plus those a test or example needs. */
function thin<T>(values: readonly T[], keep: readonly T[]): T[] {
  if (values.length <= 2) return [...values];
  return values.filter((value, i) => i % 3 === 0 || keep.includes(value));
}
