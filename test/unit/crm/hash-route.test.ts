import { describe, expect, it } from 'vitest';
import { crmHash, parseCrmHash, safeReturnUrl } from '../../../apps/crm/hash-route.ts';

const origin = 'http://localhost:8080';

describe('CRM hash routes', () => {
  it('reads the page and the returnUrl the shell sends (registrationPath)', () => {
    expect(parseCrmHash('#/register?returnUrl=%2Fportal%2Fde%2Fde', origin)).toEqual({
      page: 'register',
      returnUrl: '/portal/de/de',
    });
    expect(parseCrmHash('#/register-partner?returnUrl=%2Fportal%2Fen%2Fcz', origin)).toEqual({
      page: 'register-partner',
      returnUrl: '/portal/en/cz',
    });
    for (const page of [
      'overview',
      'register',
      'register-specialist',
      'register-simple',
      'profile',
      'register-partner',
    ]) {
      expect(parseCrmHash(`#/${page}`, origin)).toEqual({ page, returnUrl: null });
    }
  });

  it('falls back to the overview for an empty or unknown hash', () => {
    expect(parseCrmHash('', origin).page).toBe('overview');
    expect(parseCrmHash('#', origin).page).toBe('overview');
    expect(parseCrmHash('#/nowhere?returnUrl=%2Fportal%2F', origin)).toEqual({
      page: 'overview',
      returnUrl: '/portal/',
    });
    expect(parseCrmHash('#/profile/', origin).page).toBe('profile');
  });

  it('builds hashes that keep the returnUrl and parse back', () => {
    const hash = crmHash('profile', '/portal/de/de/favorite?x=1#top');
    expect(hash).toBe('#/profile?returnUrl=%2Fportal%2Fde%2Fde%2Ffavorite%3Fx%3D1%23top');
    expect(parseCrmHash(hash, origin)).toEqual({ page: 'profile', returnUrl: '/portal/de/de/favorite?x=1#top' });
    expect(crmHash('overview', null)).toBe('#/overview');
  });
});

describe('safeReturnUrl: only same-origin /portal/ paths (no open redirect)', () => {
  it('accepts portal paths with query and hash', () => {
    expect(safeReturnUrl('/portal/de/de', origin)).toBe('/portal/de/de');
    expect(safeReturnUrl('/portal', origin)).toBe('/portal');
    expect(safeReturnUrl('/portal/de/de/crm/#/profile', origin)).toBe('/portal/de/de/crm/#/profile');
    expect(safeReturnUrl(' /portal/cs/cz?tab=1 ', origin)).toBe('/portal/cs/cz?tab=1');
  });

  it('refuses other origins, schemes and tricks', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example/portal/',
      'http://localhost:8080/portal/de/de', // absolute: only paths are accepted
      '//evil.example/portal/',
      '/\\evil.example/portal/',
      '\\\\evil.example',
      'javascript:alert(1)',
      'portal/de/de',
      '/portalx/de',
      '/api/User',
      '/embed-demo/',
      '/portal/../openid/session/end',
      '/portal/%2e%2e/openid',
      '/portal/de\n/de',
    ]) {
      expect(safeReturnUrl(bad, origin), String(bad)).toBeNull();
    }
  });
});
