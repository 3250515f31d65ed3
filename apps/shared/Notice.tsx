import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** A titled message in a mini app's page: signed out, nothing here yet, loading failed. */
export function Notice({
  title,
  text,
  intent = 'info',
}: {
  title: string;
  text: string;
  intent?: 'info' | 'warning' | 'error' | 'success';
}) {
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>{title}</MessageBarTitle>
        {text}
      </MessageBarBody>
    </MessageBar>
  );
}
