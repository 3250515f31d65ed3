import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { isDevelopmentHost } from '../../contract/brand-hosts.ts';
import type { Db } from '../db/open.ts';
import { handleInteraction } from './interaction.ts';
import { type LoginThrottle, loginThrottle } from './login-throttle.ts';
import { createProviderFor, type IdpOptions } from './provider.ts';
import { whileProviderWorks } from './provider-context.ts';

/**
 * Provider instances kept at once for development hosts (`*.localhost` is unbounded: any Host
 * header would otherwise add one for good); the least recently used goes first. Configured
 * public origins are always kept.
 */
export const maxDevelopmentProviders = 32;

export interface RegistryOptions extends IdpOptions {
  /** Origins served always (PUBLIC_ORIGINS). */
  publicOrigins: string[];
  /** Also serve localhost and every `*.localhost` host (the development profile). */
  developmentHosts: boolean;
}

/** Lazily creates and caches one provider per allowed origin; everything under `/openid` goes through here. */
export class IdpRegistry {
  private readonly providers = new Map<string, Provider>();
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly options: RegistryOptions,
    private readonly db: Db = options.db,
  ) {
    this.throttle = loginThrottle(db);
  }

  /** Provider instances held now. */
  get size(): number {
    return this.providers.size;
  }

  providerFor(origin: string): Provider | undefined {
    let provider = this.providers.get(origin);
    if (provider) {
      // Most recently used last (Map keeps insertion order).
      this.providers.delete(origin);
      this.providers.set(origin, provider);
      return provider;
    }
    if (!this.isAllowed(origin)) return undefined;
    provider = createProviderFor(origin, this.options);
    this.providers.set(origin, provider);
    this.evictDevelopmentHosts();
    return provider;
  }

  private evictDevelopmentHosts(): void {
    const development = [...this.providers.keys()].filter((o) => !this.options.publicOrigins.includes(o));
    for (const origin of development.slice(0, Math.max(0, development.length - maxDevelopmentProviders)))
      this.providers.delete(origin);
  }

  /** Everything under /openid; the provider's request context is on only meanwhile (provider-context.ts). */
  handle(origin: string, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    return whileProviderWorks(() => this.handleNow(origin, req, res, path));
  }

  private async handleNow(origin: string, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    const provider = this.providerFor(origin);
    if (!provider) {
      res.statusCode = 421;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end(`The identity provider does not serve ${origin}. Add it to PUBLIC_ORIGINS.`);
      return;
    }
    if (path.startsWith('/openid/interaction/')) {
      await handleInteraction(provider, this.db, this.throttle, this.options.cookieKeys[0]!, req, res, path);
      return;
    }
    // oidc-provider derives its mount path from originalUrl.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = req.url!.slice('/openid'.length) || '/';
    if (!req.url.startsWith('/')) req.url = `/${req.url}`;
    await provider.callback()(req, res);
  }

  private isAllowed(origin: string): boolean {
    if (this.options.publicOrigins.includes(origin)) return true;
    if (!this.options.developmentHosts) return false;
    try {
      const url = new URL(origin);
      return url.protocol === 'http:' || url.protocol === 'https:' ? isDevelopmentHost(url.hostname) : false;
    } catch {
      return false;
    }
  }
}
