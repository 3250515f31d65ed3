import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';
import { builtinStepUpAcr } from '../../contract/sign-in.ts';
import { type DemoAccount, demoAccounts } from '../../server/demo/accounts.ts';

/**
 * A second, independent OpenID provider (npm `oauth2-mock-server`, not oidc-provider): authorization
 * code + PKCE, discovery, JWKS, refresh tokens and end-session on its own port. It has no login page:
 * the next authorization goes to the account named by `signInAs`. Its hooks give the tokens the
 * claims a company provider would (subject, login, names, e-mail, domain, audience, `acr`), and
 * grant the stronger level when the request asks for it with `acr_values`.
 */
export interface MockProvider {
  issuer: string;
  /** The account the next authorization signs in. */
  signInAs(login: string): void;
  /** Every token answer, in order: grant type, account and level (to see renewals and step-up happen). */
  readonly issued: { grant: string; login: string; acr: string }[];
  /** Accounts signed out through the end-session endpoint. */
  readonly signedOut: number;
  stop(): Promise<void>;
}

interface Grant {
  account: DemoAccount;
  acr: string;
}

export interface MockProviderOptions {
  port?: number;
  host?: string;
  audience?: string;
  accessTokenTtl?: number;
  /** The `acr` of a plain sign-in and of one asked for with `acr_values=<stepUp>` (Keycloak: level names). */
  acr?: { base: string; stepUp: string };
  /** Whether tokens carry a `domain` claim (Keycloak's do not: the portal takes the e-mail's domain). */
  domainClaim?: boolean;
}

export async function startMockProvider({
  port = 0,
  host = '127.0.0.1',
  audience = 'portal-api',
  accessTokenTtl = 300,
  acr: levels = { base: 'urn:portal:loa:1', stepUp: builtinStepUpAcr },
  domainClaim = true,
}: MockProviderOptions = {}): Promise<MockProvider> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(port, host);
  const issuer = server.issuer.url!.replace(/\/$/, '');

  let nextAccount: DemoAccount | undefined;
  const byCode = new Map<string, Grant>();
  const byRefreshToken = new Map<string, Grant>();
  const issued: MockProvider['issued'] = [];
  let signedOut = 0;

  const grantOf = (req: IncomingMessage & { body?: Record<string, string> }): Grant | undefined => {
    const body = req.body ?? {};
    return body.grant_type === 'refresh_token'
      ? byRefreshToken.get(body.refresh_token ?? '')
      : byCode.get(body.code ?? '');
  };

  server.service.on('beforeAuthorizeRedirect', ({ url }: { url: URL }, req: IncomingMessage) => {
    const code = url.searchParams.get('code');
    if (!code || !nextAccount) return;
    const asked = new URL(req.url ?? '/', issuer).searchParams.get('acr_values')?.split(' ') ?? [];
    byCode.set(code, { account: nextAccount, acr: asked.includes(levels.stepUp) ? levels.stepUp : levels.base });
  });

  server.service.on(
    'beforeTokenSigning',
    (token: { payload: Record<string, unknown> }, req: IncomingMessage & { body?: Record<string, string> }) => {
      const grant = grantOf(req);
      if (!grant) return;
      const { account, acr } = grant;
      const idToken = token.payload.aud !== undefined;
      Object.assign(token.payload, {
        sub: account.sub,
        preferred_username: account.login,
        email: account.email,
        given_name: account.givenName,
        family_name: account.familyName,
        name: `${account.givenName} ${account.familyName}`,
        acr,
        ...(domainClaim ? { domain: account.domain } : {}),
        // The access token (the ID token's audience is the client, set by the library).
        ...(idToken ? {} : { aud: audience, exp: Number(token.payload.iat) + accessTokenTtl }),
      });
    },
  );

  server.service.on(
    'beforeResponse',
    (
      response: { body: Record<string, unknown>; statusCode: number },
      req: IncomingMessage & { body?: Record<string, string> },
    ) => {
      const grant = grantOf(req);
      if (!grant) {
        // A code from another authorization, or a refresh token this provider never issued.
        response.statusCode = 400;
        response.body = { error: 'invalid_grant' };
        return;
      }
      byCode.delete(req.body?.code ?? '');
      byRefreshToken.delete(req.body?.refresh_token ?? '');
      byRefreshToken.set(String(response.body.refresh_token), grant);
      response.body.expires_in = accessTokenTtl;
      issued.push({ grant: req.body?.grant_type ?? '', login: grant.account.login, acr: grant.acr });
    },
  );

  server.service.on('beforePostLogoutRedirect', () => {
    byRefreshToken.clear();
    signedOut++;
  });

  return {
    issuer,
    signInAs(login) {
      nextAccount = demoAccounts.find((a) => a.login === login);
      if (!nextAccount) throw new Error(`No demo account "${login}"`);
    },
    issued,
    get signedOut() {
      return signedOut;
    },
    stop: () => server.stop(),
  };
}
