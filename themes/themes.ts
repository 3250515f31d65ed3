/**
 * The 13 colour themes: a primary colour each, shared success/warning/error colours.
 * Primary colours are chosen dark enough for white text (WCAG AA, ≥ 4.5:1).
 */
export const themeNames = [
  'arbonia',
  'bekon',
  'boesch',
  'duschdesign',
  'gruenenwald',
  'heimag',
  'prolux',
  'pzpheating',
  'raumklima',
  'unternehmen',
  'vasco',
  'kermi2024',
  'prolux2024',
] as const;
export type ThemeName = (typeof themeNames)[number];

export interface ColourTheme {
  primary: string;
  /** Hover/pressed and text-on-white variant of the primary. */
  primaryDark: string;
}

export const sharedColours = {
  success: '#107c10',
  warning: '#8a5300',
  error: '#b42318',
} as const;

export const themes: Record<ThemeName, ColourTheme> = {
  arbonia: { primary: '#8c1d40', primaryDark: '#6b1531' },
  bekon: { primary: '#006a9e', primaryDark: '#004f76' },
  boesch: { primary: '#005ca9', primaryDark: '#00457f' },
  duschdesign: { primary: '#4a4a49', primaryDark: '#2f2f2e' },
  gruenenwald: { primary: '#2e6b30', primaryDark: '#1f4d21' },
  heimag: { primary: '#b34700', primaryDark: '#8a3700' },
  prolux: { primary: '#00539f', primaryDark: '#003e77' },
  pzpheating: { primary: '#00703c', primaryDark: '#00522c' },
  raumklima: { primary: '#00707d', primaryDark: '#00525c' },
  unternehmen: { primary: '#c00d1e', primaryDark: '#8f0a16' },
  vasco: { primary: '#1d1d1b', primaryDark: '#000000' },
  kermi2024: { primary: '#d4001a', primaryDark: '#a00014' },
  prolux2024: { primary: '#0062ad', primaryDark: '#004a83' },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (themeNames as readonly string[]).includes(value);
}
