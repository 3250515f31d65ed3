import { RestError } from '../platform/index.ts';

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * Field → message in the user's language, from a 400 or 409 of the server (the API names the first
 * failing field and its rule, e.g. `name: required`; contract/security.ts).
 */
export function fieldErrorsOf(error: unknown, t: Translate): Record<string, string> {
  if (!(error instanceof RestError) || !error.field) return {};
  if (error.status === 409) return { [error.field]: t('security.validation.taken') };
  if (error.status !== 400) return {};
  const rule = error.message.slice(error.field.length + 1).trim();
  const message = rule.startsWith('unknown')
    ? t('security.validation.unknown')
    : rule === 'required'
      ? t('security.validation.required')
      : rule.startsWith('at most')
        ? t('security.validation.tooLong', { max: Number(/\d+/.exec(rule)?.[0] ?? 0) })
        : t('security.validation.invalid');
  return { [error.field]: message };
}

/** A readable sentence for an error that has no field (or a field the form does not show). */
export function errorMessage(error: unknown, t: Translate): string {
  if (error instanceof RestError) {
    if (error.status === 403) return t('security.errors.forbidden');
    if (error.status === 404) return t('security.errors.notFound');
    if (error.status === 409) return t('security.errors.conflict', { message: error.message });
    if (error.status >= 500) return t('errors.serverError');
    return error.message;
  }
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'NetworkError') return t('errors.network');
  return String((error as Error)?.message ?? error);
}
