/**
 * Which sales organisations a user may see: the company codes of the user's `CompanyCode`
 * parameters (a field rep of one sales organisation); asking for another is a 403. The value `*`
 * is the explicit grant of every organisation (group functions, administrators). Without the
 * parameter nothing is open: the scope fails closed (an administrator sets it through
 * /api/User/{userId}/parameter; users cannot set or delete it themselves).
 */
import { and, eq } from 'drizzle-orm';
import { companyCodes as knownCompanyCodes } from '../../../contract/sales.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';

export const companyCodeParameter = 'CompanyCode';
/** The `CompanyCode` value that grants every sales organisation. */
export const allCompanyCodes = '*';

/** The user's company codes from their parameters, null for the explicit grant of all, [] for none. */
export async function allowedCompanyCodes(db: Db, userId: string): Promise<string[] | null> {
  const rows = await db
    .select({ value: t.portalUserParameter.value })
    .from(t.portalUserParameter)
    .where(and(eq(t.portalUserParameter.userId, userId), eq(t.portalUserParameter.name, companyCodeParameter)));
  const codes = rows.flatMap((r) => (r.value ?? '').split(',').map((v) => v.trim())).filter(Boolean);
  return codes.includes(allCompanyCodes) ? null : codes;
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
  if (allowed?.length === 0) throw forbidden('No sales organisation is assigned to you');
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
