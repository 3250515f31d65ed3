/**
 * Fluent UI v9 themes from the portal's CSS custom properties (`--portal-primary`,
 * `--portal-on-primary`, set by the shell on :root per brand, see themes/base.css and
 * shell/site/branding.ts). One primary colour becomes Fluent's 16-stop BrandVariants ramp through
 * OKLab, then a light theme with contrast fixes for light primaries.
 */
import { type BrandVariants, createLightTheme, type Theme } from '@fluentui/react-components';

/** The portal's default primary (themes/base.css) when a page sets none (standalone embedding). */
export const defaultPrimary = '#c00d1e';

type Rgb = [number, number, number];
const stops = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;

export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return null;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => Number.parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

/** `rgb(1, 2, 3)` / `rgba(1, 2, 3, 1)` (a computed colour) or a hex string → `#rrggbb`, else null. */
export function toHex(colour: string): string | null {
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/i.exec(colour.trim());
  const channels = rgb ? ([rgb[1], rgb[2], rgb[3]].map(Number) as Rgb) : parseHex(colour);
  if (!channels) return null;
  return `#${channels
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const toLinear = (c: number) => {
  const v = c / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (v: number) => {
  const c = v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
};

/** sRGB → OKLab (Björn Ottosson). */
function rgbToOklab([r, g, b]: Rgb): Rgb {
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function oklabToHex([L, A, B]: Rgb): string {
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const rgb = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ].map(fromLinear);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Fluent's BrandVariants from one colour: stop 80 is the colour itself; below it the lightness
 * falls towards 0.1, above it rises towards 0.97, and the chroma fades by up to 75 %.
 */
export function brandFromPrimary(hex: string): BrandVariants {
  const rgb = parseHex(hex);
  if (!rgb) throw new Error(`Not a hex colour: ${hex}`);
  const [L, A, B] = rgbToOklab(rgb);
  const ramp = {} as Record<(typeof stops)[number], string>;
  for (const s of stops) {
    if (s === 80) {
      ramp[s] = toHex(hex)!;
      continue;
    }
    const t = s < 80 ? (80 - s) / 70 : (s - 80) / 80;
    const lightness = s < 80 ? L - (L - 0.1) * t : L + (0.97 - L) * t;
    ramp[s] = oklabToHex([lightness, A * (1 - 0.75 * t), B * (1 - 0.75 * t)]);
  }
  return ramp as BrandVariants;
}

function luminance(hex: string): number {
  const [r, g, b] = (parseHex(hex) ?? [0, 0, 0]).map(toLinear) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const themeCache = new Map<string, Theme>();

/**
 * The Fluent light theme of a primary colour. Brand text on white stays ≥ 4.5:1 (a darker stop is
 * used for light primaries), and text on brand backgrounds is `onPrimary` or, if none is given,
 * white or near-black, whichever reads better.
 */
export function portalFluentTheme(primary: string, onPrimary?: string | null): Theme {
  const primaryHex = toHex(primary) ?? defaultPrimary;
  const onHex = onPrimary ? toHex(onPrimary) : null;
  const key = `${primaryHex}|${onHex ?? ''}`;
  const cached = themeCache.get(key);
  if (cached) return cached;

  const brand = brandFromPrimary(primaryHex);
  const theme: Theme = { ...createLightTheme(brand) };
  const readable = ([80, 70, 60, 50, 40, 30] as const).find((s) => contrastRatio(brand[s], '#ffffff') >= 4.5) ?? 20;
  if (readable !== 80) {
    Object.assign(theme, {
      colorBrandForeground1: brand[readable],
      colorBrandForeground2: brand[Math.max(10, readable - 10) as 70],
      colorBrandForegroundLink: brand[Math.max(10, readable - 10) as 70],
      colorCompoundBrandForeground1: brand[readable],
      colorNeutralForeground2BrandSelected: brand[readable],
      colorNeutralForeground3BrandSelected: brand[readable],
    } satisfies Partial<Theme>);
  }
  const dark = '#1b1b1b';
  const onBrand = onHex ?? (contrastRatio('#ffffff', primaryHex) >= contrastRatio(dark, primaryHex) ? '#ffffff' : dark);
  theme.colorNeutralForegroundOnBrand = onBrand;
  if (themeCache.size > 32) themeCache.clear();
  themeCache.set(key, theme);
  return theme;
}
