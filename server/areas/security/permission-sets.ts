import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import {
  permissionDetailSchema,
  permissionSetSchema,
  ressourceSchema,
  roleSchema,
} from '../../../contract/answers/security.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import {
  idParamsSchema,
  permissionDetailBodySchema,
  permissionSetBodySchema,
  permissionSetIdParamsSchema,
  permissionSetPermissionParamsSchema,
} from '../../../contract/security.ts';
import type { Db } from '../../db/open.ts';
import { deleteById, getById, refuseDuplicate } from '../../db/rows.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/tx.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { created, noContent } from '../../http/responses.ts';
import { validate } from '../../http/validate.ts';
import { securityRoutes, unknownReference } from './common.ts';
import { permissionSets, ressources, sameText, toRole } from './queries.ts';

type SetInput = z.output<typeof permissionSetBodySchema>;
type DetailInput = z.output<typeof permissionDetailBodySchema>;

const what = 'Permission set';

async function checkName(tx: Tx, body: SetInput, exceptId?: string): Promise<void> {
  const match = sameText(t.portalPermissionSet.name, body.name);
  const message = `A permission set named "${body.name}" already exists`;
  await refuseDuplicate(tx, t.portalPermissionSet, match, exceptId, 'name', message);
}

/** Every detail's permission must exist: 400 naming `<prefix>permissionId` otherwise. */
async function checkDetails(tx: Tx, details: DetailInput[], prefix: string): Promise<void> {
  const ids = [...new Set(details.map((d) => d.permissionId.toLowerCase()))];
  if (ids.length === 0) return;
  const known = new Set(
    (
      await tx.select({ id: t.portalPermission.id }).from(t.portalPermission).where(inArray(t.portalPermission.id, ids))
    ).map((r) => r.id.toLowerCase()),
  );
  const index = details.findIndex((d) => !known.has(d.permissionId.toLowerCase()));
  if (index >= 0) {
    const field = prefix ? `${prefix}.${index}.permissionId` : 'permissionId';
    throw unknownReference(field, 'permission', details[index]!.permissionId);
  }
}

async function insertDetails(tx: Tx, permissionSetId: string, details: DetailInput[]): Promise<void> {
  if (details.length === 0) return;
  await tx.insert(t.portalPermissionDetail).values(details.map((d) => ({ ...d, permissionSetId })));
}

/**
 * /api/PermissionSets: permission sets with their permission details, and the
 * roles and resources that use a set in a role's resource permissions. Needs `roles`.
 */
export function permissionSetRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.roles);

  app.get('/', responds(200, z.array(permissionSetSchema), 'Every permission set with its details'), async (c) =>
    c.json(await permissionSets(db)),
  );

  app.post(
    '/',
    responds(201, permissionSetSchema, 'The new permission set'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('json', permissionSetBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const id = await inTransaction(
        db,
        async (tx) => {
          await checkName(tx, body);
          await checkDetails(tx, body.permissionDetails ?? [], 'permissionDetails');
          const [row] = await tx
            .insert(t.portalPermissionSet)
            .values({ ...(body.id ? { id: body.id } : {}), name: body.name, description: body.description })
            .returning({ id: t.portalPermissionSet.id });
          await insertDetails(tx, row!.id, body.permissionDetails ?? []);
          return row!.id;
        },
        { uniqueField: 'name' },
      );
      const [set] = await permissionSets(db, [id]);
      return created(c, set!, id);
    },
  );

  app.get(
    '/:id',
    responds(200, permissionSetSchema, 'The permission set'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const [set] = await permissionSets(db, [id]);
      if (!set) throw notFound(`Permission set ${id} not found`, 'id');
      return c.json(set);
    },
  );

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', idParamsSchema),
    validate('json', permissionSetBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await inTransaction(
        db,
        async (tx) => {
          await getById(tx, t.portalPermissionSet, id, what);
          await checkName(tx, body, id);
          await tx
            .update(t.portalPermissionSet)
            .set({ name: body.name, description: body.description })
            .where(eq(t.portalPermissionSet.id, id));
          if (body.permissionDetails) {
            await checkDetails(tx, body.permissionDetails, 'permissionDetails');
            await tx.delete(t.portalPermissionDetail).where(eq(t.portalPermissionDetail.permissionSetId, id));
            await insertDetails(tx, id, body.permissionDetails);
          }
        },
        { uniqueField: 'name' },
      );
      return noContent(c);
    },
  );

  /** A set still used by role permissions is not deleted (409): that would silently revoke their grants. */
  app.delete(
    '/:id',
    responds(204, null, 'Deleted'),
    responds(409, null, 'The permission set is used by resource permissions of roles'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteById(db, t.portalPermissionSet, id, what, async (tx) => {
        const [used] = await tx
          .select({ n: count() })
          .from(t.portalRoleResourcePermission)
          .where(eq(t.portalRoleResourcePermission.permissionSetId, id));
        if (used && used.n > 0) {
          throw conflict('id', `The permission set is used by ${used.n} resource permissions of roles`);
        }
      });
      return noContent(c);
    },
  );

  /** Roles with at least one resource permission through this set. */
  app.get(
    '/:id/Role',
    responds(200, z.array(roleSchema), 'Roles that grant the set'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await getById(db, t.portalPermissionSet, id, what);
      const rows = await db
        .selectDistinct({ role: t.portalRole })
        .from(t.portalRoleResourcePermission)
        .innerJoin(t.portalRole, eq(t.portalRole.id, t.portalRoleResourcePermission.roleId))
        .where(eq(t.portalRoleResourcePermission.permissionSetId, id))
        .orderBy(asc(t.portalRole.name));
      return c.json(rows.map((r) => toRole(r.role)));
    },
  );

  /** Resources granted to some role through this set. */
  app.get(
    '/:id/resource',
    responds(200, z.array(ressourceSchema), 'Resources the set is granted on'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await getById(db, t.portalPermissionSet, id, what);
      const used = db
        .select({ id: t.portalRoleResourcePermission.ressourceId })
        .from(t.portalRoleResourcePermission)
        .where(eq(t.portalRoleResourcePermission.permissionSetId, id));
      return c.json(await ressources(db, inArray(t.portalRessource.id, used)));
    },
  );

  app.post(
    '/:permissionSetId/permissions',
    responds(201, permissionDetailSchema, 'The added permission detail'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', permissionSetIdParamsSchema),
    validate('json', permissionDetailBodySchema),
    async (c) => {
      const { permissionSetId } = c.req.valid('param');
      const body = c.req.valid('json');
      const detailId = await inTransaction(
        db,
        async (tx) => {
          await getById(tx, t.portalPermissionSet, permissionSetId, what, 'permissionSetId');
          await checkDetails(tx, [body], '');
          const [row] = await tx
            .insert(t.portalPermissionDetail)
            .values({ ...body, permissionSetId })
            .returning({ id: t.portalPermissionDetail.id });
          return row!.id;
        },
        { uniqueField: 'permissionId' },
      );
      const [set] = await permissionSets(db, [permissionSetId]);
      return c.json(
        set!.permissionDetails.find((d) => d.id === detailId),
        201,
      );
    },
  );

  /** Removes the permission (all its details) from the set. */
  app.delete(
    '/:permissionSetId/permissions/:permissionId',
    responds(204, null, 'Removed'),
    validate('param', permissionSetPermissionParamsSchema),
    async (c) => {
      const { permissionSetId, permissionId } = c.req.valid('param');
      await inTransaction(
        db,
        async (tx) => {
          await getById(tx, t.portalPermissionSet, permissionSetId, what, 'permissionSetId');
          const removed = await tx
            .delete(t.portalPermissionDetail)
            .where(
              and(
                eq(t.portalPermissionDetail.permissionSetId, permissionSetId),
                eq(t.portalPermissionDetail.permissionId, permissionId),
              ),
            )
            .returning({ id: t.portalPermissionDetail.id });
          if (removed.length === 0)
            throw notFound(`Permission ${permissionId} in permission set ${permissionSetId} not found`);
        },
        { uniqueField: 'permissionId' },
      );
      return noContent(c);
    },
  );

  return app;
}
