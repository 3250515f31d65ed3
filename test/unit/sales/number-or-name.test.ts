import { describe, expect, it } from 'vitest';
import type { SearchParams } from '../../../apps/sales/api.ts';
import { numberOrName } from '../../../apps/sales/common/number-or-name.ts';

/** A lookup over a fixed list that answers like the server: Number as a prefix, Name as a part of the name. */
function fakeLookup(rows: { number: string; name: string }[]) {
  const asked: SearchParams[] = [];
  const lookup = async (query: SearchParams) => {
    asked.push(query);
    if (query.Number) return rows.filter((r) => r.number.startsWith(String(query.Number)));
    return rows.filter((r) => r.name.toLowerCase().includes(String(query.Name).toLowerCase()));
  };
  return { lookup, asked };
}

const customers = [
  { number: '1000001', name: 'Haustechnik Huber GmbH' },
  { number: '1000002', name: 'Bad & Wärme 2000 KG' },
];
const signal = new AbortController().signal;

describe('numberOrName (customer and material pickers)', () => {
  it('finds a customer by its number', async () => {
    const { lookup, asked } = fakeLookup(customers);
    expect(await numberOrName(lookup)(' 1000001 ', signal)).toEqual([customers[0]]);
    expect(asked).toEqual([{ Number: '1000001', Top: 10 }]);
  });

  it('searches names for words, and for number-like text that is no number', async () => {
    const { lookup, asked } = fakeLookup(customers);
    expect(await numberOrName(lookup)('Huber', signal)).toEqual([customers[0]]);
    expect(await numberOrName(lookup, { Language: 'de' })('2000', signal)).toEqual([customers[1]]);
    expect(asked).toEqual([
      { Name: 'Huber', Fuzzy: true, Top: 10 },
      { Language: 'de', Number: '2000', Top: 10 },
      { Language: 'de', Name: '2000', Fuzzy: true, Top: 10 },
    ]);
  });
});
