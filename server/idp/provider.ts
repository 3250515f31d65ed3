import { eq } from 'drizzle-orm';
import type { JWK } from 'jose';
import Provider, { type Configuration, errors, interactionPolicy, type KoaContextWithOIDC } from 'oidc-provider';
import { builtinSignIn, builtinStepUpAcr } from '../../contract/sign-in.ts';
import type { Db } from '../db/open.ts';
import { idpAccount } from '../db/schema.ts';
import { createDbAdapterFactory, type RefreshReuseState } from './adapter.ts';
import { renderIdpError, renderLogoutPage } from './pages.ts';

/** The portal's public client (contract/sign-in.ts: the settings the shell signs in with by default). */
export const portalClientId = builtinSignIn.clientId;
/** The resource indicator of the portal, CRM and production APIs; access tokens carry `aud` for it. */
export const apiResourceIndicator = 'urn:portal:api';
export const portalScopes = builtinSignIn.scope;
/**
 * The API reference page's public client (Swagger UI's Authorize button, server/openapi/serve.ts):
 * authorization code + PKCE like the portal, but no refresh tokens and only its own redirect page.
 */
export const apiDocsClientId = 'portal-api-docs';
export const apiDocsRedirectPath = '/portal/api/docs/oauth2-redirect.html';
export const apiDocsScopes = 'openid email profile portal crm';
export const acrLevels = ['urn:portal:loa:1', builtinStepUpAcr] as const;

export interface IdpOptions {
  db: Db;
  signingKey: JWK;
  cookieKeys: string[];
  audience: string;
  /** Lifetime of access tokens in seconds (ACCESS_TOKEN_TTL; short values exercise renewal). */
  accessTokenTtl: number;
  /** Behind a reverse proxy (TRUST_PROXY): Koa reads X-Forwarded-Proto/Host for secure cookies and URLs. */
  trustProxy?: boolean;
  /** Told when this process ends a grant (sign-out, theft detection), before any notification arrives. */
  grantEnded?: (grantId: string) => void;
}

/**
 * The login prompt also appears when a stronger level is asked for (acr_values = loa:2) than the
 * session has: that is the step-up. The interaction then asks for the one-time code.
 */
function interactionPolicyWithStepUp() {
  const policy = interactionPolicy.base();
  policy.get('login')!.checks.add(
    new interactionPolicy.Check('acr_step_up', 'A different authentication level is required', (ctx) => {
      const requested = String(ctx.oidc.params?.acr_values ?? '').split(' ');
      return requested.includes(acrLevels[1]) && ctx.oidc.session?.acr !== acrLevels[1]
        ? interactionPolicy.Check.REQUEST_PROMPT
        : interactionPolicy.Check.NO_NEED_TO_PROMPT;
    }),
  );
  return policy;
}

/**
 * One oidc-provider instance per origin: the issuer is the current host + `/openid`,
 * so every brand host (`portal.kermi.de.localhost`, …) signs its users in on its own origin.
 * All instances share keys and storage.
 */
export function createProviderFor(origin: string, options: IdpOptions): Provider {
  const { db, audience } = options;
  const configuration: Configuration = {
    adapter: createDbAdapterFactory(db, options.grantEnded),
    jwks: { keys: [options.signingKey as never] },
    cookies: { keys: options.cookieKeys },
    clients: [
      {
        client_id: portalClientId,
        client_name: 'Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${origin}/portal/auth/loginCallback`, `${origin}/portal/silent-callback.html`],
        post_logout_redirect_uris: [`${origin}/portal/auth/logoutCallback`],
        scope: portalScopes,
      },
      {
        client_id: apiDocsClientId,
        client_name: 'API reference',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: [`${origin}${apiDocsRedirectPath}`],
        scope: apiDocsScopes,
      },
    ],
    // Authorization code flow only: no implicit or hybrid response types in discovery or at /auth.
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email', 'portal', 'crm'],
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username', 'domain'],
      email: ['email', 'email_verified'],
    },
    conformIdTokenClaims: false,
    acrValues: [...acrLevels],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource: renderLogoutPage },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => apiResourceIndicator,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== apiResourceIndicator) throw new errors.InvalidTarget();
          return {
            scope: 'portal crm',
            audience,
            accessTokenTTL: options.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
    },
    // A refresh token reused inside the window is answered with its recorded successor (adapter.ts), not rotated again.
    rotateRefreshToken: (ctx) => !(ctx.state as RefreshReuseState).refreshSuccessor,
    issueRefreshToken: async (_ctx, client, code) =>
      client.grantTypeAllowed('refresh_token') &&
      (code.scopes.has('offline_access') || (client.applicationType === 'web' && client.clientAuthMethod === 'none')),
    // First-party client: no consent screen; the grant covers the portal's scopes.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client!.clientId;
      const grantId = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(clientId);
      if (grantId) {
        const grant = await ctx.oidc.provider.Grant.find(grantId);
        if (grant) return grant;
      }
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope(portalScopes);
      grant.addResourceScope(apiResourceIndicator, 'portal crm');
      await grant.save();
      return grant;
    },
    // The API needs the domain and login, the names, and the authentication level for step-up checks.
    extraTokenClaims: async (ctx, token) => {
      const accountId = (token as { accountId?: string }).accountId;
      if (!accountId) return undefined;
      const [account] = await db.select().from(idpAccount).where(eq(idpAccount.sub, accountId));
      if (!account) return undefined;
      const acr = ctx.oidc.entities.AuthorizationCode?.acr ?? ctx.oidc.entities.RefreshToken?.acr ?? acrLevels[0];
      // gid: the API refuses the token once its grant ends (sign-out, theft detection: server/auth/grant-revocations.ts).
      const gid = (token as { grantId?: string }).grantId;
      // Names and e-mail as Keycloak and Entra ID put them into access tokens: a registration with
      // the account alone (CRM RegistrationSimple) stores them instead of an empty profile.
      return {
        domain: account.domain,
        preferred_username: account.login,
        given_name: account.givenName,
        family_name: account.familyName,
        email: account.email,
        acr,
        ...(gid ? { gid } : {}),
      };
    },
    findAccount: async (_ctx, sub) => {
      if (!/^[0-9a-f-]{36}$/i.test(sub)) return undefined;
      const [account] = await db.select().from(idpAccount).where(eq(idpAccount.sub, sub));
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          given_name: account.givenName,
          family_name: account.familyName,
          name: `${account.givenName} ${account.familyName}`,
          preferred_username: account.login,
          email: account.email,
          email_verified: true,
          domain: account.domain,
        }),
      };
    },
    interactions: {
      policy: interactionPolicyWithStepUp(),
      url: (_ctx, interaction) => `/openid/interaction/${interaction.uid}`,
    },
    ttl: {
      AccessToken: options.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      RefreshToken: 8 * 3600,
      Session: 8 * 3600,
      Grant: 8 * 3600,
      Interaction: 600,
    },
    renderError: renderIdpError,
    // Browsers send Origin on the token fetch; only the provider's own origin may call it.
    clientBasedCORS: (_ctx, requestOrigin) => requestOrigin === origin,
  };
  const provider = new Provider(`${origin}/openid`, configuration);
  provider.proxy = options.trustProxy ?? false;
  provider.use(async (ctx, next) => {
    await next();
    // The one successor of a reused refresh token goes out instead of the token the grant would name.
    const successor = (ctx.state as RefreshReuseState).refreshSuccessor;
    const body = ctx.body as { refresh_token?: string } | undefined;
    if (successor && ctx.oidc?.route === 'token' && body?.refresh_token) body.refresh_token = successor;
  });
  return provider;
}
