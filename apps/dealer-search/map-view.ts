/**
 * A static slippy-map view without a map library: Web Mercator pixel coordinates, the zoom level
 * that fits a set of points into a box, and the tiles that cover it. Used only when the element
 * has a `tile-url` (no external calls by default). Pure functions, unit-tested.
 */

export const tileSize = 256;

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** Web Mercator ("slippy map") pixel position of a point at a zoom level. */
export function project({ latitude, longitude }: LatLon, zoom: number): { x: number; y: number } {
  const scale = tileSize * 2 ** zoom;
  const lat = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

export interface MapView {
  zoom: number;
  /** Pixel position (at `zoom`) of the view's top-left corner. */
  left: number;
  top: number;
  width: number;
  height: number;
  tiles: { key: string; url: string; x: number; y: number }[];
  /** Positions of the points inside the view, in the order given. */
  points: { x: number; y: number }[];
}

/**
 * The largest zoom (≤ maxZoom) at which every point fits into width × height with `padding`
 * pixels to spare, centred on the points' bounding box, and the tiles that cover the view.
 */
export function fitView(
  points: readonly LatLon[],
  size: { width: number; height: number },
  tileUrl: string,
  { padding = 32, maxZoom = 15, minZoom = 1 } = {},
): MapView | null {
  if (points.length === 0 || size.width <= 0 || size.height <= 0) return null;
  let zoom = minZoom;
  for (let z = maxZoom; z >= minZoom; z--) {
    const xy = points.map((p) => project(p, z));
    const w = Math.max(...xy.map((p) => p.x)) - Math.min(...xy.map((p) => p.x));
    const h = Math.max(...xy.map((p) => p.y)) - Math.min(...xy.map((p) => p.y));
    if (w <= size.width - 2 * padding && h <= size.height - 2 * padding) {
      zoom = z;
      break;
    }
  }
  const xy = points.map((p) => project(p, zoom));
  const centreX = (Math.max(...xy.map((p) => p.x)) + Math.min(...xy.map((p) => p.x))) / 2;
  const centreY = (Math.max(...xy.map((p) => p.y)) + Math.min(...xy.map((p) => p.y))) / 2;
  const left = centreX - size.width / 2;
  const top = centreY - size.height / 2;

  const count = 2 ** zoom;
  const tiles: MapView['tiles'] = [];
  for (let ty = Math.floor(top / tileSize); ty <= Math.floor((top + size.height - 1) / tileSize); ty++) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(left / tileSize); tx <= Math.floor((left + size.width - 1) / tileSize); tx++) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${zoom}/${tx}/${ty}`,
        url: tileUrlFor(tileUrl, zoom, wrapped, ty),
        x: tx * tileSize - left,
        y: ty * tileSize - top,
      });
    }
  }
  return {
    zoom,
    left,
    top,
    width: size.width,
    height: size.height,
    tiles,
    points: xy.map((p) => ({ x: p.x - left, y: p.y - top })),
  };
}

/** Fills a tile URL template: `{z}`, `{x}`, `{y}` (and `{s}` → `a`, the first subdomain). */
export function tileUrlFor(template: string, z: number, x: number, y: number): string {
  return template
    .replace(/\{z\}/g, String(z))
    .replace(/\{x\}/g, String(x))
    .replace(/\{y\}/g, String(y))
    .replace(/\{s\}/g, 'a');
}
