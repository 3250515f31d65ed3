import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { ressourceSchema } from '../../../contract/answers/security.ts';
import { allPermissions, apiPermissions } from '../../../contract/permissions.ts';
import { idParamsSchema, resourceBodySchema } from '../../../contract/security.ts';
import type { Db } from '../../db/open.ts';
import { deleteById, findById, getById, refuseDuplicate } from '../../db/rows.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/tx.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { created, noContent } from '../../http/responses.ts';
import { validate } from '../../http/validate.ts';
import { securityRoutes, unknownReference } from './common.ts';
import { ressources } from './queries.ts';

type ResourceInput = z.output<typeof resourceBodySchema>;

/** The permission registry (contract/permissions.ts): fixed ids that the seed, guards and shell rely on. */
const registryIds = new Set(allPermissions.map((p) => p.id));
const isRegistry = (id: string) => registryIds.has(id.toLowerCase());

async function checkResource(tx: Tx, body: ResourceInput, exceptId?: string): Promise<void> {
  const match = eq(t.portalRessource.technicalName, body.technicalName);
  const message = `A resource "${body.technicalName}" already exists`;
  await refuseDuplicate(tx, t.portalRessource, match, exceptId, 'technicalName', message);
  if (body.ressourceGroupId) {
    const [group] = await tx
      .select({ id: t.ressourceGroup.id })
      .from(t.ressourceGroup)
      .where(eq(t.ressourceGroup.id, body.ressourceGroupId));
    if (!group) throw unknownReference('ressourceGroupId', 'resource group', body.ressourceGroupId);
  }
}

/**
 * /api/Resources: the resources roles grant (UI and API permissions, with their
 * groups). Needs `roles`. The registry's resources keep their technical name and type and cannot
 * be deleted (409): the shell and the server guards find them by id.
 */
export function resourceRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.roles);

  app.get('/', responds(200, z.array(ressourceSchema), 'Every resource'), async (c) => c.json(await ressources(db)));

  app.post(
    '/',
    responds(201, ressourceSchema, 'The new resource'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    responds(409, null, 'A resource with that id exists'),
    validate('json', resourceBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const id = body.id ?? randomUUID();
      await inTransaction(
        db,
        async (tx) => {
          if (await findById(tx, t.portalRessource, id))
            throw conflict('id', `A resource with id ${id} already exists`);
          await checkResource(tx, body);
          await tx.insert(t.portalRessource).values({
            id,
            name: body.name,
            description: body.description,
            technicalName: body.technicalName,
            type: body.type,
            ressourceGroupId: body.ressourceGroupId,
          });
        },
        { uniqueField: 'technicalName' },
      );
      const [ressource] = await ressources(db, eq(t.portalRessource.id, id));
      return created(c, ressource!, id);
    },
  );

  app.get('/:id', responds(200, ressourceSchema, 'The resource'), validate('param', idParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    const [ressource] = await ressources(db, eq(t.portalRessource.id, id));
    if (!ressource) throw notFound(`Resource ${id} not found`, 'id');
    return c.json(ressource);
  });

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    responds(409, null, 'Technical name and type of a registry permission are fixed'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', idParamsSchema),
    validate('json', resourceBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await inTransaction(
        db,
        async (tx) => {
          const current = await getById(tx, t.portalRessource, id, 'Resource');
          if (isRegistry(id) && (current.technicalName !== body.technicalName || current.type !== body.type)) {
            throw conflict('technicalName', 'Technical name and type of a registry permission are fixed');
          }
          await checkResource(tx, body, id);
          await tx
            .update(t.portalRessource)
            .set({
              name: body.name,
              description: body.description,
              technicalName: body.technicalName,
              type: body.type,
              ressourceGroupId: body.ressourceGroupId,
            })
            .where(eq(t.portalRessource.id, id));
        },
        { uniqueField: 'technicalName' },
      );
      return noContent(c);
    },
  );

  app.delete(
    '/:id',
    responds(204, null, 'Deleted'),
    responds(409, null, 'Registry permissions cannot be deleted'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await deleteById(db, t.portalRessource, id, 'Resource', () => {
        if (isRegistry(id)) throw conflict('id', 'Registry permissions cannot be deleted');
      });
      return noContent(c);
    },
  );

  /** The resources of the resource group {id} (a group lists its ressources). */
  app.get(
    '/:id/resource',
    responds(200, z.array(ressourceSchema), 'The resources of this group'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      await getById(db, t.ressourceGroup, id, 'Resource group');
      return c.json(await ressources(db, eq(t.portalRessource.ressourceGroupId, id)));
    },
  );

  return app;
}
