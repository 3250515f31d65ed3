import { describe, expect, it } from 'vitest';
import { filterRows, nextSort, sortRows } from '../../../apps/shared/entity-table/index.ts';
import { type FormField, isIsoDate, validateFields } from '../../../apps/shared/forms/index.ts';
import { sortCollator } from '../../../apps/shared/grid/sort.ts';
import { translator } from '../calc-ui/translate.ts';

const t = translator('de');

describe('validateFields: the checks before sending, in the kit’s words', () => {
  type V = { name: string; count: string; mail: string; day: string; agree: boolean; code: string };
  const fields: FormField<V>[] = [
    { name: 'name', label: 'Name', required: true, maxLength: 5 },
    { name: 'count', label: 'Anzahl', kind: 'integer' },
    { name: 'mail', label: 'E-Mail', kind: 'email' },
    { name: 'day', label: 'Tag', kind: 'date' },
    { name: 'agree', label: 'Einverstanden', kind: 'checkbox', required: true },
    {
      name: 'code',
      label: 'Code',
      pattern: { regex: /^[A-Z]+$/, message: 'Nur Großbuchstaben.' },
      check: (value) => (value === 'XX' ? 'Nicht XX.' : null),
    },
  ];
  const valid: V = { name: 'Anna', count: '3', mail: 'a@b.de', day: '2026-11-23', agree: true, code: 'AB' };

  it('passes valid values and trims before checking', () => {
    expect(validateFields(fields, { ...valid, name: '  Anna  ' }, t)).toEqual({});
  });

  it('names each broken rule', () => {
    expect(
      validateFields(fields, { name: ' ', count: '1,5', mail: 'a@b', day: '2026-02-30', agree: false, code: 'ab' }, t),
    ).toEqual({
      name: 'Bitte füllen Sie dieses Feld aus.',
      count: 'Bitte eine ganze Zahl ab 0 eingeben.',
      mail: 'Bitte eine gültige E-Mail-Adresse eingeben.',
      day: 'Bitte ein gültiges Datum eingeben.',
      agree: 'Bitte füllen Sie dieses Feld aus.',
      code: 'Nur Großbuchstaben.',
    });
    expect(validateFields(fields, { ...valid, name: 'Annabel', code: 'XX' }, t)).toEqual({
      name: 'Bitte höchstens 5 Zeichen eingeben.',
      code: 'Nicht XX.',
    });
  });

  it('skips disabled fields and uses the app’s wording through its namespace', () => {
    expect(validateFields([{ ...fields[0]!, disabled: true }], { ...valid, name: '' }, t)).toEqual({});
    expect(validateFields([fields[0]!], { ...valid, name: '' }, t, 'canteen')).toEqual({ name: 'Bitte ausfüllen.' });
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('23.11.2026')).toBe(false);
  });
});

describe('entity table rows', () => {
  const rows = [
    { name: 'Zoë', n: 10 },
    { name: 'ärzte', n: 2 },
    { name: 'Anna', n: 2 },
    { name: 'item 10', n: 1 },
    { name: 'item 9', n: 1 },
  ];
  const columns = [
    { id: 'name', label: 'Name', render: () => '', sortValue: (r: (typeof rows)[number]) => r.name },
    { id: 'n', label: 'N', render: () => '', sortValue: (r: (typeof rows)[number]) => r.n },
    { id: 'plain', label: 'Plain', render: () => '' },
  ];
  const collator = sortCollator('de');
  const names = (list: readonly { name: string }[]) => list.map((r) => r.name);

  it('sorts texts in the language’s order (numbers inside by value) and numbers as numbers, stably', () => {
    expect(names(sortRows(rows, columns, { columnId: 'name', direction: 'ascending' }, collator))).toEqual([
      'Anna',
      'ärzte',
      'item 9',
      'item 10',
      'Zoë',
    ]);
    expect(names(sortRows(rows, columns, { columnId: 'n', direction: 'descending' }, collator))).toEqual([
      'Zoë',
      'ärzte',
      'Anna',
      'item 10',
      'item 9',
    ]);
    expect(sortRows(rows, columns, { columnId: 'plain', direction: 'ascending' }, collator)).toBe(rows);
    expect(sortRows(rows, columns, null, collator)).toBe(rows);
  });

  it('filters case-insensitively and flips the sort on the same column', () => {
    expect(names(filterRows(rows, ' ANNA ', (r) => r.name, 'de'))).toEqual(['Anna']);
    expect(filterRows(rows, '', (r) => r.name, 'de')).toBe(rows);
    expect(nextSort(null, 'name')).toEqual({ columnId: 'name', direction: 'ascending' });
    expect(nextSort({ columnId: 'name', direction: 'ascending' }, 'name')).toEqual({
      columnId: 'name',
      direction: 'descending',
    });
    expect(nextSort({ columnId: 'name', direction: 'descending' }, 'n')).toEqual({
      columnId: 'n',
      direction: 'ascending',
    });
  });
});
