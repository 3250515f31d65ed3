import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { savedProjectListSchema, savedProjectSchema } from '../../../contract/answers/projects.ts';
import {
  type SavedProject,
  type SavedProjectSummary,
  type SavedProjectTool,
  savedProjectCreateSchema,
  savedProjectListQuerySchema,
  savedProjectParamsSchema,
  savedProjectUpdateSchema,
} from '../../../contract/projects.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { getById } from '../../db/rows.ts';
import * as t from '../../db/schema.ts';
import { forbidden } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

type Env = { Variables: PortalUserVariables };
type Row = typeof t.savedProject.$inferSelect;

const summary = (row: Row): SavedProjectSummary => ({
  id: row.id,
  tool: row.tool as SavedProjectTool,
  name: row.name,
  updatedAt: row.updatedAt.toISOString(),
});
const full = (row: Row): SavedProject => ({ ...summary(row), state: row.state });

/**
 * /SavedProject: the caller's own saved projects of the building calculator and the designers
 * (contract/projects.ts). Any signed-in portal user; someone else's project is a 403 (it exists,
 * but not for you), an unknown id a 404.
 */
export function savedProjectRoutes(db: Db) {
  const app = new Hono<Env>();

  /** The row, if it is the caller's; 404 unknown, 403 another user's. */
  const own = async (id: string, userId: string) => {
    const row = await getById(db, t.savedProject, id, 'Project');
    if (row.userId !== userId) throw forbidden('Projects belong to their owner only');
    return row;
  };

  app.get(
    '/',
    responds(200, savedProjectListSchema, "The caller's projects of one tool, last changed first"),
    validate('query', savedProjectListQuerySchema),
    async (c) => {
      const { tool } = c.req.valid('query');
      const rows = await db
        .select()
        .from(t.savedProject)
        .where(and(eq(t.savedProject.userId, c.var.portalUser.id), eq(t.savedProject.tool, tool)))
        .orderBy(desc(t.savedProject.updatedAt), t.savedProject.name);
      return c.json(rows.map(summary));
    },
  );

  app.post(
    '/',
    responds(201, savedProjectSchema, 'The saved project'),
    validate('json', savedProjectCreateSchema),
    async (c) => {
      const body = c.req.valid('json');
      const [row] = await db
        .insert(t.savedProject)
        .values({ userId: c.var.portalUser.id, tool: body.tool, name: body.name, state: body.state })
        .returning();
      return c.json(full(row!), 201);
    },
  );

  app.get(
    '/:id',
    responds(200, savedProjectSchema, 'The project with its state'),
    validate('param', savedProjectParamsSchema),
    async (c) => c.json(full(await own(c.req.valid('param').id, c.var.portalUser.id))),
  );

  app.put(
    '/:id',
    responds(200, savedProjectSchema, 'The project, renamed or saved again'),
    validate('param', savedProjectParamsSchema),
    // Ownership before the body is looked at: someone else's project is a 403/404 whatever the body holds.
    async (c, next) => {
      await own(c.req.valid('param').id, c.var.portalUser.id);
      await next();
    },
    validate('json', savedProjectUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const [row] = await db
        .update(t.savedProject)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.state !== undefined ? { state: body.state } : {}),
          updatedAt: new Date(),
        })
        .where(and(eq(t.savedProject.id, id), eq(t.savedProject.userId, c.var.portalUser.id)))
        .returning();
      return c.json(full(row!));
    },
  );

  app.delete('/:id', responds(204, null, 'Deleted'), validate('param', savedProjectParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    await own(id, c.var.portalUser.id);
    await db
      .delete(t.savedProject)
      .where(and(eq(t.savedProject.id, id), eq(t.savedProject.userId, c.var.portalUser.id)));
    return c.body(null, 204);
  });

  return app;
}
