/**
 * Saved reporting queries and their shares: reading them in the API shape, and who may see what.
 * A query belongs to its creator; a user it is shared with may read and run it, nobody else
 * learns it exists (404).
 */
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import { AccessType } from '../../../contract/permissions.ts';
import type {
  PortalReportingQuery,
  PortalReportingSharedQuery,
  ReportingUser,
  ReportQueryDefinition,
} from '../../../contract/reporting.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { forbidden, HttpError, notFound } from '../../http/errors.ts';
import { compileReport } from './reporting/query-builder.ts';

type QueryRow = typeof t.reportingQuery.$inferSelect;

const userColumns = {
  id: t.portalUser.id,
  firstName: t.portalUser.firstName,
  lastName: t.portalUser.lastName,
  username: t.portalUser.username,
};

/** Checks a definition against the metadata; a 400 names the field under `data.`. */
export function checkDefinition(definition: ReportQueryDefinition): void {
  try {
    compileReport(definition);
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const prefix = (field?: string) => (field ? `data.${field}` : 'data');
      throw new HttpError(400, {
        ...error.body,
        message: `data.${error.body.message}`,
        field: prefix(error.body.field),
        ...(error.body.errors ? { errors: error.body.errors.map((e) => ({ ...e, field: prefix(e.field) })) } : {}),
      });
    }
    throw error;
  }
}

export async function usersById(db: Db, ids: string[]): Promise<Map<string, ReportingUser>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select(userColumns)
    .from(t.portalUser)
    .where(inArray(t.portalUser.id, [...new Set(ids)]));
  return new Map(rows.map((u) => [u.id, u]));
}

export async function sharesOf(db: Db, queryIds: string[]): Promise<PortalReportingSharedQuery[]> {
  if (!queryIds.length) return [];
  const rows = await db
    .select({ share: t.reportingSharedQuery, user: userColumns })
    .from(t.reportingSharedQuery)
    .innerJoin(t.portalUser, eq(t.portalUser.id, t.reportingSharedQuery.userId))
    .where(inArray(t.reportingSharedQuery.reportingQueryId, queryIds))
    .orderBy(asc(t.portalUser.lastName), asc(t.portalUser.firstName));
  return rows.map(({ share, user }) => ({
    reportingSharedQueryId: share.id,
    reportingQueryId: share.reportingQueryId,
    userId: share.userId,
    user,
  }));
}

/** The API shape; a recipient sees only their own share, the owner all of them. */
export async function toApiQueries(db: Db, rows: QueryRow[], viewerId: string): Promise<PortalReportingQuery[]> {
  const creators = await usersById(
    db,
    rows.map((r) => r.creatorId),
  );
  const shares = await sharesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const isOwner = row.creatorId === viewerId;
    return {
      reportingQueryId: row.id,
      name: row.name,
      description: row.description,
      data: row.data as ReportQueryDefinition,
      creator: creators.get(row.creatorId) ?? { id: row.creatorId, firstName: null, lastName: null, username: '' },
      reportingSharedQueries: shares.filter((s) => s.reportingQueryId === row.id && (isOwner || s.userId === viewerId)),
      isOwner,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** The queries a user may read: their own and those shared with them, by name. */
export async function visibleQueries(db: Db, userId: string): Promise<QueryRow[]> {
  const shared = db
    .select({ id: t.reportingSharedQuery.reportingQueryId })
    .from(t.reportingSharedQuery)
    .where(eq(t.reportingSharedQuery.userId, userId));
  return db
    .select()
    .from(t.reportingQuery)
    .where(or(eq(t.reportingQuery.creatorId, userId), inArray(t.reportingQuery.id, shared)))
    .orderBy(asc(t.reportingQuery.name), asc(t.reportingQuery.createdAt));
}

/** A query the user may read, or 404. */
export async function readableQuery(db: Db, id: string, userId: string): Promise<QueryRow> {
  const [row] = await db.select().from(t.reportingQuery).where(eq(t.reportingQuery.id, id));
  if (!row) throw notFound('No such reporting query', 'id');
  if (row.creatorId === userId) return row;
  const [share] = await db
    .select({ id: t.reportingSharedQuery.id })
    .from(t.reportingSharedQuery)
    .where(and(eq(t.reportingSharedQuery.reportingQueryId, id), eq(t.reportingSharedQuery.userId, userId)));
  if (!share) throw notFound('No such reporting query', 'id');
  return row;
}

/** A query the user owns: 404 when they cannot see it, 403 when it is only shared with them. */
export async function ownQuery(db: Db, id: string, userId: string): Promise<QueryRow> {
  const row = await readableQuery(db, id, userId);
  if (row.creatorId !== userId) {
    throw forbidden('Only the owner of a reporting query may change it');
  }
  return row;
}

/** Portal users (other than `me`) granted every one of `permissionIds`, optionally just one of them: who a query may be shared with. */
export function grantedUsers(db: Db, me: string, permissionIds: string[], only?: string): Promise<ReportingUser[]> {
  const granted = (permissionId: string) =>
    db
      .select({ userId: t.portalUserRole.userId })
      .from(t.portalUserRole)
      .innerJoin(t.portalRoleResourcePermission, eq(t.portalRoleResourcePermission.roleId, t.portalUserRole.roleId))
      .where(
        and(
          eq(t.portalRoleResourcePermission.ressourceId, permissionId),
          eq(t.portalRoleResourcePermission.accessType, AccessType.granted),
        ),
      );
  return db
    .select(userColumns)
    .from(t.portalUser)
    .where(
      and(
        ne(t.portalUser.id, me),
        only ? eq(t.portalUser.id, only) : undefined,
        ...permissionIds.map((id) => inArray(t.portalUser.id, granted(id))),
      ),
    )
    .orderBy(asc(t.portalUser.lastName), asc(t.portalUser.firstName));
}
