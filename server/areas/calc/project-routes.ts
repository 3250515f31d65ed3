import { and, desc, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { savedProjectListSchema, savedProjectSchema } from '../../../contract/answers/projects.ts';
import { apiPermissions, type PermissionDef } from '../../../contract/permissions.ts';
import {
  projectStateSchemas,
  type SavedProject,
  type SavedProjectSummary,
  type SavedProjectTool,
  savedProjectCreateSchema,
  savedProjectListQuerySchema,
  savedProjectParamsSchema,
  savedProjectUpdateSchema,
} from '../../../contract/projects.ts';
import { hasPermission } from '../../auth/permissions.ts';
import type { PortalEnv } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { getById } from '../../db/rows.ts';
import * as t from '../../db/schema.ts';
import { forbidden, parseWith } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

type Env = PortalEnv;

/**
 * The calculators and designers are open to every signed-in user; the configurator and the
 * sales performance (server/areas/analytics/sales-performance.ts) are not.
 */
const toolPermissions: Partial<Record<SavedProjectTool, PermissionDef>> = {
  configurator: apiPermissions.configurator,
  salesPerformance: apiPermissions.reporting,
};
type Row = typeof t.savedProject.$inferSelect;

const summary = (row: Row): SavedProjectSummary => ({
  id: row.id,
  tool: row.tool as SavedProjectTool,
  name: row.name,
  updatedAt: row.updatedAt.toISOString(),
});
const full = (row: Row): SavedProject => ({ ...summary(row), state: row.state });

/**
 * /SavedProject: the caller's own saved projects of the building calculator and the designers,
 * the product configurator's configurations and the sales performance's views
 * (contract/projects.ts). Any signed-in portal user, a tool behind a permission only with it;
 * someone else's project is a 403 (it exists, but not for you), an unknown id a 404.
 */
export function savedProjectRoutes(db: Db) {
  const app = new Hono<Env>();

  /** The row, if it is the caller's; 404 unknown, 403 another user's. */
  const own = async (id: string, userId: string) => {
    const row = await getById(db, t.savedProject, id, 'Project');
    if (row.userId !== userId) throw forbidden('Projects belong to their owner only');
    return row;
  };
  /** A tool whose own API needs a permission keeps its projects behind it too (403 on `tool`). */
  const mayUse = (c: Context<Env>, tool: string) => {
    const needed = toolPermissions[tool as SavedProjectTool];
    if (needed && !hasPermission(c, needed))
      throw forbidden(`${tool} projects need ${needed.technicalName}`, undefined, 'tool');
  };
  /** The state in the shape its tool replays (contract/projects.ts projectStateSchemas), else a 400 on `state.…`. */
  const checkedState = (tool: string, state: Record<string, unknown>) => {
    const schema = projectStateSchemas[tool as SavedProjectTool];
    return schema ? parseWith(schema, state, 'state') : state;
  };

  app.get(
    '/',
    responds(200, savedProjectListSchema, "The caller's projects of one tool, last changed first"),
    validate('query', savedProjectListQuerySchema),
    async (c) => {
      const { tool } = c.req.valid('query');
      mayUse(c, tool);
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
      mayUse(c, body.tool);
      const state = checkedState(body.tool, body.state);
      const [row] = await db
        .insert(t.savedProject)
        .values({ userId: c.var.portalUser.id, tool: body.tool, name: body.name, state })
        .returning();
      return c.json(full(row!), 201);
    },
  );

  app.get(
    '/:id',
    responds(200, savedProjectSchema, 'The project with its state'),
    validate('param', savedProjectParamsSchema),
    async (c) => {
      const row = await own(c.req.valid('param').id, c.var.portalUser.id);
      mayUse(c, row.tool);
      return c.json(full(row));
    },
  );

  app.put(
    '/:id',
    responds(200, savedProjectSchema, 'The project, renamed or saved again'),
    validate('param', savedProjectParamsSchema),
    // Ownership before the body is looked at: someone else's project is a 403/404 whatever the body holds.
    async (c, next) => {
      mayUse(c, (await own(c.req.valid('param').id, c.var.portalUser.id)).tool);
      await next();
    },
    validate('json', savedProjectUpdateSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      const { tool } = await own(id, c.var.portalUser.id);
      const [row] = await db
        .update(t.savedProject)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.state !== undefined ? { state: checkedState(tool, body.state) } : {}),
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
