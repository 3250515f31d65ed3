import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { permissionSchema, permissionSetSchema } from '../../../contract/answers/security.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import { idParamsSchema, permissionBodySchema } from '../../../contract/security.ts';
import type { Db } from '../../db/open.ts';
import { deleteById, getById, refuseDuplicate } from '../../db/rows.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/tx.ts';
import { responds } from '../../http/responds.ts';
import { created, noContent } from '../../http/responses.ts';
import { validate } from '../../http/validate.ts';
import { securityRoutes } from './common.ts';
import { permissionSets, toPermission } from './queries.ts';

type PermissionInput = z.output<typeof permissionBodySchema>;

const what = 'Permission';

async function checkPermission(tx: Tx, body: PermissionInput, exceptId?: string): Promise<void> {
  const match = eq(t.portalPermission.technicalName, body.technicalName);
  const message = `A permission "${body.technicalName}" already exists`;
  await refuseDuplicate(tx, t.portalPermission, match, exceptId, 'technicalName', message);
}

function permissionValues(body: PermissionInput) {
  return {
    name: body.name,
    technicalName: body.technicalName,
    variableLookup: body.variableLookup,
    description: body.description,
    type: body.type,
  };
}

/** /api/Permissions: the permissions permission sets are built from. Needs `roles`. */
export function permissionRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.roles);

  app.get('/', responds(200, z.array(permissionSchema), 'Every permission'), async (c) => {
    const rows = await db
      .select()
      .from(t.portalPermission)
      .orderBy(asc(t.portalPermission.name), asc(t.portalPermission.technicalName));
    return c.json(rows.map(toPermission));
  });

  app.post(
    '/',
    responds(201, permissionSchema, 'The new permission'),
    validate('json', permissionBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const row = await inTransaction(
        db,
        async (tx) => {
          await checkPermission(tx, body);
          const [inserted] = await tx
            .insert(t.portalPermission)
            .values({ ...(body.id ? { id: body.id } : {}), ...permissionValues(body) })
            .returning();
          return inserted!;
        },
        { uniqueField: 'technicalName' },
      );
      return created(c, toPermission(row), row.id);
    },
  );

  app.get('/:id', responds(200, permissionSchema, 'The permission'), validate('param', idParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    return c.json(toPermission(await getById(db, t.portalPermission, id, what)));
  });

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    validate('param', idParamsSchema),
    validate('json', permissionBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await inTransaction(
        db,
        async (tx) => {
          await getById(tx, t.portalPermission, id, what);
          await checkPermission(tx, body, id);
          await tx.update(t.portalPermission).set(permissionValues(body)).where(eq(t.portalPermission.id, id));
        },
        { uniqueField: 'technicalName' },
      );
      return noContent(c);
    },
  );

  /** Deleting a permission removes it from every permission set (cascade). */
  app.delete('/:id', responds(204, null, 'Deleted'), validate('param', idParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    await deleteById(db, t.portalPermission, id, what);
    return noContent(c);
  });

  /** The permission sets that contain this permission. */
  app.get(
    '/:id/PermissionSet',
    responds(200, z.array(permissionSetSchema), 'Permission sets that contain it'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await getById(db, t.portalPermission, id, what);
      const rows = await db
        .selectDistinct({ id: t.portalPermissionDetail.permissionSetId })
        .from(t.portalPermissionDetail)
        .where(eq(t.portalPermissionDetail.permissionId, id));
      return c.json(
        await permissionSets(
          db,
          rows.map((r) => r.id),
        ),
      );
    },
  );

  return app;
}
