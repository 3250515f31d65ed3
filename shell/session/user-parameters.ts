/**
 * The signed-in user's own settings, kept on the server as user parameters (so they follow the
 * person to another browser): the collapsed navigation, the language. Signed out, or before the
 * server answered, the last value of this browser applies.
 */
import type { PortalUserParameter } from '../../contract/auth.ts';
import { session, sessionApi } from './session.ts';

export type UserSetting = 'navCollapsed' | 'language';

const localKey = (name: UserSetting) => `portal.setting.${name}`;
const written = new Map<UserSetting, string>();

export function userSetting(name: UserSetting): string | null {
  if (written.has(name)) return written.get(name)!;
  const s = session();
  if (s.status === 'signedIn') {
    const stored = s.portal.parameters.find((p) => p.name === name);
    if (stored) return stored.value;
  }
  return localStorage.getItem(localKey(name));
}

export async function setUserSetting(name: UserSetting, value: string): Promise<void> {
  written.set(name, value);
  localStorage.setItem(localKey(name), value);
  if (session().status !== 'signedIn') return;
  await (await sessionApi('portal'))
    .post('UserParameter', { json: { name, type: 0, value } })
    .json<PortalUserParameter>();
}
