import { describe, expect, it } from 'vitest';
import { sharedAfterArrival } from '../../../server/auth/auth-generation.ts';

/** A read whose end the test decides: each call is one round trip, finished by `finish(i)`. */
function controlledReads() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { pending, sync: sharedAfterArrival(read) };
}

/** Lets every promise continuation that is due run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

function tracked(promise: Promise<void>) {
  const state = { done: false, error: null as Error | null };
  promise.then(
    () => {
      state.done = true;
    },
    (error: Error) => {
      state.error = error;
    },
  );
  return state;
}

describe('the auth generation read shared by requests arriving together', () => {
  it('never lets a request share a read that started before it arrived', async () => {
    const { pending, sync } = controlledReads();
    const first = tracked(sync());
    expect(pending).toHaveLength(1);
    // Arrives while the first read is on its way: that read may have missed a commit made just now.
    const second = tracked(sync());
    expect(pending).toHaveLength(1);
    pending[0]!.resolve();
    await settle();
    expect(first.done).toBe(true);
    expect(second.done).toBe(false);
    // The next read started when the first ended, after the second request arrived.
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await settle();
    expect(second.done).toBe(true);
  });

  it('serves every request that arrived during one read with a single next read', async () => {
    const { pending, sync } = controlledReads();
    tracked(sync());
    const waiting = Array.from({ length: 50 }, () => tracked(sync()));
    pending[0]!.resolve();
    await settle();
    expect(pending).toHaveLength(2);
    // More arrive during the second read: they wait for a third, not for the one already running.
    const later = tracked(sync());
    pending[1]!.resolve();
    await settle();
    expect(waiting.every((w) => w.done)).toBe(true);
    expect(later.done).toBe(false);
    expect(pending).toHaveLength(3);
    pending[2]!.resolve();
    await settle();
    expect(later.done).toBe(true);
    // Quiet again: the next request starts a read of its own at once.
    tracked(sync());
    expect(pending).toHaveLength(4);
  });

  it('fails the requests sharing a failed read, and reads again for the next request', async () => {
    const { pending, sync } = controlledReads();
    const first = tracked(sync());
    const second = tracked(sync());
    const third = tracked(sync());
    pending[0]!.reject(new Error('connection lost'));
    await settle();
    expect(first.error?.message).toBe('connection lost');
    pending[1]!.reject(new Error('still down'));
    await settle();
    expect(second.error?.message).toBe('still down');
    expect(third.error?.message).toBe('still down');
    const fourth = tracked(sync());
    expect(pending).toHaveLength(3);
    pending[2]!.resolve();
    await settle();
    expect(fourth.done).toBe(true);
  });
});
