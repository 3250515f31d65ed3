/**
 * The React root of every portal element: translations ready before the first paint, Fluent in
 * the shadow root with the page's theme, the island context apps read through apps/platform/,
 * an error boundary and a toaster for notices when no shell shows them.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { currentPlatform, expectedLocale } from '../../apps/platform/current.ts';
import {
  type IslandApp,
  type IslandAttributes,
  IslandContext,
  type IslandContextValue,
} from '../../apps/platform/island.ts';
import type { MessageLevel } from '../../client/platform.ts';
import { defaultCountry, defaultLocale, type Locale } from '../../contract/locales.ts';
import { IslandErrorBoundary } from './error-boundary.tsx';
import { FluentShadowRoot } from './fluent-shadow-root.tsx';
import IslandToaster, { type Notice } from './island-toaster.tsx';
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
      // The app's first render (Fluent's provider, the app's styles): in slices, no long task.
      () => active && startTransition(() => setReady(platform.locale() ?? defaultLocale)),
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

export function createIsland<P extends object>(App: IslandApp<P>, defaults: IslandDefaults) {
  function Island(props: IslandProps<P>) {
    const { container, ...appProps } = props;
    const host = container.host as HTMLElement;
    // Before the strings (declared first, so it starts first): the app's first request runs beside them.
    // biome-ignore lint/correctness/useExhaustiveDependencies: once per element, with its first attributes
    useEffect(() => {
      if (!App.prefetch) return;
      const endpoint = props.endpoint || defaults.scriptOrigin;
      App.prefetch({
        api: currentPlatform().api('portal', endpoint),
        endpoint,
        locale: expectedLocale(props.locale),
      });
    }, []);
    const locale = useIslandLocale(props.locale, defaults.messages);
    const [theme, probe] = useRootTheme();
    const [notices, setNotices] = useState<Notice[]>([]);
    const lastNotice = useRef(0);
    const toast = useCallback((level: MessageLevel, text: string) => {
      lastNotice.current += 1;
      const notice = { id: lastNotice.current, level, text };
      setNotices((shown) => [...shown.slice(-9), notice]);
    }, []);

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

    const themed = theme !== null;
    const context = useMemo<IslandContextValue | null>(() => {
      if (!locale || !themed) return null;
      const endpoint = props.endpoint || defaults.scriptOrigin;
      return {
        host,
        shadowRoot: container,
        endpoint,
        productionEndpoint: props.productionEndpoint || endpoint,
        moduleId: props.moduleId ?? null,
        locale,
        country: props.country || defaultCountry,
        toast,
      };
    }, [
      host,
      container,
      locale,
      themed,
      props.endpoint,
      props.productionEndpoint,
      props.moduleId,
      props.country,
      toast,
    ]);

    return (
      <>
        <span className="portal-theme-probe" aria-hidden="true" ref={probe} />
        {context && theme && (
          <FluentShadowRoot container={container} theme={theme} lang={context.locale}>
            <IslandContext.Provider value={context}>
              <IslandErrorBoundary host={host}>
                <App {...(appProps as P & IslandAttributes)} />
              </IslandErrorBoundary>
              {/* Always mounted with the app: without a toaster portal beside it, Tabster left the app
                  aria-hidden after a modal dialog closed (production.spec); loaded later, its styles
                  stayed in the document after the element left (islands.spec). */}
              <IslandToaster notices={notices} />
            </IslandContext.Provider>
          </FluentShadowRoot>
        )}
      </>
    );
  }
  Island.displayName = `Island(${App.displayName ?? App.name})`;
  return Island;
}
