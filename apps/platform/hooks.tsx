/**
 * The hooks a mini app uses for everything outside its own folder: API clients, session and
 * permissions, translations, notices and navigation. They read the current platform (the
 * shell's, or the standalone one on a foreign page) and re-render on its changes.
 */
import type { KyInstance } from 'ky';
import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ApiName, MessageLevel, PlatformSession, PortalPlatform } from '../../client/platform.ts';
import { defaultLocale, type Locale } from '../../contract/locales.ts';
import type { PermissionDef } from '../../contract/permissions.ts';
import { currentPlatform } from './current.ts';
import { IslandContext, useIsland } from './island.ts';

export function usePlatform(): PortalPlatform {
  return currentPlatform();
}

/** A client for one of the three APIs at this element's endpoint (`production-endpoint` for production). */
export function usePortalApi(name: ApiName = 'portal', options: { anonymous?: boolean } = {}): KyInstance {
  const { endpoint, productionEndpoint } = useIsland();
  const platform = usePlatform();
  const base = name === 'production' ? productionEndpoint : endpoint;
  const anonymous = options.anonymous === true;
  return useMemo(() => platform.api(name, base, { anonymous }), [platform, name, base, anonymous]);
}

/** A client that never sends a token, for public endpoints (the same for signed-in visitors). */
export function usePublicApi(name: ApiName = 'portal'): KyInstance {
  return usePortalApi(name, { anonymous: true });
}

export function useSession(): PlatformSession {
  const platform = usePlatform();
  return useSyncExternalStore(platform.onSessionChange, platform.session);
}

/** Does the signed-in user hold any of these permissions with accessType 1? */
export function usePermission(...anyOf: PermissionDef[]): boolean {
  const session = useSession();
  return session.status === 'signedIn' && anyOf.some((p) => session.granted.has(p.id));
}

/** The active UI language; re-renders on an in-place language switch. */
export function useLocale(): Locale {
  const platform = usePlatform();
  const island = useContext(IslandContext);
  useSyncExternalStore(platform.onLocaleChange, platform.messages);
  // Before the first language has loaded, the element's own language (its attribute), not German.
  return platform.locale() ?? island?.locale ?? defaultLocale;
}

export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Translations; a new function whenever the language or the strings change. */
export function useT(): Translate {
  const platform = usePlatform();
  const messages = useSyncExternalStore(platform.onLocaleChange, platform.messages);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new function per message set re-renders users of t
  return useCallback((key, values) => platform.t(key, values), [platform, messages]);
}

/**
 * Notices for the user ("role saved"): in the shell's message area; an element embedded without
 * the shell shows them as a Fluent toast inside its own shadow root.
 */
export function useNotify(): (level: MessageLevel, text: string) => void {
  const platform = usePlatform();
  const { toast } = useIsland();
  return useCallback(
    (level, text) => (platform.notify ? platform.notify(level, text) : toast(level, text)),
    [platform, toast],
  );
}

/** Goes to a portal path such as `/de/de/favorite`. */
export function useNavigate(): (path: string) => void {
  const platform = usePlatform();
  return useCallback((path: string) => platform.navigate(path), [platform]);
}
