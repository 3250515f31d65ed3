/**
 * The one sentence a user reads for a failed request, in the user's language. An app passes its
 * namespace to name its own error codes: `errorText(error, t, 'canteen')` reads
 * `canteen.errors.<code>` (e.g. `canteen.errors.plan_exists`) before the kit's texts by status
 * (`kit.errors.*`, locales/<lang>/kit.json).
 */
import { AbortError, ParseError, RestError, type Translate } from '../../platform/index.ts';
import { firstText } from './text.ts';

export function errorText(error: unknown, t: Translate, namespace?: string): string {
  if (error instanceof RestError) {
    const own = error.code && namespace ? firstText(t, [`${namespace}.errors.${error.code}`]) : undefined;
    return own ?? statusText(error, t);
  }
  if (error instanceof AbortError) return t(error.timedOut ? 'kit.errors.timeout' : 'kit.errors.network');
  if (error instanceof ParseError) return t('kit.errors.badAnswer');
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError') return t('kit.errors.timeout');
  if (name === 'NetworkError' || name === 'AbortError') return t('kit.errors.network');
  return String((error as Error | null)?.message ?? error);
}

function statusText(error: RestError, t: Translate): string {
  const { status } = error;
  if (status === 401) return t('kit.errors.unauthorized');
  if (status === 403) return t('kit.errors.forbidden');
  if (status === 404) return t('kit.errors.notFound');
  if (status === 409) return t('kit.errors.conflict', { message: error.message });
  if (status === 413) return t('kit.errors.tooLarge');
  if (status === 429) return t('kit.errors.tooMany');
  if (status >= 500) return t('kit.errors.server');
  if (status === 400 || status === 422) return t('kit.errors.invalid');
  return t('kit.errors.unexpected', { status });
}
