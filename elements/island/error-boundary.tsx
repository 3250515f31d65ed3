/** A failing app shows an error panel with a retry inside its island; the page lives on. */
import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useT } from '../../apps/platform/index.ts';

function ErrorPanel({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        <MessageBarTitle>{t('island.errorTitle')}</MessageBarTitle>
        {t('island.errorText')}
      </MessageBarBody>
      <MessageBarActions>
        <Button onClick={onRetry}>{t('island.retry')}</Button>
      </MessageBarActions>
    </MessageBar>
  );
}

export class IslandErrorBoundary extends Component<
  { host: HTMLElement; children: ReactNode },
  { error: Error | null; key: number }
> {
  override state = { error: null as Error | null, key: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`<${this.props.host.localName}> failed`, error, info.componentStack);
    this.props.host.dispatchEvent(
      new CustomEvent('portal-island-error', { detail: { error }, bubbles: true, composed: true }),
    );
  }

  override render() {
    if (this.state.error) {
      return <ErrorPanel onRetry={() => this.setState((s) => ({ error: null, key: s.key + 1 }))} />;
    }
    return <IslandKey key={this.state.key}>{this.props.children}</IslandKey>;
  }
}

function IslandKey({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
