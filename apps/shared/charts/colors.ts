/**
 * Series colours that read on the chart's background and stay apart from each other. Lines and
 * bars are graphics, so they need 3:1 against the background (WCAG 1.4.11); a brand colour that
 * is too light is darkened until it gets there, and a palette colour too close to the brand's is
 * skipped (a blue brand does not get a second blue line).
 */

export type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb`, `rgb(…)`/`rgba(…)` (what getComputedStyle returns) → channels 0–255. */
export function parseColor(colour: string): Rgb | null {
  const text = colour.trim();
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(text);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (!hex) return null;
  const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

export function toHexColor([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio (1–21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes towards black (on light backgrounds) or white (on dark ones) until `ratio` is reached. */
export function withContrast(colour: Rgb, background: Rgb, ratio = 3): Rgb {
  const target = luminance(background) > 0.18 ? 0 : 255;
  let current = colour;
  for (let step = 1; step <= 20 && contrast(current, background) < ratio; step++) {
    const k = step / 20;
    current = colour.map((c) => c + (target - c) * k) as Rgb;
  }
  return current.map(Math.round) as Rgb;
}

/** Perceptual-ish distance ("redmean"), 0 … ~765. */
export function colorDistance([r1, g1, b1]: Rgb, [r2, g2, b2]: Rgb): number {
  const rm = (r1 + r2) / 2;
  const [dr, dg, db] = [r1 - r2, g1 - g2, b1 - b2];
  return Math.sqrt((2 + rm / 256) * dr * dr + 4 * dg * dg + (2 + (255 - rm) / 256) * db * db);
}

/**
 * The palette: the brand first, then the candidates in order minus those within `minDistance`
 * of the brand, every colour with 3:1 on the background. Returns hex colours.
 */
export function chartPalette(brand: Rgb, candidates: readonly Rgb[], background: Rgb, minDistance = 120): string[] {
  const first = withContrast(brand, background);
  const rest = candidates.filter((c) => colorDistance(c, first) >= minDistance).map((c) => withContrast(c, background));
  return [first, ...rest].map(toHexColor);
}
