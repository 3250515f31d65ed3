import { and, eq, ne, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { crmUserDataSchema, crmUserStateSchema } from '../../../contract/answers/crm.ts';
import {
  AccountLookupResult,
  accountLookupResultName,
  type CrmRegistrationKind,
  type CrmUserStateResponse,
  crmStatusQuerySchema,
  crmUserIdSchema,
  simpleRegistrationDataSchema,
  type UserData,
  type UserDataOutput,
  userDataSchema,
} from '../../../contract/crm.ts';
import { ErrorCode } from '../../../contract/errors.ts';
import { type AuthClaims, type AuthVariables, requireBearer, type TokenVerifier } from '../../auth/bearer.ts';
import type { Db } from '../../db/open.ts';
import * as t from '../../db/schema.ts';
import { inTransaction, type Tx } from '../../db/tx.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import type { PublicLimiter } from '../../http/public-limits.ts';
import { responds } from '../../http/responds.ts';
import { validate } from '../../http/validate.ts';
import { pickLocale, translate } from '../../i18n.ts';

type CrmUserRow = typeof t.crmUser.$inferSelect;
type Ctx = Context<{ Variables: AuthVariables }>;

/**
 * Registrations (POST /api/RegistrationEndCustomer, /RegistrationSpecialist, /RegistrationSimple)
 * and the user's own CRM record (GET /api/User/{id}/status, GET and PATCH /api/User/{id}).
 * Every call needs a bearer token; `{id}` is the OpenID subject and must be the caller's own (403).
 *
 * A registration only creates or updates the CRM record (status ExistsAsWebRegistration); it does
 * NOT create a portal user. Portal access stays with the administrators: until one of them creates
 * the portal user (and grants a role), POST /portal/api/Auth/loginOpenId keeps answering 412 and
 * the shell's 412 flow reads the status to show 'crmRegistrationAlreadyInProgress'.
 */
export function crmUserRoutes(db: Db, verify: TokenVerifier, limit: PublicLimiter) {
  const app = new Hono<{ Variables: AuthVariables }>();
  const auth = requireBearer(verify);
  // After validation: only registrations that would be stored count, per address and per account.
  const registrations = limit('registration', (c) => subjectOf((c as Ctx).var.auth));

  const register = async (c: Ctx, body: UserDataOutput, kind: Exclude<CrmRegistrationKind, 'simple'>) => {
    const sub = subjectOf(c.var.auth);
    const fields = userFields(body, c.var.auth);
    const row = await inTransaction(db, async (tx) => {
      const status = await registrationStatus(tx, sub, fields.email);
      const [saved] = await tx
        .insert(t.crmUser)
        .values({ ...fields, openIdUserId: sub, status, registrationKind: kind })
        .onConflictDoUpdate({
          target: t.crmUser.openIdUserId,
          set: { ...fields, status: keepContactStatus(status), registrationKind: kind, updatedAt: sql`now()` },
        })
        .returning();
      return saved!;
    });
    return c.json(toUserData(row));
  };

  app.post(
    '/RegistrationEndCustomer',
    responds(200, crmUserDataSchema, 'The registered user'),
    auth,
    validate('json', userDataSchema),
    registrations,
    (c) => register(c, c.req.valid('json'), 'endCustomer'),
  );
  app.post(
    '/RegistrationSpecialist',
    responds(200, crmUserDataSchema, 'The registered user'),
    auth,
    validate('json', userDataSchema),
    registrations,
    (c) => register(c, c.req.valid('json'), 'specialist'),
  );

  app.post(
    '/RegistrationSimple',
    responds(200, crmUserDataSchema, 'The registered user'),
    auth,
    validate('json', simpleRegistrationDataSchema),
    registrations,
    async (c) => {
      const sub = subjectOf(c.var.auth);
      const body = c.req.valid('json');
      const claims = c.var.auth;
      const identity = {
        login: claims.preferred_username ?? null,
        domain: claims.domain ?? null,
        ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
      };
      // The account's names start the profile; a name the user already gave (full registration) stays.
      const names = { firstName: claims.given_name ?? null, lastName: claims.family_name ?? null };
      const row = await inTransaction(db, async (tx) => {
        const [existing] = await tx
          .select({ email: t.crmUser.email })
          .from(t.crmUser)
          .where(eq(t.crmUser.openIdUserId, sub));
        const status = await registrationStatus(tx, sub, identity.email ?? existing?.email ?? null);
        const [saved] = await tx
          .insert(t.crmUser)
          .values({
            ...identity,
            ...names,
            language: body.language,
            openIdUserId: sub,
            status,
            registrationKind: 'simple',
          })
          .onConflictDoUpdate({
            target: t.crmUser.openIdUserId,
            // A simple registration after a full one keeps the profile and its kind; only the language may change.
            set: {
              ...identity,
              firstName: sql`coalesce(${t.crmUser.firstName}, ${names.firstName})`,
              lastName: sql`coalesce(${t.crmUser.lastName}, ${names.lastName})`,
              ...(body.language ? { language: body.language } : {}),
              status: keepContactStatus(status),
              updatedAt: sql`now()`,
            },
          })
          .returning();
        return saved!;
      });
      return c.json(toUserData(row));
    },
  );

  app.get(
    '/User/:id/status',
    responds(200, crmUserStateSchema, 'The account lookup’s result with its message'),
    auth,
    validate('param', crmUserIdSchema),
    validate('query', crmStatusQuerySchema),
    async (c) => {
      const id = ownId(c, c.req.valid('param').id);
      const [row] = await db.select({ status: t.crmUser.status }).from(t.crmUser).where(eq(t.crmUser.openIdUserId, id));
      const userStatus = (row?.status ?? AccountLookupResult.NotExists) as CrmUserStateResponse['userStatus'];
      const name = accountLookupResultName(userStatus);
      const locale = pickLocale(c.req.valid('query').locale);
      const statusMessage = name ? translate(locale, `crm.userStatus.${name}`) : null;
      return c.json({ userStatus, statusMessage } satisfies CrmUserStateResponse);
    },
  );

  app.get(
    '/User/:id',
    responds(200, crmUserDataSchema, 'The caller’s CRM record'),
    auth,
    validate('param', crmUserIdSchema),
    async (c) => {
      const id = ownId(c, c.req.valid('param').id);
      const [row] = await db.select().from(t.crmUser).where(eq(t.crmUser.openIdUserId, id));
      if (!row) throw notFound('No CRM record for this user');
      return c.json(toUserData(row));
    },
  );

  app.patch(
    '/User/:id',
    responds(200, crmUserDataSchema, 'The record, saved'),
    auth,
    validate('param', crmUserIdSchema),
    // Ownership before the body is looked at: someone else's record is a 403 whatever the body holds.
    async (c, next) => {
      ownId(c, c.req.valid('param').id);
      await next();
    },
    validate('json', userDataSchema),
    async (c) => {
      const id = ownId(c, c.req.valid('param').id);
      const body = c.req.valid('json');
      const fields = userFields(body, c.var.auth);
      const row = await inTransaction(db, async (tx) => {
        const status = await registrationStatus(tx, id, fields.email);
        const [saved] = await tx
          .update(t.crmUser)
          .set({ ...fields, status: keepContactStatus(status), updatedAt: sql`now()` })
          .where(eq(t.crmUser.openIdUserId, id))
          .returning();
        return saved;
      });
      if (!row) throw notFound('No CRM record for this user');
      return c.json(toUserData(row));
    },
  );

  return app;
}

/** The caller's OpenID subject, which keys the CRM record; the CRM API knows UUID subjects only. */
function subjectOf(claims: AuthClaims): string {
  const parsed = crmUserIdSchema.safeParse({ id: claims.sub });
  if (!parsed.success) throw forbidden('The CRM API needs an OpenID subject that is a UUID');
  return parsed.data.id;
}

/** `{id}` of the path (a validated UUID): 403 when it is not the caller's own subject. */
function ownId(c: Ctx, id: string): string {
  if (id !== c.var.auth.sub.toLowerCase())
    throw forbidden('You may only read and change your own CRM record', ErrorCode.forbidden, 'id');
  return id;
}

/**
 * The stored fields of a validated UserData. Identity comes from the access token where it has it
 * (login = preferred_username, domain); the e-mail is the one the user entered, else the token's.
 */
function userFields(body: UserDataOutput, claims: AuthClaims) {
  const { openIdUserId: _, ...rest } = body;
  return {
    ...rest,
    accountId: rest.accountId ?? null,
    login: claims.preferred_username ?? rest.login,
    domain: claims.domain ?? rest.domain,
    email: rest.email ?? (typeof claims.email === 'string' ? claims.email : null),
  };
}

/**
 * Status after a registration: ExistsAsWebRegistration, or DuplicateEmail when another CRM user
 * already has the address (compared case-insensitively).
 */
async function registrationStatus(tx: Tx, sub: string, email: string | null | undefined): Promise<number> {
  if (email) {
    const [other] = await tx
      .select({ id: t.crmUser.openIdUserId })
      .from(t.crmUser)
      .where(and(sql`lower(${t.crmUser.email}) = ${email.toLowerCase()}`, ne(t.crmUser.openIdUserId, sub)))
      .limit(1);
    if (other) return AccountLookupResult.DuplicateEmail;
  }
  return AccountLookupResult.ExistsAsWebRegistration;
}

/** In an upsert/update: a contact's status (2–5, set by the CRM back office) is never replaced by a registration. */
function keepContactStatus(status: number) {
  return sql`case when ${t.crmUser.status} between ${AccountLookupResult.ExistsAsContactCmsEnabled}
    and ${AccountLookupResult.ExistsAsContactCountryToDomainForbidden} then ${t.crmUser.status} else ${status} end`;
}

function toUserData(row: CrmUserRow): UserData {
  return {
    openIdUserId: row.openIdUserId,
    login: row.login,
    email: row.email,
    domain: row.domain,
    accountId: row.accountId,
    serial: row.serial,
    salutation: row.salutation,
    firstName: row.firstName,
    lastName: row.lastName,
    telephone: row.telephone,
    street: row.street,
    postalCode: row.postalCode,
    city: row.city,
    language: row.language,
    country: row.country,
    appearsInResourceSearchHeating: row.appearsInResourceSearchHeating,
    appearsInResourceSearchSanitary: row.appearsInResourceSearchSanitary,
    targetGroup: row.targetGroup,
    websiteUrl: row.websiteUrl,
    telephoneAccount: row.telephoneAccount,
    accountName: row.accountName,
    accountInfo: row.accountInfo,
    newsletter: row.newsletter,
  };
}
