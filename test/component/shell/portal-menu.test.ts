import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { uiPermissions } from '../../../contract/permissions.ts';
import { setLocale } from '../../../shell/i18n.ts';
import { buildMenu } from '../../../shell/menu-model.ts';
import type { PortalMenu } from '../../../shell/portal-menu.ts';
import type { VisibilityContext } from '../../../shell/visibility.ts';
import '../../../shell/portal-menu.ts';
import { recordConsole } from '../helpers/console.ts';
import { mount, unmountAll } from '../helpers/mount.ts';
import { allByRole, byRole, deepActiveElement, nameOf, queryByRole } from '../helpers/queries.ts';

const signedOut: VisibilityContext = { signedIn: false, granted: new Set(), domainKey: 'kermi_com', country: 'de' };
const canteenUser: VisibilityContext = {
  signedIn: true,
  granted: new Set([uiPermissions.favorite.id, uiPermissions.canteenInfo.id, uiPermissions.canteenFoodOrder.id]),
  domainKey: 'kermi_com',
  country: 'de',
};

async function menu(ctx: VisibilityContext, current = ''): Promise<PortalMenu> {
  const element = document.createElement('portal-menu') as PortalMenu;
  element.items = buildMenu(ctx);
  element.base = '/portal/de/de';
  element.current = current;
  return mount(element);
}

/** The names of the top-level entries, in order. */
function topLevel(element: PortalMenu): string[] {
  const list = byRole('list', { within: element.shadowRoot! });
  return allByRole('listitem', { within: list })
    .filter((item) => item.parentElement === list)
    .map((item) => nameOf(item.querySelector('a, button')!));
}

describe('<portal-menu>', () => {
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

  it('signed out, lists only what is public on the site, in order, with German names', async () => {
    const element = await menu(signedOut);
    expect(topLevel(element)).to.deep.equal(['Partner & Registrierung', 'Produktmanagement']);
    expect(queryByRole('link', { name: 'Favoriten', within: element.shadowRoot! })).to.equal(null);
    expect(queryByRole('button', { name: 'Kantine', within: element.shadowRoot! })).to.equal(null);
    const crm = byRole<HTMLAnchorElement>('link', { name: 'Partner & Registrierung', within: element.shadowRoot! });
    expect(new URL(crm.href).pathname).to.equal('/portal/de/de/crm');
  });

  it('a user sees the entries their permissions open, and only those below a group', async () => {
    const element = await menu(canteenUser);
    expect(topLevel(element)).to.deep.equal(['Favoriten', 'Partner & Registrierung', 'Kantine', 'Produktmanagement']);
    byRole('button', { name: 'Kantine', within: element.shadowRoot! }).click();
    await element.updateComplete;
    const root = element.shadowRoot!;
    expect(allByRole('link', { within: root }).map(nameOf)).to.include.members(['Info & Allergene', 'Essen bestellen']);
    expect(queryByRole('link', { name: 'Bestellsystem', within: root })).to.equal(null);
    expect(queryByRole('link', { name: 'Übersicht', within: root })).to.equal(null);
  });

  it('brand gating: the canteen orders are not offered on a site outside the canteen brands', async () => {
    const element = await menu({ ...canteenUser, domainKey: 'pzpheating_cz', country: 'cz' });
    byRole('button', { name: 'Kantine', within: element.shadowRoot! }).click();
    await element.updateComplete;
    expect(queryByRole('link', { name: 'Essen bestellen', within: element.shadowRoot! })).to.equal(null);
    expect(byRole('link', { name: 'Info & Allergene', within: element.shadowRoot! })).to.exist;
  });

  it('marks the current page and opens the groups on the way to it', async () => {
    const element = await menu(signedOut, 'PM/convectors/krn92');
    const root = element.shadowRoot!;
    expect(byRole('button', { name: 'Produktmanagement', within: root }).getAttribute('aria-expanded')).to.equal(
      'true',
    );
    expect(byRole('button', { name: 'Unterflurkonvektoren', within: root }).getAttribute('aria-expanded')).to.equal(
      'true',
    );
    const current = allByRole('link', { within: root }).filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map(nameOf)).to.deep.equal(['KRN92 Induktionsgerät']);
  });

  it('groups open and close from the keyboard, and say so', async () => {
    const element = await menu(signedOut);
    const root = element.shadowRoot!;
    const group = byRole<HTMLButtonElement>('button', { name: 'Produktmanagement', within: root });
    expect(group.getAttribute('aria-expanded')).to.equal('false');
    expect(queryByRole('link', { name: /Gebläsekonvektoren/, within: root })).to.equal(null);
    // The controlled region is named by aria-controls and exists while closed.
    const region = root.getElementById(group.getAttribute('aria-controls')!);
    expect(region, 'aria-controls names the group’s list').to.exist;

    byRole('link', { name: 'Partner & Registrierung', within: root }).focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement()).to.equal(group);
    await sendKeys({ press: 'Enter' });
    await element.updateComplete;
    expect(group.getAttribute('aria-expanded')).to.equal('true');
    expect(byRole('link', { name: 'Gebläsekonvektoren', within: root })).to.exist;

    // Tab walks into the opened group.
    await sendKeys({ press: 'Tab' });
    expect(region!.contains(deepActiveElement())).to.equal(true);

    group.focus();
    await sendKeys({ press: 'Space' });
    await element.updateComplete;
    expect(group.getAttribute('aria-expanded')).to.equal('false');
    expect(queryByRole('link', { name: 'Gebläsekonvektoren', within: root })).to.equal(null);
  });

  it('follows the language', async () => {
    const element = await menu(signedOut);
    await setLocale('en');
    await element.updateComplete;
    expect(topLevel(element)).to.deep.equal(['Partners & registration', 'Product management']);
    await setLocale('de');
  });
});
