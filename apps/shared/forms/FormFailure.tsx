import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { useT } from '../../platform/index.ts';

/** "Not saved" and why, above a form whose failure no single field shows. */
export function FormFailure({ text, title }: { text: string | null; title?: string }) {
  const t = useT();
  if (!text) return null;
  return (
    <MessageBar intent="error" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title ?? t('kit.notSaved')}</MessageBarTitle>
        {text}
      </MessageBarBody>
    </MessageBar>
  );
}
