/**
 * Which sales organisations a user may see. A portal user with `CompanyCode` parameters (a field
 * rep of one sales organisation) sees customers and orders of those company codes only; asking
 * for another is a 403. Without such a parameter (group functions, administrators) all are open.
 */
import { and, eq } from 'drizzle-orm';
import { companyCodes as knownCompanyCodes } from '../../../contract/sales.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

export const companyCodeParameter = 'CompanyCode';

/** The user's company codes from their parameters, or null for no restriction. */
export async function allowedCompanyCodes(db: Db, userId: string): Promise<string[] | null> {
  const rows = await db
    .select({ value: t.portalUserParameter.value })
    .from(t.portalUserParameter)
    .where(and(eq(t.portalUserParameter.userId, userId), eq(t.portalUserParameter.name, companyCodeParameter)));
  if (!rows.length) return null;
  return rows.flatMap((r) => (r.value ?? '').split(',').map((v) => v.trim())).filter(Boolean);
}

/**
 * The company codes a request covers: those it names (each must be allowed) or all the user may
 * see. `null` means every company code.
 */
export async function companyScope(
  db: Db,
  userId: string,
  requested: readonly string[] | undefined,
): Promise<string[] | null> {
  const allowed = await allowedCompanyCodes(db, userId);
  if (requested?.length) {
    const outside = requested.filter((code) => allowed && !allowed.includes(code));
    if (outside.length) throw forbidden(`Company code ${outside.join(', ')} is outside your sales organisation`);
    return [...requested];
  }
  return allowed ?? null;
}

export function isKnownCompanyCode(code: string): boolean {
  return (knownCompanyCodes as readonly string[]).includes(code);
}
