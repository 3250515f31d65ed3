import { css, html, LitElement } from 'lit';
import { customElement } from 'lit/decorators.js';
import { I18nController, t } from '../i18n/i18n.ts';
import { currentMessages, dismissMessage, onMessagesChange, type PortalMessage } from './messages.ts';

const autoDismissMs = 6000;

/** Renders the message holder as toasts: errors and warnings as alerts (kept), others as status (fade). */
@customElement('portal-messages')
export class PortalMessages extends LitElement {
  static override styles = css`
    :host {
      position: fixed;
      right: 1rem;
      bottom: 1rem;
      z-index: 20;
      display: flex;
      flex-direction: column;
      gap: 0.5rem;
      max-width: min(26rem, calc(100vw - 2rem));
    }
    .toast {
      display: flex;
      align-items: flex-start;
      gap: 0.75rem;
      padding: 0.75rem 1rem;
      border-radius: 6px;
      background: #fff;
      color: var(--portal-text, #1f2328);
      box-shadow: 0 4px 16px rgba(0, 0, 0, 0.2);
      border-left: 5px solid #6b7280;
    }
    .success {
      border-left-color: var(--portal-success, #107c10);
    }
    .warning {
      border-left-color: var(--portal-warning, #8a5300);
    }
    .error {
      border-left-color: var(--portal-error, #b42318);
    }
    p {
      margin: 0;
      flex: 1;
    }
    button {
      font: inherit;
      border: 0;
      background: none;
      cursor: pointer;
      padding: 0 0.25rem;
      color: inherit;
    }
    button:focus-visible {
      outline: 3px solid var(--portal-focus, #0f5fa6);
    }
  `;

  protected readonly i18n = new I18nController(this);
  private unsubscribe: (() => void) | null = null;
  private timers = new Map<number, number>();

  override connectedCallback(): void {
    super.connectedCallback();
    this.unsubscribe = onMessagesChange(() => this.requestUpdate());
  }

  override disconnectedCallback(): void {
    this.unsubscribe?.();
    for (const timer of this.timers.values()) clearTimeout(timer);
    super.disconnectedCallback();
  }

  private schedule(message: PortalMessage): void {
    if (message.level === 'error' || message.level === 'warning' || this.timers.has(message.id)) return;
    this.timers.set(
      message.id,
      window.setTimeout(() => {
        this.timers.delete(message.id);
        dismissMessage(message.id);
      }, autoDismissMs),
    );
  }

  override render() {
    const messages = currentMessages();
    for (const m of messages) this.schedule(m);
    const urgent = messages.filter((m) => m.level === 'error' || m.level === 'warning');
    const polite = messages.filter((m) => m.level === 'info' || m.level === 'success');
    const toast = (m: PortalMessage) => html`<div class="toast ${m.level}">
      <p>${m.text}</p>
      <button type="button" aria-label=${t('messages.close')} @click=${() => dismissMessage(m.id)}>✕</button>
    </div>`;
    return html`<div role="alert">${urgent.map(toast)}</div>
      <div role="status">${polite.map(toast)}</div>`;
  }
}
