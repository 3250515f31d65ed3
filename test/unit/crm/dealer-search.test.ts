import { describe, expect, it } from 'vitest';
import { telHref, websiteHref, websiteLabel } from '../../../apps/dealer-search/api.ts';
import { fitView, project, tileUrlFor } from '../../../apps/dealer-search/map-view.ts';

describe('dealer contact links', () => {
  it('dials the international number without separators', () => {
    expect(telHref('+49 9931 5726-0')).toBe('tel:+49993157260');
    expect(telHref('+420 583 123 456')).toBe('tel:+420583123456');
    expect(telHref('(0)9931 123')).toBe('tel:09931123');
    expect(telHref('')).toBeNull();
    expect(telHref(null)).toBeNull();
    expect(telHref('n/a')).toBeNull();
  });

  it('links only http(s) websites', () => {
    expect(websiteHref('https://www.huber-haustechnik-plattling.example')).toBe(
      'https://www.huber-haustechnik-plattling.example/',
    );
    expect(websiteHref('www.example.de')).toBe('https://www.example.de/');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:x@example.de')).toBeNull();
    expect(websiteHref(null)).toBeNull();
    expect(websiteLabel('https://www.example.de/')).toBe('www.example.de');
    expect(websiteLabel('https://www.example.de/partner')).toBe('www.example.de/partner');
  });
});

describe('static map view (only with a tile server)', () => {
  it('projects with Web Mercator', () => {
    expect(project({ latitude: 0, longitude: 0 }, 0)).toEqual({ x: 128, y: 128 });
    const p = project({ latitude: 48.7766, longitude: 12.8737 }, 10);
    // Tile 548/352 at zoom 10 holds Plattling (OSM slippy-map numbering).
    expect(Math.floor(p.x / 256)).toBe(548);
    expect(Math.floor(p.y / 256)).toBe(352);
  });

  it('fits all points with padding at the largest zoom and covers the view with tiles', () => {
    const points = [
      { latitude: 48.7766, longitude: 12.8737 },
      { latitude: 48.8353, longitude: 12.9644 },
      { latitude: 48.5665, longitude: 13.4312 },
    ];
    const view = fitView(points, { width: 640, height: 320 }, 'https://tiles.example/{z}/{x}/{y}.png')!;
    expect(view.zoom).toBeGreaterThan(5);
    for (const p of view.points) {
      expect(p.x).toBeGreaterThanOrEqual(32);
      expect(p.x).toBeLessThanOrEqual(640 - 32);
      expect(p.y).toBeGreaterThanOrEqual(32);
      expect(p.y).toBeLessThanOrEqual(320 - 32);
    }
    // One zoom more would not fit any more.
    const tighter = fitView(points, { width: 640, height: 320 }, 'x', { minZoom: view.zoom + 1 })!;
    const xs = tighter.points.map((p) => p.x);
    const ys = tighter.points.map((p) => p.y);
    expect(Math.max(...xs) - Math.min(...xs) > 576 || Math.max(...ys) - Math.min(...ys) > 256).toBe(true);
    // Tiles cover the whole view.
    expect(Math.min(...view.tiles.map((t) => t.x))).toBeLessThanOrEqual(0);
    expect(Math.min(...view.tiles.map((t) => t.y))).toBeLessThanOrEqual(0);
    expect(Math.max(...view.tiles.map((t) => t.x + 256))).toBeGreaterThanOrEqual(640);
    expect(Math.max(...view.tiles.map((t) => t.y + 256))).toBeGreaterThanOrEqual(320);
    expect(view.tiles[0]!.url).toMatch(new RegExp(`^https://tiles\\.example/${view.zoom}/\\d+/\\d+\\.png$`));
  });

  it('fills tile templates and handles nothing to show', () => {
    expect(tileUrlFor('https://{s}.tile.example/{z}/{x}/{y}.png', 3, 4, 5)).toBe('https://a.tile.example/3/4/5.png');
    expect(fitView([], { width: 640, height: 320 }, 'x')).toBeNull();
    expect(fitView([{ latitude: 1, longitude: 1 }], { width: 0, height: 320 }, 'x')).toBeNull();
  });
});
