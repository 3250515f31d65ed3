import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresNotifications } from '../../../server/db/notify.ts';

/**
 * The listening connection's LISTENs are awaited one by one; a server subscribes between awaits of
 * its start (server/http-server.ts, then the portal API's caches). A channel subscribed while those
 * LISTENs ran was once never listened to, and its cache answered stale lists for good (found by
 * test/server/perf-caches.test.ts on a busy CI machine).
 */
class ScriptedClient extends EventEmitter {
  readonly statements: string[] = [];
  readonly #waiting: (() => void)[] = [];
  async connect(): Promise<void> {}
  /** Every statement waits until the test lets it through, so a test decides what happens meanwhile. */
  query(statement: string): Promise<void> {
    this.statements.push(statement);
    return new Promise((resolve) => this.#waiting.push(resolve));
  }
  release(): boolean {
    const next = this.#waiting.shift();
    next?.();
    return next !== undefined;
  }
  async end(): Promise<void> {}
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

async function releaseAll(client: ScriptedClient): Promise<void> {
  for (let rounds = 0; rounds < 20; rounds++) {
    client.release();
    await turn();
  }
}

describe('PostgreSQL change notifications', () => {
  it('listens to a channel subscribed while the first LISTENs are running', async () => {
    const client = new ScriptedClient();
    const notifications = postgresNotifications(
      () => client as unknown as pg.Client,
      () => {},
    );
    const heard: string[] = [];
    notifications.listen(
      'first_channel',
      (payload) => heard.push(`first:${payload}`),
      () => {},
    );
    await turn();
    expect(client.statements).toEqual(['LISTEN first_channel']);

    // Subscribed while LISTEN first_channel is still on its way.
    notifications.listen(
      'late_channel',
      (payload) => heard.push(`late:${payload}`),
      () => {},
    );
    expect(notifications.live).toBe(false);
    await releaseAll(client);

    expect(client.statements).toEqual(['LISTEN first_channel', 'LISTEN late_channel']);
    expect(notifications.live).toBe(true);
    client.emit('notification', { channel: 'late_channel', payload: 'u1' });
    expect(heard).toEqual(['late:u1']);
    await notifications.close();
  });

  it('stays not live until every channel added after the start is listened to', async () => {
    const client = new ScriptedClient();
    const notifications = postgresNotifications(
      () => client as unknown as pg.Client,
      () => {},
    );
    notifications.listen(
      'a_channel',
      () => {},
      () => {},
    );
    await releaseAll(client);
    expect(notifications.live).toBe(true);

    notifications.listen(
      'b_channel',
      () => {},
      () => {},
    );
    notifications.listen(
      'c_channel',
      () => {},
      () => {},
    );
    expect(notifications.live).toBe(false);
    client.release();
    await turn();
    // b is listened to, c not yet: a cache must not trust notifications on c.
    expect(notifications.live).toBe(false);
    client.release();
    await turn();
    expect(notifications.live).toBe(true);
    expect(client.statements).toEqual(['LISTEN a_channel', 'LISTEN b_channel', 'LISTEN c_channel']);
    await notifications.close();
  });
});
