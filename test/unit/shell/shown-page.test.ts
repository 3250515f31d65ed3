// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { isShownPage, recordShownPage, replaceQueryParam } from '../../../shell/routing/shown-page.ts';

/** The router's record of the shown page (shell/routing/shown-page.ts), which its popstate trigger reads. */
const tool = '/portal/de/de/PM/convectors/krn92';

describe('the page the router shows, when a tool writes its state into the URL', () => {
  beforeEach(() => {
    history.replaceState(null, '', tool);
    recordShownPage(tool, '');
  });

  it('after ?s= is replaced in place, a hash-only back/forward is still the shown page (no re-render)', () => {
    const entries = history.length;
    replaceQueryParam('s', '1.eyJhIjoxfQ');
    expect(location.search).toBe('?s=1.eyJhIjoxfQ');
    expect(history.length).toBe(entries);
    expect(isShownPage()).toBe(true);
    history.pushState(null, '', '#ergebnis');
    expect(isShownPage()).toBe(true);
    replaceQueryParam('s', '1.eyJhIjoyfQ');
    expect(isShownPage()).toBe(true);
  });

  it('a URL changed behind its back, another query or another path is not the shown page', () => {
    history.replaceState(null, '', `${tool}?s=1.eyJhIjoxfQ`);
    expect(isShownPage()).toBe(false);
    history.replaceState(null, '', '/portal/de/de/favorite');
    expect(isShownPage()).toBe(false);
  });

  it('keeps the history state and the other query parameters', () => {
    history.replaceState({ mine: 1 }, '', `${tool}?lang=de#top`);
    recordShownPage(tool, '?lang=de');
    replaceQueryParam('s', '1.e30');
    expect(location.search).toBe('?lang=de&s=1.e30');
    expect(location.hash).toBe('#top');
    expect(history.state).toEqual({ mine: 1 });
    expect(isShownPage()).toBe(true);
  });

  it('does not take over the record while the router is on its way to another page', () => {
    recordShownPage('/portal/de/de/favorite', '');
    replaceQueryParam('s', '1.e30');
    history.replaceState(null, '', '/portal/de/de/favorite');
    expect(isShownPage()).toBe(true);
  });
});
