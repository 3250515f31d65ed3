/** Security administration inside the portal: <portal-security> for the administrator after step-up. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { setLocale } from '../../../shell/i18n/i18n.ts';
import { recordConsole } from '../helpers/console.ts';
import { expectCleanUnmount, expectErrorPanelAndRetry } from '../helpers/island-checks.ts';
import { islandStats, loadElement, place, portalReady, signInAs } from '../helpers/islands.ts';
import { allByRole, byRole, deepActiveElement, findByRole, nameOf, waitFor } from '../helpers/queries.ts';

const tag = 'portal-security';

/** The names in the first column of a table. */
const firstColumn = (table: HTMLElement) =>
  allByRole('row', { within: table })
    .slice(1)
    .map((row) => nameOf(allByRole('cell', { within: row })[0]!));

describe(`<${tag}> in the portal`, () => {
  let console: ReturnType<typeof recordConsole>;
  before(async function () {
    await portalReady(this);
    await setLocale('de');
    await signInAs('admin', { stepUp: true });
    await loadElement(tag);
  });
  beforeEach(() => {
    console = recordConsole();
  });
  afterEach(async () => {
    for (const element of document.querySelectorAll(tag)) element.remove();
    console.stop();
    await setLocale('de');
  });

  it('lists the portal users from the server; the tabs work from the keyboard', async () => {
    const element = place(tag);
    const root = element.shadowRoot!;
    const users = await findByRole('table', { name: 'Benutzer', within: root });
    await waitFor(() => expect(firstColumn(users)).to.include.members(['Lukas Bauer', 'Petra Nováková']));

    const usersTab = byRole('tab', { name: 'Benutzer', within: root });
    expect(usersTab.getAttribute('aria-selected')).to.equal('true');
    usersTab.focus();
    // Users, lock-outs, roles: two steps to the right.
    await sendKeys({ press: 'ArrowRight' });
    expect(deepActiveElement()).to.equal(byRole('tab', { name: 'Sperren', within: root }));
    await sendKeys({ press: 'ArrowRight' });
    const rolesTab = byRole('tab', { name: 'Rollen', within: root });
    expect(deepActiveElement()).to.equal(rolesTab);
    await sendKeys({ press: 'Enter' });
    await waitFor(() => expect(rolesTab.getAttribute('aria-selected')).to.equal('true'));
    const panel = await findByRole('tabpanel', { name: 'Rollen', within: root });
    const roles = await findByRole('table', { within: panel });
    await waitFor(() => expect(firstColumn(roles).length).to.be.greaterThan(0));
    expect(console.records).to.deep.equal([]);
  });

  it('a selected user’s details list their roles and parameters, each removable by name', async () => {
    const element = place(tag);
    const root = element.shadowRoot!;
    const users = await findByRole('table', { name: 'Benutzer', within: root });
    (await waitFor(() => byRole('button', { name: 'Lukas Bauer', within: users }))).click();
    const detail = await findByRole('region', { name: 'Lukas Bauer', within: root });
    // The detail's related lists (the kit's DetailTable): an h3 each, rows in their order, ✕ per row.
    const roles = await findByRole('table', { name: 'Rollen', within: detail });
    await waitFor(() => expect(firstColumn(roles)).to.deep.equal(['Mitarbeitende Deutschland']));
    byRole('button', { name: 'Rolle Mitarbeitende Deutschland entfernen', within: roles });
    expect(allByRole('heading', { within: detail }).map(nameOf)).to.include.members(['Rollen', 'Parameter']);
    await findByRole('table', { name: 'Parameter', within: detail });
    await waitFor(() => expect(detail.textContent).to.contain('Keine Parameter hinterlegt.'));
    byRole('button', { name: 'Parameter hinzufügen', within: detail });
    expect(console.records).to.deep.equal([]);
  });

  it('the shell’s language switch re-renders it in place, on the same tab', async () => {
    const element = place(tag);
    const root = element.shadowRoot!;
    (await findByRole('tab', { name: 'Rollen', within: root })).click();
    await findByRole('tabpanel', { name: 'Rollen', within: root });
    const mounted = islandStats().mounted;

    await setLocale('en');
    const roles = await findByRole('tab', { name: 'Roles', within: root });
    expect(roles.getAttribute('aria-selected')).to.equal('true');
    expect(byRole('heading', { name: /security/i, within: root })).to.exist;
    expect(islandStats().mounted, 're-rendered, not mounted again').to.equal(mounted);
    expect(console.records).to.deep.equal([]);
  });

  it('a malformed answer shows the error panel with a retry and tells the page', async () => {
    await expectErrorPanelAndRetry(tag, {}, /\/portal\/api\/User$/, (element) =>
      byRole('table', { name: 'Benutzer', within: element.shadowRoot! }),
    );
    expect(console.records.length).to.be.greaterThan(0);
    for (const record of console.records) expect(record.text).to.match(/portal-security|Unexpected token|JSON/);
  });

  it('unmounts cleanly, again and again', async () => {
    await expectCleanUnmount(tag, {}, (element) => byRole('table', { name: 'Benutzer', within: element.shadowRoot! }));
    expect(console.records).to.deep.equal([]);
  });
});
