import type { JWTPayload } from 'jose';
import type { ClaimNames, StepUpConfig } from '../config.ts';

/**
 * The caller as the APIs read it, whatever the provider calls things: `sub`, `preferred_username`,
 * names, `email`, `domain` and `acr` (the portal's level, `urn:portal:loa:1|2`) are the mapped
 * values (config.ts: OIDC_CLAIM_*, OIDC_ACR_LEVELS); the token's other claims stay as they are.
 */
export interface AuthClaims extends JWTPayload {
  sub: string;
  scope?: string;
  domain?: string;
  acr?: string;
  preferred_username?: string;
  email?: string;
  given_name?: string;
  family_name?: string;
  /** The built-in provider's grant the token belongs to (ends with sign-out and theft detection). */
  gid?: string;
}

/** The token lacks a claim the mapping needs; names the setting, never a value. */
export class MissingClaimError extends Error {
  constructor(readonly claims: string[]) {
    super(`The access token has no ${claims.join(' or ')} claim (OIDC_CLAIM_SUBJECT)`);
    this.name = 'MissingClaimError';
  }
}

export function mapClaims(payload: JWTPayload, names: ClaimNames, stepUp: StepUpConfig): AuthClaims {
  const sub = first(payload, names.subject);
  if (!sub) throw new MissingClaimError(names.subject);
  const email = first(payload, names.email);
  const mapped: AuthClaims = {
    ...payload,
    sub,
    preferred_username: first(payload, names.login),
    given_name: first(payload, names.givenName),
    family_name: first(payload, names.familyName),
    email: email?.includes('@') ? email : undefined,
    domain: first(payload, names.domain) ?? domainOf(email),
    acr: `urn:portal:loa:${levelOf(payload, stepUp)}`,
  };
  for (const key of ['preferred_username', 'given_name', 'family_name', 'email', 'domain'] as const)
    if (mapped[key] === undefined) delete mapped[key];
  return mapped;
}

/**
 * The portal's authentication level of a token: 2 once step-up is satisfied, else 1 (a verified
 * token is a signed-in user). Keycloak and the built-in provider name it in `acr` (mapped by the
 * levels), Entra ID lists satisfied authentication contexts in `acrs`.
 */
export function levelOf(payload: JWTPayload, stepUp: StepUpConfig): number {
  if (stepUp.mode === 'acrs') {
    const acrs = payload.acrs;
    return Array.isArray(acrs) && acrs.includes(stepUp.request) ? 2 : 1;
  }
  const acr = typeof payload.acr === 'string' ? payload.acr : undefined;
  return Math.max(1, Math.min(2, (acr && stepUp.levels[acr]) || 1));
}

function first(payload: JWTPayload, claims: string[]): string | undefined {
  for (const claim of claims) {
    const value = payload[claim];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}

/** `anna.berger@example.com` → `example.com` (lower case): the domain of providers that name none. */
function domainOf(email: string | undefined): string | undefined {
  const at = email?.lastIndexOf('@') ?? -1;
  return email && at > 0 && at < email.length - 1 ? email.slice(at + 1).toLowerCase() : undefined;
}
