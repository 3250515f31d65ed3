import { describe, expect, it } from 'vitest';
import { decodeState, encodeState, portalUrl } from '../../../apps/platform/shareable-state.ts';
import { mergeByShape } from '../../../apps/shared/merge-by-shape.ts';
import { portalPaths } from '../../../apps/shared/portal-paths.ts';
import { flattenRoutes } from '../../../shell/routing/routes.ts';

describe('shareable state (links of calculators, designers, selection tools)', () => {
  it('round-trips any JSON, umlauts included, as a versioned URL-safe text', () => {
    const state = { m: 'XFlairTausch', v: { room: 'Küche „Süd“', flow: '70,5' } };
    const text = encodeState(state);
    expect(text).toMatch(/^1\.[A-Za-z0-9_-]+$/);
    expect(decodeState(text)).toEqual(state);
  });

  it('reads nothing from another version, broken base64 or broken JSON', () => {
    const body = encodeState({ a: 1 }).slice(2);
    expect(decodeState(`2.${body}`)).toBeNull();
    expect(decodeState('1.%%%')).toBeNull();
    expect(decodeState(`1.${btoa('{not json')}`)).toBeNull();
    expect(decodeState('')).toBeNull();
    expect(decodeState(undefined)).toBeNull();
  });

  it('builds the portal URL from an origin, a base or the API base', () => {
    for (const endpoint of ['https://p.example', 'https://p.example/', 'https://p.example/portal/api']) {
      expect(portalUrl(endpoint, 'en', 'de', 'PM/convectors/krn92').href).toBe(
        'https://p.example/portal/en/de/PM/convectors/krn92',
      );
    }
    expect(portalUrl('https://h.example/sub', 'de', 'at', 'PM/fancoils').href).toBe(
      'https://h.example/sub/portal/de/at/PM/fancoils',
    );
  });

  it("every tool's portal path is a route of the shell showing that element", () => {
    const routes = flattenRoutes();
    for (const [tool, path] of Object.entries(portalPaths)) {
      const [tag, mode] = tool.split('/');
      const route = routes.find((r) => r.path === path);
      expect(route?.route.element, path).toBe(tag);
      if (mode) expect(route?.route.attributes?.mode).toBe(mode);
    }
  });
});

describe('mergeByShape (untrusted link or saved JSON into a draft)', () => {
  const defaults = { name: 'Haus', hot: true, rooms: [{ id: 'r', area: '25', parts: [{ kind: 'wall' }] }] };

  it('takes values of the right type, keeps the default for the rest, field by field', () => {
    const merged = mergeByShape(defaults, {
      name: 7,
      hot: false,
      extra: 'dropped',
      rooms: [{ area: '30', parts: [{ kind: 'window', x: 1 }, 'junk'] }, null],
    });
    expect(merged).toEqual({
      name: 'Haus',
      hot: false,
      rooms: [
        { id: 'r', area: '30', parts: [{ kind: 'window' }, { kind: 'wall' }] },
        { id: 'r', area: '25', parts: [{ kind: 'wall' }] },
      ],
    });
  });

  it('keeps the defaults for something that is no object at all', () => {
    expect(mergeByShape(defaults, 'x')).toEqual(defaults);
    expect(mergeByShape(defaults, [1])).toEqual(defaults);
  });
});
