import { and, asc, eq, ne } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { permissionSchema, permissionSetSchema } from '../../../../contract/answers/security.ts';
import { apiPermissions } from '../../../../contract/permissions.ts';
import { idParamsSchema, permissionBodySchema } from '../../../../contract/security.ts';
import { requirePermission } from '../../../auth/permissions.ts';
import { requireAcr } from '../../../auth/step-up.ts';
import type { Db } from '../../../db/open.ts';
import * as t from '../../../db/schema.ts';
import { inTransaction, type Q, type Tx } from '../../../db/tx.ts';
import { conflict, notFound } from '../../../http/errors.ts';
import { responds } from '../../../http/responds.ts';
import { created, noContent } from '../../../http/responses.ts';
import { validate } from '../../../http/validate.ts';
import type { SecurityEnv } from './common.ts';
import { permissionSets, toPermission } from './queries.ts';

type PermissionInput = z.output<typeof permissionBodySchema>;

async function findPermission(q: Q, id: string) {
  const [row] = await q.select().from(t.portalPermission).where(eq(t.portalPermission.id, id));
  return row;
}

async function checkPermission(tx: Tx, body: PermissionInput, exceptId?: string): Promise<void> {
  const [clash] = await tx
    .select({ id: t.portalPermission.id })
    .from(t.portalPermission)
    .where(
      and(
        eq(t.portalPermission.technicalName, body.technicalName),
        exceptId ? ne(t.portalPermission.id, exceptId) : undefined,
      ),
    );
  if (clash) throw conflict('technicalName', `A permission "${body.technicalName}" already exists`);
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
  const app = new Hono<SecurityEnv>();
  app.use(requirePermission(apiPermissions.roles));
  app.use(requireAcr()); // security administration needs the step-up level

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
    const row = await findPermission(db, id);
    if (!row) throw notFound(`Permission ${id} not found`, 'id');
    return c.json(toPermission(row));
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
          if (!(await findPermission(tx, id))) throw notFound(`Permission ${id} not found`, 'id');
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
    await inTransaction(
      db,
      async (tx) => {
        if (!(await findPermission(tx, id))) throw notFound(`Permission ${id} not found`, 'id');
        await tx.delete(t.portalPermission).where(eq(t.portalPermission.id, id));
      },
      { uniqueField: 'id' },
    );
    return noContent(c);
  });

  /** The permission sets that contain this permission. */
  app.get(
    '/:id/PermissionSet',
    responds(200, z.array(permissionSetSchema), 'Permission sets that contain it'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await findPermission(db, id))) throw notFound(`Permission ${id} not found`, 'id');
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
