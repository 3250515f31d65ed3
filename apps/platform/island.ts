/**
 * What a mini app gets from its element (elements/define-react-element.ts): the typed attributes
 * and the island's context. Apps read it with `useIsland()`.
 */
import type { KyInstance } from 'ky';
import { type ComponentType, createContext, useCallback, useContext, useState } from 'react';
import type { MessageLevel } from '../../client/platform.ts';
import type { Locale } from '../../contract/locales.ts';

/** The attributes every portal element understands (camelCase props ↔ dash-case attributes). */
export interface IslandAttributes {
  /**
   * Where the portal is, path kept: an origin (`https://host`), a base (`https://host/sub`) or the
   * API base itself (`https://host/sub/portal/api`); default: the origin the element's script came from.
   */
  endpoint?: string;
  /** Info-system apps: which module to show. */
  moduleId?: string;
  /**
   * Where the production API is (as `endpoint`); default: `endpoint`.
   * @default endpoint
   */
  productionEndpoint?: string;
  /**
   * UI language when the element runs without the shell (the shell's language wins inside it): de, en, cs, fr, it.
   * @default de
   */
  locale?: string;
  /**
   * Country (ISO 3166-1 alpha-2, lower case) for country-specific content such as the dealer search.
   * @default de
   */
  country?: string;
  /**
   * Calculators, designers and selection tools: the inputs to open with, as in the `s` parameter of
   * a link the tool's "copy link" action gives (versioned; values that do not fit fall back one by one).
   */
  state?: string;
}

export interface IslandContextValue {
  host: HTMLElement;
  shadowRoot: ShadowRoot;
  /** Resolved: attribute, else the script's origin. */
  endpoint: string;
  productionEndpoint: string;
  moduleId: string | null;
  /** The language the island was first rendered in (`useLocale()` follows later switches). */
  locale: Locale;
  country: string;
  /** Shows a notice as this island's own toast (when no shell shows it; the toaster loads with the first one). */
  toast: (level: MessageLevel, text: string) => void;
}

/** What an app may start before its first render: the portal client at the element's endpoint, the language to expect. */
export interface IslandStart {
  api: KyInstance;
  endpoint: string;
  locale: Locale;
}

/**
 * An element's app; `prefetch` (optional) is called once per element before its strings are
 * loaded, so the app's first request runs beside them instead of after them (the calculators'
 * form template: apps/calculators/CalculatorApp.tsx).
 */
export type IslandApp<P = object> = ComponentType<P & IslandAttributes> & {
  prefetch?: (start: IslandStart) => void;
};

export const IslandContext = createContext<IslandContextValue | null>(null);

export function useIsland(): IslandContextValue {
  const island = useContext(IslandContext);
  if (!island) throw new Error('useIsland() outside a portal element (defineReactElement)');
  return island;
}

/**
 * Hands an unexpected error (a bug, a malformed answer) from async code to the island's error
 * panel: `const fail = useFailIsland(); load().catch(fail)`.
 */
export function useFailIsland(): (error: unknown) => void {
  const [, setState] = useState(0);
  return useCallback((error: unknown) => {
    setState(() => {
      throw error instanceof Error ? error : new Error(String(error));
    });
  }, []);
}
