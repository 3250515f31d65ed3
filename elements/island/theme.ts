/**
 * The island's Fluent theme, derived from the page's `--portal-primary` / `--portal-on-primary`
 * custom properties where the element sits (the shell sets them on :root; a CMS page may too),
 * and the constructed sheets that put it on `:host` of each shadow root.
 */
import { createCSSRuleFromTheme, type Theme } from '@fluentui/react-components';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { defaultPrimary, portalFluentTheme, toHex } from '../../themes/fluent-theme.ts';

/** `:host` basics shared by every island (one constructed sheet, adopted by each shadow root). */
let hostSheet: CSSStyleSheet | null = null;
export function islandHostSheet(): CSSStyleSheet {
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
export const themeSheets = new Map<Theme, CSSStyleSheet>();
export function themeSheet(theme: Theme): CSSStyleSheet {
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
 *
 * Null until the first read, which waits for the element's first commit to end: read while React
 * committed (a ref callback), it computed two themes and forced a synchronous re-render, one long
 * task with the whole first mount on a phone (docs/performance.md "The island's first mount").
 */
export function useRootTheme(): [Theme | null, (probe: HTMLSpanElement | null) => void] {
  const [theme, setTheme] = useState<Theme | null>(null);
  const probeRef = useRef<HTMLSpanElement | null>(null);
  const cleanup = useRef<(() => void) | null>(null);
  const attach = useCallback((probe: HTMLSpanElement | null) => {
    cleanup.current?.();
    cleanup.current = null;
    probeRef.current = probe;
    if (!probe) return;
    const update = () => setTheme(readTheme(probe));
    probe.addEventListener('transitionrun', update);
    probe.addEventListener('transitionend', update);
    window.addEventListener('portal-theme-change', update);
    cleanup.current = () => {
      probe.removeEventListener('transitionrun', update);
      probe.removeEventListener('transitionend', update);
      window.removeEventListener('portal-theme-change', update);
    };
  }, []);
  useEffect(() => {
    const probe = probeRef.current;
    if (probe) {
      const first = readTheme(probe);
      startTransition(() => setTheme((current) => current ?? first));
    }
    return () => cleanup.current?.();
  }, []);
  return [theme, attach];
}
