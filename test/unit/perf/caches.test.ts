import { describe, expect, it } from 'vitest';
import type { AuthClaims } from '../../../server/auth/bearer.ts';
import { cacheVerifiedTokens } from '../../../server/auth/token-cache.ts';
import { NotifiedCache } from '../../../server/db/notified-cache.ts';
import type { DbNotifications } from '../../../server/db/notify.ts';

const notifications = (live = true): DbNotifications => ({ live, listen: () => {}, close: async () => {} });

describe('NotifiedCache', () => {
  it('loads once, answers from memory, and loads again after an invalidation', async () => {
    const cache = new NotifiedCache<string, string>(notifications(), 10);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.get('a', load)).toBe('v1');
    expect(await cache.get('a', load)).toBe('v1');
    cache.invalidate('a');
    expect(await cache.get('a', load)).toBe('v2');
    cache.clear();
    expect(await cache.get('a', load)).toBe('v3');
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const cache = new NotifiedCache<string, string>(notifications(), 10);
    let release = () => {};
    const slow = cache.get('a', () => new Promise<string>((resolve) => (release = () => resolve('old'))));
    cache.invalidate('a');
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('a', async () => 'new')).toBe('new');
  });

  it('never caches absence, evicts the least recently used, and reads through while not live', async () => {
    const cache = new NotifiedCache<string, string>(notifications(), 2);
    expect(await cache.get('none', async () => null)).toBeNull();
    expect(cache.size).toBe(0);
    await cache.get('a', async () => 'a');
    await cache.get('b', async () => 'b');
    await cache.get('a', async () => 'x');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'reloaded')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded')).toBe('reloaded');

    const offline = new NotifiedCache<string, string>(notifications(false), 2);
    let loads = 0;
    await offline.get('a', async () => `v${++loads}`);
    expect(await offline.get('a', async () => `v${++loads}`)).toBe('v2');
  });
});

describe('cacheVerifiedTokens', () => {
  it('verifies a token once until it expires, per origin, and never keeps a rejection', async () => {
    const now = Math.floor(Date.now() / 1000);
    let calls = 0;
    const verify = cacheVerifiedTokens(async (token, origin) => {
      calls++;
      if (token === 'bad') throw new Error('invalid');
      return { sub: `${origin} ${token}`, exp: token === 'old' ? now - 1 : now + 60 } as AuthClaims;
    });
    await verify('t', 'http://a');
    await verify('t', 'http://a');
    expect(calls).toBe(1);
    await verify('t', 'http://b');
    expect(calls).toBe(2);
    await expect(verify('bad', 'http://a')).rejects.toThrow('invalid');
    await expect(verify('bad', 'http://a')).rejects.toThrow('invalid');
    expect(calls).toBe(4);
    await verify('old', 'http://a');
    await verify('old', 'http://a');
    expect(calls).toBe(6);
  });
});
