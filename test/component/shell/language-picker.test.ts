import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { PortalLanguagePicker } from '../../../shell/frame/language-picker.ts';
import { setLocale } from '../../../shell/i18n/i18n.ts';
import '../../../shell/frame/language-picker.ts';
import { recordConsole } from '../helpers/console.ts';
import { mount, unmountAll } from '../helpers/mount.ts';
import { allByRole, byRole, deepActiveElement, nameOf, queryByRole, waitFor } from '../helpers/queries.ts';

async function picker(locale: 'de' | 'en' | 'cs') {
  const element = document.createElement('portal-language-picker') as PortalLanguagePicker;
  element.locale = locale;
  return mount(element);
}

function chosen(target: EventTarget): string[] {
  const seen: string[] = [];
  target.addEventListener('locale-select', (event) => seen.push((event as CustomEvent<string>).detail));
  return seen;
}

describe('<portal-language-picker>', () => {
  let console: ReturnType<typeof recordConsole>;
  before(() => setLocale('de'));
  beforeEach(() => {
    console = recordConsole();
  });
  afterEach(() => {
    unmountAll();
    console.stop();
    expect(console.records).to.deep.equal([]);
  });

  it('is a menu button named with the current language; its menu lists the five, each in itself', async () => {
    const element = await picker('de');
    const root = element.shadowRoot!;
    const button = byRole('button', { name: /^Sprache: /, within: root });
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    button.click();
    const menu = await waitFor(() => byRole('menu', { name: 'Sprache', within: root }));
    const items = allByRole('menuitemradio', { within: menu });
    expect(items.map((i) => [nameOf(i), i.lang, i.getAttribute('aria-checked')])).to.deep.equal([
      ['Deutsch', 'de', 'true'],
      ['English', 'en', 'false'],
      ['Čeština', 'cs', 'false'],
      ['Français', 'fr', 'false'],
      ['Italiano', 'it', 'false'],
    ]);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
  });

  it('from the keyboard: ↓ opens on the first language, ↓ moves, Enter chooses, focus returns', async () => {
    const element = await picker('de');
    const root = element.shadowRoot!;
    const seen = chosen(document);
    const button = byRole('button', { name: /^Sprache: /, within: root });
    button.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(nameOf(deepActiveElement()!)).to.equal('Deutsch'));
    await sendKeys({ press: 'ArrowDown' });
    expect(nameOf(deepActiveElement()!)).to.equal('English');
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(seen).to.deep.equal(['en']);
    expect(queryByRole('menu', { within: root })).to.equal(null);
    expect(deepActiveElement()).to.equal(button);
  });

  it('Escape closes without a choice; choosing the current language asks for nothing', async () => {
    const element = await picker('cs');
    const root = element.shadowRoot!;
    const seen = chosen(element);
    const button = byRole('button', { name: /^Sprache: /, within: root });
    button.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => byRole('menu', { within: root }));
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(queryByRole('menu', { within: root })).to.equal(null);
    expect(deepActiveElement()).to.equal(button);

    button.click();
    (await waitFor(() => byRole('menuitemradio', { name: 'Čeština', within: root }))).click();
    await element.updateComplete;
    expect(seen).to.deep.equal([]);
  });

  it('a click outside closes the menu', async () => {
    const element = await picker('de');
    const root = element.shadowRoot!;
    byRole('button', { name: /^Sprache: /, within: root }).click();
    await waitFor(() => byRole('menu', { within: root }));
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await element.updateComplete;
    expect(queryByRole('menu', { within: root })).to.equal(null);
  });

  it('its name follows the UI language', async () => {
    const element = await picker('cs');
    await setLocale('cs');
    await element.updateComplete;
    expect(byRole('button', { name: /^Jazyk: /, within: element.shadowRoot! })).to.exist;
    await setLocale('de');
  });
});
