/**
 * A tool's inputs as a link (issue 27): in the portal the inputs live in the page URL (`?s=…`,
 * replaced in place through the platform, so back/forward and the host's history stay as they were); an element
 * embedded on another page never touches that page's URL: its link opens the tool on the portal,
 * and the element restores the same text from its `state` attribute.
 *
 * The text is versioned (`1.` + base64url of the JSON), so a later format can still read old links;
 * what a tool makes of the decoded value (field by field) is the tool's business.
 */
import { useCallback, useMemo, useRef } from 'react';
import { useLocale, usePlatform } from './hooks.tsx';
import { useIsland } from './island.ts';

/** The query parameter of the portal URL. */
export const stateParam = 's';
const version = '1';

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** `1.<base64url(JSON)>`. */
export function encodeState(state: unknown): string {
  return `${version}.${toBase64Url(JSON.stringify(state))}`;
}

/** The value of a link's text; null for no text, another version or anything malformed. */
export function decodeState(text: string | null | undefined): unknown {
  if (!text) return null;
  const dot = text.indexOf('.');
  if (dot < 0 || text.slice(0, dot) !== version) return null;
  try {
    return JSON.parse(fromBase64Url(text.slice(dot + 1))) as unknown;
  } catch {
    return null;
  }
}

/** The portal's URL (`…/portal/<lang>/<country>/<path>`) for an element's endpoint (origin, base or API base). */
export function portalUrl(endpoint: string, locale: string, country: string, path: string): URL {
  const base = endpoint.replace(/\/+$/, '').replace(/\/portal\/api$/, '');
  return new URL(`${base}/portal/${locale}/${country}/${path.replace(/^\//, '')}`);
}

/** Does this page show the tool at `path` (the shell shows one tool per route)? */
function onToolPage(path: string): boolean {
  return location.pathname.replace(/\/+$/, '').endsWith(`/${path}`);
}

export interface ShareableState<T> {
  /** The state the tool opened with (portal URL or `state` attribute), as the tool parsed it; null when none. */
  initial: T | null;
  /** Call with the current state after every change. */
  publish(state: T): void;
  /** A link that opens the tool on the portal with the last published state. */
  link(): string;
}

/**
 * The shareable state of one tool. `portalPath` is the tool's route below `<lang>/<country>/`
 * (apps/shared/portal-paths.ts); `attribute` is the element's `state` attribute; `parse` turns the
 * decoded JSON into the tool's state (or null), dropping what does not fit.
 */
export function useShareableState<T>(
  portalPath: string,
  attribute: string | undefined,
  parse: (raw: unknown) => T | null,
): ShareableState<T> {
  const platform = usePlatform();
  const { endpoint, country } = useIsland();
  const locale = useLocale();
  const replaceQuery = platform.replaceQuery;
  const inPortal = replaceQuery !== undefined && onToolPage(portalPath);
  // Read once per tool and attribute: later URL changes are the tool's own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: parse is read once with the text it parses
  const initial = useMemo(() => {
    const text = inPortal ? new URLSearchParams(location.search).get(stateParam) : attribute;
    const raw = decodeState(text);
    return raw === null ? null : parse(raw);
  }, [inPortal, attribute]);
  const last = useRef<string | null>(null);

  const publish = useCallback(
    (state: T) => {
      const text = encodeState(state);
      last.current = text;
      // Only while the tool's page is shown: a late update must not rewrite the next page's URL.
      if (!inPortal || !onToolPage(portalPath)) return;
      // Through the shell, not history.replaceState: its router must know the page is still the one it shows.
      replaceQuery(stateParam, text);
    },
    [inPortal, portalPath, replaceQuery],
  );

  const link = useCallback(() => {
    const url = portalUrl(endpoint, locale, country, portalPath);
    if (last.current) url.searchParams.set(stateParam, last.current);
    return url.href;
  }, [endpoint, locale, country, portalPath]);

  return { initial, publish, link };
}
