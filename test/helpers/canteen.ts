import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/open.ts';
import * as t from '../../server/db/schema.ts';

/**
 * Removes a test canteen with everything in it, children first (orders and plan details point at
 * articles with restricting foreign keys: articles are only ever soft-deleted by the API).
 */
export async function deleteTestCanteen(db: Db, canteenId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(t.canteenOrder).where(eq(t.canteenOrder.applicationId, canteenId));
    const plans = tx
      .select({ id: t.canteenPlan.id })
      .from(t.canteenPlan)
      .where(eq(t.canteenPlan.applicationId, canteenId));
    await tx.delete(t.canteenPlanDetail).where(inArray(t.canteenPlanDetail.planId, plans));
    await tx.delete(t.canteenApplication).where(eq(t.canteenApplication.id, canteenId));
  });
}
