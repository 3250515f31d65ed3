import { sql } from 'drizzle-orm';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Db } from '../db/open.ts';
import { queryRows } from '../db/rows.ts';
import { withDeferredIndexes } from './bulk-load.ts';
import { seedConfigurator } from './configurator.ts';
import { seedMasters } from './masters.ts';
import { createPickTables, seedSalesOrders } from './sales-orders.ts';
import { seedSalesProjects } from './sales-projects.ts';

const salesTables = ['sales_building_project', 'sales_building_project_product', 'sales_order', 'sales_order_position'];

const analyzedColumns = {
  sales_order: [
    'order_number',
    'company_code',
    'customer_number',
    'status_key',
    'sales_group_key',
    'is_service',
    'ordered_on',
  ],
  sales_order_position: ['order_number', 'material_number'],
  sales_building_project: ['number', 'company_code', 'branch_code', 'start_date'],
};

/**
 * Sales demo data: the customer and material masters (server/demo/masters.ts, shared with
 * analytics), then building projects and orders, generated in SQL once, when there are no orders
 * (one transaction: all or nothing); the configuration models are refreshed on every start.
 * Full scale: 22,500 customers, 50,600 materials, 100,000 orders with 370,000 positions.
 */
export async function seedSales(db: Db, scale: DemoScale): Promise<void> {
  const seeded = await db.transaction(async (tx) => {
    // Several API processes may start together on one PostgreSQL: one seeds, the others find it done.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    await seedMasters(tx, scale);
    const [state] = await queryRows<{ empty: boolean }>(
      tx,
      sql`select not exists (select 1 from sales_order) as empty`,
    );
    if (!state?.empty) return false;
    await withDeferredIndexes(tx, salesTables, async () => {
      await createPickTables(tx);
      await seedSalesProjects(tx, scale);
      await seedSalesOrders(tx, scale);
    });
    return true;
  });
  // Planner statistics for the fresh rows (PGlite has no autovacuum), for the columns searches
  // filter on; naming them skips sampling the full-text expressions, which takes longer than all else.
  if (seeded) {
    for (const [table, columns] of Object.entries(analyzedColumns)) {
      await db.execute(sql.raw(`analyze ${table} (${columns.join(', ')})`));
    }
  }
  await seedConfigurator(db);
}
