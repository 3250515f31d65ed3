import { describe, expect, it } from 'vitest';
import {
  drillDown,
  fromDefinition,
  type Notebook,
  parseValue,
  toDefinition,
} from '../../../apps/reporting/notebook.ts';
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
    filter: {
      operator: 'and',
      items: [
        { column: 'country', comparer: 'in', value: 'DE; AT', value2: '' },
        { column: 'year', comparer: 'ge', value: '2025', value2: '' },
        { column: 'invoiceDate', comparer: 'between', value: '2025-01-01', value2: '2025-06-30' },
      ],
    },
    metrics: [{ aggregate: 'sum', column: 'revenue' }],
    computed: [],
    groups: ['country'],
    columns: [],
    sort: [{ name: 'revenue_sum', ascending: false }],
    limit: 500,
    currency: 'CHF',
    display: 'bar',
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
      display: 'bar',
      count: true,
    });
  });

  it('comes back from a saved definition unchanged', () => {
    expect(fromDefinition(toDefinition(notebook, source))).toEqual(notebook);
  });

  it('keeps OR groups, nested groups, relative dates and computed measures; drops empty groups', () => {
    const nested: Notebook = {
      ...notebook,
      filter: {
        operator: 'or',
        items: [
          { column: 'country', comparer: 'eq', value: 'DE', value2: '' },
          {
            operator: 'and',
            items: [
              { column: 'country', comparer: 'eq', value: 'AT', value2: '' },
              { column: 'invoiceDate', comparer: 'during', value: 'last12Months', value2: '' },
            ],
          },
          { operator: 'or', items: [] },
        ],
      },
      metrics: [
        { aggregate: 'sum', column: 'revenue' },
        { aggregate: 'sum', column: 'year' },
      ],
      computed: [{ label: 'Anteil', operator: 'percent', left: 'year_sum', right: 'revenue_sum' }],
    };
    const definition = toDefinition(nested, source);
    expect(definition.filter).toEqual({
      operator: 'or',
      conditions: [
        { key: 'country', comparer: 'eq', value: 'DE' },
        {
          operator: 'and',
          conditions: [
            { key: 'country', comparer: 'eq', value: 'AT' },
            { key: 'invoiceDate', comparer: 'during', value: 'last12Months' },
          ],
        },
      ],
    });
    expect(definition.computed).toEqual([
      { alias: 'computed1', label: 'Anteil', operator: 'percent', left: 'year_sum', right: 'revenue_sum' },
    ]);
    const back = fromDefinition(definition);
    expect(back.filter.items).toHaveLength(2);
    expect(toDefinition(back, source)).toEqual(definition);
  });

  it('drills into a row: its group values become conditions, the result is broken down by another column', () => {
    const or: Notebook = {
      ...notebook,
      filter: {
        operator: 'or',
        items: [
          { column: 'country', comparer: 'eq', value: 'DE', value2: '' },
          { column: 'country', comparer: 'eq', value: 'AT', value2: '' },
        ],
      },
      display: 'pivot',
    };
    const drilled = drillDown(or, [{ column: 'country', value: 'AT' }], 'year');
    expect(drilled.groups).toEqual(['year']);
    expect(drilled.display).toBe('bar');
    expect(toDefinition(drilled, source).filter).toEqual({
      operator: 'and',
      conditions: [
        {
          operator: 'or',
          conditions: [
            { key: 'country', comparer: 'eq', value: 'DE' },
            { key: 'country', comparer: 'eq', value: 'AT' },
          ],
        },
        { key: 'country', comparer: 'eq', value: 'AT' },
      ],
    });
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
