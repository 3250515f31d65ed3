import { expect } from '@esm-bundle/chai';
import { setLocale } from '../../../shell/i18n/i18n.ts';
import { currentMessages, dismissMessage, showMessage } from '../../../shell/messages/messages.ts';
import type { PortalMessages } from '../../../shell/messages/portal-messages.ts';
import '../../../shell/messages/portal-messages.ts';
import { recordConsole } from '../helpers/console.ts';
import { mount, unmountAll } from '../helpers/mount.ts';
import { allByRole, byRole, deepText, waitFor } from '../helpers/queries.ts';

const holder = () => mount(document.createElement('portal-messages') as PortalMessages);
/** The messages shown in a live region: each is what surrounds its close button. */
const texts = (region: Element) =>
  allByRole('button', { name: /schließen|close/i, within: region }).map((close) =>
    deepText(close.parentElement!).replace(deepText(close), '').trim(),
  );

/** Runs `body` with window.setTimeout captured, so the auto-dismiss delay can be checked and run at once. */
async function withCapturedTimers(body: (timers: { delay: number; run: () => void }[]) => Promise<void>) {
  const timers: { delay: number; run: () => void }[] = [];
  const original = window.setTimeout;
  window.setTimeout = ((run: () => void, delay: number) => {
    timers.push({ delay, run });
    return timers.length;
  }) as typeof window.setTimeout;
  try {
    await body(timers);
  } finally {
    window.setTimeout = original;
  }
}

describe('<portal-messages>', () => {
  let console: ReturnType<typeof recordConsole>;
  before(() => setLocale('de'));
  beforeEach(() => {
    console = recordConsole();
  });
  afterEach(() => {
    for (const m of currentMessages()) dismissMessage(m.id);
    unmountAll();
    console.stop();
    expect(console.records).to.deep.equal([]);
  });

  it('has both live regions in the page before any message arrives', async () => {
    const element = await holder();
    const root = element.shadowRoot!;
    // Live regions must exist before their content changes, or screen readers announce nothing.
    expect(root.querySelectorAll('[role="alert"]')).to.have.length(1);
    expect(root.querySelectorAll('[role="status"]')).to.have.length(1);
  });

  it('errors and warnings are alerts; info and success are polite status messages', async () => {
    const element = await holder();
    showMessage('error', 'Speichern fehlgeschlagen');
    showMessage('info', 'Neue Version verfügbar');
    showMessage('warning', 'Sitzung läuft bald ab');
    showMessage('success', 'Der Favorit wurde angelegt.');
    await element.updateComplete;
    const root = element.shadowRoot!;
    const alert = root.querySelector('[role="alert"]')!;
    const status = root.querySelector('[role="status"]')!;
    expect(texts(alert)).to.deep.equal(['Speichern fehlgeschlagen', 'Sitzung läuft bald ab']);
    expect(texts(status)).to.deep.equal(['Neue Version verfügbar', 'Der Favorit wurde angelegt.']);
  });

  it('each message has a close button that removes it', async () => {
    const element = await holder();
    showMessage('error', 'Erste');
    showMessage('error', 'Zweite');
    await element.updateComplete;
    const closers = allByRole('button', { name: 'Meldung schließen', within: element.shadowRoot! });
    expect(closers).to.have.length(2);
    closers[0]!.click();
    await element.updateComplete;
    expect(texts(element.shadowRoot!.querySelector('[role="alert"]')!)).to.deep.equal(['Zweite']);
    expect(currentMessages().map((m) => m.text)).to.deep.equal(['Zweite']);
  });

  it('status messages leave by themselves after six seconds; errors and warnings stay', async () => {
    const element = await holder();
    await withCapturedTimers(async (timers) => {
      showMessage('error', 'Bleibt');
      showMessage('warning', 'Bleibt auch');
      showMessage('success', 'Geht');
      await element.updateComplete;
      expect(timers.map((t) => t.delay)).to.deep.equal([6000]);
      timers[0]!.run();
    });
    await element.updateComplete;
    expect(currentMessages().map((m) => m.text)).to.deep.equal(['Bleibt', 'Bleibt auch']);
    expect(texts(element.shadowRoot!.querySelector('[role="status"]')!)).to.deep.equal([]);
  });

  it('the close button is translated with the language', async () => {
    const element = await holder();
    showMessage('error', 'Fehler');
    await setLocale('en');
    await waitFor(() => byRole('button', { name: 'Close message', within: element.shadowRoot! }));
    await setLocale('de');
  });
});
