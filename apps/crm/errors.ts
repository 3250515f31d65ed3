import { AbortError, RestError } from '../../shell/api-client.ts';
import type { Translate } from './validation.ts';

/** Errors the user can act on (the server said no, the network is down): shown inline with a retry. */
export function isExpectedError(error: unknown): boolean {
  if (error instanceof RestError || error instanceof AbortError) return true;
  const name = (error as { name?: string } | null)?.name;
  return name === 'TimeoutError' || name === 'NetworkError' || name === 'AbortError';
}

/** A readable sentence for an error without a field, in the user's language. */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof RestError) {
    if (error.status === 401) return t('crm.errors.signInAgain');
    if (error.status === 403) return t('crm.errors.forbidden');
    if (error.status === 404) return t('crm.errors.notFound');
    if (error.status >= 500) return t('errors.serverError');
    return error.message;
  }
  if (isExpectedError(error)) return t('errors.network');
  return String((error as Error)?.message ?? error);
}
