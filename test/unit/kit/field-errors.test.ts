import { describe, expect, it } from 'vitest';
import { fieldErrors, fieldOf, issueRule, ruleText } from '../../../apps/shared/errors/index.ts';
import { RestError } from '../../../client/api-client.ts';
import { userDataSchema } from '../../../contract/crm.ts';
import { roleBodySchema } from '../../../contract/security.ts';
import { validationError } from '../../../server/http/errors.ts';
import { translator } from '../calc-ui/translate.ts';

const t = translator('de');
const cs = translator('cs');

/** The exact 400 the reference server sends for a body that fails a contract schema. */
function serverError(schema: { safeParse(value: unknown): { success: boolean; error?: unknown } }, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) throw new Error('expected a validation error');
  const http = validationError(result.error as Parameters<typeof validationError>[0]);
  return new RestError(400, http.body.code, http.body.message, http.body.field ?? null, http.body);
}

const sub = '2300eb63-cd74-4f34-bd97-32c2dee2d7c6';
const user = {
  openIdUserId: sub,
  salutation: 'Mr',
  firstName: 'Jonas',
  lastName: 'Neumann',
  street: 'Industriestraße 1',
  postalCode: '94447',
  city: 'Plattling',
  country: 'DE',
};

describe('fieldErrors: the server’s 400 at the form’s fields, in the user’s language', () => {
  it('maps every failing field of a real 400 to its rule', () => {
    const error = serverError(userDataSchema, {
      ...user,
      city: '',
      street: undefined,
      postalCode: 'x'.repeat(21),
      accountId: 'nope',
      newsletter: 'yes',
    });
    const fields = ['city', 'street', 'postalCode', 'accountId', 'newsletter'];
    expect(fieldErrors(error, t, { fields })).toEqual({
      fields: {
        city: 'Bitte füllen Sie dieses Feld aus.',
        street: 'Bitte füllen Sie dieses Feld aus.',
        postalCode: 'Bitte höchstens 20 Zeichen eingeben.',
        accountId: 'Dieser Wert muss eine gültige Kennung (UUID) sein.',
        newsletter: 'Dieser Wert ist ungültig.',
      },
      rest: null,
    });
    // The same answer for a Czech user.
    expect(fieldErrors(error, cs, { fields })?.fields.city).toBe('Vyplňte prosím toto pole.');
  });

  it('says once for the whole form what no field shows, and keeps the first message per field', () => {
    const error = serverError(roleBodySchema, { name: '', roleType: -1, extra: 1 });
    const result = fieldErrors(error, t, { fields: ['name'] });
    expect(result?.fields).toEqual({ name: 'Bitte füllen Sie dieses Feld aus.' });
    expect(result?.rest).toBe('Der Server hat einige Angaben abgelehnt. Bitte prüfen Sie Ihre Eingaben.');
  });

  it('lands nested paths on the field above them', () => {
    expect(fieldOf('planDetails.0.articleId', ['date', 'planDetails'])).toBe('planDetails');
    expect(fieldOf('orderDetails.1.quantity', ['orderDetails', 'orderDetails.1'])).toBe('orderDetails.1');
    expect(fieldOf('name', undefined)).toBe('name');
    expect(fieldOf('(body)', undefined)).toBeNull();
    expect(fieldOf('other', ['name'])).toBeNull();
  });

  it('reads the older single-field answer (`field` and "name: at most 200 characters")', () => {
    const error = new RestError(400, 'validation_failed', 'name: at most 200 characters', 'name');
    expect(fieldErrors(error, t)).toEqual({ fields: { name: 'Bitte höchstens 200 Zeichen eingeben.' }, rest: null });
  });

  it('a 409 naming a field: the app’s text for the code, else "taken"', () => {
    const planExists = new RestError(409, 'plan_exists', 'These days already have a plan', 'toDate');
    expect(fieldErrors(planExists, t, { namespace: 'canteen', fields: ['toDate'] })?.fields).toEqual({
      toDate: 'Für diesen Tag gibt es bereits einen Speiseplan.',
    });
    const taken = new RestError(409, 'conflict', 'name already exists', 'name');
    expect(fieldErrors(taken, t, { fields: ['name'] })).toEqual({
      fields: { name: 'Dieser Name ist bereits vergeben.' },
      rest: null,
    });
    // A field the form does not show: one sentence for the form.
    expect(fieldErrors(taken, t, { fields: ['other'] })?.rest).toBe(
      'Die Änderung ist nicht möglich: name already exists',
    );
  });

  it('an app words a rule its own way through its namespace', () => {
    const error = new RestError(400, 'validation_failed', 'name: required', 'name', {
      code: 'validation_failed',
      message: 'name: required',
      field: 'name',
      errors: [{ field: 'name', code: 'too_small', message: 'Too small: expected string to have >=1 characters' }],
    });
    expect(fieldErrors(error, t, { namespace: 'canteen' })?.fields.name).toBe('Bitte ausfüllen.');
    expect(fieldErrors(error, t)?.fields.name).toBe('Bitte füllen Sie dieses Feld aus.');
  });

  it('leaves other errors to errorText', () => {
    expect(fieldErrors(new RestError(403, 'forbidden', 'no'), t)).toBeNull();
    expect(fieldErrors(new RestError(409, 'conflict', 'in use'), t)).toBeNull();
    expect(fieldErrors(new RestError(400, 'validation_failed', 'Bad'), t)).toBeNull();
    expect(fieldErrors(new Error('boom'), t)).toBeNull();
  });
});

describe('issueRule and ruleText', () => {
  it.each([
    [{ code: 'invalid_type', message: 'Invalid input: expected string, received undefined' }, 'required'],
    [{ code: 'invalid_type', message: 'Invalid input: expected boolean, received string' }, 'invalid'],
    [{ code: 'too_small', message: 'Too small: expected string to have >=1 characters' }, 'required'],
    [{ code: 'too_small', message: 'Too small: expected array to have >=1 items' }, 'required'],
    [{ code: 'too_small', message: 'Too small: expected number to be >=0' }, 'tooSmall'],
    [{ code: 'too_big', message: 'Too big: expected string to have <=200 characters' }, 'tooLong'],
    [{ code: 'too_big', message: 'Too big: expected number to be <=32767' }, 'tooBig'],
    [{ code: 'invalid_format', message: 'Invalid UUID' }, 'uuid'],
    [{ code: 'invalid_format', message: 'Invalid email address' }, 'email'],
    [{ code: 'invalid_format', message: 'Invalid ISO date' }, 'date'],
    [{ code: 'unrecognized_keys', message: 'Unrecognized key: "x"' }, 'unknownField'],
    [{ code: 'unknown_reference', message: 'unknown role' }, 'unknown'],
    [{ code: 'same_week', message: 'must be in another week than fromDate' }, 'same_week'],
    [{ code: '', message: 'firstName is required' }, 'required'],
  ])('%o → %s', (issue, rule) => {
    expect(issueRule(issue).rule).toBe(rule);
  });

  it('words every rule, with its numbers, and falls back to "invalid"', () => {
    expect(ruleText({ rule: 'tooLong', values: { max: 20 } }, t)).toBe('Bitte höchstens 20 Zeichen eingeben.');
    expect(ruleText({ rule: 'tooSmall', values: { min: 0 } }, t)).toBe('Bitte einen Wert ab 0 eingeben.');
    expect(ruleText({ rule: 'same_week' }, t, 'canteen')).toBe('Dieser Wert ist ungültig.');
    expect(ruleText({ rule: 'price' }, t, 'canteen')).toMatch(/höchstens zwei Nachkommastellen/);
  });
});
