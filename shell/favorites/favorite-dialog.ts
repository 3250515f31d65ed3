import { css, html, LitElement } from 'lit';
import { customElement, query, state } from 'lit/decorators.js';
import type { FavoriteInput } from '../../contract/favorites.ts';
import { I18nController, t } from '../i18n/i18n.ts';

export interface FavoriteDialogResult {
  input: FavoriteInput;
}

/**
 * Add/edit dialog for a favourite: name (required: 'Eingabe wird benötigt'),
 * description, path; buttons OK and Abbrechen. A native modal <dialog>: focus is kept inside,
 * Escape cancels.
 */
@customElement('portal-favorite-dialog')
export class PortalFavoriteDialog extends LitElement {
  static override styles = css`
    dialog {
      border: 0;
      border-radius: 8px;
      padding: 1.5rem;
      width: min(30rem, calc(100vw - 2rem));
      box-shadow: 0 8px 32px rgba(0, 0, 0, 0.25);
      color: var(--portal-text, #1f2328);
    }
    dialog::backdrop {
      background: rgba(0, 0, 0, 0.4);
    }
    h2 {
      margin: 0 0 1rem;
      font-size: 1.3rem;
    }
    label {
      display: block;
      font-weight: 600;
      margin: 0.9rem 0 0.25rem;
    }
    input,
    textarea {
      box-sizing: border-box;
      width: 100%;
      font: inherit;
      padding: 0.5rem 0.6rem;
      border: 1px solid #6b7280;
      border-radius: 4px;
    }
    [aria-invalid='true'] {
      border-color: var(--portal-error, #b42318);
    }
    .field-error {
      color: var(--portal-error, #b42318);
      margin: 0.25rem 0 0;
      font-size: 0.9rem;
    }
    .actions {
      display: flex;
      justify-content: flex-end;
      gap: 0.75rem;
      margin-top: 1.5rem;
    }
    button {
      font: inherit;
      font-weight: 600;
      padding: 0.5rem 1.1rem;
      border-radius: 4px;
      cursor: pointer;
      border: 1px solid var(--portal-primary, #c00d1e);
    }
    .primary {
      background: var(--portal-primary, #c00d1e);
      color: var(--portal-on-primary, #fff);
    }
    .secondary {
      background: #fff;
      color: var(--portal-primary-dark, #8f0a16);
    }
    :is(button, input, textarea):focus-visible {
      outline: 3px solid var(--portal-focus, #0f5fa6);
      outline-offset: 2px;
    }
  `;

  protected readonly i18n = new I18nController(this);
  @query('dialog') private dialog!: HTMLDialogElement;
  @state() private heading = '';
  @state() private value: FavoriteInput = { name: '', description: '', path: '' };
  @state() private nameError = false;
  @state() private pathError = false;
  @state() private serverError: string | null = null;
  private resolve: ((value: FavoriteInput | null) => void) | null = null;
  private submit: ((input: FavoriteInput) => Promise<void>) | null = null;

  /** Opens the dialog; `onSubmit` saves (its errors are shown in the dialog). Resolves with the saved input or null. */
  open(
    heading: string,
    initial: FavoriteInput,
    onSubmit: (input: FavoriteInput) => Promise<void>,
  ): Promise<FavoriteInput | null> {
    this.heading = heading;
    this.value = { ...initial, description: initial.description ?? '' };
    this.nameError = false;
    this.pathError = false;
    this.serverError = null;
    this.submit = onSubmit;
    return this.updateComplete.then(() => {
      this.dialog.showModal();
      return new Promise((resolve) => {
        this.resolve = resolve;
      });
    });
  }

  private close(result: FavoriteInput | null): void {
    this.dialog.close();
    this.resolve?.(result);
    this.resolve = null;
  }

  private async onOk(event: Event): Promise<void> {
    event.preventDefault();
    const input: FavoriteInput = {
      name: this.value.name.trim(),
      description: this.value.description?.trim() || null,
      path: this.value.path.trim(),
    };
    this.nameError = !input.name;
    this.pathError = !input.path;
    if (this.nameError || this.pathError) {
      this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>(this.nameError ? '#fav-name' : '#fav-path')?.focus(),
      );
      return;
    }
    try {
      await this.submit?.(input);
      this.close(input);
    } catch (error) {
      console.error('Saving the favourite failed', error);
      this.serverError = t('favorites.saveFailed');
    }
  }

  override render() {
    const required = t('favorites.required');
    return html`<dialog aria-labelledby="fav-title" @cancel=${() => this.resolve?.(null)}>
      <form @submit=${this.onOk} novalidate>
        <h2 id="fav-title">${this.heading}</h2>
        ${this.serverError ? html`<p class="field-error" role="alert">${this.serverError}</p>` : null}
        <label for="fav-name">${t('favorites.name')}</label>
        <input
          id="fav-name"
          .value=${this.value.name}
          aria-invalid=${this.nameError}
          aria-describedby=${this.nameError ? 'fav-name-error' : ''}
          @input=${(e: Event) => {
            this.value = { ...this.value, name: (e.target as HTMLInputElement).value };
          }}
        />
        ${this.nameError ? html`<p class="field-error" id="fav-name-error">${required}</p>` : null}
        <label for="fav-description">${t('favorites.description')}</label>
        <textarea
          id="fav-description"
          rows="2"
          .value=${this.value.description ?? ''}
          @input=${(e: Event) => {
            this.value = { ...this.value, description: (e.target as HTMLTextAreaElement).value };
          }}
        ></textarea>
        <label for="fav-path">${t('favorites.path')}</label>
        <input
          id="fav-path"
          .value=${this.value.path}
          aria-invalid=${this.pathError}
          aria-describedby=${this.pathError ? 'fav-path-error' : ''}
          @input=${(e: Event) => {
            this.value = { ...this.value, path: (e.target as HTMLInputElement).value };
          }}
        />
        ${this.pathError ? html`<p class="field-error" id="fav-path-error">${required}</p>` : null}
        <div class="actions">
          <button class="secondary" type="button" @click=${() => this.close(null)}>${t('dialog.cancel')}</button>
          <button class="primary" type="submit">${t('dialog.ok')}</button>
        </div>
      </form>
    </dialog>`;
  }
}

/** Yes/No confirmation ('Wollen Sie den ausgewählten Favoriten löschen?'). */
@customElement('portal-confirm-dialog')
export class PortalConfirmDialog extends LitElement {
  static override styles = PortalFavoriteDialog.styles;
  protected readonly i18n = new I18nController(this);
  @query('dialog') private dialog!: HTMLDialogElement;
  @state() private question = '';
  private resolve: ((yes: boolean) => void) | null = null;

  ask(question: string): Promise<boolean> {
    this.question = question;
    return this.updateComplete.then(() => {
      this.dialog.showModal();
      return new Promise((resolve) => {
        this.resolve = resolve;
      });
    });
  }

  private answer(yes: boolean): void {
    this.dialog.close();
    this.resolve?.(yes);
    this.resolve = null;
  }

  override render() {
    return html`<dialog aria-labelledby="confirm-question" @cancel=${() => this.resolve?.(false)}>
      <h2 id="confirm-question">${this.question}</h2>
      <div class="actions">
        <button class="secondary" type="button" @click=${() => this.answer(false)}>${t('dialog.no')}</button>
        <button class="primary" type="button" @click=${() => this.answer(true)}>${t('dialog.yes')}</button>
      </div>
    </dialog>`;
  }
}
