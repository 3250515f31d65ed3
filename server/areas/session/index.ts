import { and, eq, isNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { loginResultSchema } from '../../../contract/answers/security.ts';
import { type PortalLoginResult, portalLoginOpenIdSchema } from '../../../contract/auth.ts';
import { grantsVersionHeader } from '../../../contract/permissions.ts';
import type { AuthVariables } from '../../auth/bearer.ts';
import {
  findPortalUserBySub,
  grantedIds,
  grantsVersion,
  noPortalUser,
  resourcePermissionsOf,
  toPortalUser,
} from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';

/** POST /api/Auth/loginOpenId and /api/Auth/logout (bearer already verified by the caller). */
export function authRoutes(db: Db) {
  const app = new Hono<{ Variables: AuthVariables }>();

  app.post(
    '/loginOpenId',
    responds(200, loginResultSchema, 'The portal user with permissions and parameters'),
    validate('json', portalLoginOpenIdSchema),
    async (c) => {
      // `sub` is checked against the access token by validate() (contract/auth.ts) and dropped.
      const body = { ...c.req.valid('json'), sub: c.var.auth.sub };
      let user = await findPortalUserBySub(db, body.sub);
      // A user provisioned by name before their first sign-in is linked to the account once — only by
      // the login name the token vouches for, never by the body's (client-chosen) `login` alone.
      if (!user && c.var.auth.preferred_username && c.var.auth.preferred_username === body.login) {
        const [linked] = await db
          .update(t.portalUser)
          .set({ openIdUserId: body.sub })
          .where(and(eq(t.portalUser.username, body.login), isNull(t.portalUser.openIdUserId)))
          .returning();
        user = linked;
      }
      if (!user) throw noPortalUser();

      const [permissions, parameters] = await Promise.all([
        resourcePermissionsOf(db, user.id),
        db.select().from(t.portalUserParameter).where(eq(t.portalUserParameter.userId, user.id)),
      ]);
      const result: PortalLoginResult = { user: toPortalUser(user), token: null, permissions, parameters };
      c.header(grantsVersionHeader, grantsVersion(grantedIds(permissions)));
      return c.json(result);
    },
  );

  // Tokens live in the browser and at the identity provider; the API keeps no session to end.
  app.post('/logout', responds(204, null, 'Nothing to end on the server'), (c) => c.body(null, 204));

  return app;
}
