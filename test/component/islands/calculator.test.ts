/** Calculators, as a brand CMS page embeds them: <portal-krn92> alone, anonymous, against the real server. */
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { recordConsole } from '../helpers/console.ts';
import { answerUnavailable } from '../helpers/faults.ts';
import { expectCleanUnmount, expectErrorPanelAndRetry } from '../helpers/island-checks.ts';
import { islandStats, loadElement, place, portalReady } from '../helpers/islands.ts';
import { allByRole, byRole, deepActiveElement, findByRole, nameOf, waitFor } from '../helpers/queries.ts';

const tag = 'portal-krn92';
/** Elements embedded alone share the page's language: each test says which one it wants. */
const german = { locale: 'de' };

/** The first result row ("Kühlleistung gesamt 1.105,7 W") once the server answered. */
function totalOutput(element: HTMLElement, label = /^Kühlleistung gesamt|^Heizleistung gesamt/): string {
  const table = byRole('table', { name: /^Ergebnisse$|^Results$/, within: element.shadowRoot! });
  const row = allByRole('row', { within: table }).find((r) => label.test(nameOf(r)));
  if (!row) throw new Error('no total output yet');
  return nameOf(row);
}

async function typeInto(field: HTMLElement, text: string): Promise<void> {
  field.focus();
  expect(deepActiveElement()).to.equal(field);
  await sendKeys({ press: 'Control+A' });
  await sendKeys({ type: text });
}

describe(`<${tag}> embedded alone`, () => {
  let console: ReturnType<typeof recordConsole>;
  before(async function () {
    await portalReady(this);
    await loadElement(tag);
  });
  beforeEach(() => {
    localStorage.clear(); // the calculators keep the last inputs per element
    console = recordConsole();
  });
  afterEach(() => {
    for (const element of document.querySelectorAll(tag)) element.remove();
    console.stop();
  });

  it('shows its form and the server’s result, in German by default, with no console errors', async () => {
    const element = place(tag, german);
    await findByRole('heading', { name: 'KRN92 – Induktionsgerät mit Primärluft', within: element.shadowRoot! });
    await findByRole('textbox', { name: 'Baulänge (mm)', within: element.shadowRoot! });
    expect(await waitFor(() => totalOutput(element))).to.match(/^Kühlleistung gesamt [\d.]+,\d W$/);
    expect(console.records).to.deep.equal([]);
  });

  it('with heading="host" draws no h1 of its own and names its region with its title (the page shows the heading)', async () => {
    const element = place(tag, { ...german, heading: 'host' });
    const region = await findByRole('region', {
      name: 'KRN92 – Induktionsgerät mit Primärluft',
      within: element.shadowRoot!,
    });
    await findByRole('textbox', { name: 'Baulänge (mm)', within: region });
    expect(allByRole('heading', { within: element.shadowRoot! }).map((h) => h.tagName)).to.not.include('H1');
  });

  it('a changed input is computed by the server and the new result shown', async () => {
    const element = place(tag, german);
    const first = await waitFor(() => totalOutput(element));
    await typeInto(byRole('textbox', { name: 'Baulänge (mm)', within: element.shadowRoot! }), '4000');
    const second = await waitFor(() => {
      const now = totalOutput(element);
      expect(now).not.to.equal(first);
      return now;
    });
    expect(second).to.match(/^Kühlleistung gesamt [\d.]+,\d W$/);
    expect(console.records).to.deep.equal([]);
  });

  it('a changed attribute re-renders the island in place: locale="en" keeps what was typed', async () => {
    const element = place(tag, german);
    await waitFor(() => totalOutput(element));
    await typeInto(byRole('textbox', { name: 'Baulänge (mm)', within: element.shadowRoot! }), '3500');
    const mounted = islandStats().mounted;

    element.setAttribute('locale', 'en');
    const length = await findByRole<HTMLInputElement>('textbox', { name: /^Length/, within: element.shadowRoot! });
    expect(length.value).to.equal('3500');
    await waitFor(() => totalOutput(element, /^Total cooling|^Total heating|^Cooling output total/i));
    expect(islandStats().mounted, 're-rendered, not mounted again').to.equal(mounted);
    expect(console.records).to.deep.equal([]);
  });

  it('a malformed answer shows the error panel with a retry and tells the page', async () => {
    await expectErrorPanelAndRetry(tag, german, /\/portal\/api\/PM\/KRN92\/GetTemplate/, (element) =>
      byRole('textbox', { name: 'Baulänge (mm)', within: element.shadowRoot! }),
    );
    // What the island logged is about the provoked failure only.
    expect(console.records.length).to.be.greaterThan(0);
    for (const record of console.records) expect(record.text).to.match(/portal-krn92|Unexpected token|JSON/);
  });

  it('a failed download is a notice in its own toast (the toaster loads with it)', async () => {
    const element = place(tag, german);
    await waitFor(() => totalOutput(element));
    const fault = answerUnavailable(/\/PM\/KRN92\/GeneratePDF/);
    try {
      byRole('button', { name: 'PDF herunterladen', within: element.shadowRoot! }).click();
      const toast = await waitFor(() => {
        const title = element.shadowRoot!.querySelector('.fui-ToastTitle');
        if (!title) throw new Error('no toast yet');
        return title;
      });
      expect(toast.textContent).to.contain('Das Dokument konnte nicht erstellt werden.');
      expect(fault.hits()).to.equal(1);
    } finally {
      fault.restore();
    }
  });

  it('unmounts cleanly, again and again', async () => {
    await expectCleanUnmount(tag, german, (element) => totalOutput(element));
    expect(console.records).to.deep.equal([]);
  });
});
