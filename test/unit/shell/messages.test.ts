import { afterEach, describe, expect, it } from 'vitest';
import { currentMessages, dismissMessage, showMessage } from '../../../shell/messages/messages.ts';

describe('the message holder', () => {
  afterEach(() => {
    for (const m of currentMessages()) dismissMessage(m.id);
  });

  it('lets a success or info note replace the one of its level: quick actions do not stack', () => {
    showMessage('success', 'Der Favorit wurde angelegt.');
    showMessage('info', 'Neue Version verfügbar');
    showMessage('success', 'Der Favorit wurde gespeichert.');
    showMessage('success', 'Der Favorit wurde gelöscht.');
    expect(currentMessages().map((m) => [m.level, m.text])).toEqual([
      ['info', 'Neue Version verfügbar'],
      ['success', 'Der Favorit wurde gelöscht.'],
    ]);
  });

  it('keeps every error and warning until it is dismissed', () => {
    showMessage('error', 'Speichern fehlgeschlagen');
    showMessage('warning', 'Sitzung läuft bald ab');
    showMessage('error', 'Laden fehlgeschlagen');
    showMessage('success', 'Gespeichert.');
    expect(currentMessages().map((m) => m.level)).toEqual(['error', 'warning', 'error', 'success']);
  });
});
