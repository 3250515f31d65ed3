import { describe, expect, it } from 'vitest';
import { engineErrorPosition, engineErrorReason } from '../../../server/areas/analytics/sql-errors.ts';

describe('engine errors', () => {
  it.each([
    ['Binder Error: Referenced column "x" not found in FROM clause!', 'binding'],
    ['Catalog Error: Table with name nope does not exist!', 'unknown_object'],
    ["Conversion Error: Could not convert string 'a' to INT32", 'conversion'],
    ['Invalid Input Error: bad', 'conversion'],
    ['Out of Range Error: Overflow in multiplication', 'out_of_range'],
    ['Parser Error: syntax error at end of input', 'syntax'],
    ['Permission Error: File system LocalFileSystem has been disabled by configuration', 'not_permitted'],
    ['Out of Memory Error: could not allocate', 'too_large'],
    ['Not implemented Error: nope', 'not_supported'],
    ['Something else entirely', 'other'],
  ])('%s → %s', (message, reason) => {
    expect(engineErrorReason(message)).toBe(reason);
  });

  it('places the caret of the quoted line in the statement', () => {
    const statement = 'select kunnr,\n  nope\nfrom kna1';
    const message = 'Binder Error: Referenced column "nope" not found\n\nLINE 2:   nope\n          ^';
    expect(engineErrorPosition(message, statement)).toBe(statement.indexOf('nope') + 1);
  });

  it('finds the place in a long line the engine shortened with "..."', () => {
    const statement = `select ${Array.from({ length: 40 }, (_, i) => `col${i}`).join(', ')}, nope from kna1`;
    const excerpt = statement.slice(statement.indexOf('col36'), statement.indexOf('nope') + 10);
    const caret = ' '.repeat('LINE 1: ...'.length + excerpt.indexOf('nope'));
    const message = `Binder Error: x\n\nLINE 1: ...${excerpt}...\n${caret}^`;
    expect(engineErrorPosition(message, statement)).toBe(statement.indexOf('nope') + 1);
  });

  it('has no place without a quoted line, or for a line the statement does not have', () => {
    expect(engineErrorPosition('Binder Error: x', 'select 1')).toBeUndefined();
    expect(engineErrorPosition('Binder Error: x\n\nLINE 3: y\n        ^', 'select 1')).toBeUndefined();
  });
});
