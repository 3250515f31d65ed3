import { and, asc, eq, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import {
  portalUserSchema,
  roleSchema,
  usernameSchema,
  userParameterSchema,
} from '../../../contract/answers/security.ts';
import type { PortalUserParameter } from '../../../contract/auth.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { apiPermissions } from '../../../contract/permissions.ts';
import {
  idParamsSchema,
  idSchema,
  listQuerySchema,
  type PortalUsername,
  userBodySchema,
  userIdParamsSchema,
  userLookupParamsSchema,
  userParameterBodySchema,
  userParameterParamsSchema,
  userRoleBodySchema,
  userRoleParamsSchema,
} from '../../../contract/security.ts';
import { toPortalUser } from '../../auth/portal-user.ts';
import type { Db } from '../../db/open.ts';
import { deleteById, getById } from '../../db/rows.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Q, type Tx } from '../../db/tx.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { refuses, responds } from '../../http/responds.ts';
import { created, noContent } from '../../http/responses.ts';
import { validate } from '../../http/validate.ts';
import { securityRoutes, unknownReference } from './common.ts';
import { containsAny, findRole, orgExists, refuseUnheldGrants, rolesOfUser, sameText, toRole } from './queries.ts';

type UserInput = z.output<typeof userBodySchema>;

/** The user, or a 404 naming `field`. */
const getUser = (q: Q, id: string, field = 'id') => getById(q, t.portalUser, id, 'User', field);

/** Username unique (case-insensitive), OpenID subject unique, org known. */
async function checkUser(tx: Tx, body: UserInput, exceptId?: string): Promise<void> {
  const other = exceptId ? ne(t.portalUser.id, exceptId) : undefined;
  const [byName] = await tx
    .select({ id: t.portalUser.id })
    .from(t.portalUser)
    .where(and(sameText(t.portalUser.username, body.username), other));
  if (byName) throw conflict('username', `A user named "${body.username}" already exists`);
  if (body.openIdUserId) {
    const [bySub] = await tx
      .select({ id: t.portalUser.id })
      .from(t.portalUser)
      .where(and(eq(t.portalUser.openIdUserId, body.openIdUserId), other));
    if (bySub) throw conflict('openIdUserId', 'Another user is already linked to this OpenID account');
  }
  if (body.org != null && !(await orgExists(tx, body.org))) throw unknownReference('org', 'organisation', body.org);
}

function userValues(body: UserInput) {
  return {
    username: body.username,
    email: body.email,
    firstName: body.firstName,
    lastName: body.lastName,
    department: body.department,
    authType: body.authType,
    org: body.org ?? null,
    openIdUserId: body.openIdUserId,
  };
}

/** Four-eyes: one's own roles and administrator-set parameters are given by a second administrator. */
function refuseSelf(userId: string, callerId: string, what: string): void {
  if (userId.toLowerCase() === callerId.toLowerCase()) {
    throw forbidden(`You cannot ${what}; another administrator has to`, ErrorCode.forbidden, 'userId');
  }
}

/**
 * /api/User: users, their roles and parameters, the username lookup.
 * Needs the `users` API permission. (`/api/User/{userId}/favorite` belongs to the favourites.)
 */
export function userRoutes(db: Db) {
  const app = securityRoutes(apiPermissions.users);

  app.get('/', responds(200, z.array(portalUserSchema), 'The users'), validate('query', listQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const rows = await db
      .select()
      .from(t.portalUser)
      .where(
        containsAny(
          search,
          t.portalUser.username,
          t.portalUser.firstName,
          t.portalUser.lastName,
          t.portalUser.email,
          t.portalUser.department,
        ),
      )
      .orderBy(asc(t.portalUser.lastName), asc(t.portalUser.firstName), asc(t.portalUser.username));
    return c.json(rows.map(toPortalUser));
  });

  app.get('/usernames', responds(200, z.array(usernameSchema), 'Every user’s id and name'), async (c) => {
    const rows = await db
      .select({ id: t.portalUser.id, firstName: t.portalUser.firstName, lastName: t.portalUser.lastName })
      .from(t.portalUser)
      .orderBy(asc(t.portalUser.lastName), asc(t.portalUser.firstName));
    return c.json(rows satisfies PortalUsername[]);
  });

  app.post(
    '/',
    responds(201, portalUserSchema, 'The new user'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    responds(409, null, 'A user of that name, or linked to that OpenID account, exists'),
    validate('json', userBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const user = await inTransaction(
        db,
        async (tx) => {
          await checkUser(tx, body);
          const [row] = await tx
            .insert(t.portalUser)
            .values({ ...(body.id ? { id: body.id } : {}), ...userValues(body) })
            .returning();
          return row!;
        },
        { uniqueField: 'username' },
      );
      return created(c, toPortalUser(user), user.id);
    },
  );

  /** Takes text: a UUID is looked up as id, anything else as username. */
  app.get('/:id', responds(200, portalUserSchema, 'The user'), validate('param', userLookupParamsSchema), async (c) => {
    const { id } = c.req.valid('param');
    const byId = idSchema.safeParse(id).success;
    const [row] = await db
      .select()
      .from(t.portalUser)
      .where(
        byId ? or(eq(t.portalUser.id, id), eq(t.portalUser.openIdUserId, id)) : sameText(t.portalUser.username, id),
      )
      .orderBy(asc(t.portalUser.username));
    if (!row) throw notFound(`User ${id} not found`, 'id');
    return c.json(toPortalUser(row));
  });

  app.put(
    '/:id',
    responds(204, null, 'Saved'),
    responds(409, null, 'A user of that name, or linked to that OpenID account, exists'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', idParamsSchema),
    validate('json', userBodySchema),
    async (c) => {
      const { id } = c.req.valid('param');
      const body = c.req.valid('json');
      await inTransaction(
        db,
        async (tx) => {
          await getUser(tx, id);
          await checkUser(tx, body, id);
          await tx.update(t.portalUser).set(userValues(body)).where(eq(t.portalUser.id, id));
        },
        { uniqueField: 'username' },
      );
      return noContent(c);
    },
  );

  app.delete(
    '/:id',
    responds(204, null, 'Deleted'),
    responds(409, null, 'The caller cannot delete their own user'),
    validate('param', idParamsSchema),
    async (c) => {
      const { id } = c.req.valid('param');
      if (id.toLowerCase() === c.var.portalUser.id.toLowerCase()) {
        throw conflict('id', 'You cannot delete your own user');
      }
      await deleteById(db, t.portalUser, id, 'User');
      return noContent(c);
    },
  );

  app.get(
    '/:userId/role',
    responds(200, z.array(roleSchema), 'The user’s roles'),
    validate('param', userIdParamsSchema),
    async (c) => {
      const { userId } = c.req.valid('param');
      await getUser(db, userId, 'userId');
      return c.json((await rolesOfUser(db, userId)).map(toRole));
    },
  );

  /** The body is a role (only its id counts): 201 when assigned now, 204 when the user already had it. */
  app.post(
    '/:userId/role',
    responds(201, roleSchema, 'The role, newly given'),
    refuses(['unknown_reference'], 'ids in the body that name no stored record'),
    validate('param', userIdParamsSchema),
    validate('json', userRoleBodySchema),
    async (c) => {
      const { userId } = c.req.valid('param');
      const { id: roleId } = c.req.valid('json');
      refuseSelf(userId, c.var.portalUser.id, 'assign yourself a role');
      const result = await inTransaction(
        db,
        async (tx) => {
          await getUser(tx, userId, 'userId');
          const role = await findRole(tx, roleId);
          if (!role) throw unknownReference('id', 'role', roleId);
          await refuseUnheldGrants(tx, c.var.granted, roleId, 'id');
          const inserted = await tx
            .insert(t.portalUserRole)
            .values({ userId, roleId })
            .onConflictDoNothing()
            .returning({ roleId: t.portalUserRole.roleId });
          return { role, created: inserted.length > 0 };
        },
        { uniqueField: 'id' },
      );
      return result.created ? c.json(toRole(result.role), 201) : noContent(c);
    },
  );

  app.delete(
    '/:userId/role/:roleId',
    responds(204, null, 'Taken away'),
    validate('param', userRoleParamsSchema),
    async (c) => {
      const { userId, roleId } = c.req.valid('param');
      await inTransaction(
        db,
        async (tx) => {
          await getUser(tx, userId, 'userId');
          const removed = await tx
            .delete(t.portalUserRole)
            .where(and(eq(t.portalUserRole.userId, userId), eq(t.portalUserRole.roleId, roleId)))
            .returning({ roleId: t.portalUserRole.roleId });
          if (removed.length === 0) throw notFound(`Role assignment ${roleId} of user ${userId} not found`);
        },
        { uniqueField: 'roleId' },
      );
      return noContent(c);
    },
  );

  /** Not in the catalogue's list, but the detail view needs it: the user's parameters. */
  app.get(
    '/:userId/parameter',
    responds(200, z.array(userParameterSchema), 'The user’s parameters'),
    validate('param', userIdParamsSchema),
    async (c) => {
      const { userId } = c.req.valid('param');
      await getUser(db, userId, 'userId');
      const rows = await db
        .select()
        .from(t.portalUserParameter)
        .where(eq(t.portalUserParameter.userId, userId))
        .orderBy(asc(t.portalUserParameter.name));
      return c.json(rows satisfies PortalUserParameter[]);
    },
  );

  app.post(
    '/:userId/parameter',
    responds(201, userParameterSchema, 'The new parameter'),
    validate('param', userIdParamsSchema),
    validate('json', userParameterBodySchema),
    async (c) => {
      const { userId } = c.req.valid('param');
      const body = c.req.valid('json');
      refuseSelf(userId, c.var.portalUser.id, 'set your own parameters (e.g. your sales organisation)');
      const parameter = await inTransaction(
        db,
        async (tx) => {
          await getUser(tx, userId, 'userId');
          const [row] = await tx
            .insert(t.portalUserParameter)
            .values({ userId, name: body.name, type: body.type, value: body.value })
            .returning();
          return row!;
        },
        { uniqueField: 'name' },
      );
      return c.json(parameter satisfies PortalUserParameter, 201);
    },
  );

  app.delete(
    '/:userId/parameter/:parameterId',
    responds(204, null, 'Deleted'),
    validate('param', userParameterParamsSchema),
    async (c) => {
      const { userId, parameterId } = c.req.valid('param');
      refuseSelf(userId, c.var.portalUser.id, 'delete your own parameters');
      await inTransaction(
        db,
        async (tx) => {
          await getUser(tx, userId, 'userId');
          const removed = await tx
            .delete(t.portalUserParameter)
            .where(
              and(eq(t.portalUserParameter.userId, userId), eq(t.portalUserParameter.userParametersId, parameterId)),
            )
            .returning({ id: t.portalUserParameter.userParametersId });
          if (removed.length === 0) throw notFound(`Parameter ${parameterId} not found`, 'parameterId');
        },
        { uniqueField: 'parameterId' },
      );
      return noContent(c);
    },
  );

  return app;
}
