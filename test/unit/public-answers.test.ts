import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { PublicAnswers } from '../../server/http/public-answers.ts';

/** A route that answers `{"n": <n>}` padded to `size` characters, counting its computations. */
function app(answers: PublicAnswers, size = 10) {
  const computed: string[] = [];
  const hono = new Hono();
  hono.get('/answer/:n', (c) => {
    const n = c.req.param('n');
    return answers.json(c, { key: n, version: 'v1', vary: ['Accept-Language'] }, () => {
      computed.push(n);
      return n === 'none' ? null : JSON.stringify({ n, pad: 'x'.repeat(size) });
    });
  });
  return { computed, get: (path: string, headers: Record<string, string> = {}) => hono.request(path, { headers }) };
}

/** A POST route that answers its body's `n`, counting its computations (a calculator's `calc`). */
function postApp(answers: PublicAnswers) {
  const computed: string[] = [];
  const hono = new Hono();
  hono.use(async (c, next) => {
    c.header('Cache-Control', 'no-store');
    await next();
  });
  hono.post('/calc', async (c) => {
    const { n } = (await c.req.json()) as { n: string };
    return answers.kept(c, { key: n, version: 'v1' }, () => {
      computed.push(n);
      return JSON.stringify({ n, pad: 'x'.repeat(2000) });
    });
  });
  const post = (n: string, headers: Record<string, string> = {}) =>
    hono.request('/calc', {
      method: 'POST',
      body: JSON.stringify({ n }),
      headers: { 'content-type': 'application/json', ...headers },
    });
  return { computed, post };
}

describe('public answers', () => {
  it('keeps a POST answer once per key, without a validator and with the API’s no-store', async () => {
    const answers = new PublicAnswers({ maxAgeSeconds: 60, keepBytes: 1024 * 1024 });
    const { post, computed } = postApp(answers);
    const first = await post('1');
    const second = await post('1', { 'accept-encoding': 'gzip' });
    await post('2');
    expect(computed).toEqual(['1', '2']);
    expect(first.headers.get('etag')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-encoding')).toBeNull();
    expect(second.headers.get('content-encoding')).toBe('gzip');
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(await first.text());
    // Not announced, so never a 304.
    expect((await post('1', { 'if-none-match': '*' })).status).toBe(200);
  });

  it('answers with a strong ETag, public caching and Vary; If-None-Match is a 304 without a body', async () => {
    const { get } = app(new PublicAnswers({ maxAgeSeconds: 60, keepBytes: 0 }));
    const first = await get('/answer/1');
    expect(first.status).toBe(200);
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"v1-[\w-]{22}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('vary')).toBe('Accept-Language');
    expect(await first.json()).toEqual({ n: '1', pad: 'x'.repeat(10) });

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await get('/answer/1', { 'if-none-match': ifNoneMatch });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, max-age=60');
      expect(again.headers.get('vary')).toBe('Accept-Language');
    }
    expect((await get('/answer/1', { 'if-none-match': '"v1-other"' })).status).toBe(200);
    expect((await get('/answer/2')).headers.get('etag')).not.toBe(etag);
  });

  it('computes a kept answer once per key and version; nothing found is a 204 and not kept', async () => {
    const answers = new PublicAnswers({ maxAgeSeconds: 60, keepBytes: 1024 * 1024 });
    const { get, computed } = app(answers);
    expect((await get('/answer/1')).status).toBe(200);
    expect((await get('/answer/1')).status).toBe(200);
    expect((await get('/answer/2')).status).toBe(200);
    expect((await get('/answer/none')).status).toBe(204);
    expect((await get('/answer/none')).status).toBe(204);
    expect(computed).toEqual(['1', '2', 'none', 'none']);
    expect(answers.size).toBe(2);
  });

  it('keeps at most its size in bytes, dropping the least recently used', async () => {
    // Each answer is about 2.5 KB as JSON (a gzip copy is made only for a client that takes it); 8 KB hold three.
    const answers = new PublicAnswers({ maxAgeSeconds: 60, keepBytes: 8 * 1024 });
    const { get, computed } = app(answers, 2500);
    for (const n of ['1', '2', '3', '4', '5', '1']) await get(`/answer/${n}`);
    expect(answers.size).toBeLessThanOrEqual(3);
    expect(computed.filter((n) => n === '1')).toHaveLength(2);
    await get('/answer/5');
    expect(computed.filter((n) => n === '5')).toHaveLength(1);
  });

  it('sends gzip to clients that take it, with a strong tag of its own', async () => {
    const { get } = app(new PublicAnswers({ maxAgeSeconds: 60, keepBytes: 1024 * 1024 }), 4000);
    const plain = await get('/answer/1', { 'accept-encoding': 'identity' });
    const zipped = await get('/answer/1', { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toBe('Accept-Language, Accept-Encoding');
    const zippedTag = zipped.headers.get('etag')!;
    expect(zippedTag).toMatch(/^"v1-[\w-]{22}-gz"$/);
    expect(zippedTag).not.toBe(plain.headers.get('etag'));
    const body = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    expect(body).toBe(await plain.text());
    expect((await get('/answer/1', { 'accept-encoding': 'gzip', 'if-none-match': zippedTag })).status).toBe(304);
    expect((await get('/answer/1', { 'accept-encoding': 'gzip;q=0' })).headers.get('content-encoding')).toBeNull();
  });
});
