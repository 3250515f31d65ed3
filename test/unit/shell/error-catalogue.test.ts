// @vitest-environment happy-dom
import { beforeAll, describe, expect, it, vi } from 'vitest';

/** The error catalogue, the rows about uncaught errors (the shell's i18n and message holder). */

import { setLocale } from '../../../shell/i18n/i18n.ts';
import { reportUncaughtError, userMessageFor } from '../../../shell/messages/error-catalogue.ts';
import { currentMessages } from '../../../shell/messages/messages.ts';

beforeAll(() => setLocale('de'));

describe('error catalogue', () => {
  it("replaces 'Cannot read properties of undefined (reading status)' by serverError", () => {
    expect(userMessageFor('TypeError: Cannot read properties of undefined (reading status)')).toBe(
      'Fehler: Der Server kann die Anfrage momentan nicht ausführen. Bitte versuchen Sie es später erneut.',
    );
    expect(userMessageFor('Something else')).toBe('Something else');
  });

  it('shows uncaught errors as error messages', () => {
    reportUncaughtError(new Error('Boom in a mini app'));
    expect(currentMessages().at(-1)).toMatchObject({ level: 'error', text: 'Boom in a mini app' });
  });

  it("reloads the page on 'Cannot redefine property: $router'", () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    const before = currentMessages().length;
    reportUncaughtError(new TypeError('Cannot redefine property: $router'));
    expect(reload).toHaveBeenCalledOnce();
    expect(currentMessages()).toHaveLength(before);
  });
});
