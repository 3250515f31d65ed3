import { describe, expect, it } from 'vitest';
import { mergedChanges, mergeFields } from '../../../apps/production-cockpit/merge.ts';

describe('merging after a conflict', () => {
  const base = { oee: 80, deliveryReliability: 95, accidents: 0, comment: null };

  it('takes one-sided changes from each side and asks only where both changed differently', () => {
    const mine = { oee: 82, accidents: 1, comment: 'Linie 2 stand' };
    const theirs = { oee: 79, deliveryReliability: 96, accidents: 1, comment: null };
    const fields = mergeFields(base, mine, theirs);
    expect(fields.map((f) => [f.key, f.conflict])).toEqual([
      ['oee', true],
      ['accidents', false],
      ['comment', false],
      ['deliveryReliability', false],
    ]);
    expect(mergedChanges(fields, {})).toEqual({ oee: 82, comment: 'Linie 2 stand' });
    expect(mergedChanges(fields, { oee: 'theirs' })).toEqual({ comment: 'Linie 2 stand' });
  });

  it('has nothing to decide when the other save touched other fields', () => {
    const fields = mergeFields(base, { oee: 81 }, { ...base, deliveryReliability: 97 });
    expect(fields.some((f) => f.conflict)).toBe(false);
    expect(mergedChanges(fields, {})).toEqual({ oee: 81 });
  });
});
