import { describe, expect, it } from 'vitest';
import { checkSqlStatement } from '../../../server/areas/analytics/sql-guard.ts';
import { HttpError } from '../../../server/http/errors.ts';

async function refusal(query: string): Promise<string> {
  try {
    await checkSqlStatement(query);
  } catch (error) {
    if (error instanceof HttpError) return error.body.code;
    throw error;
  }
  return 'passed';
}

describe('SQL guard (PostgreSQL’s own parser)', () => {
  it('passes one SELECT over the erp tables, WITH names, set operations and built-in functions', async () => {
    for (const query of [
      'select * from vbak',
      'SELECT k.vbeln FROM erp.vbak k JOIN erp.vbap p USING (vbeln) WHERE p.netwr > 100;',
      'with top as (select kunnr, sum(netwr) s from vbak group by 1) select * from top order by s desc limit 10',
      'select matnr from mara union select matnr from makt',
      "select pg_sleep(1), now(), upper('x'), coalesce(null, 1)",
      'values (1), (2)',
      'select (select count(*) from lips) as n',
    ]) {
      expect(await refusal(query), query).toBe('passed');
    }
  });

  it('returns the statement without its trailing semicolon', async () => {
    expect((await checkSqlStatement('  select 1 ;  ')).text).toBe('select 1');
  });

  it.each([
    ['insert into vbak values (1)', 'sql_not_select'],
    ['select 1; select 2', 'sql_not_select'],
    ['select 1 /* ; */; delete from vbak', 'sql_not_select'],
    ['select $$;$$, 1; delete from vbak', 'sql_not_select'],
    ['with x as (update vbak set netwr = 0 returning 1) select * from x', 'sql_not_select'],
    ['select * from (select * from vbak for share) s', 'sql_not_select'],
    ['select * into t from vbak', 'sql_not_select'],
    ['select * from vbak union all select * into t from vbak', 'sql_not_select'],
    ['explain analyze select 1', 'sql_not_select'],
    ['copy vbak to stdout', 'sql_not_select'],
    ['select * from public.sales_fact', 'sql_forbidden'],
    ['select * from sales_fact', 'sql_forbidden'],
    ['select * from information_schema.tables', 'sql_forbidden'],
    ['select * from otherdb.erp.vbak', 'sql_forbidden'],
    ['select * from vbak where kunnr in (select username from portal_user)', 'sql_forbidden'],
    ["select set_config('role', 'postgres', true)", 'sql_forbidden'],
    ["select pg_catalog.set_config('role', 'postgres', true)", 'sql_forbidden'],
    ['select public.my_function()', 'sql_forbidden'],
    ["select lo_import('/etc/passwd')", 'sql_forbidden'],
    ["select dblink('x', 'select 1')", 'sql_forbidden'],
    ['select pg_terminate_backend(1)', 'sql_forbidden'],
    ["select cursor_to_xml('c', 1, true, false, '')", 'sql_forbidden'],
    ['select from where', 'sql_syntax'],
  ])('refuses %s', async (query, code) => {
    expect(await refusal(query)).toBe(code);
  });
});
