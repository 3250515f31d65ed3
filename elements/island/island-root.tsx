/**
 * The React root of every portal element: translations ready before the first paint, Fluent in
 * the shadow root with the page's theme, the island context apps read through apps/platform/,
 * an error boundary and a toaster for notices when no shell shows them.
 */
import { Toaster } from '@fluentui/react-components';
import { type ComponentType, useEffect, useId, useMemo, useState } from 'react';
import { currentPlatform } from '../../apps/platform/current.ts';
import { type IslandAttributes, IslandContext, type IslandContextValue } from '../../apps/platform/island.ts';
import { defaultCountry, defaultLocale, type Locale } from '../../contract/locales.ts';
import { IslandErrorBoundary } from './error-boundary.tsx';
import { FluentShadowRoot } from './fluent-shadow-root.tsx';
import { stats } from './stats.ts';
import { keepDummyInputsAudible, watchDocumentDummyInputs } from './tabster-shadow-dom.ts';
import { useRootTheme } from './theme.ts';

export interface IslandDefaults {
  /** Origin of the element's own script: the portal API lives there when no `endpoint` is set. */
  scriptOrigin: string;
  /** The element's message namespaces (elements/element-messages.ts). */
  messages: readonly string[];
}

/** Ready once the element's strings are loaded (at once when an earlier island loaded them). */
function useIslandLocale(requested: string | undefined, namespaces: readonly string[]): Locale | null {
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let active = true;
    const platform = currentPlatform();
    platform.loadAppMessages(requested, namespaces).then(
      () => active && setReady(platform.locale() ?? defaultLocale),
      (error: unknown) => {
        console.error('Loading translations failed', error);
        if (active) setReady(defaultLocale);
      },
    );
    return () => {
      active = false;
    };
  }, [requested, namespaces]);
  return ready;
}

type IslandProps<P> = P & IslandAttributes & { container: ShadowRoot };

export function createIsland<P extends object>(App: ComponentType<P & IslandAttributes>, defaults: IslandDefaults) {
  function Island(props: IslandProps<P>) {
    const { container, ...appProps } = props;
    const host = container.host as HTMLElement;
    const locale = useIslandLocale(props.locale, defaults.messages);
    const [theme, probe] = useRootTheme();
    const toasterId = useId();

    useEffect(() => {
      watchDocumentDummyInputs();
      return keepDummyInputsAudible(container);
    }, [container]);

    useEffect(() => {
      stats.live++;
      stats.mounted++;
      return () => {
        stats.live--;
        stats.unmounted++;
      };
    }, []);

    const context = useMemo<IslandContextValue | null>(() => {
      if (!locale) return null;
      const endpoint = props.endpoint || defaults.scriptOrigin;
      return {
        host,
        shadowRoot: container,
        endpoint,
        productionEndpoint: props.productionEndpoint || endpoint,
        moduleId: props.moduleId ?? null,
        locale,
        country: props.country || defaultCountry,
        toasterId,
      };
    }, [host, container, locale, props.endpoint, props.productionEndpoint, props.moduleId, props.country, toasterId]);

    return (
      <>
        <span className="portal-theme-probe" aria-hidden="true" ref={probe} />
        {context && (
          <FluentShadowRoot container={container} theme={theme} lang={context.locale}>
            <IslandContext.Provider value={context}>
              <IslandErrorBoundary host={host}>
                <App {...(appProps as P & IslandAttributes)} />
              </IslandErrorBoundary>
              <Toaster toasterId={toasterId} position="bottom-end" />
            </IslandContext.Provider>
          </FluentShadowRoot>
        )}
      </>
    );
  }
  Island.displayName = `Island(${App.displayName ?? App.name})`;
  return Island;
}
