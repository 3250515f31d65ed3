import { Button, MessageBar, MessageBarActions, MessageBarBody } from '@fluentui/react-components';
import { useT } from '../../platform/index.ts';
import { errorMessage } from '../errors.ts';

/** A list or detail that could not be loaded: the reason and a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  if (!error) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>{t('security.common.loadFailed', { message: errorMessage(error, t) })}</MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('security.common.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}
