import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { uiPermissions } from '../../../contract/permissions.ts';
import type { PortalNav } from '../../../shell/frame/portal-nav.ts';
import { includeSignedInMessages, setLocale } from '../../../shell/i18n/i18n.ts';
import { buildMenu } from '../../../shell/routing/menu-model.ts';
import type { VisibilityContext } from '../../../shell/routing/visibility.ts';
import '../../../shell/frame/portal-nav.ts';
import { recordConsole } from '../helpers/console.ts';
import { mount, unmountAll } from '../helpers/mount.ts';
import { allByRole, byRole, deepActiveElement, deepText, nameOf, queryByRole, waitFor } from '../helpers/queries.ts';

const signedOut: VisibilityContext = { signedIn: false, granted: new Set(), domainKey: 'kermi_com', country: 'de' };
const canteenUser: VisibilityContext = {
  signedIn: true,
  granted: new Set([
    uiPermissions.favorite.id,
    uiPermissions.canteenInfo.id,
    uiPermissions.canteenFoodOrder.id,
    uiPermissions.productManagement.id,
  ]),
  domainKey: 'kermi_com',
  country: 'de',
};

async function nav(ctx: VisibilityContext, current = ''): Promise<PortalNav> {
  const element = document.createElement('portal-nav');
  element.items = buildMenu(ctx);
  element.base = '/portal/de/de';
  element.current = current;
  return mount(element);
}

/** The names of the top-level entries, in order. */
function topLevel(element: PortalNav): string[] {
  const list = allByRole('list', { within: element.shadowRoot! })[0]!;
  return allByRole('listitem', { within: list })
    .filter((item) => item.parentElement === list)
    .map((item) => nameOf(item.querySelector('a, button')!));
}

const group = (element: PortalNav, name: string) =>
  byRole<HTMLButtonElement>('button', { name, within: element.shadowRoot! });

describe('<portal-nav>', () => {
  let console: ReturnType<typeof recordConsole>;
  /** Following a link would leave the test page: the navigation's own click handling still runs. */
  const stayOnPage = (event: Event) => event.preventDefault();
  // Signed in, the session brings the gated routes' menu titles (shell/session/session.ts).
  before(async () => {
    await setLocale('de');
    await includeSignedInMessages();
  });
  beforeEach(() => {
    console = recordConsole();
    document.addEventListener('click', stayOnPage);
  });
  afterEach(() => {
    document.removeEventListener('click', stayOnPage);
    unmountAll();
    console.stop();
    expect(console.records).to.deep.equal([]);
  });

  it('signed out, lists only what is public on the site, in order, with German names', async () => {
    const element = await nav(signedOut);
    expect(topLevel(element)).to.deep.equal(['Partner & Registrierung', 'Produktmanagement']);
    expect(queryByRole('link', { name: 'Favoriten', within: element.shadowRoot! })).to.equal(null);
    const crm = byRole<HTMLAnchorElement>('link', { name: 'Partner & Registrierung', within: element.shadowRoot! });
    expect(new URL(crm.href).pathname).to.equal('/portal/de/de/crm');
  });

  it('a user sees the entries their permissions open, and only those below a group', async () => {
    const element = await nav(canteenUser);
    expect(topLevel(element)).to.deep.equal(['Favoriten', 'Partner & Registrierung', 'Kantine', 'Produktmanagement']);
    group(element, 'Kantine').click();
    await element.updateComplete;
    const links = allByRole('link', { within: element.shadowRoot! }).map(nameOf);
    expect(links).to.include.members(['Info & Allergene', 'Essen bestellen']);
    expect(links).not.to.include('Bestellsystem');
  });

  it('brand gating: the canteen orders are not offered on a site outside the canteen brands', async () => {
    const element = await nav({ ...canteenUser, domainKey: 'pzpheating_cz', country: 'cz' });
    group(element, 'Kantine').click();
    await element.updateComplete;
    expect(queryByRole('link', { name: 'Essen bestellen', within: element.shadowRoot! })).to.equal(null);
    expect(byRole('link', { name: 'Info & Allergene', within: element.shadowRoot! })).to.exist;
  });

  it('marks the current page and opens the groups on the way to it', async () => {
    const element = await nav(signedOut, 'PM/convectors/krn92');
    expect(group(element, 'Produktmanagement').getAttribute('aria-expanded')).to.equal('true');
    expect(group(element, 'Unterflurkonvektoren').getAttribute('aria-expanded')).to.equal('true');
    const current = allByRole('link', { within: element.shadowRoot! }).filter(
      (a) => a.getAttribute('aria-current') === 'page',
    );
    expect(current.map(nameOf)).to.deep.equal(['KRN92 Induktionsgerät']);
  });

  it('groups open and close from the keyboard, one open group per level', async () => {
    const element = await nav(canteenUser);
    const root = element.shadowRoot!;
    const canteen = group(element, 'Kantine');
    const pm = group(element, 'Produktmanagement');
    expect(canteen.getAttribute('aria-expanded')).to.equal('false');
    expect(root.getElementById(canteen.getAttribute('aria-controls')!), 'aria-controls names the group’s list').to
      .exist;

    byRole('link', { name: 'Partner & Registrierung', within: root }).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(canteen);
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(canteen.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Tab' });
    expect(nameOf(deepActiveElement()!)).to.equal('Info & Allergene');

    pm.focus();
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(pm.getAttribute('aria-expanded')).to.equal('true');
    expect(canteen.getAttribute('aria-expanded'), 'opening a group closes its open sibling').to.equal('false');
    expect(queryByRole('link', { name: 'Info & Allergene', within: root })).to.equal(null);

    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(pm.getAttribute('aria-expanded')).to.equal('false');
  });

  it('the filter finds any entry the user may open, with the groups above it; Escape clears it', async () => {
    const element = await nav(signedOut);
    const root = element.shadowRoot!;
    const filter = byRole<HTMLInputElement>('searchbox', { name: 'Menü durchsuchen', within: root });
    filter.focus();
    await sendKeys({ type: 'krn' });
    await waitFor(() => expect(deepText(byRole('status', { within: root }))).to.equal('2 Treffer'));
    const found = allByRole('link', { within: root });
    expect(found.map(nameOf)).to.deep.equal([
      'KRN41 Unterflurkonvektor mit Gebläse Produktmanagement › Unterflurkonvektoren',
      'KRN92 Induktionsgerät Produktmanagement › Unterflurkonvektoren',
    ]);
    await sendKeys({ press: 'Escape' });
    await element.updateComplete;
    expect(filter.value).to.equal('');
    expect(topLevel(element)).to.deep.equal(['Partner & Registrierung', 'Produktmanagement']);
  });

  it('tells the page when a link is followed, and when the rail wants the full navigation', async () => {
    const element = await nav(signedOut);
    const events: string[] = [];
    for (const type of ['nav-navigate', 'nav-expand']) document.addEventListener(type, () => events.push(type));
    byRole('link', { name: 'Partner & Registrierung', within: element.shadowRoot! }).click();
    element.collapsed = true;
    await element.updateComplete;
    expect(queryByRole('searchbox', { within: element.shadowRoot! }), 'no filter in the rail').to.equal(null);
    group(element, 'Produktmanagement').click();
    expect(events).to.deep.equal(['nav-navigate', 'nav-expand']);
  });

  it('follows the language', async () => {
    const element = await nav(signedOut);
    await setLocale('en');
    await element.updateComplete;
    expect(topLevel(element)).to.deep.equal(['Partners & registration', 'Product management']);
    await setLocale('de');
  });
});
