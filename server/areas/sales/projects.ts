import { sql } from 'drizzle-orm';
import { lookupTopDefault } from '../../../contract/sales-lookups.ts';
import { queryRows } from '../../db/rows.ts';
import type { Q } from '../../db/tx.ts';
import { allOf, likePrefix, sqlList } from './sql-helpers.ts';

export interface ProjectQuery {
  Number?: string;
  BranchCode?: string;
  Top?: number;
}

/** Building projects with their customer and products, newest start first, as JSON text. */
export async function searchProjects(db: Q, query: ProjectQuery, companyCodes: readonly string[] | null) {
  const where = allOf([
    query.Number ? sql`p.number like ${likePrefix(query.Number)}` : null,
    companyCodes ? sql`p.company_code in ${sqlList(companyCodes)}` : null,
    query.BranchCode ? sql`p.branch_code = ${query.BranchCode}` : null,
  ]);
  const rows = await queryRows<{ json: string }>(
    db,
    sql`
    with top as (
      select p.* from sales_building_project p
      where ${where}
      order by p.start_date desc, p.number
      limit ${query.Top ?? lookupTopDefault}
    )
    select coalesce(json_agg(json_build_object(
      'number', p.number, 'name', p.name, 'companyCode', p.company_code, 'branchCode', p.branch_code,
      'postalCode', p.postal_code, 'city', p.city, 'country', p.country, 'customerNumber', p.customer_number,
      'customerName', c.name, 'stateKey', p.state_key, 'startDate', p.start_date, 'volume', p.volume_eur,
      'currency', 'EUR',
      'products', coalesce((
        select json_agg(json_build_object(
          'position', pp.position, 'materialNumber', pp.material_number, 'materialName', m.name,
          'quantity', pp.quantity, 'stateKey', pp.state_key
        ) order by pp.position)
        from sales_building_project_product pp join sales_material m on m.number = pp.material_number
        where pp.project_number = p.number
      ), '[]'::json)
    ) order by p.start_date desc, p.number), '[]')::text as json
    from top p join sales_customer c on c.number = p.customer_number`,
  );
  return rows[0]!.json;
}
