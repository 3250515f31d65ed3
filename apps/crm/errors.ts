import { isExpectedError, RestError } from '../platform/index.ts';
import type { Translate } from './validation.ts';

export { isExpectedError };

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
