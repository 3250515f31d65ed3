import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import type Provider from 'oidc-provider';
import type { Db } from '../db/open.ts';
import { idpAccount } from '../db/schema.ts';
import { nodeClientAddress } from '../http/client-address.ts';
import { pickLocale } from '../i18n.ts';
import type { LoginGate, LoginThrottle } from './login-throttle.ts';
import { renderLoginPage } from './pages.ts';
import { verifyAccountPassword } from './passwords.ts';
import { acrLevels } from './provider.ts';

const maxFormBytes = 16 * 1024;

/**
 * The login interaction of the development provider, at exactly `/openid/interaction/<uid>`
 * (the interaction cookie is scoped to that path): GET shows the login page, POST …/login checks
 * the password, POST …/abort returns `access_denied` to the client.
 */
export async function handleInteraction(
  provider: Provider,
  db: Db,
  throttle: LoginThrottle,
  otpSecret: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
): Promise<void> {
  const match = /^\/openid\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(path);
  if (!match) return sendHtml(res, 404, 'Not found');
  const [, uid, action] = match;

  const details = await provider.interactionDetails(req, res);
  if (details.uid !== uid) return sendHtml(res, 400, 'Interaction mismatch');
  const params = details.params as Record<string, string | undefined>;
  const requestedAcr = (params.acr_values ?? '').split(' ').filter(Boolean);
  const acr = requestedAcr.includes(acrLevels[1]) ? acrLevels[1] : acrLevels[0];
  // Step-up: someone already signed in only confirms the one-time code; others enter all three.
  const sessionAccountId = (details.session as { accountId?: string } | undefined)?.accountId;
  const [sessionAccount] = sessionAccountId
    ? await db.select().from(idpAccount).where(eq(idpAccount.sub, sessionAccountId))
    : [];
  const stepUp =
    acr === acrLevels[1]
      ? { code: developmentOtp(otpSecret, uid), signedInAs: sessionAccount?.login ?? null }
      : undefined;

  if (req.method === 'GET' && !action) {
    if (details.prompt.name === 'login') {
      const locale = pickLocale(params.ui_locales);
      return sendHtml(res, 200, renderLoginPage({ uid, locale, stepUp }));
    }
    // First-party client: consent is implicit (loadExistingGrant creates the grant).
    return provider.interactionFinished(req, res, { consent: {} }, { mergeWithLastSubmission: true });
  }
  if (req.method !== 'POST') return sendHtml(res, 405, 'Method not allowed');

  if (action === '/abort') {
    return provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'End-User aborted interaction' },
      { mergeWithLastSubmission: false },
    );
  }

  const form = new URLSearchParams(await readBody(req));
  const locale = pickLocale(form.get('ui_locales') ?? params.ui_locales);
  let account = stepUp?.signedInAs ? sessionAccount : undefined;
  const login = (form.get('login') ?? '').trim();
  const password = form.get('password') ?? '';
  if (!account && (!login || !password)) {
    return sendHtml(res, 400, renderLoginPage({ uid, locale, login, error: 'required', stepUp }));
  }
  // Password and one-time-code guesses count against the account they name and the client address.
  const throttled = account?.login ?? login;
  const address = nodeClientAddress(req);
  const gate = await throttle.gate(throttled, address);
  if (gate.kind !== 'open') return refuse(res, gate, { uid, locale, login, stepUp });

  if (!account) {
    const [found] = await db.select().from(idpAccount).where(eq(idpAccount.login, login));
    if (!(await verifyAccountPassword(password, found?.passwordHash)) || !found) {
      const next = await throttle.failed(throttled, address);
      return sendHtml(res, 401, renderLoginPage({ uid, locale, login, error: 'invalid', stepUp, gate: next }));
    }
    account = found;
  }
  if (stepUp && (form.get('otp') ?? '').trim() !== stepUp.code) {
    const next = await throttle.failed(throttled, address);
    return sendHtml(res, 401, renderLoginPage({ uid, locale, login, error: 'otp', stepUp, gate: next }));
  }
  await throttle.succeeded(throttled);
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: account.sub, acr, amr: ['pwd'], remember: true } },
    { mergeWithLastSubmission: false },
  );
}

/** 429 with Retry-After and the notice in the user's language; the password was not looked at. */
function refuse(
  res: ServerResponse,
  gate: Exclude<LoginGate, { kind: 'open' }>,
  page: Pick<Parameters<typeof renderLoginPage>[0], 'uid' | 'locale' | 'login' | 'stepUp'>,
): void {
  const seconds = gate.kind === 'locked' ? Math.ceil((gate.until.getTime() - Date.now()) / 1000) : gate.seconds;
  res.setHeader('Retry-After', String(Math.max(1, seconds)));
  sendHtml(res, 429, renderLoginPage({ ...page, gate }));
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

async function readBody(req: IncomingMessage): Promise<string> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxFormBytes) throw Object.assign(new Error('Form too large'), { status: 413 });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The development provider's second factor: a six-digit code derived from the interaction, shown
 * on the login page so that step-up can be exercised end to end. A real provider sends it out of band.
 */
export function developmentOtp(secret: string, uid: string): string {
  const digest = createHmac('sha256', secret).update(uid).digest();
  return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}
