import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

/** `scrypt$<salt>$<hash>` (base64url); memory-hard so a leaked table is costly to crack. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, 32);
  return `scrypt$${salt.toString('base64url')}$${hash.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length);
  return timingSafeEqual(actual, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * The password check of the login form. A login no account has is checked against a dummy hash,
 * so it costs what a wrong password costs: the answer's timing does not tell which logins exist.
 */
export async function verifyAccountPassword(password: string, stored: string | undefined): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  const matches = await verifyPassword(password, stored ?? (await dummyHash));
  return matches && stored !== undefined;
}
