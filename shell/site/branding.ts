/**
 * Brand settings and theme (docs/spec-rules.md): setting files layered from least to most
 * specific — brand, brand_country, language_brand, language_brand_country — the favicon from
 * `favIcon`, the colour theme as CSS custom properties on :root (they reach into every shadow root).
 */

import type { SiteBrand } from '../../contract/brand-detect.ts';
import { type BrandName, settingLayers } from '../../contract/brands.ts';
import { isThemeName, sharedColours, type ThemeName, themes } from '../../themes/themes.ts';

export interface BrandSettings {
  name: string;
  theme: ThemeName;
  favIcon: string;
  logo: string;
  [key: string]: unknown;
}

const settingFiles = import.meta.glob<Record<string, unknown>>('../../themes/brands/*.json', { import: 'default' });

export async function loadBrandSettings(brand: BrandName, country: string, language: string): Promise<BrandSettings> {
  const layers = settingLayers(brand, country, language)
    .map((name) => settingFiles[`../../themes/brands/${name}.json`])
    .filter((load): load is () => Promise<Record<string, unknown>> => !!load);
  if (!layers.length) throw new Error('No Branding Files could be loaded');
  const merged = Object.assign({}, ...(await Promise.all(layers.map((load) => load()))));
  if (!isThemeName(merged.theme)) throw new Error(`Brand ${brand} names an unknown theme: ${String(merged.theme)}`);
  return merged as BrandSettings;
}

/** One constructed sheet on the document; swapping the theme replaces its rules. */
let themeSheet: CSSStyleSheet | null = null;

export function applyTheme(theme: ThemeName): void {
  const colours = themes[theme];
  if (!themeSheet) {
    themeSheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, themeSheet];
  }
  themeSheet.replaceSync(`:root {
  --portal-theme: ${theme};
  --portal-primary: ${colours.primary};
  --portal-primary-dark: ${colours.primaryDark};
  --portal-on-primary: #ffffff;
  --portal-success: ${sharedColours.success};
  --portal-warning: ${sharedColours.warning};
  --portal-error: ${sharedColours.error};
}`);
}

export function applyFavicon(href: string): void {
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  link.href = href;
}

export async function applyBranding(site: SiteBrand, country: string, language: string): Promise<BrandSettings> {
  const settings = await loadBrandSettings(site.brand, country, language);
  applyTheme(settings.theme);
  applyFavicon(settings.favIcon);
  return settings;
}
