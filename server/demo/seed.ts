import { and, eq, sql } from 'drizzle-orm';
import { AccessType, apiPermissions } from '../../contract/permissions.ts';
import { ensurePermissionRegistry } from '../areas/security/index.ts';
import type { DemoScale } from '../db/demo-scale.ts';
import type { Db } from '../db/open.ts';
import * as t from '../db/schema.ts';
import { hashPassword, verifyPassword } from '../idp/passwords.ts';
import { demoAccounts, demoOrgs, demoPermissionSetId, demoRoles, roleUiPermissionIds } from './accounts.ts';
import { seedCanteenDemoData } from './canteen.ts';
import { seedCrmDemoData } from './crm.ts';
import { seedInfoFiles } from './info-files.ts';
import { seedProduction } from './production.ts';
import { seedQuestionnaires } from './questionnaire.ts';
import { seedSales } from './sales.ts';

export type { DemoScale } from '../db/demo-scale.ts';
/** The analytics store's demo data set: the process entry hands it to the store (server/http-server.ts). */
export { analyticsSeed } from './analytics.ts';

export interface SeedOptions {
  scale?: DemoScale;
}

/**
 * Idempotent demo seed (`DEMO_DATA=full|small`): the permission registry as resources, the demo roles, organisations,
 * identity-provider accounts and portal users. Runs on every start; existing rows are kept
 * (only the registry's names are refreshed, so renamed permissions show their new names).
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<void> {
  // Hash outside the transaction: scrypt is slow and PGlite holds its lock for the whole transaction.
  const existing = new Map((await db.select().from(t.idpAccount)).map((a) => [a.login, a.passwordHash]));
  const hashes = new Map<string, string>();
  for (const account of demoAccounts) {
    const stored = existing.get(account.login);
    hashes.set(
      account.login,
      stored && (await verifyPassword(account.password, stored)) ? stored : await hashPassword(account.password),
    );
  }

  await db.transaction(async (tx) => {
    for (const name of demoOrgs) await tx.insert(t.portalOrg).values({ name }).onConflictDoNothing();
    const orgs = new Map((await tx.select().from(t.portalOrg)).map((o) => [o.name, o.id]));

    // What every portal has: the registry, the standard permission set, the administrators' role.
    await ensurePermissionRegistry(tx);

    for (const role of Object.values(demoRoles)) {
      await tx
        .insert(t.portalRole)
        .values({ id: role.id, name: role.name, description: role.description, roleType: 0 })
        .onConflictDoNothing();
      const apiIds =
        role.api === 'all' ? Object.values(apiPermissions).map((p) => p.id) : role.api.map((k) => apiPermissions[k].id);
      for (const ressourceId of [...roleUiPermissionIds(role), ...apiIds]) {
        await tx
          .insert(t.portalRoleResourcePermission)
          .values({
            roleId: role.id,
            ressourceId,
            permissionSetId: demoPermissionSetId,
            accessType: AccessType.granted,
          })
          .onConflictDoNothing();
      }
    }

    for (const account of demoAccounts) {
      await tx
        .insert(t.idpAccount)
        .values({
          sub: account.sub,
          login: account.login,
          passwordHash: hashes.get(account.login)!,
          givenName: account.givenName,
          familyName: account.familyName,
          email: account.email,
          domain: account.domain,
        })
        .onConflictDoUpdate({ target: t.idpAccount.sub, set: { passwordHash: hashes.get(account.login)! } });

      if (!account.portalRole) continue;
      await tx
        .insert(t.portalUser)
        .values({
          openIdUserId: account.sub,
          username: account.login,
          email: account.email,
          firstName: account.givenName,
          lastName: account.familyName,
          department: account.department,
          org: account.org ? orgs.get(account.org) : null,
          authType: 1,
        })
        .onConflictDoNothing();
      const [user] = await tx
        .select({ id: t.portalUser.id })
        .from(t.portalUser)
        .where(eq(t.portalUser.username, account.login));
      await tx
        .insert(t.portalUserRole)
        .values({ userId: user!.id, roleId: demoRoles[account.portalRole].id })
        .onConflictDoNothing();
      for (const parameter of account.parameters ?? []) {
        // Added once: a parameter changed through the API keeps its value.
        const [present] = await tx
          .select({ id: t.portalUserParameter.userParametersId })
          .from(t.portalUserParameter)
          .where(and(eq(t.portalUserParameter.userId, user!.id), eq(t.portalUserParameter.name, parameter.name)));
        if (!present) await tx.insert(t.portalUserParameter).values({ userId: user!.id, ...parameter });
      }
    }
  });

  // CRM API demo data (dealers, products, localization lists, contacts): its own transaction.
  await seedCrmDemoData(db);
  // Canteens, articles, week plans and demo orders; info-system PDFs and photos (only missing files are rendered).
  await seedCanteenDemoData(db);
  await seedInfoFiles(db);
  // Sales: the customer and material masters, building projects, orders (generated once) and
  // configuration models. Before analytics, so the masters have the demo scale, not the reporting one.
  await seedSales(db, options.scale ?? 'full');
  // Sales facts, plans and rates for reporting go to the analytics store (server/demo/analytics.ts,
  // run by the store when it has no data set), not into this database.
  await seedQuestionnaires(db);
  // Production: plants, key figures and targets, two years of KPI values, 90 days of MES rows.
  await seedProduction(db, options.scale ?? 'full');
  // Planner statistics for the fresh rows (PGlite has no autovacuum): without them every query
  // is planned for one-row tables, e.g. the dealer search runs about twice as long.
  await db.execute(sql`analyze`);
}
