/**
 * What the shell and the mini apps agree on: the platform a mini app runs on. The shell registers
 * its implementation (shell/platform-host.ts) before it loads any element; an element embedded on
 * another site finds none and uses the standalone one (apps/platform/standalone.ts: public
 * endpoints, anonymous, no sign-in). Apps never see either directly — only the hooks of
 * apps/platform/.
 */
import type { KyInstance } from 'ky';
import type { Locale } from '../contract/locales.ts';

export type ApiName = 'portal' | 'crm' | 'production';
export type MessageLevel = 'info' | 'success' | 'warning' | 'error';

/** The signed-in person as the identity provider describes them. */
export interface PlatformUser {
  sub: string;
  login: string;
  /** Display name ("Andrea Weber"), falling back to the login. */
  name: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  domain: string | null;
}

export type PlatformSession =
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: PlatformUser; granted: ReadonlySet<string> }
  /** Signed in at the identity provider, no portal user yet. */
  | { status: 'registrationRequired'; user: PlatformUser };

export interface PortalPlatform {
  readonly kind: 'shell' | 'standalone';
  /** A client for one of the three APIs at `endpoint` (origin or base); `anonymous` sends no token. */
  api(name: ApiName, endpoint: string, options?: { anonymous?: boolean }): KyInstance;

  /** Stable snapshot until the session changes (for React's useSyncExternalStore). */
  session(): PlatformSession;
  onSessionChange(listener: () => void): () => void;
  /** Starts sign-in and comes back to the current page; undefined where sign-in is impossible. */
  signIn?(): void;

  /** The active UI language, or null before the first one is loaded. */
  locale(): Locale | null;
  /**
   * Makes the element's message namespaces available (elements/element-messages.ts);
   * `requested` is the element's `locale` attribute, which only the standalone platform honours
   * (in the shell the URL decides the language).
   */
  loadAppMessages(requested: string | undefined, namespaces: readonly string[]): Promise<void>;
  /** Translates a dot-path key with `{{ name }}` values. */
  t(key: string, values?: Record<string, string | number>): string;
  /** Changes identity whenever the strings or the language change. */
  messages(): unknown;
  onLocaleChange(listener: () => void): () => void;

  /** Shows a notice in the host's message area; undefined: the element shows its own toast. */
  notify?(level: MessageLevel, text: string): void;
  /** Goes to a portal path (`/de/de/favorite`); standalone: an ordinary page load. */
  navigate(path: string): void;
  /**
   * Sets one query parameter of the page's URL in place (no history entry, the page stays shown);
   * undefined where the URL is not the portal's (an element on a host page never writes it).
   */
  replaceQuery?(name: string, value: string): void;
}

const key = Symbol.for('portal.platform');
type Holder = typeof globalThis & { [key]?: PortalPlatform };

/** The shell calls this once at start, before any mini app loads. */
export function registerPlatform(platform: PortalPlatform): void {
  (globalThis as Holder)[key] = platform;
}

/** The registered host platform, if a shell is on the page. */
export function hostPlatform(): PortalPlatform | undefined {
  return (globalThis as Holder)[key];
}
