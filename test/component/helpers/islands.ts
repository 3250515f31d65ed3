/**
 * Islands as a page embeds them: the built element modules from the portal (DIST_DIR, through
 * the test runner's forwarding to the project's server, see setup/portal-server.ts), the
 * island counters every element keeps, and a real signed-in session for apps that need one.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import type { SignedInTokens, SignInPayload } from '../setup/portal-server.ts';

export interface IslandStats {
  live: number;
  mounted: number;
  unmounted: number;
}

/** The counters of elements/island/stats.ts (a global, shared by every element on the page). */
export function islandStats(): IslandStats {
  const stats = (globalThis as unknown as Record<symbol, IslandStats | undefined>)[Symbol.for('portal.islands')];
  return { ...(stats ?? { live: 0, mounted: 0, unmounted: 0 }) };
}

/**
 * Waits for the portal server (it starts with the test run; seeding takes a while on a busy
 * machine). Call first in the `before` of an island test file: `await portalReady(this)`.
 */
export async function portalReady(context: Mocha.Context): Promise<void> {
  context.timeout(180_000);
  while (!(await executeServerCommand<boolean, undefined>('portal-ready')));
}

/** Imports an element's stable entry, as `<script type="module" src="/portal/elements/<tag>.js">` would. */
export async function loadElement(tag: `portal-${string}`): Promise<void> {
  await import(/* @vite-ignore */ `/portal/elements/${tag}.js`);
  await customElements.whenDefined(tag);
}

/** Creates the element with these attributes and puts it into the page. */
export function place(tag: `portal-${string}`, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  return element;
}

/** The page's `<style>` elements and adopted sheets: what an island must not leave behind. */
export function documentStyles(): { styles: number; adopted: number } {
  return { styles: document.querySelectorAll('style').length, adopted: document.adoptedStyleSheets.length };
}

/**
 * Follows listeners on window and document from now on: `left()` lists those added and not
 * removed again (type, and a number per listener function); `stop()` ends the watch.
 */
export function trackGlobalListeners(): { left: () => string[]; stop: () => void } {
  const live = new Set<string>();
  const capture = (options: boolean | EventListenerOptions | undefined) =>
    typeof options === 'boolean' ? options : !!options?.capture;
  const key = (where: string, type: string, listener: unknown, options: boolean | EventListenerOptions | undefined) =>
    `${where} ${type}${capture(options) ? ' (capture)' : ''} #${listenerId(listener)}`;
  const restore: (() => void)[] = [];
  for (const [where, target] of [
    ['window', window],
    ['document', document],
  ] as const) {
    const { addEventListener: add, removeEventListener: remove } = target;
    target.addEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      if (listener && !(typeof options === 'object' && options.once)) live.add(key(where, type, listener, options));
      add.call(this, type, listener as EventListenerOrEventListenerObject, options);
    };
    target.removeEventListener = function (
      this: EventTarget,
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      live.delete(key(where, type, listener, options));
      remove.call(this, type, listener as EventListenerOrEventListenerObject, options);
    };
    restore.push(() => {
      target.addEventListener = add;
      target.removeEventListener = remove;
    });
  }
  return {
    left: () => [...live],
    stop: () => {
      for (const undo of restore) undo();
    },
  };
}

const ids = new WeakMap<object, number>();
let lastId = 0;
function listenerId(listener: unknown): number {
  if (!listener || (typeof listener !== 'object' && typeof listener !== 'function')) return 0;
  let id = ids.get(listener as object);
  if (!id) {
    id = ++lastId;
    ids.set(listener as object, id);
  }
  return id;
}

/**
 * Signs a demo user in through the identity provider's login form (on the server side of the test
 * run) and restores the shell's session from the tokens, exactly as after a sign-in callback:
 * `POST Auth/loginOpenId`, permissions cached. The shell's platform (shell/platform-host.ts) is
 * then what every island on the page uses.
 */
export async function signInAs(login: string, options: Omit<SignInPayload, 'login'> = {}): Promise<void> {
  const tokens = (await executeServerCommand('portal-sign-in', { login, ...options })) as SignedInTokens;
  const { userStorageKey } = await import('../../../shell/session/oidc.ts');
  sessionStorage.setItem(
    userStorageKey,
    JSON.stringify({
      access_token: tokens.access_token,
      id_token: tokens.id_token,
      refresh_token: tokens.refresh_token,
      token_type: 'Bearer',
      scope: 'openid email profile offline_access portal crm',
      profile: tokens.profile,
      expires_at: Math.floor(Date.now() / 1000) + tokens.expires_in,
    }),
  );
  const { restoreSession, session } = await import('../../../shell/session/session.ts');
  await import('../../../shell/platform-host.ts');
  await restoreSession();
  if (session().status !== 'signedIn') throw new Error(`${login} is not a portal user (${session().status})`);
}
