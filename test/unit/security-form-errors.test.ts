import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../../apps/security/errors.ts';
import { RestError } from '../../contract/api-client.ts';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key}:${JSON.stringify(values)}` : key;

describe('fieldErrorsOf: the server’s 400/409 at the form field, in the user’s language', () => {
  it('maps the rule of the first failing field', () => {
    expect(fieldErrorsOf(new RestError(400, 'validation_failed', 'name: required', 'name'), t)).toEqual({
      name: 'security.validation.required',
    });
    expect(fieldErrorsOf(new RestError(400, 'validation_failed', 'name: at most 200 characters', 'name'), t)).toEqual({
      name: 'security.validation.tooLong:{"max":200}',
    });
    expect(
      fieldErrorsOf(new RestError(400, 'validation_failed', 'ressourceId: unknown resource x', 'ressourceId'), t),
    ).toEqual({ ressourceId: 'security.validation.unknown' });
    expect(fieldErrorsOf(new RestError(400, 'validation_failed', 'id: must be a UUID', 'id'), t)).toEqual({
      id: 'security.validation.invalid',
    });
  });

  it('409 means the name is taken; other answers name no field', () => {
    expect(fieldErrorsOf(new RestError(409, 'conflict', 'A role named "x" already exists', 'name'), t)).toEqual({
      name: 'security.validation.taken',
    });
    expect(fieldErrorsOf(new RestError(403, 'forbidden', 'Missing API permission'), t)).toEqual({});
    expect(fieldErrorsOf(new Error('boom'), t)).toEqual({});
  });
});
