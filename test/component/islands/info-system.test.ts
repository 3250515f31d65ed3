/** Info systems inside the portal: <portal-info-system> with a signed-in employee (the shell's platform). */
import { expect } from '@esm-bundle/chai';
import { InfoSystemModule } from '../../../contract/info-system-modules.ts';
import { setLocale } from '../../../shell/i18n/i18n.ts';
import { recordConsole } from '../helpers/console.ts';
import { answerUnavailable } from '../helpers/faults.ts';
import { expectCleanUnmount, expectErrorPanelAndRetry } from '../helpers/island-checks.ts';
import { islandStats, loadElement, place, portalReady, signInAs } from '../helpers/islands.ts';
import { allByRole, byRole, deepText, nameOf, queryByRole, waitFor } from '../helpers/queries.ts';
import { recordRequests } from '../helpers/requests.ts';

const tag = 'portal-info-system';
const canteenInfo = String(InfoSystemModule.canteenInfo);
const mealPlan = String(InfoSystemModule.mealPlan);

/** The folder sections shown, in order. */
const folders = (element: HTMLElement) =>
  allByRole('region', { within: element.shadowRoot! }).map(nameOf).filter(Boolean);

describe(`<${tag}> in the portal`, () => {
  let console: ReturnType<typeof recordConsole>;
  before(async function () {
    await portalReady(this);
    await setLocale('de');
    await signInAs('employee');
    await loadElement(tag);
  });
  beforeEach(() => {
    console = recordConsole();
  });
  afterEach(() => {
    for (const element of document.querySelectorAll(tag)) element.remove();
    console.stop();
  });

  it('lists the folders and documents of its module from the Files API', async () => {
    const element = place(tag, { 'module-id': canteenInfo });
    await waitFor(() => expect(folders(element)).to.deep.equal(['Allergene', 'Hinweise']));
    const allergens = byRole('region', { name: 'Allergene', within: element.shadowRoot! });
    expect(byRole('button', { name: 'Allergenkennzeichnung Kantine Plattling ansehen', within: allergens })).to.exist;
    expect(byRole('button', { name: /herunterladen$/, within: allergens })).to.exist;
    expect(console.records).to.deep.equal([]);
  });

  it('changed attributes re-render it in place: another module, another order', async () => {
    const element = place(tag, { 'module-id': canteenInfo });
    await waitFor(() => expect(folders(element)).to.deep.equal(['Allergene', 'Hinweise']));
    const mounted = islandStats().mounted;
    const requests = recordRequests();

    element.setAttribute('sort', 'nameDesc');
    element.setAttribute('module-id', mealPlan);
    await waitFor(() => expect(folders(element)).to.deep.equal(['2026', '2025']));
    element.setAttribute('sort', 'name');
    await waitFor(() => expect(folders(element)).to.deep.equal(['2025', '2026']));
    requests.stop();
    expect(islandStats().mounted, 're-rendered, not mounted again').to.equal(mounted);
    // The old module's folders are never asked of the new module.
    expect(requests.failed()).to.deep.equal([]);
    expect(console.records).to.deep.equal([]);
  });

  it('a malformed answer shows the error panel with a retry and tells the page', async () => {
    await expectErrorPanelAndRetry(tag, { 'module-id': canteenInfo }, /\/portal\/api\/File\/folders/, (element) =>
      byRole('region', { name: 'Allergene', within: element.shadowRoot! }),
    );
    expect(console.records.length).to.be.greaterThan(0);
    for (const record of console.records) expect(record.text).to.match(/portal-info-system|Unexpected token|JSON/);
  });

  it('while the database is unavailable it says so where the folders would be, tries again by itself and shows them', async function () {
    this.timeout(40_000);
    const outage = answerUnavailable(/\/portal\/api\/File\/folders/);
    let element: HTMLElement;
    try {
      element = place(tag, { 'module-id': canteenInfo });
      // After the client's own retries (client/api-client.ts): the notice, no folders, no error panel.
      const notice = await waitFor(() => {
        const found = allByRole('status', { within: element.shadowRoot! }).find((e) =>
          deepText(e).includes('Daten vorübergehend nicht verfügbar'),
        );
        if (!found) throw new Error('no notice of the outage yet');
        return found;
      }, 15_000);
      expect(deepText(notice)).to.contain('versucht es selbst erneut');
      expect(folders(element)).to.deep.equal([]);
      expect(queryByRole('alert', { within: element.shadowRoot! })).to.equal(null);
      const attempts = outage.hits();
      // Still unavailable: it keeps trying without anyone clicking.
      await waitFor(() => expect(outage.hits()).to.be.greaterThan(attempts), 15_000);
    } finally {
      outage.restore();
    }
    await waitFor(() => expect(folders(element)).to.deep.equal(['Allergene', 'Hinweise']), 20_000);
    expect(deepText(element.shadowRoot!)).not.to.contain('Daten vorübergehend nicht verfügbar');
    expect(console.records).to.deep.equal([]);
  });

  it('unmounts cleanly, again and again', async () => {
    await expectCleanUnmount(tag, { 'module-id': canteenInfo }, (element) =>
      byRole('region', { name: 'Hinweise', within: element.shadowRoot! }),
    );
    expect(console.records).to.deep.equal([]);
  });
});
