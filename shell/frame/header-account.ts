/**
 * The header's account area: the favourite star for the current page, the language picker, and
 * "Anmelden" or the user menu. The shell renders it with its current place (locale, country, path).
 */
import { html, nothing } from 'lit';
import type { Locale } from '../../contract/locales.ts';
import type { PortalFavoriteDialog } from '../favorites/favorite-dialog.ts';
import { addFavorite } from '../favorites/favorites.ts';
import { t } from '../i18n/i18n.ts';
import { showMessage } from '../messages/messages.ts';
import { takeLocaleGuessed } from '../routing/locale-routing.ts';
import { routeAtPath } from '../routing/menu-model.ts';
import { navigate } from '../routing/router.ts';
import { shellRegistryIds } from '../routing/routes.ts';
import { visibilityContext } from '../routing/visibility-context.ts';
import { type SessionState, signIn, signOut } from '../session/session.ts';
import { setUserSetting } from '../session/user-parameters.ts';
import { icon } from './icons.ts';

export interface HeaderPlace {
  locale: Locale;
  country: string;
  /** Path below /{locale}/{country}. */
  currentPath: string;
}

const portalPath = ({ locale, country, currentPath }: HeaderPlace) =>
  `/${locale}/${country}${currentPath ? `/${currentPath}` : ''}`;

function chooseLanguage(place: HeaderPlace, locale: Locale): void {
  takeLocaleGuessed();
  setUserSetting('language', locale).catch((error: unknown) => console.error('Saving the language failed', error));
  navigate(portalPath({ ...place, locale }));
}

function startSignIn(locale: Locale): void {
  // Sub-apps keep their own place in the hash (e.g. the CRM's #/register): come back to it.
  const returnTo = (location.pathname.replace(/^\/portal/, '') || '/') + location.hash;
  void signIn({ returnTo, locale });
}

async function addCurrentPage(place: HeaderPlace, dialog: () => PortalFavoriteDialog): Promise<void> {
  const entry = routeAtPath(place.currentPath);
  await import('../favorites/favorite-dialog.ts'); // defines <portal-favorite-dialog> on first use
  const saved = await dialog().open(
    t('favorites.add'),
    { name: entry ? t(entry.route.title) : document.title, description: '', path: portalPath(place) },
    (input) => addFavorite(input).then(() => undefined),
  );
  if (saved) showMessage('success', t('favorites.created'));
}

/** Nobody signed out needs the user menu: it loads with the first signed-in header. */
let userMenuRequested = false;
function loadUserMenu(): void {
  if (userMenuRequested) return;
  userMenuRequested = true;
  import('./user-menu.ts').catch((error: unknown) => {
    userMenuRequested = false; // the next render tries again
    console.error('The user menu could not be loaded', error);
  });
}

export function headerAccount(session: SessionState, place: HeaderPlace, dialog: () => PortalFavoriteDialog) {
  const base = `/portal/${place.locale}/${place.country}`;
  const picker = html`<portal-language-picker
    .locale=${place.locale}
    @locale-select=${(event: CustomEvent<Locale>) => chooseLanguage(place, event.detail)}
  ></portal-language-picker>`;
  if (session.status === 'signedOut') {
    return html`${picker}<button class="header-button" type="button" @click=${() => startSignIn(place.locale)}>
        ${icon('person')}<span>${t('header.signIn')}</span>
      </button>`;
  }
  loadUserMenu();
  const p = session.user.profile;
  const name = [p.given_name, p.family_name].filter(Boolean).join(' ') || p.preferred_username || '';
  const mayFavor =
    session.status === 'signedIn' && visibilityContext(place.country).granted.has(shellRegistryIds.favoritePermission);
  return html`${
    session.status === 'signedIn'
      ? html`<button
          class="header-button"
          type="button"
          @click=${() => addCurrentPage(place, dialog)}
          aria-label=${t('favorites.addCurrent')}
          title=${t('favorites.addCurrent')}
        >
          ${icon('star')}
        </button>`
      : nothing
  }
    ${picker}
    <portal-user-menu
      .name=${name}
      .email=${p.email ?? ''}
      .favoritesHref=${mayFavor ? `${base}/favorite` : ''}
      @sign-out=${() => void signOut(place.locale, place.country)}
    ></portal-user-menu>`;
}
