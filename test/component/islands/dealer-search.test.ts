/** The dealer search, as a partner site embeds it: <portal-dealer-search> alone, anonymous, real server. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { recordConsole } from '../helpers/console.ts';
import { expectCleanUnmount, expectErrorPanelAndRetry } from '../helpers/island-checks.ts';
import { islandStats, loadElement, place, portalReady } from '../helpers/islands.ts';
import { allByRole, byRole, deepText, findByRole, nameOf, queryByRole, waitFor } from '../helpers/queries.ts';
import { recordRequests } from '../helpers/requests.ts';

const tag = 'portal-dealer-search';
const german = { locale: 'de', country: 'de' };

const divisions = (element: HTMLElement) =>
  allByRole('radio', { within: byRole('radiogroup', { name: 'Sparte', within: element.shadowRoot! }) }).map(nameOf);

async function search(element: HTMLElement, place: string): Promise<void> {
  const field = await findByRole('textbox', { name: 'PLZ oder Ort', within: element.shadowRoot! });
  field.focus();
  await sendKeys({ type: place });
  await sendKeys({ press: 'Enter' });
}

describe(`<${tag}> embedded alone`, () => {
  let console: ReturnType<typeof recordConsole>;
  before(async function () {
    await portalReady(this);
    await loadElement(tag);
  });
  beforeEach(() => {
    console = recordConsole();
  });
  afterEach(() => {
    for (const element of document.querySelectorAll(tag)) element.remove();
    console.stop();
  });

  it('finds dealers near a town through the public CRM API, nearest first, announced politely', async () => {
    const element = place(tag, { ...german, division: 'Heating' });
    await waitFor(() => expect(divisions(element)).to.deep.equal(['Alle Sparten', 'Heizung', 'Sanitär']));
    expect(byRole<HTMLInputElement>('radio', { name: 'Heizung', within: element.shadowRoot! }).checked).to.equal(true);
    const requests = recordRequests();
    await search(element, 'Plattling');
    const results = await findByRole('list', { name: 'Suchergebnisse', within: element.shadowRoot! });
    requests.stop();
    const dealers = allByRole('listitem', { within: results });
    expect(dealers.length).to.be.greaterThan(0);
    const distances = dealers.map((d) =>
      Number(/([\d.,]+)\s*km/.exec(deepText(d))?.[1]?.replace('.', '').replace(',', '.')),
    );
    expect(
      distances.every((d) => Number.isFinite(d)),
      'each dealer shows its distance',
    ).to.equal(true);
    expect([...distances].sort((a, b) => a - b)).to.deep.equal(distances);
    const status = allByRole('status', { within: element.shadowRoot! }).map(deepText).join(' ');
    expect(status).to.match(/Fachhändler in der Nähe von .*Plattling.*, der nächste zuerst\./);
    expect(requests.requests.every((r) => !r.url.includes('/portal/api/'))).to.equal(true);
    expect(requests.failed()).to.deep.equal([]);
    expect(console.records).to.deep.equal([]);
  });

  it('changed attributes re-render it in place: fewer business units, another language, the query kept', async () => {
    const element = place(tag, german);
    await waitFor(() => expect(divisions(element)).to.have.length(3));
    const field = byRole<HTMLInputElement>('textbox', { name: 'PLZ oder Ort', within: element.shadowRoot! });
    field.focus();
    await sendKeys({ type: 'Deggendorf' });
    const mounted = islandStats().mounted;

    // One business unit left: nothing to choose, so no division choice is offered.
    element.setAttribute('business-units', 'Sanitary');
    await waitFor(() => expect(queryByRole('radiogroup', { within: element.shadowRoot! })).to.equal(null));
    element.setAttribute('locale', 'en');
    const english = await findByRole<HTMLInputElement>('textbox', {
      name: 'Postcode or place',
      within: element.shadowRoot!,
    });
    expect(english.value).to.equal('Deggendorf');
    expect(islandStats().mounted, 're-rendered, not mounted again').to.equal(mounted);
    expect(console.records).to.deep.equal([]);
  });

  it('a malformed answer shows the error panel with a retry and tells the page', async () => {
    await expectErrorPanelAndRetry(tag, german, /\/webcrmapi\/api\/Localization\/divisions/, (element) =>
      byRole('textbox', { name: 'PLZ oder Ort', within: element.shadowRoot! }),
    );
    expect(console.records.length).to.be.greaterThan(0);
    for (const record of console.records) expect(record.text).to.match(/portal-dealer-search|Unexpected token|JSON/);
  });

  it('unmounts cleanly, again and again', async () => {
    await expectCleanUnmount(tag, german, (element) =>
      byRole('radiogroup', { name: 'Sparte', within: element.shadowRoot! }),
    );
    expect(console.records).to.deep.equal([]);
  });
});
