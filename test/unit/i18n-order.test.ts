// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { currentLocale, includeAppMessages, includeSignedInMessages, setLocale, t } from '../../shell/i18n/i18n.ts';

describe('setLocale', () => {
  it('ends in the language asked for last, however the loads interleave', async () => {
    // A sign-in callback page starts German, the route then asks for Czech, an island adds the
    // apps' strings in between: Czech must win.
    const first = setLocale('de');
    const second = setLocale('cs');
    const apps = includeAppMessages(['infoSystem']);
    await Promise.all([first, second, apps]);
    expect(currentLocale()).toBe('cs');
    // A gated route's menu title comes with the signed-in titles, merged into the shell's `menu`.
    expect(t('menu.questionsAndAnswers')).toBe('menu.questionsAndAnswers');
    expect(t('favorites.add')).toBe('favorites.add');
    await includeSignedInMessages();
    expect(t('menu.questionsAndAnswers')).toBe('Otázky a odpovědi');
    // The shell's other signed-in strings come with them, merged into their namespaces.
    expect(t('favorites.add')).toBe('Přidat oblíbenou položku');
    expect(t('home.welcome')).not.toBe('home.welcome');
    expect(t('home.greeting', { name: 'Eva' })).toContain('Eva');
    expect(t('menu.home')).toBe('Úvod');
    expect(t('infoSystem.download')).toBe('Stáhnout');

    await Promise.all([setLocale('fr'), setLocale('it'), setLocale('en')]);
    expect(currentLocale()).toBe('en');
    expect(t('infoSystem.download')).toBe('Download');
  });
});
