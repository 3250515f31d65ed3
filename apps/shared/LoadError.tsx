import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { isOutage, useT } from '../platform/index.ts';
import { errorText } from './errors/error-text.ts';

export interface LoadErrorProps {
  error: unknown;
  onRetry: () => void;
  /** Default: "Die Daten konnten nicht geladen werden." */
  title?: string;
  /** The app's namespace for its error codes. */
  namespace?: string;
}

/**
 * Data that could not be loaded: what happened, in the user's language, and a retry. An outage
 * (API or database unavailable) says so and that the page tries again by itself (useLoad does).
 */
export function LoadError({ error, onRetry, title, namespace }: LoadErrorProps) {
  const t = useT();
  if (!error) return null;
  if (isOutage(error))
    return (
      <MessageBar intent="warning" layout="multiline" role="status" politeness="polite">
        <MessageBarBody>
          <MessageBarTitle>{t('kit.unavailable')}</MessageBarTitle>
          {t('kit.unavailableRetrying')}
        </MessageBarBody>
        <MessageBarActions>
          <Button onClick={onRetry}>{t('kit.retry')}</Button>
        </MessageBarActions>
      </MessageBar>
    );
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title ?? t('kit.loadFailed')}</MessageBarTitle>
        {errorText(error, t, namespace)}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('kit.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
