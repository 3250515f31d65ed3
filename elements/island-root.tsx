/**
 * The React side of every portal element (ARCHITECTURE.md §6, notes/libraries.md §4): Fluent UI
 * rendered into the element's open shadow root — Griffel styles adopted by that root, portals
 * (Dialog, Menu, Popover, Tooltip, Toast) mounted inside it, theme tokens on `:host` derived from
 * the page's `--portal-*` custom properties — translations ready before the first paint, and an
 * error boundary that keeps a failing app inside its island.
 */

import {
  Button,
  createCSSRuleFromTheme,
  FluentProvider,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  MessageBarTitle,
  PortalMountNodeProvider,
  RendererProvider,
  type Theme,
  Toaster,
} from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type IslandAttributes, IslandContext, type IslandContextValue } from '../apps/shared/island.tsx';
import { useT } from '../apps/shared/use-t.ts';
import { defaultCountry, defaultLocale, isSupportedLocale, type Locale } from '../contract/locales.ts';
import { currentLocale, includeAppMessages, setLocale } from '../shell/i18n.ts';
import { defaultPrimary, portalFluentTheme, toHex } from '../themes/fluent-theme.ts';

// ---------------------------------------------------------------------------------------------
// Test and diagnostics hook: how many islands are mounted right now and in total.

export interface IslandStats {
  live: number;
  mounted: number;
  unmounted: number;
}
const statsKey = Symbol.for('portal.islands');
const globals = globalThis as typeof globalThis & { [statsKey]?: IslandStats };
const stats: IslandStats = globals[statsKey] ?? { live: 0, mounted: 0, unmounted: 0 };
globals[statsKey] = stats;

// ---------------------------------------------------------------------------------------------
// Theme: read `--portal-primary` / `--portal-on-primary` where the host sits, follow changes.

/** `:host` basics shared by every island (one constructed sheet, adopted by each shadow root). */
let hostSheet: CSSStyleSheet | null = null;
function islandHostSheet(): CSSStyleSheet {
  if (!hostSheet) {
    hostSheet = new CSSStyleSheet();
    hostSheet.replaceSync(
      ':host { display: block; } :host([hidden]) { display: none; } .portal-theme-probe { position: absolute; width: 0; height: 0; overflow: hidden; visibility: hidden; pointer-events: none; color: var(--portal-primary, ' +
        defaultPrimary +
        '); background-color: var(--portal-on-primary, transparent); transition: color 1ms, background-color 1ms; }',
    );
  }
  return hostSheet;
}

/** One constructed `:host { --colorBrand…: … }` sheet per theme, shared by all shadow roots. */
const themeSheets = new Map<Theme, CSSStyleSheet>();
function themeSheet(theme: Theme): CSSStyleSheet {
  let sheet = themeSheets.get(theme);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(createCSSRuleFromTheme(':host', theme));
    themeSheets.set(theme, sheet);
  }
  return sheet;
}

function readTheme(probe: HTMLElement | null): Theme {
  if (!probe) return portalFluentTheme(defaultPrimary);
  const style = getComputedStyle(probe);
  const onPrimary = style.backgroundColor;
  const opaque = !/^rgba\(.*,\s*0\)$/.test(onPrimary) && onPrimary !== 'transparent';
  return portalFluentTheme(toHex(style.color) ?? defaultPrimary, opaque ? toHex(onPrimary) : null);
}

/**
 * The island's theme. A hidden probe inside the shadow root inherits `--portal-*` from :root; a
 * 1 ms colour transition on it turns any change of those variables (style attribute, class, a
 * swapped constructed sheet) into a `transitionrun` event — no polling, no shell cooperation.
 */
function useRootTheme(): [Theme, (probe: HTMLSpanElement | null) => void] {
  const [theme, setTheme] = useState<Theme>(() => portalFluentTheme(defaultPrimary));
  const probeRef = useRef<HTMLSpanElement | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const attach = useCallback((probe: HTMLSpanElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    probeRef.current = probe;
    if (!probe) return;
    const update = () => setTheme(readTheme(probe));
    update();
    probe.addEventListener('transitionrun', update);
    probe.addEventListener('transitionend', update);
    window.addEventListener('portal-theme-change', update);
    cleanup.current = () => {
      probe.removeEventListener('transitionrun', update);
      probe.removeEventListener('transitionend', update);
      window.removeEventListener('portal-theme-change', update);
    };
  }, []);
  useEffect(() => () => cleanup.current?.(), []);
  return [theme, attach];
}

// ---------------------------------------------------------------------------------------------
// Fluent in the shadow root (notes/libraries.md §4, "Recommended wrapper").

function FluentShadowRoot({
  container,
  theme,
  lang,
  children,
}: {
  container: ShadowRoot;
  theme: Theme;
  lang: string;
  children: ReactNode;
}) {
  const renderer = useMemo(() => createShadowDOMRenderer(container), [container]);
  useLayoutEffect(() => {
    const own = new Set<CSSStyleSheet>([islandHostSheet(), ...themeSheets.values()]);
    container.adoptedStyleSheets = [
      islandHostSheet(),
      themeSheet(theme),
      ...container.adoptedStyleSheets.filter((s) => !own.has(s)),
    ];
  }, [container, theme]);
  return (
    <RendererProvider renderer={renderer} targetDocument={document}>
      <PortalMountNodeProvider value={container as unknown as HTMLElement}>
        <FluentProvider theme={theme} targetDocument={document} lang={lang}>
          {children}
        </FluentProvider>
      </PortalMountNodeProvider>
    </RendererProvider>
  );
}

// ---------------------------------------------------------------------------------------------
// Error boundary: a failing app shows an error panel inside its island, the page lives on.

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

class IslandErrorBoundary extends Component<
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

// ---------------------------------------------------------------------------------------------
// The root every element renders.

export interface IslandDefaults {
  /** Origin of the element's own script: the portal API lives there when no `endpoint` is set. */
  scriptOrigin: string;
}

/** Set once an element bootstrapped i18n itself (no shell): then its `locale` attribute rules. */
let islandOwnsLocale = false;

function useIslandLocale(requested: string | undefined): Locale | null {
  // Not ready until the apps' strings are in (resolved at once when an earlier island loaded them).
  const [ready, setReady] = useState<Locale | null>(null);
  useEffect(() => {
    let active = true;
    const current = currentLocale();
    const wanted = isSupportedLocale(requested) ? requested : null;
    // Mini apps' strings are a chunk of their own; the first island of a page brings them in.
    let pending: Promise<unknown> = includeAppMessages();
    if (!current) {
      // Embedded without the shell: the attribute, else the page's language, else German.
      const pageLang = document.documentElement.lang.slice(0, 2);
      islandOwnsLocale = true;
      pending = Promise.all([pending, setLocale(wanted ?? (isSupportedLocale(pageLang) ? pageLang : defaultLocale))]);
    } else if (islandOwnsLocale && wanted && wanted !== current) {
      pending = Promise.all([pending, setLocale(wanted)]);
    }
    pending.then(
      () => active && setReady(currentLocale()),
      (error: unknown) => {
        console.error('Loading translations failed', error);
        if (active) setReady(defaultLocale);
      },
    );
    return () => {
      active = false;
    };
  }, [requested]);
  return ready;
}

type IslandProps<P> = P & IslandAttributes & { container: ShadowRoot };

export function createIsland<P extends object>(App: ComponentType<P & IslandAttributes>, defaults: IslandDefaults) {
  function Island(props: IslandProps<P>) {
    const { container, ...appProps } = props;
    const host = container.host as HTMLElement;
    const locale = useIslandLocale(props.locale);
    const [theme, probe] = useRootTheme();
    const toasterId = useId();

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
