import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wireGenerationRead } from '../../server/auth/generation-wire.ts';
import { isDatabaseUnavailable } from '../../server/http/error-log.ts';
import { testDatabaseUrl } from '../helpers/test-server.ts';

// PostgreSQL only (vitest.config.ts `postgresOnlyFiles`, `npm run test:pg`): the read speaks its wire protocol.
if (/^postgres(ql)?:\/\//.test(testDatabaseUrl)) {
  describe('the auth generation read on a PostgreSQL connection', () => {
    const applicationName = 'portal-generation-wire-test';
    const connect = () => new pg.Client({ connectionString: testDatabaseUrl, application_name: applicationName });
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    const opened: pg.Client[] = [];
    const tracked = () => {
      const client = connect();
      opened.push(client);
      return client;
    };

    beforeAll(async () => {
      await admin.connect();
      await admin.query(
        'create table if not exists generation_wire_test (fail boolean not null, value bigint not null)',
      );
      await admin.query('truncate generation_wire_test');
      await admin.query('insert into generation_wire_test values (false, 41)');
    });
    afterAll(async () => {
      await Promise.all(opened.map((client) => client.end().catch(() => {})));
      await admin.query('drop table if exists generation_wire_test');
      await admin.end();
    });

    const query =
      'select (case when fail then 1 / (value - value) else value end)::text as generation from generation_wire_test';

    it('reads the current value, and a change at the next read, with many reads on their way at once', async () => {
      const read = wireGenerationRead(tracked, query);
      expect(await read()).toBe('41');
      const many = await Promise.all(Array.from({ length: 200 }, () => read()));
      expect(new Set(many)).toEqual(new Set(['41']));
      await admin.query('update generation_wire_test set value = value + 1');
      expect(await read()).toBe('42');
    });

    it('fails a read PostgreSQL refuses, and the next read works again on a new connection', async () => {
      const read = wireGenerationRead(tracked, query);
      expect(await read()).toBe('42');
      await admin.query('update generation_wire_test set fail = true');
      await expect(read()).rejects.toMatchObject({ code: '22012' });
      await admin.query('update generation_wire_test set fail = false');
      expect(await read()).toBe('42');
    });

    it('fails the reads of a connection PostgreSQL ended, and reads again on a new one', async () => {
      const read = wireGenerationRead(tracked, query);
      expect(await read()).toBe('42');
      const ended = await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [applicationName],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
      // The end may reach the process before or after the next read is written: either it fails as
      // the database being unavailable (a 503, never a 500) or it already runs on a new connection.
      const [outcome] = await Promise.allSettled([read()]);
      if (outcome!.status === 'rejected')
        expect(isDatabaseUnavailable(outcome!.reason), String(outcome!.reason)).toBe(true);
      expect(await read()).toBe('42');
    });
  });
}
