import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbortError, ParseError, RestError } from '../../../client/api-errors.ts';
import { isOutage, outageDelayMs, retryWhileUnavailable } from '../../../client/outage.ts';

const unavailable = () => new RestError(503, 'database_unavailable', 'The database is not reachable');

describe('isOutage', () => {
  it('is the API or its database unavailable: 502, 503, 504, no network, a timeout', () => {
    expect(isOutage(unavailable())).toBe(true);
    expect(isOutage(new RestError(502, null, 'Bad Gateway'))).toBe(true);
    expect(isOutage(new RestError(504, null, 'Gateway Timeout'))).toBe(true);
    expect(isOutage(Object.assign(new Error('fetch failed'), { name: 'NetworkError' }))).toBe(true);
    expect(isOutage(new AbortError('timed out', true))).toBe(true);
  });

  it('is not what the user or a bug caused: 4xx, 500, a cancelled request, a broken answer', () => {
    for (const status of [400, 401, 403, 404, 409, 429, 500])
      expect(isOutage(new RestError(status, null, 'x'))).toBe(false);
    expect(isOutage(new AbortError('cancelled'))).toBe(false);
    expect(isOutage(new ParseError('Unexpected token <'))).toBe(false);
    expect(isOutage(new TypeError('x is undefined'))).toBe(false);
  });
});

describe('retryWhileUnavailable', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 2, 4, 8, 16, then 30 s between attempts and answers once the API is back', async () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(outageDelayMs)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
    let calls = 0;
    const waits: number[] = [];
    const result = retryWhileUnavailable(
      async () => {
        calls++;
        if (calls < 4) throw unavailable();
        return 'data';
      },
      { onOutage: (_, delay) => waits.push(delay) },
    );
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000);
    await expect(result).resolves.toBe('data');
    expect(calls).toBe(4);
    expect(waits).toEqual([2000, 4000, 8000]);
  });

  it('does not try again after another error: that error is thrown at once', async () => {
    const attempt = vi.fn(async () => {
      throw new RestError(403, 'forbidden', 'No');
    });
    await expect(retryWhileUnavailable(attempt)).rejects.toMatchObject({ status: 403 });
    expect(attempt).toHaveBeenCalledTimes(1);
  });

  it('stops waiting when its signal aborts', async () => {
    const controller = new AbortController();
    const attempt = vi.fn(async () => {
      throw unavailable();
    });
    const result = retryWhileUnavailable(attempt, { signal: controller.signal });
    const settled = expect(result).rejects.toThrow(/aborted|signed out/);
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('signed out'));
    await settled;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(1);
  });
});
