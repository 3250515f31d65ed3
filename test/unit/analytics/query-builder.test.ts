import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { ReportQueryDefinition } from '../../../contract/reporting.ts';
import { compileReport } from '../../../server/areas/analytics/reporting/query-builder.ts';

const dialect = new PgDialect();
const compile = (definition: ReportQueryDefinition) => {
  const compiled = compileReport(definition);
  return { ...compiled, ...dialect.sqlToQuery(compiled.statement) };
};

describe('report query builder', () => {
  it('puts every value of a definition into parameters, never into the SQL text', () => {
    const hostile = "DE' or '1'='1";
    const { sql, params } = compile({
      source: 'salesFacts',
      columns: [{ column: 'country' }, { column: 'revenue', aggregate: 'sum', alias: 'grandSum' }],
      grouping: ['country'],
      filter: {
        operator: 'or',
        conditions: [
          { key: 'country', comparer: 'in', value: [hostile, 'AT'] },
          { key: 'customerName', comparer: 'contains', value: '50%_off' },
          { key: 'invoiceDate', comparer: 'between', value: ['2025-01-01', '2025-06-30'] },
        ],
      },
      order: { grandSum: false },
      currency: 'CHF',
    });
    expect(sql).not.toContain(hostile);
    expect(sql).not.toContain('50%');
    expect(sql).not.toContain('grandSum');
    expect(sql).not.toContain('CHF');
    expect(params).toEqual(expect.arrayContaining([hostile, 'AT', '50\\%\\_off', '2025-01-01', '2025-06-30', 'CHF']));
  });

  it('answers month-level groupings from the pre-aggregate and the rest from the invoice lines', () => {
    const base: ReportQueryDefinition = {
      source: 'salesFacts',
      columns: [
        { column: 'territoryHt' },
        { column: 'margin', aggregate: 'sum' },
        { column: 'country', aggregate: 'count' },
      ],
      grouping: ['territoryHt'],
    };
    expect(compile(base).table).toBe('sales_fact_month');
    expect(
      compile({
        ...base,
        filter: { operator: 'and', conditions: [{ key: 'invoiceDate', comparer: 'ge', value: '2025-01-01' }] },
      }).table,
    ).toBe('sales_fact');
    expect(
      compile({ ...base, columns: [{ column: 'territoryHt' }, { column: 'margin', aggregate: 'max' }] }).table,
    ).toBe('sales_fact');
    expect(
      compile({ ...base, columns: [{ column: 'territoryHt' }], grouping: ['territoryHt', 'customerName'] }).table,
    ).toBe('sales_fact');
    expect(compile({ source: 'salesFacts', columns: [{ column: 'country' }] }).mode).toBe('detail');
  });

  it('names output columns after the definition and types the aggregates', () => {
    const { columns } = compile({
      source: 'salesPlan',
      columns: [
        { column: 'year' },
        { column: 'revenue', aggregate: 'avg' },
        { column: 'quantity', aggregate: 'avg' },
        { column: 'invoiceMonth', aggregate: 'max' },
        { column: 'country', aggregate: 'count', alias: 'n' },
      ],
      grouping: ['year'],
      currency: 'CZK',
    });
    expect(columns.map((c) => [c.name, c.type, c.currency])).toEqual([
      ['year', 'integer', null],
      ['revenue_avg', 'money', 'CZK'],
      ['quantity_avg', 'number', null],
      ['invoiceMonth_max', 'date', null],
      ['n', 'integer', null],
    ]);
  });
});

describe('relative dates and computed measures', () => {
  const base: ReportQueryDefinition = {
    source: 'salesFacts',
    columns: [{ column: 'country' }, { column: 'margin', aggregate: 'sum' }, { column: 'revenue', aggregate: 'sum' }],
    grouping: ['country'],
  };

  it('resolves a relative date on the server, as parameters', () => {
    const compiled = compileReport(
      {
        ...base,
        filter: { operator: 'and', conditions: [{ key: 'invoiceMonth', comparer: 'during', value: 'last12Months' }] },
      },
      { today: new Date('2026-11-27T00:00:00Z') },
    );
    const { sql, params } = dialect.sqlToQuery(compiled.statement);
    expect(params).toEqual(expect.arrayContaining(['2025-11-01', '2026-11-01']));
    expect(sql).not.toContain('last12Months');
    // A month column: the pre-aggregate still answers.
    expect(compiled.table).toBe('sales_fact_month');
  });

  it('adds a computed measure after the columns, its operands checked', () => {
    const compiled = compile({
      ...base,
      computed: [
        { alias: 'marginPct', label: 'Marge %', operator: 'percent', left: 'margin_sum', right: 'revenue_sum' },
      ],
      order: { marginPct: false },
    });
    expect(compiled.columns.map((c) => `${c.name}:${c.type}`)).toEqual([
      'country:text',
      'margin_sum:money',
      'revenue_sum:money',
      'marginPct:number',
    ]);
    expect(compiled.sql).not.toContain('marginPct');
    expect(compiled.sql).not.toContain('Marge');
    const refused = (computed: ReportQueryDefinition['computed']) => {
      try {
        compileReport({ ...base, computed });
      } catch (error) {
        return (error as { body: { field: string } }).body.field;
      }
      return null;
    };
    expect(refused([{ alias: 'x', operator: 'percent', left: 'nope', right: 'revenue_sum' }])).toBe('computed.0.left');
    expect(refused([{ alias: 'x', operator: 'divide', left: 'margin_sum', right: 'country' }])).toBe(
      'computed.0.right',
    );
    expect(refused([{ alias: 'revenue_sum', operator: 'add', left: 'margin_sum', right: 'revenue_sum' }])).toBe(
      'computed.0.alias',
    );
  });
});
