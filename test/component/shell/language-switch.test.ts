import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { setLocale } from '../../../shell/i18n.ts';
import type { LocaleChange, PortalLanguageSwitch } from '../../../shell/language-switch.ts';
import '../../../shell/language-switch.ts';
import { recordConsole } from '../helpers/console.ts';
import { mount, unmountAll } from '../helpers/mount.ts';
import { allByRole, byRole, nameOf, waitFor } from '../helpers/queries.ts';

async function languageSwitch(locale: 'de' | 'en' | 'cs', country: string, path: string) {
  const element = document.createElement('portal-language-switch') as PortalLanguageSwitch;
  Object.assign(element, { locale, country, path });
  return mount(element);
}

function changes(target: EventTarget): LocaleChange[] {
  const seen: LocaleChange[] = [];
  target.addEventListener('locale-change', (event) => seen.push((event as CustomEvent<LocaleChange>).detail));
  return seen;
}

describe('<portal-language-switch>', () => {
  let console: ReturnType<typeof recordConsole>;
  before(() => setLocale('de'));
  beforeEach(() => {
    console = recordConsole();
  });
  afterEach(() => {
    unmountAll();
    console.stop();
    expect(console.records.filter((r) => r.level !== 'warn')).to.deep.equal([]);
  });

  it('is a labelled choice of the five languages, each named in its own language', async () => {
    const element = await languageSwitch('de', 'de', '');
    const select = byRole<HTMLSelectElement>('combobox', { name: 'Sprache', within: element.shadowRoot! });
    const options = allByRole<HTMLOptionElement>('option', { within: select, hidden: true });
    expect(options.map((o) => [o.value, nameOf(o), o.lang])).to.deep.equal([
      ['de', 'Deutsch', 'de'],
      ['en', 'English', 'en'],
      ['cs', 'Čeština', 'cs'],
      ['fr', 'Français', 'fr'],
      ['it', 'Italiano', 'it'],
    ]);
    expect(select.value).to.equal('de');
  });

  it('choosing a language asks for the same page and country under the new locale', async () => {
    const element = await languageSwitch('de', 'de', 'canteen/foodOrder');
    const seen = changes(document);
    const select = byRole<HTMLSelectElement>('combobox', { name: 'Sprache', within: element.shadowRoot! });
    select.value = 'it';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    expect(seen).to.deep.equal([{ locale: 'it', path: '/it/de/canteen/foodOrder' }]);
  });

  it('works from the keyboard: the arrow key picks the next language', async () => {
    const element = await languageSwitch('en', 'cz', '');
    const seen = changes(element);
    byRole('combobox', { name: 'Sprache', within: element.shadowRoot! }).focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => expect(seen).to.deep.equal([{ locale: 'cs', path: '/cs/cz' }]));
  });

  it('shows the language of the route it is given, and its label follows the UI language', async () => {
    const element = await languageSwitch('de', 'de', '');
    element.locale = 'cs';
    await setLocale('cs');
    await element.updateComplete;
    const select = byRole<HTMLSelectElement>('combobox', { within: element.shadowRoot! });
    expect(select.value).to.equal('cs');
    expect(nameOf(select)).to.equal('Jazyk');
    await setLocale('de');
  });
});
