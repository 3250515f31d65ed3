import { describe, expect, it } from 'vitest';
import { errorText } from '../../../apps/shared/errors/index.ts';
import { AbortError, ParseError, RestError } from '../../../client/api-client.ts';
import { translator } from '../calc-ui/translate.ts';

const t = translator('de');

describe('errorText: one sentence per failure, in the user’s language', () => {
  it('an app’s own error code first, through its namespace', () => {
    const deadline = new RestError(409, 'order_deadline_passed', 'The deadline has passed');
    expect(errorText(deadline, t, 'canteen')).toBe(
      'Der Bestellschluss für diesen Tag ist vorbei – die Bestellung kann nicht mehr geändert werden.',
    );
    expect(errorText(new RestError(403, 'forbidden', 'no'), t, 'crm')).toBe(
      'Sie können nur Ihre eigenen Angaben lesen und ändern.',
    );
  });

  it('else the status, never the server’s English', () => {
    expect(errorText(new RestError(403, 'forbidden', 'Missing API permission'), t)).toBe(
      'Für diese Aktion fehlt Ihnen die Berechtigung.',
    );
    expect(errorText(new RestError(404, 'not_found', 'Role x not found'), t, 'canteen')).toBe(
      'Der Eintrag existiert nicht mehr. Bitte laden Sie die Seite neu.',
    );
    expect(errorText(new RestError(401, 'unauthorized', 'expired'), t)).toMatch(/erneut an/);
    expect(errorText(new RestError(400, 'validation_failed', 'name: required', 'name'), t)).toBe(
      'Die Angaben wurden nicht angenommen. Bitte prüfen Sie Ihre Eingaben.',
    );
    expect(errorText(new RestError(503, null, 'Service Unavailable'), t)).toMatch(/momentan nicht/);
    expect(errorText(new RestError(429, null, 'Too Many Requests'), t)).toMatch(/Zu viele Anfragen/);
    expect(errorText(new RestError(418, null, 'teapot'), t)).toBe('Unerwartete Antwort des Servers (418).');
  });

  it('a 409 keeps the server’s reason (what is in the way)', () => {
    expect(errorText(new RestError(409, 'conflict', 'The set is used by 3 roles'), t)).toBe(
      'Die Änderung ist nicht möglich: The set is used by 3 roles',
    );
  });

  it('network, time-out and unreadable answers', () => {
    expect(errorText(new AbortError('timed out', true), t)).toBe(
      'Der Server antwortet nicht. Bitte versuchen Sie es erneut.',
    );
    expect(errorText(new AbortError('aborted'), t)).toBe('Keine Verbindung zum Server.');
    expect(errorText(new ParseError('Unexpected token'), t)).toMatch(/unverständlich/);
    expect(errorText(Object.assign(new Error('x'), { name: 'NetworkError' }), t)).toBe('Keine Verbindung zum Server.');
  });
});
