import { css, html, LitElement } from 'lit';
import { customElement, query } from 'lit/decorators.js';
import type { PortalFavorite } from '../../contract/favorites.ts';
import type { PortalConfirmDialog, PortalFavoriteDialog } from '../favorites/favorite-dialog.ts';
import '../favorites/favorite-dialog.ts';
import {
  addFavorite,
  deleteFavorite,
  favorites,
  favoritesLoaded,
  favoritesUnavailable,
  loadFavorites,
  onFavoritesChange,
  updateFavorite,
} from '../favorites/favorites.ts';
import { I18nController, t } from '../i18n/i18n.ts';
import { showMessage } from '../messages/messages.ts';
import { previousPortalPath } from '../routing/navigation-history.ts';
import { pageStyles } from './page-styles.ts';

/** The favourites page: name, description, path and actions; add, edit, delete. */
@customElement('portal-favorites')
export class PortalFavorites extends LitElement {
  static override styles = [
    pageStyles,
    css`
      .toolbar {
        margin: 1rem 0;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        background: #fff;
      }
      th,
      td {
        text-align: left;
        padding: 0.6rem 0.75rem;
        border-bottom: 1px solid #d0d7de;
        vertical-align: top;
      }
      th {
        background: #f3f4f6;
      }
      td.actions {
        white-space: nowrap;
      }
      td.actions .button + .button {
        margin-left: 0.5rem;
      }
    `,
  ];

  protected readonly i18n = new I18nController(this);
  @query('portal-favorite-dialog') private dialog!: PortalFavoriteDialog;
  @query('portal-confirm-dialog') private confirm!: PortalConfirmDialog;
  private unsubscribe: (() => void) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = onFavoritesChange(() => this.requestUpdate());
    loadFavorites().catch((error: unknown) => {
      console.error('Loading favourites failed', error);
      showMessage('error', t('errors.loadFailed'));
    });
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    super.disconnectedCallback();
  }

  private async add(): Promise<void> {
    const saved = await this.dialog.open(
      t('favorites.add'),
      { name: '', description: '', path: previousPortalPath() },
      (input) => addFavorite(input).then(() => undefined),
    );
    if (saved) showMessage('success', t('favorites.created'));
  }

  private async edit(favorite: PortalFavorite): Promise<void> {
    const saved = await this.dialog.open(t('favorites.edit'), favorite, (input) => updateFavorite(favorite.id, input));
    if (saved) showMessage('success', t('favorites.changed'));
  }

  private async removeFavorite(favorite: PortalFavorite): Promise<void> {
    if (!(await this.confirm.ask(t('favorites.confirmDelete')))) return;
    await deleteFavorite(favorite.id);
    showMessage('success', t('favorites.deleted'));
  }

  override render() {
    const list = favorites();
    return html`<h1>${t('menu.favorite')}</h1>
      <div class="toolbar">
        <button class="button" type="button" @click=${this.add}>${t('favorites.add')}</button>
      </div>
      ${
        favoritesUnavailable()
          ? html`<p role="status">${t('errors.unavailable')}</p>`
          : favoritesLoaded() && !list.length
            ? html`<p>${t('favorites.empty')}</p>`
            : html`<table>
              <caption class="visually-hidden">${t('menu.favorite')}</caption>
              <thead>
                <tr>
                  <th scope="col">${t('favorites.name')}</th>
                  <th scope="col">${t('favorites.description')}</th>
                  <th scope="col">${t('favorites.path')}</th>
                  <th scope="col">${t('favorites.actions')}</th>
                </tr>
              </thead>
              <tbody>
                ${list.map(
                  (f) => html`<tr>
                    <td>${f.name}</td>
                    <td>${f.description ?? ''}</td>
                    <td><a href="/portal${f.path}">${f.path}</a></td>
                    <td class="actions">
                      <button class="button secondary" type="button" aria-label=${t('favorites.editNamed', { name: f.name })} @click=${() => this.edit(f)}>
                        ${t('favorites.editShort')}
                      </button>
                      <button class="button secondary" type="button" aria-label=${t('favorites.deleteNamed', { name: f.name })} @click=${() => this.removeFavorite(f)}>
                        ${t('favorites.deleteShort')}
                      </button>
                    </td>
                  </tr>`,
                )}
              </tbody>
            </table>`
      }
      <portal-favorite-dialog></portal-favorite-dialog>
      <portal-confirm-dialog></portal-confirm-dialog>`;
  }
}
