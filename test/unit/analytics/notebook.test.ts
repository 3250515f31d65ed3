import { describe, expect, it } from 'vitest';
import { fromDefinition, type Notebook, parseValue, toDefinition } from '../../../apps/reporting/notebook.ts';
import type { ReportSourceMeta } from '../../../contract/reporting.ts';

const texts = (s: string) => ({ de: s, en: s, cs: s, fr: s, it: s });
const column = (id: string, type: ReportSourceMeta['columns'][number]['type']) => ({
  id,
  label: texts(id),
  type,
  filterable: true,
  groupable: true,
  aggregatable: false,
  aggregates: [],
  comparers: [],
  money: type === 'money',
});
const source: ReportSourceMeta = {
  id: 'salesFacts',
  label: texts('Sales'),
  description: texts(''),
  columns: [
    column('country', 'text'),
    column('year', 'integer'),
    column('invoiceDate', 'date'),
    column('revenue', 'money'),
  ],
};

describe('query builder notebook', () => {
  const notebook: Notebook = {
    source: 'salesFacts',
    filters: [
      { column: 'country', comparer: 'in', value: 'DE; AT', value2: '' },
      { column: 'year', comparer: 'ge', value: '2025', value2: '' },
      { column: 'invoiceDate', comparer: 'between', value: '2025-01-01', value2: '2025-06-30' },
    ],
    metrics: [{ aggregate: 'sum', column: 'revenue' }],
    groups: ['country'],
    columns: [],
    sort: [{ name: 'revenue_sum', ascending: false }],
    limit: 500,
    currency: 'CHF',
  };

  it('becomes a grouped definition with typed filter values', () => {
    expect(toDefinition(notebook, source)).toEqual({
      source: 'salesFacts',
      columns: [{ column: 'country' }, { column: 'revenue', aggregate: 'sum', alias: 'revenue_sum' }],
      grouping: ['country'],
      filter: {
        operator: 'and',
        conditions: [
          { key: 'country', comparer: 'in', value: ['DE', 'AT'] },
          { key: 'year', comparer: 'ge', value: 2025 },
          { key: 'invoiceDate', comparer: 'between', value: ['2025-01-01', '2025-06-30'] },
        ],
      },
      order: { revenue_sum: false },
      limit: 500,
      currency: 'CHF',
      count: true,
    });
  });

  it('comes back from a saved definition unchanged', () => {
    expect(fromDefinition(toDefinition(notebook, source))).toEqual(notebook);
  });

  it('lists plain columns without metrics or groups', () => {
    const listing = { ...notebook, metrics: [], groups: [], columns: ['invoiceDate', 'revenue'], sort: [] };
    const definition = toDefinition(listing, source);
    expect(definition.columns).toEqual([{ column: 'invoiceDate' }, { column: 'revenue' }]);
    expect(definition).not.toHaveProperty('grouping');
  });

  it('reads numbers with a decimal comma and keeps what is not a number for the server to name', () => {
    expect(parseValue('1 234,5', 'number')).toBe(1234.5);
    expect(parseValue('abc', 'integer')).toBe('abc');
    expect(parseValue('true', 'boolean')).toBe(true);
  });
});
