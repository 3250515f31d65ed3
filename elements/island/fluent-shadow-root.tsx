/**
 * Fluent UI rendered into an element's open shadow root: Griffel styles adopted by that root,
 * portals (Dialog, Menu, Popover, Tooltip, Toast) mounted inside it, theme tokens on `:host`.
 * Without all three, components inside a shadow root render unstyled (docs/architecture.md).
 */
import { FluentProvider, PortalMountNodeProvider, RendererProvider, type Theme } from '@fluentui/react-components';
import { createShadowDOMRenderer } from '@griffel/shadow-dom';
import { type ReactNode, useLayoutEffect, useMemo } from 'react';
import { islandHostSheet, themeSheet, themeSheets } from './theme.ts';

export function FluentShadowRoot({
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
