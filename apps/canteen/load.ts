import { RestError } from '../platform/index.ts';

type Translate = (key: string, values?: Record<string, string | number>) => string;

export { isExpectedError, type Loaded, useLoad } from '../platform/index.ts';

/** A sentence in the user's language: the canteen's own error codes first, then the status. */
export function errorText(error: unknown, t: Translate): string {
  if (error instanceof RestError) {
    if (error.code) {
      const key = `canteen.errors.${error.code}`;
      const text = t(key);
      if (text !== key) return text;
    }
    if (error.status === 403) return t('canteen.ui.errors.forbidden');
    if (error.status === 404) return t('canteen.ui.errors.notFound');
    if (error.status >= 500) return t('errors.serverError');
    return error.message;
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'NetworkError') return t('errors.network');
  return String((error as Error)?.message ?? error);
}
