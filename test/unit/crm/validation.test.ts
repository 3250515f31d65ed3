import { describe, expect, it } from 'vitest';
import {
  checkUserData,
  initialValues,
  type RegistrationValues,
  toUserData,
  userDataRules,
  validateRegistration,
} from '../../../apps/crm/validation.ts';
import { type UserData, userDataSchema } from '../../../contract/crm.ts';
import { translator } from '../calc-ui/translate.ts';

const sub = '2300eb63-cd74-4f34-bd97-32c2dee2d7c6';

const valid = {
  openIdUserId: sub,
  salutation: 'Mr',
  firstName: 'Jonas',
  lastName: 'Neumann',
  street: 'Industriestraße 1',
  postalCode: '94447',
  city: 'Plattling',
  country: 'DE',
  email: 'jonas.neumann@kermi.de',
  newsletter: false,
};

/** The fields the server's schema refuses. */
function serverFailures(body: Record<string, unknown>): string[] {
  const result = userDataSchema.safeParse(body);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))].sort();
}

const clientFailures = (body: Record<string, unknown>) => Object.keys(checkUserData(body)).sort();

/** The German messages, as the form shows them. */
const t = translator('de');

describe('UserData rules in the form = the server’s rules', () => {
  const cases: [string, Record<string, unknown>][] = [['valid', valid]];
  for (const field of userDataRules.required) {
    cases.push([`${field} missing`, { ...valid, [field]: undefined }]);
    cases.push([`${field} null`, { ...valid, [field]: null }]);
    cases.push([`${field} empty`, { ...valid, [field]: '' }]);
    cases.push([`${field} blank`, { ...valid, [field]: '   ' }]);
    cases.push([`${field} one character`, { ...valid, [field]: 'x' }]);
  }
  for (const [field, max] of Object.entries(userDataRules.maxLength)) {
    if (field === 'openIdUserId') continue;
    cases.push([`${field} at the limit`, { ...valid, [field]: 'x'.repeat(max) }]);
    cases.push([`${field} over the limit`, { ...valid, [field]: 'x'.repeat(max + 1) }]);
    cases.push([`${field} padded to the limit`, { ...valid, [field]: ` ${'x'.repeat(max)} ` }]);
    cases.push([`${field} a number`, { ...valid, [field]: 42 }]);
  }
  for (const field of userDataRules.uuid) {
    cases.push([`${field} no UUID`, { ...valid, [field]: 'not-a-uuid' }]);
    cases.push([`${field} UUID upper case`, { ...valid, [field]: sub.toUpperCase() }]);
    cases.push([`${field} null`, { ...valid, [field]: null }]);
    cases.push([`${field} a number`, { ...valid, [field]: 7 }]);
  }
  for (const field of userDataRules.flags) {
    cases.push([`${field} "yes"`, { ...valid, [field]: 'yes' }]);
    cases.push([`${field} true`, { ...valid, [field]: true }]);
  }

  it.each(cases)('%s', (_, body) => {
    expect(clientFailures(body)).toEqual(serverFailures(body));
  });

  it('names the rule for each failing field', () => {
    expect(checkUserData({ ...valid, city: ' ', street: 'x'.repeat(201), accountId: 'nope' })).toEqual({
      city: { rule: 'required' },
      street: { rule: 'tooLong', values: { max: 200 } },
      accountId: { rule: 'uuid' },
    });
  });
});

const emptyValues: RegistrationValues = initialValues(null, {});

describe('the form’s body and prefill', () => {
  it('prefills name and e-mail from the session, country from the route', () => {
    const values = initialValues(null, {
      givenName: 'Jonas',
      familyName: 'Neumann',
      email: 'jonas.neumann@kermi.de',
      country: 'DE',
      targetGroup: 'PRS',
    });
    expect(values).toMatchObject({
      firstName: 'Jonas',
      lastName: 'Neumann',
      email: 'jonas.neumann@kermi.de',
      country: 'DE',
      targetGroup: 'PRS',
      salutation: '',
      newsletter: false,
    });
  });

  it('prefers the stored CRM record', () => {
    const record = { ...valid, firstName: 'J.', newsletter: true, telephone: null } as unknown as UserData;
    expect(initialValues(record, { givenName: 'Jonas' })).toMatchObject({
      firstName: 'J.',
      newsletter: true,
      telephone: '',
    });
  });

  it('sends trimmed text, null for empty optional fields, the e-mail and the language', () => {
    const body = toUserData(
      {
        ...emptyValues,
        ...valid,
        firstName: ' Jonas ',
        telephone: '  ',
        email: 'jonas.neumann@kermi.de',
      } as RegistrationValues,
      { sub, locale: 'de' },
    );
    expect(body).toMatchObject({
      openIdUserId: sub,
      firstName: 'Jonas',
      telephone: null,
      email: 'jonas.neumann@kermi.de',
      language: 'de',
      newsletter: false,
    });
    expect(userDataSchema.safeParse(body).success).toBe(true);
  });

  it('reports the missing fields in the user’s language', () => {
    const body = toUserData({ ...emptyValues, ...valid, city: '' } as RegistrationValues, { sub, locale: 'de' });
    expect(validateRegistration(body, t)).toEqual({ city: 'Bitte füllen Sie dieses Feld aus.' });
    const odd = toUserData({ ...emptyValues, ...valid } as RegistrationValues, { sub: 'admin', locale: 'de' });
    expect(validateRegistration(odd, t)).toEqual({
      openIdUserId: 'Dieser Wert muss eine gültige Kennung (UUID) sein.',
    });
  });
});
