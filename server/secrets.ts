import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from './db/open.ts';
import { serverSecret } from './db/schema.ts';

/**
 * Returns the named secret, creating it once per database. Several processes on one PostgreSQL
 * share it: the insert is conflict-free and everyone reads back the row that won.
 */
async function getOrCreate<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const [row] = await db.select().from(serverSecret).where(eq(serverSecret.name, name));
  if (row) return row.value as T;
  await db
    .insert(serverSecret)
    .values({ name, value: await create(), createdAt: Date.now() })
    .onConflictDoNothing();
  const [created] = await db.select().from(serverSecret).where(eq(serverSecret.name, name));
  return created!.value as T;
}

/** The identity provider's RS256 signing key (private JWK). */
export function idpSigningKey(db: Db): Promise<JWK> {
  return getOrCreate(db, 'idp_signing_key', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const jwk = await exportJWK(privateKey);
    return { ...jwk, kid: `portal-${Date.now().toString(36)}`, alg: 'RS256', use: 'sig' };
  });
}

/** Keys that sign the identity provider's cookies (COOKIE_SECRET, server/config.ts, wins when set). */
export async function idpCookieKeys(db: Db, cookieSecret: string | null = null): Promise<string[]> {
  if (cookieSecret) return [cookieSecret];
  return getOrCreate(db, 'idp_cookie_keys', async () => [randomBytes(32).toString('base64url')]);
}

/** The public half of a private RSA JWK. */
export function publicJwk({ kty, n, e, kid, alg, use }: JWK): JWK {
  return { kty, n, e, kid, alg, use };
}
