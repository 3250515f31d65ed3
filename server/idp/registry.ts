import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { isDevelopmentHost } from '../../contract/brand-hosts.ts';
import type { Db } from '../db/open.ts';
import { handleInteraction } from './interaction.ts';
import { type LoginThrottle, loginThrottle } from './login-throttle.ts';
import { createProviderFor, type IdpOptions } from './provider.ts';

/** Lazily creates and caches one provider per allowed origin; everything under `/openid` goes through here. */
export class IdpRegistry {
  private readonly providers = new Map<string, Provider>();
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly options: IdpOptions & { publicOrigins: string[] },
    private readonly db: Db = options.db,
  ) {
    this.throttle = loginThrottle(db);
  }

  providerFor(origin: string): Provider | undefined {
    let provider = this.providers.get(origin);
    if (!provider && this.isAllowed(origin)) {
      provider = createProviderFor(origin, this.options);
      this.providers.set(origin, provider);
    }
    return provider;
  }

  async handle(origin: string, req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
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
    try {
      const url = new URL(origin);
      return url.protocol === 'http:' || url.protocol === 'https:' ? isDevelopmentHost(url.hostname) : false;
    } catch {
      return false;
    }
  }
}
