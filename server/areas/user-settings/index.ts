import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { userLanguageSchema, userParameterSchema } from '../../../contract/answers/security.ts';
import type { PortalUserParameter } from '../../../contract/auth.ts';
import {
  ownParameterBodySchema,
  ownParameterNames,
  parameterIdParamsSchema,
  type UserLanguage,
} from '../../../contract/user-settings.ts';
import type { PortalUserVariables } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction } from '../../db/tx.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

type Env = { Variables: PortalUserVariables };

/**
 * The signed-in user's own parameters: POST /api/UserParameter sets one by name (one row per
 * name: a second POST replaces the value), DELETE /api/UserParameter/{id} removes one of the
 * caller's own self-service ones (`ownParameterNames`); GET /api/User/GetLanguage reads the
 * stored language. Administrators manage other users' parameters through
 * /api/User/{userId}/parameter.
 */
export function userSettingRoutes(db: Db) {
  const app = new Hono<Env>();

  app.get('/User/GetLanguage', responds(200, userLanguageSchema, 'The stored language, or null'), async (c) => {
    const [row] = await db
      .select({ value: t.portalUserParameter.value })
      .from(t.portalUserParameter)
      .where(and(eq(t.portalUserParameter.userId, c.var.portalUser.id), eq(t.portalUserParameter.name, 'language')));
    return c.json({ language: row?.value ?? null } satisfies UserLanguage);
  });

  app.post(
    '/UserParameter',
    responds(201, userParameterSchema, 'The new parameter'),
    responds(200, userParameterSchema, 'The parameter, replaced'),
    validate('json', ownParameterBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const me = c.var.portalUser.id;
      if (body.userId && body.userId !== me) throw forbidden('Parameters belong to their user only');
      const { row, created } = await inTransaction(db, async (tx) => {
        // Serialises this user's parameter writes: two first POSTs never make two rows.
        await tx.select({ id: t.portalUser.id }).from(t.portalUser).where(eq(t.portalUser.id, me)).for('update');
        const [existing] = await tx
          .select()
          .from(t.portalUserParameter)
          .where(and(eq(t.portalUserParameter.userId, me), eq(t.portalUserParameter.name, body.name)));
        if (existing) {
          const [updated] = await tx
            .update(t.portalUserParameter)
            .set({ type: body.type, value: body.value })
            .where(eq(t.portalUserParameter.userParametersId, existing.userParametersId))
            .returning();
          return { row: updated!, created: false };
        }
        const [inserted] = await tx
          .insert(t.portalUserParameter)
          .values({ userId: me, name: body.name, type: body.type, value: body.value })
          .returning();
        return { row: inserted!, created: true };
      });
      return c.json(row satisfies PortalUserParameter, created ? 201 : 200);
    },
  );

  app.delete(
    '/UserParameter/:userParametersId',
    responds(204, null, 'Deleted'),
    validate('param', parameterIdParamsSchema),
    async (c) => {
      const { userParametersId } = c.req.valid('param');
      const [row] = await db
        .select()
        .from(t.portalUserParameter)
        .where(eq(t.portalUserParameter.userParametersId, userParametersId));
      if (!row) throw notFound(`Parameter ${userParametersId} not found`, 'userParametersId');
      if (row.userId !== c.var.portalUser.id) throw forbidden('Parameters belong to their user only');
      // Only what the user may set himself: the others (e.g. CompanyCode) are granted by an administrator.
      if (!(ownParameterNames as readonly string[]).includes(row.name)) {
        throw forbidden(`Parameter ${row.name} is managed by an administrator`);
      }
      await db.delete(t.portalUserParameter).where(eq(t.portalUserParameter.userParametersId, userParametersId));
      return c.body(null, 204);
    },
  );

  return app;
}
