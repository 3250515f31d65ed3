import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { FavoriteInput } from '../../../contract/favorites.ts';
import type { PortalConfirmDialog, PortalFavoriteDialog } from '../../../shell/favorites/favorite-dialog.ts';
import { includeSignedInMessages, setLocale } from '../../../shell/i18n/i18n.ts';
import '../../../shell/favorites/favorite-dialog.ts';
import { recordConsole } from '../helpers/console.ts';
import { mount, unmountAll } from '../helpers/mount.ts';
import { byRole, deepActiveElement, deepText, findByRole, queryByRole, waitFor } from '../helpers/queries.ts';

const blank: FavoriteInput = { name: '', description: '', path: '/de/de/canteen' };

async function dialog() {
  return mount(document.createElement('portal-favorite-dialog') as PortalFavoriteDialog);
}

function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
}

describe('<portal-favorite-dialog>', () => {
  let console: ReturnType<typeof recordConsole>;
  /** Set by a test that provokes an error and checks the log itself. */
  let provoked = false;
  // The dialog is a signed-in one: its strings come with the signed-in messages.
  before(() => setLocale('de').then(includeSignedInMessages));
  beforeEach(() => {
    console = recordConsole();
    provoked = false;
  });
  afterEach(() => {
    unmountAll();
    console.stop();
    if (!provoked) expect(console.records).to.deep.equal([]);
  });

  it('opens as a modal dialog named by its heading, with the fields labelled', async () => {
    const element = await dialog();
    void element.open('Favorit hinzufügen', { ...blank, name: 'Kantine' }, async () => {});
    const modal = await findByRole('dialog', { name: 'Favorit hinzufügen' });
    expect(modal.matches(':modal')).to.equal(true);
    expect(byRole<HTMLInputElement>('textbox', { name: 'Name', within: modal }).value).to.equal('Kantine');
    expect(byRole<HTMLInputElement>('textbox', { name: 'Pfad', within: modal }).value).to.equal('/de/de/canteen');
    expect(byRole('textbox', { name: 'Beschreibung', within: modal })).to.exist;
    expect(byRole('button', { name: 'OK', within: modal })).to.exist;
    expect(byRole('button', { name: 'Abbrechen', within: modal })).to.exist;
  });

  it('OK without a name says "Eingabe wird benötigt" at the field, focuses it and saves nothing', async () => {
    const element = await dialog();
    let saved = 0;
    void element.open('Favorit hinzufügen', blank, async () => {
      saved++;
    });
    const modal = await findByRole('dialog');
    byRole('button', { name: 'OK', within: modal }).click();
    const name = await waitFor(() => {
      const field = byRole<HTMLInputElement>('textbox', { name: 'Name', within: modal });
      expect(field.getAttribute('aria-invalid')).to.equal('true');
      return field;
    });
    const described = element.shadowRoot!.getElementById(name.getAttribute('aria-describedby')!);
    expect(described?.textContent).to.equal('Eingabe wird benötigt');
    expect(deepActiveElement()).to.equal(name);
    expect(saved).to.equal(0);
    expect(modal.matches(':modal')).to.equal(true);
  });

  it('OK saves the trimmed input, closes and resolves with it', async () => {
    const element = await dialog();
    const submitted: FavoriteInput[] = [];
    const result = element.open('Favorit hinzufügen', blank, async (input) => {
      submitted.push(input);
    });
    const modal = await findByRole('dialog');
    typeInto(byRole('textbox', { name: 'Name', within: modal }), '  Speiseplan ');
    typeInto(byRole('textbox', { name: 'Beschreibung', within: modal }), '   ');
    await element.updateComplete;
    byRole('button', { name: 'OK', within: modal }).click();
    const expected = { name: 'Speiseplan', description: null, path: '/de/de/canteen' };
    expect(await result).to.deep.equal(expected);
    expect(submitted).to.deep.equal([expected]);
    expect(queryByRole('dialog')).to.equal(null);
  });

  it('Abbrechen and Escape close without saving and resolve with null', async () => {
    const element = await dialog();
    let saved = 0;
    const save = async () => {
      saved++;
    };
    const cancelled = element.open('Favorit bearbeiten', { ...blank, name: 'Kantine' }, save);
    byRole('button', { name: 'Abbrechen', within: await findByRole('dialog') }).click();
    expect(await cancelled).to.equal(null);

    const escaped = element.open('Favorit bearbeiten', { ...blank, name: 'Kantine' }, save);
    await findByRole('dialog');
    await sendKeys({ press: 'Escape' });
    expect(await escaped).to.equal(null);
    expect(queryByRole('dialog')).to.equal(null);
    expect(saved).to.equal(0);
  });

  it('a failed save keeps the dialog open with the message as an alert', async () => {
    provoked = true;
    const element = await dialog();
    void element.open('Favorit hinzufügen', { ...blank, name: 'Kantine' }, async () => {
      throw new Error('400 from the server');
    });
    const modal = await findByRole('dialog');
    byRole('button', { name: 'OK', within: modal }).click();
    const alert = await findByRole('alert', { within: modal });
    expect(deepText(alert)).to.equal('Der Favorit konnte nicht gespeichert werden. Bitte prüfen Sie die Eingaben.');
    expect(modal.matches(':modal')).to.equal(true);
    expect(console.records.map((r) => r.text)).to.deep.equal([
      'Saving the favourite failed Error: 400 from the server',
    ]);
  });
});

describe('<portal-confirm-dialog>', () => {
  afterEach(unmountAll);

  it('asks, and answers Ja with true and Nein or Escape with false', async () => {
    const element = await mount(document.createElement('portal-confirm-dialog') as PortalConfirmDialog);
    const question = 'Wollen Sie den ausgewählten Favoriten löschen?';
    const yes = element.ask(question);
    byRole('button', { name: 'Ja', within: await findByRole('dialog', { name: question }) }).click();
    expect(await yes).to.equal(true);

    const no = element.ask(question);
    byRole('button', { name: 'Nein', within: await findByRole('dialog', { name: question }) }).click();
    expect(await no).to.equal(false);

    const escaped = element.ask(question);
    await findByRole('dialog');
    await sendKeys({ press: 'Escape' });
    expect(await escaped).to.equal(false);
  });
});
