import { desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { loginLockoutSchema } from '../../../contract/answers/security.ts';
import { type LoginLockout, loginLockoutParamsSchema } from '../../../contract/login-lockout.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { responds } from '../../http/responds.ts';
import { noContent } from '../../http/responses.ts';
import { validate } from '../../http/validate.ts';
import { securityRoutes } from './common.ts';

/**
 * /api/LoginLockout: failed sign-ins at the login form (server/idp/login-throttle.ts). The user
 * administrators (`users`, step-up level) see who is delayed or locked and lift it: DELETE removes
 * the row, so the count starts again from zero.
 */
export function loginLockoutRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.users);

  app.get('/', responds(200, z.array(loginLockoutSchema), 'Failed sign-ins and lock-outs'), async (c) => {
    const rows = await db.select().from(t.loginLockout).orderBy(desc(t.loginLockout.lastFailureAt)).limit(1000);
    return c.json(
      rows.map(
        (row): LoginLockout => ({
          login: row.login,
          failures: row.failures,
          lastFailureAt: row.lastFailureAt.toISOString(),
          lockedUntil: row.lockedUntil && row.lockedUntil > new Date() ? row.lockedUntil.toISOString() : null,
          lastAddress: row.lastAddress,
        }),
      ),
    );
  });

  app.delete(
    '/:login',
    responds(204, null, 'The lock-out is lifted'),
    validate('param', loginLockoutParamsSchema),
    async (c) => {
      const { login } = c.req.valid('param');
      const removed = await db
        .delete(t.loginLockout)
        .where(eq(t.loginLockout.login, login.toLowerCase()))
        .returning({ login: t.loginLockout.login });
      if (!removed.length) throw notFound('No failed sign-ins for this login', 'login');
      return noContent(c);
    },
  );

  return app;
}
