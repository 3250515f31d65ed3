/**
 * The shell's implementation of the mini apps' platform (client/platform.ts): clients of this
 * tab's session, the shell's session and permissions, its i18n, its message area and router.
 * Registered once when the shell module loads, before any mini app is imported; the router loads
 * the HTTP client (loadApiClient in shell/session/session.ts) together with each mini app's module.
 */
import type { PlatformSession, PlatformUser, PortalPlatform } from '../client/platform.ts';
import { registerPlatform } from '../client/platform.ts';
import { currentLocale, includeAppMessages, messagesSnapshot, onLocaleChange, t } from './i18n/i18n.ts';
import { showMessage } from './messages/messages.ts';
import { navigate } from './routing/router.ts';
import { replaceQueryParam } from './routing/shown-page.ts';
import {
  grantedPermissionIds,
  loadedApiClient,
  onSessionChange,
  type SessionState,
  type SessionUser,
  session,
  sessionClient,
  signInAgain,
} from './session/session.ts';

function toUser(user: SessionUser): PlatformUser {
  const p = user.profile;
  const login = p.preferred_username ?? p.sub;
  const fullName = [p.given_name, p.family_name].filter(Boolean).join(' ');
  return {
    sub: p.sub,
    login,
    name: p.name || fullName || login,
    firstName: p.given_name ?? null,
    lastName: p.family_name ?? null,
    email: p.email ?? null,
    domain: p.domain ?? null,
  };
}

/** One snapshot per session state, so React's useSyncExternalStore sees a stable value. */
let seen: SessionState | null = null;
let snapshot: PlatformSession = { status: 'signedOut' };
function platformSession(): PlatformSession {
  const state = session();
  if (state === seen) return snapshot;
  seen = state;
  if (state.status === 'signedIn')
    snapshot = { status: 'signedIn', user: toUser(state.user), granted: grantedPermissionIds() };
  else if (state.status === 'registrationRequired')
    snapshot = { status: 'registrationRequired', user: toUser(state.user) };
  else snapshot = { status: 'signedOut' };
  return snapshot;
}

export const shellPlatform: PortalPlatform = {
  kind: 'shell',
  api: (name, endpoint, options) =>
    options?.anonymous ? loadedApiClient().createApiClient(name, { endpoint }) : sessionClient(name, endpoint),
  session: platformSession,
  onSessionChange,
  signIn: () => void signInAgain(),
  locale: currentLocale,
  loadAppMessages: (_requested, namespaces) => includeAppMessages(namespaces),
  t,
  messages: messagesSnapshot,
  onLocaleChange,
  notify: (level, text) => void showMessage(level, text),
  navigate,
  replaceQuery: replaceQueryParam,
};

registerPlatform(shellPlatform);
