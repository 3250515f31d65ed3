/**
 * How the API reference signs in ("Authorize", and the documents' `securitySchemes`): at the same
 * provider as the shell (server/config.ts `signIn`). The built-in provider has a client of its own
 * for the reference page (server/idp/provider.ts); an external provider is asked for its endpoints
 * (discovery) and the portal's client is used, which must then allow the reference page's callback
 * (docs/deployment.md).
 */
import type { SignInSettings } from '../../contract/sign-in.ts';
import { absoluteUrl } from '../../contract/sign-in.ts';
import { apiDocsClientId, apiDocsScopes } from '../idp/provider.ts';

export interface ApiDocsSignIn {
  discoveryUrl: string;
  authorizationUrl: string;
  tokenUrl: string;
  clientId: string;
  scopes: string;
}

const discoverySchema = (value: unknown): { authorization_endpoint: string; token_endpoint: string } => {
  const doc = value as Record<string, unknown> | null;
  if (typeof doc?.authorization_endpoint !== 'string' || typeof doc.token_endpoint !== 'string')
    throw new Error('The OpenID discovery document names no authorization_endpoint or token_endpoint');
  return { authorization_endpoint: doc.authorization_endpoint, token_endpoint: doc.token_endpoint };
};

/** The reference page's sign-in for a request on `origin` (the built-in provider has one issuer per host). */
export function apiDocsSignIn(settings: SignInSettings): (origin: string) => Promise<ApiDocsSignIn> {
  if (settings.issuer.startsWith('/')) {
    return async (origin) => {
      const issuer = absoluteUrl(settings.issuer, origin);
      return {
        discoveryUrl: `${issuer}/.well-known/openid-configuration`,
        authorizationUrl: `${issuer}/auth`,
        tokenUrl: `${issuer}/token`,
        clientId: apiDocsClientId,
        scopes: apiDocsScopes,
      };
    };
  }
  const discoveryUrl = `${settings.issuer}/.well-known/openid-configuration`;
  // The reference page needs no refresh token.
  const scopes = settings.scope
    .split(' ')
    .filter((s) => s !== 'offline_access')
    .join(' ');
  let endpoints: Promise<ApiDocsSignIn> | null = null;
  return () => {
    endpoints ??= fetch(discoveryUrl, { signal: AbortSignal.timeout(5000) })
      .then((response) => {
        if (!response.ok) throw new Error(`${discoveryUrl} answered ${response.status}`);
        return response.json();
      })
      .then((doc) => {
        const { authorization_endpoint, token_endpoint } = discoverySchema(doc);
        return {
          discoveryUrl,
          authorizationUrl: authorization_endpoint,
          tokenUrl: token_endpoint,
          clientId: settings.clientId,
          scopes,
        };
      })
      .catch((error: unknown) => {
        // Asked again on the next request: the provider may just be starting.
        endpoints = null;
        throw error;
      });
    return endpoints;
  };
}
