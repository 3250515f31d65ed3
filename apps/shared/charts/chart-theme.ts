/**
 * The chart's colours and type from the Fluent tokens of the island it sits in (the shell derives
 * them from `--portal-primary`): canvas needs concrete colours, so they are resolved through a
 * hidden probe element. A 1 ms colour transition on a second probe turns a theme change (another
 * brand colour on :root) into a `transitionrun` event, and the colours are read again.
 */
import { tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useRef, useState } from 'react';
import { chartPalette, parseColor, type Rgb, toHexColor } from './colors.ts';
import type { ChartVariant } from './types.ts';

export interface ChartTheme {
  /** Series colours, brand first. */
  series: string[];
  /** Axis values and labels. */
  text: string;
  /** Axis lines and ticks. */
  axis: string;
  /** Grid lines (decorative, light). */
  grid: string;
  background: string;
  /** Threshold lines. */
  threshold: string;
  font: string;
  fontFamily: string;
  /** CSS pixels. */
  fontSize: number;
  lineWidth: number;
  /** Any CSS colour or Fluent token as a hex colour the canvas can use. */
  resolve: (colour: string) => string;
}

/** Mid-tone Fluent palette colours, in the order series get them after the brand colour. */
const paletteTokens = [
  tokens.colorPaletteBlueBorderActive,
  tokens.colorPaletteTealBorderActive,
  tokens.colorPalettePumpkinBorderActive,
  tokens.colorPalettePurpleBorderActive,
  tokens.colorPaletteGreenBorderActive,
  tokens.colorPaletteMagentaBorderActive,
  tokens.colorPaletteBrassBorderActive,
  tokens.colorPaletteNavyBorderActive,
  tokens.colorPalettePlatinumBorderActive,
  tokens.colorPaletteLilacBorderActive,
];

const fallbackFont = "'Segoe UI', system-ui, sans-serif";

/** Resolves any CSS colour or `var(--token)` to a hex colour in the probe's context. */
export function resolveColor(probe: HTMLElement, colour: string, fallback = '#000000'): string {
  probe.style.color = '';
  probe.style.color = colour;
  const rgb = parseColor(getComputedStyle(probe).color);
  return rgb ? toHexColor(rgb) : fallback;
}

function readTheme(probe: HTMLElement, variant: ChartVariant): ChartTheme {
  const rgb = (colour: string, fallback: Rgb): Rgb => parseColor(resolveColor(probe, colour)) ?? fallback;
  const background = rgb(tokens.colorNeutralBackground1, [255, 255, 255]);
  const brand = rgb(tokens.colorBrandForeground1, [192, 13, 30]);
  const candidates = paletteTokens.map((token) => rgb(token, [0, 120, 212]));
  const family = getComputedStyle(probe).getPropertyValue('--fontFamilyBase').trim() || fallbackFont;
  const fontSize = variant === 'wall' ? 18 : 12;
  return {
    series: chartPalette(brand, candidates, background),
    text: resolveColor(probe, tokens.colorNeutralForeground2, '#424242'),
    axis: resolveColor(probe, tokens.colorNeutralStrokeAccessible, '#616161'),
    grid: resolveColor(probe, tokens.colorNeutralStroke2, '#e0e0e0'),
    background: toHexColor(background),
    threshold: resolveColor(probe, tokens.colorNeutralForeground1, '#242424'),
    font: `${fontSize}px ${family}`,
    fontFamily: family,
    fontSize,
    lineWidth: variant === 'wall' ? 3 : 2,
    resolve: (colour) => resolveColor(probe, colour),
  };
}

function sameTheme(a: ChartTheme, b: ChartTheme): boolean {
  const { resolve: _a, ...restA } = a;
  const { resolve: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

/**
 * `[theme, resolveProbe, watchProbe]`: render `<span ref={resolveProbe} />` and
 * `<span ref={watchProbe} />` (hidden, see chart styles) inside the chart; the theme is null
 * until they are mounted.
 */
export function useChartTheme(
  variant: ChartVariant,
): [ChartTheme | null, (el: HTMLSpanElement | null) => void, (el: HTMLSpanElement | null) => void] {
  const [theme, setTheme] = useState<ChartTheme | null>(null);
  const resolver = useRef<HTMLSpanElement | null>(null);
  const watcher = useRef<HTMLSpanElement | null>(null);
  const variantRef = useRef(variant);
  variantRef.current = variant;
  // A theme with the same colours keeps its identity: a new one rebuilds every chart.
  const update = useCallback(() => {
    if (!resolver.current) return;
    const next = readTheme(resolver.current, variantRef.current);
    setTheme((current) => (current && sameTheme(current, next) ? current : next));
  }, []);
  const resolveProbe = useCallback(
    (el: HTMLSpanElement | null) => {
      resolver.current = el;
      if (el) update();
    },
    [update],
  );
  const watchProbe = useCallback(
    (el: HTMLSpanElement | null) => {
      watcher.current?.removeEventListener('transitionrun', update);
      watcher.current = el;
      el?.addEventListener('transitionrun', update);
    },
    [update],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the variant changes sizes, read again
  useEffect(update, [variant, update]);
  return [theme, resolveProbe, watchProbe];
}
