import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { crmDemoData } from './crm-data.ts';

/**
 * Idempotent CRM demo seed (called by seedDemoData on every start and by the test servers):
 * products, dealers and localization texts are upserted (so a changed generator refreshes them),
 * dealer products and the demo contacts are only added (a contact edited through the API keeps
 * its changes). Multi-row statements keep it quick on PGlite; one transaction, always through `tx`.
 */
export async function seedCrmDemoData(db: Db): Promise<void> {
  const data = crmDemoData();
  await db.transaction(async (tx) => {
    for (const rows of chunks(data.products, 200)) {
      await tx
        .insert(t.crmProduct)
        .values(rows)
        .onConflictDoUpdate({
          target: t.crmProduct.productKey,
          set: excluded(t.crmProduct, ['productName', 'branchSubCode', 'division', 'sortOrder']),
        });
    }
    for (const rows of chunks(data.dealers, 200)) {
      await tx
        .insert(t.crmDealer)
        .values(rows)
        .onConflictDoUpdate({
          target: t.crmDealer.id,
          set: excluded(t.crmDealer, [
            'accountName',
            'street',
            'postalCode',
            'city',
            'country',
            'telephoneAccount',
            'fax',
            'emailAccount',
            'websiteUrl',
            'radius',
            'latitude',
            'longitude',
            'divisions',
            'projects',
          ]),
        });
    }
    for (const rows of chunks(data.dealerProducts, 1000)) {
      await tx.insert(t.crmDealerProduct).values(rows).onConflictDoNothing();
    }
    for (const rows of chunks(data.localization, 500)) {
      await tx
        .insert(t.crmLocalization)
        .values(rows)
        .onConflictDoUpdate({
          target: [t.crmLocalization.kind, t.crmLocalization.value, t.crmLocalization.cultureCode],
          set: excluded(t.crmLocalization, ['translatedValue', 'sortOrder']),
        });
    }
    await tx.insert(t.crmUser).values(data.contacts).onConflictDoNothing();
  });
}

/** `{ column: excluded.column }` for an upsert's SET clause. */
function excluded<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]): Record<string, SQL> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded."${columns[key]!.name}"`)]));
}

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
