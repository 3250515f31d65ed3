import { describe, expect, it } from 'vitest';
import { sharedAfterArrival } from '../../../server/auth/auth-generation.ts';

/** A read whose end the test decides: each call is one round trip, finished through `pending[i]`. */
function controlledReads() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const read = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  return { pending, sync: sharedAfterArrival(read) };
}

/** Lets the current turn of the event loop end (and every continuation due run). */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

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
  it('serves the requests of one turn with one read that starts after the last of them arrived', async () => {
    const { pending, sync } = controlledReads();
    const waiting = Array.from({ length: 50 }, () => tracked(sync()));
    expect(pending).toHaveLength(0);
    await nextTurn();
    expect(pending).toHaveLength(1);
    expect(waiting.some((w) => w.done)).toBe(false);
    pending[0]!.resolve();
    await nextTurn();
    expect(waiting.every((w) => w.done)).toBe(true);
  });

  it('never lets a request share a read that was on its way when it arrived', async () => {
    const { pending, sync } = controlledReads();
    const first = tracked(sync());
    await nextTurn();
    expect(pending).toHaveLength(1);
    // Arrives while the first read is on its way: that read may have missed a commit made just now.
    const second = tracked(sync());
    await nextTurn();
    expect(pending).toHaveLength(2);
    pending[0]!.resolve();
    await nextTurn();
    expect(first.done).toBe(true);
    expect(second.done).toBe(false);
    pending[1]!.resolve();
    await nextTurn();
    expect(second.done).toBe(true);
  });

  it('fails the requests sharing a failed read, and reads again for the next request', async () => {
    const { pending, sync } = controlledReads();
    const first = tracked(sync());
    const second = tracked(sync());
    await nextTurn();
    pending[0]!.reject(new Error('connection lost'));
    await nextTurn();
    expect(first.error?.message).toBe('connection lost');
    expect(second.error?.message).toBe('connection lost');
    const third = tracked(sync());
    await nextTurn();
    expect(pending).toHaveLength(2);
    pending[1]!.resolve();
    await nextTurn();
    expect(third.done).toBe(true);
  });
});
