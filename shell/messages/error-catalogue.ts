/** Error-catalogue rows that concern uncaught errors (docs/spec-rules.md): shown as error messages, a few mapped or acted on. */

import { t } from '../i18n/i18n.ts';
import { handleLoadFailure } from '../routing/element-loader.ts';
import { showMessage } from './messages.ts';

/** The text a user sees for an error message (the 'reading status' crash means the server failed). */
export function userMessageFor(message: string): string {
  if (message.includes('Cannot read properties of undefined (reading status)')) return t('errors.serverError');
  return message;
}

export function reportUncaughtError(error: unknown): void {
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (message.includes('Cannot redefine property: $router')) {
    location.reload();
    return;
  }
  if (!message) return;
  showMessage('error', userMessageFor(message));
}

export function installGlobalErrorHandlers(): void {
  window.addEventListener('error', (event) => reportUncaughtError(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => reportUncaughtError(event.reason));
  // A failed preload of a script or style (Vite raises this event): treated like a failed chunk.
  // Vite raises it for a failed mini-app import too; that one is left to fail, so the router's
  // loader (shell/routing/element-loader.ts) sees it — preventing it would resolve the import as empty.
  window.addEventListener('vite:preloadError', (event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    if (String((payload as Error | undefined)?.message ?? payload).includes('/elements/portal-')) return;
    event.preventDefault();
    handleLoadFailure('preload', payload);
  });
}
