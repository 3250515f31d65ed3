import r2wc from '@r2wc/react-to-web-component';
import type { ComponentType } from 'react';
import type { IslandApp, IslandAttributes } from '../apps/platform/index.ts';
import { elementMessages } from './element-messages.ts';
import { warmIntl } from './island/intl-warmup.ts';
import { createIsland } from './island/island-root.tsx';

type PropType = 'string' | 'number' | 'boolean' | 'json' | 'method';

/** The typed attributes every portal element has. */
const islandAttributes: Record<keyof IslandAttributes, PropType> = {
  endpoint: 'string',
  moduleId: 'string',
  productionEndpoint: 'string',
  locale: 'string',
  country: 'string',
  state: 'string',
};

/**
 * Where this module was loaded from. Every element shares this chunk, so an element embedded on
 * another origin (a brand CMS page) talks to the portal it came from.
 */
const scriptOrigin = new URL(import.meta.url).origin;

export interface DefineOptions {
  /** Events the app dispatches: `onSave` → `save` (bubbling and composed unless an EventInit says otherwise). */
  events?: Record<string, EventInit>;
  /** Message namespaces of an element not listed in elements/element-messages.ts (a test fixture). */
  messages?: readonly string[];
}

/**
 * The one way to define a mini-app element: a React component wrapped by r2wc in an open shadow
 * root, rendered with Fluent UI inside that root (styles, portals, theme from the page's
 * `--portal-*` variables), translations from locales/ (bootstrapped from `locale` when there is no
 * shell), an error panel instead of a broken page, React unmounted when the element is removed.
 * Registration is guarded, so the same module loaded twice (shell and embed script) never throws.
 *
 *   defineReactElement('portal-krn92', Krn92App, { readonly: 'boolean' });
 *
 * The app receives its own props plus `endpoint`, `moduleId`, `productionEndpoint`, `locale` and
 * `country`, and uses `useIsland()`, `usePortalApi()`, `useNotify()` from apps/shared/island.tsx.
 * An app with a `prefetch` (IslandApp, apps/platform/island.ts) starts its first request before its strings load.
 */
export function defineReactElement<P extends object = object>(
  tag: `portal-${string}`,
  component: IslandApp<P>,
  props: Partial<Record<Exclude<keyof P, keyof IslandAttributes>, PropType>> = {},
  options: DefineOptions = {},
): void {
  if (customElements.get(tag)) return;
  warmIntl(document.documentElement.lang || 'de');
  const events = Object.fromEntries(
    Object.entries(options.events ?? {}).map(([name, init]) => [name, { bubbles: true, composed: true, ...init }]),
  );
  const island = createIsland<P>(component, {
    scriptOrigin,
    messages: options.messages ?? elementMessages[tag] ?? [],
  }) as unknown as ComponentType<Record<string, unknown>>;
  const element = r2wc(island, {
    shadow: 'open',
    props: { ...islandAttributes, ...(props as Record<string, PropType>) } as Record<string, PropType>,
    events: events as Record<string, EventInit>,
  });
  customElements.define(tag, element);
}
