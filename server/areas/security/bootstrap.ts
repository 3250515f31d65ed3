/**
 * What every portal needs before anyone can administer it, demo data or not (docs/deployment.md
 * "First administrator"): the permission registry as resources, the standard permission set, the
 * administrators' role with every permission, and — on an empty portal only — the first
 * administrator, provisioned by login name and linked to the account at the first sign-in
 * (areas/session/index.ts links a user provisioned by name to the token's login claim).
 */
import { count, eq } from 'drizzle-orm';
import { AccessType, allPermissions, RessourceType, ressourceGroups } from '../../../contract/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import type { Q } from '../../db/tx.ts';

export const standardPermissionSetId = 'd2a6c0e1-3f4b-4c55-9a0e-6b1f0f7a9c10';

/** The role of the group's administrators: every UI and API permission. */
export const administratorRole = {
  id: 'd2a6c0e1-3f4b-4c55-9a0e-6b1f0f7a9c01',
  name: 'Gruppen-Administration',
  description: 'Alle Berechtigungen der Portalgruppe',
} as const;

/**
 * Idempotent: the registry's resources (names refreshed, so renamed permissions show their new
 * names), the standard permission set and the administrators' role with every permission.
 */
export async function ensurePermissionRegistry(q: Q): Promise<void> {
  for (const group of Object.values(ressourceGroups)) {
    await q
      .insert(t.ressourceGroup)
      .values(group)
      .onConflictDoUpdate({ target: t.ressourceGroup.id, set: { name: group.name, description: group.description } });
  }
  for (const p of allPermissions) {
    const values = {
      id: p.id,
      name: p.name,
      description: p.name,
      technicalName: p.technicalName,
      type: RessourceType[p.kind],
      ressourceGroupId: ressourceGroups[p.kind].id,
    };
    await q
      .insert(t.portalRessource)
      .values(values)
      .onConflictDoUpdate({
        target: t.portalRessource.id,
        set: { name: values.name, technicalName: values.technicalName },
      });
  }
  await q
    .insert(t.portalPermissionSet)
    .values({ id: standardPermissionSetId, name: 'Standard', description: 'Voller Zugriff auf die Ressource' })
    .onConflictDoNothing();
  await q
    .insert(t.portalRole)
    .values({ ...administratorRole, roleType: 0 })
    .onConflictDoNothing();
  await q
    .insert(t.portalRoleResourcePermission)
    .values(
      allPermissions.map((p) => ({
        roleId: administratorRole.id,
        ressourceId: p.id,
        permissionSetId: standardPermissionSetId,
        accessType: AccessType.granted,
      })),
    )
    .onConflictDoNothing();
}

export type BootstrapResult = 'provisioned' | 'portal has users' | 'no login given';

/**
 * The registry, then the first administrator when `adminLogin` is given and the portal has no
 * user yet: a user named `adminLogin` with the administrators' role, without an account until
 * the first sign-in whose token names that login. A portal with users is left alone, so the
 * setting can stay without ever granting anything again.
 */
export async function bootstrapPortal(db: Db, adminLogin: string | null): Promise<BootstrapResult> {
  return db.transaction(async (tx) => {
    await ensurePermissionRegistry(tx);
    if (!adminLogin) return 'no login given';
    const [users] = await tx.select({ n: count() }).from(t.portalUser);
    if ((users?.n ?? 0) > 0) return 'portal has users';
    const [user] = await tx
      .insert(t.portalUser)
      .values({ username: adminLogin, department: null, authType: 1 })
      .returning({ id: t.portalUser.id });
    await tx.insert(t.portalUserRole).values({ userId: user!.id, roleId: administratorRole.id });
    // Every sales organisation, as an administrator needs it (areas/sales scope fails closed without one).
    await tx.insert(t.portalUserParameter).values({ userId: user!.id, name: 'CompanyCode', value: '*' });
    return 'provisioned';
  });
}

/** Whether `login` names a user who has not signed in yet (the bootstrap's state, for the start log). */
export async function awaitingFirstSignIn(db: Db, login: string): Promise<boolean> {
  const [user] = await db
    .select({ sub: t.portalUser.openIdUserId })
    .from(t.portalUser)
    .where(eq(t.portalUser.username, login));
  return user !== undefined && user.sub === null;
}
