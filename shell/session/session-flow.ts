/**
 * What the shell does when the session changes: favourites follow it (loaded after sign-in,
 * cleared after sign-out), a 412 from any API call leads to the registration step, failed
 * renewals become messages, and a page whose permission was revoked meanwhile is left.
 */
import type { UserLanguage } from '../../contract/user-settings.ts';
import { clearFavorites, loadFavorites } from '../favorites/favorites.ts';
import { t } from '../i18n/i18n.ts';
import { showMessage } from '../messages/messages.ts';
import { takeLocaleGuessed } from '../routing/locale-routing.ts';
import { navigate, recheckCurrentRoute } from '../routing/router.ts';
import {
  onGrantsChange,
  onSessionChange,
  onSilentRenewError,
  registrationPath,
  registrationStep,
  type SessionState,
  session,
  sessionApi,
} from './session.ts';

/** The language the person chose last time, when the URL did not name one. */
async function applyStoredLanguage(current: string): Promise<void> {
  try {
    const { language } = await (await sessionApi('portal')).get('User/GetLanguage').json<UserLanguage>();
    if (!language || language === current) return;
    const [, , , ...rest] = location.pathname.split('/');
    navigate(`/${language}/${rest.join('/')}`);
  } catch (error) {
    console.error('Reading the stored language failed', error);
  }
}

/**
 * Follows the session from now on; `before` is the state it was in before (the shell loads this
 * module with the first state that is not signed out: shell/portal-shell.ts).
 */
export function followSession(
  place: () => { locale: string; country: string },
  before: SessionState['status'] = session().status,
): () => void {
  let previous = before;
  const sync = () => {
    const s = session();
    if (s.status === 'signedIn') {
      loadFavorites().catch((error: unknown) => console.error('Loading favourites failed', error));
      if (previous !== 'signedIn' && takeLocaleGuessed()) void applyStoredLanguage(place().locale);
    } else clearFavorites();
    if (s.status === 'registrationRequired' && previous !== s.status && !location.pathname.includes('/auth/')) {
      const { locale, country } = place();
      void registrationStep(s.user, locale).then((step) => {
        if (step.kind === 'alreadyInProgress') showMessage('info', t('messages.crmRegistrationAlreadyInProgress'));
        navigate(registrationPath(step, locale, country));
      });
    }
    previous = s.status;
  };
  sync();
  const unsubscribers = [
    onSessionChange(sync),
    onGrantsChange(recheckCurrentRoute),
    onSilentRenewError((error) =>
      showMessage('error', t(error.message === 'invalidToken' ? 'errors.invalidToken' : 'errors.silentRenew')),
    ),
  ];
  return () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
  };
}
