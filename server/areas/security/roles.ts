import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { portalUserSchema, roleResourcePermissionSchema, roleSchema } from '../../../contract/answers/security.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { AccessType, apiPermissions } from '../../../contract/permissions.ts';
import {
  idParamsSchema,
  listQuerySchema,
  roleBodySchema,
  roleIdParamsSchema,
  rolePermissionGrantSchema,
  rolePermissionKeySchema,
} from '../../../contract/security.ts';
import { toPortalUser } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { deleteById, getById, refuseDuplicate } from '../../db/rows.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/tx.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { created, noContent } from '../../http/responses.ts';
import { validate } from '../../http/validate.ts';
import { securityRoutes, unknownReference } from './common.ts';
import { containsAny, orgExists, refuseOwnRole, rolePermissions, sameText, toRole, userHoldsRole } from './queries.ts';

type RoleInput = z.output<typeof roleBodySchema>;

/** Name unique (case-insensitive) and org known; checked inside the write's transaction. */
async function checkRole(tx: Tx, body: RoleInput, exceptId?: string): Promise<void> {
  const message = `A role named "${body.name}" already exists`;
  await refuseDuplicate(tx, t.portalRole, sameText(t.portalRole.name, body.name), exceptId, 'name', message);
  if (body.org != null && !(await orgExists(tx, body.org))) throw unknownReference('org', 'organisation', body.org);
}

/** The one resource permission a role grants through a resource and a permission set. */
function isGrant(key: { roleId: string; ressourceId: string; permissionSetId: string }) {
  return and(
    eq(t.portalRoleResourcePermission.roleId, key.roleId),
    eq(t.portalRoleResourcePermission.ressourceId, key.ressourceId),
    eq(t.portalRoleResourcePermission.permissionSetId, key.permissionSetId),
  );
}

/**
 * /api/Role: roles, their resource permissions (resource + permission set +
 * accessType) and their users. Needs the `roles` API permission. Nobody changes a role he holds
 * or grants a resource he does not hold himself (queries.ts `refuseOwnRole`).
 */
export function roleRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.roles);

  app.get('/', responds(200, z.array(roleSchema), 'The roles'), validate('query', listQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const rows = await db
      .select()
      .from(t.portalRole)
      .where(containsAny(search, t.portalRole.name, t.portalRole.description))
      .orderBy(asc(t.portalRole.name));
    return c.json(rows.map(toRole));
  });

  app.post(
    '/',
    responds(201, roleSchema, 'The new role'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('json', roleBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const role = await inTransaction(
        db,
        async (tx) => {
          await checkRole(tx, body);
          const [row] = await tx
            .insert(t.portalRole)
            .values({
              ...(body.id ? { id: body.id } : {}),
              name: body.name,
              description: body.description,
              org: body.org ?? null,
              roleType: body.roleType,
            })
            .returning();
          return row!;
        },
        { uniqueField: 'name' },
      );
      return created(c, toRole(role), role.id);
    },
  );

  app.get('/:id', responds(200, roleSchema, 'The role'), validate('param', idParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toRole(await getById(db, t.portalRole, id, 'Role')));
  });

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', idParamsSchema),
    validate('json', roleBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await inTransaction(
        db,
        async (tx) => {
          await getById(tx, t.portalRole, id, 'Role');
          await refuseOwnRole(tx, c.var.portalUser.id, id, 'id');
          await checkRole(tx, body, id);
          await tx
            .update(t.portalRole)
            .set({ name: body.name, description: body.description, org: body.org ?? null, roleType: body.roleType })
            .where(eq(t.portalRole.id, id));
        },
        { uniqueField: 'name' },
      );
      return noContent(c);
    },
  );

  app.delete(
    '/:id',
    responds(204, null, 'Deleted'),
    responds(409, null, 'The caller holds this role'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteById(db, t.portalRole, id, 'Role', async (tx) => {
        // Never saw off the branch one sits on: the caller's own roles are removed by someone else.
        if (await userHoldsRole(tx, c.var.portalUser.id, id)) {
          throw conflict('id', 'You hold this role yourself; another administrator has to delete it');
        }
      });
      return noContent(c);
    },
  );

  app.get(
    '/:roleId/ResourcePermission',
    responds(200, z.array(roleResourcePermissionSchema), 'The role’s grants'),
    validate('param', roleIdParamsSchema),
    async (c) => {
      const { roleId } = c.req.valid('param');
      return c.json(await rolePermissions(db, await getById(db, t.portalRole, roleId, 'Role', 'roleId')));
    },
  );

  app.get(
    '/:roleId/user',
    responds(200, z.array(portalUserSchema), 'Users with the role'),
    validate('param', roleIdParamsSchema),
    async (c) => {
      const { roleId } = c.req.valid('param');
      await getById(db, t.portalRole, roleId, 'Role', 'roleId');
      const rows = await db
        .select({ user: t.portalUser })
        .from(t.portalUserRole)
        .innerJoin(t.portalUser, eq(t.portalUser.id, t.portalUserRole.userId))
        .where(eq(t.portalUserRole.roleId, roleId))
        .orderBy(asc(t.portalUser.lastName), asc(t.portalUser.firstName), asc(t.portalUser.username));
      return c.json(rows.map((r) => toPortalUser(r.user)));
    },
  );

  /** Grants (accessType 1) or records (0) a resource permission: 201 when new, 204 when it changed an existing one. */
  app.post(
    '/:roleId/ResourcePermission/:ressourceId/:permissionSetId/:accessType',
    responds(201, roleResourcePermissionSchema, 'The new grant'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', rolePermissionGrantSchema),
    async (c) => {
      const key = c.req.valid('param');
      const result = await inTransaction(
        db,
        async (tx) => {
          const role = await getById(tx, t.portalRole, key.roleId, 'Role', 'roleId');
          await refuseOwnRole(tx, c.var.portalUser.id, key.roleId, 'roleId');
          const [ressource] = await tx
            .select({ id: t.portalRessource.id })
            .from(t.portalRessource)
            .where(eq(t.portalRessource.id, key.ressourceId));
          if (!ressource) throw unknownReference('ressourceId', 'resource', key.ressourceId);
          const [set] = await tx
            .select({ id: t.portalPermissionSet.id })
            .from(t.portalPermissionSet)
            .where(eq(t.portalPermissionSet.id, key.permissionSetId));
          if (!set) throw unknownReference('permissionSetId', 'permission set', key.permissionSetId);
          if (key.accessType === AccessType.granted && !c.var.granted.has(key.ressourceId)) {
            throw forbidden('You cannot grant a resource you do not hold yourself', ErrorCode.forbidden, 'ressourceId');
          }
          const [existing] = await tx.select().from(t.portalRoleResourcePermission).where(isGrant(key));
          if (existing) {
            await tx.update(t.portalRoleResourcePermission).set({ accessType: key.accessType }).where(isGrant(key));
            return { created: false, role };
          }
          await tx.insert(t.portalRoleResourcePermission).values(key);
          return { created: true, role };
        },
        { uniqueField: 'ressourceId' },
      );
      if (!result.created) return noContent(c);
      const grant = (await rolePermissions(db, result.role)).find(
        (p) => p.ressource.id === key.ressourceId && p.permissionSet.id === key.permissionSetId,
      );
      return c.json(grant, 201);
    },
  );

  app.delete(
    '/:roleId/ResourcePermission/:ressourceId/:permissionSetId',
    responds(204, null, 'Revoked'),
    validate('param', rolePermissionKeySchema),
    async (c) => {
      const key = c.req.valid('param');
      await inTransaction(
        db,
        async (tx) => {
          await getById(tx, t.portalRole, key.roleId, 'Role', 'roleId');
          await refuseOwnRole(tx, c.var.portalUser.id, key.roleId, 'roleId');
          const removed = await tx
            .delete(t.portalRoleResourcePermission)
            .where(isGrant(key))
            .returning({ roleId: t.portalRoleResourcePermission.roleId });
          if (removed.length === 0) {
            throw notFound(
              `Resource permission ${key.ressourceId}/${key.permissionSetId} of role ${key.roleId} not found`,
            );
          }
        },
        { uniqueField: 'ressourceId' },
      );
      return noContent(c);
    },
  );

  return app;
}
