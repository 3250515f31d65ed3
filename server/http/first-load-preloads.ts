/**
 * The shell's first paint waits for two modules it can only name once its own code runs: the
 * messages of the page's language and the brand's setting files (shell/i18n.ts, shell/branding.ts).
 * The portal page names them up front as `<link rel="modulepreload">`, so they download beside the
 * shell's chunks instead of after them. The page's language and country come from its path
 * (`/portal/<language>/<country>/…`), the brand from the host name, the file names from the build
 * manifest (`.vite/manifest.json`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { detectBrand, UnknownBrandError } from '../../contract/brand-detect.ts';
import { settingLayers } from '../../contract/brands.ts';
import { isSupportedLocale } from '../../contract/locales.ts';

type BuildManifest = Record<string, { file: string }>;

/** Reads the build manifest; a build without one (or none yet) gives no preloads. */
export function readBuildManifest(distDir: string): BuildManifest {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as BuildManifest;
  } catch {
    return {};
  }
}

/** The asset URLs the shell will import first on this page. */
export function firstLoadModules(manifest: BuildManifest, path: string, hostname: string): string[] {
  const [, language, country] = /^\/portal\/([a-z]{2})\/([a-z]{2})(?:\/|$)/.exec(path) ?? [];
  if (!language || !country || !isSupportedLocale(language)) return [];
  let brand: ReturnType<typeof detectBrand>['brand'];
  try {
    brand = detectBrand(hostname).brand;
  } catch (error) {
    if (error instanceof UnknownBrandError) return [];
    throw error;
  }
  const keys = [
    `virtual:messages/${language}/shell`,
    ...settingLayers(brand, country, language).map((name) => `themes/brands/${name}.json`),
  ];
  return keys.flatMap((key) => (manifest[key] ? [`/portal/${manifest[key].file}`] : []));
}

/** The page with the modules named before `</head>`. */
export function withPreloads(html: string, modules: readonly string[]): string {
  if (!modules.length) return html;
  const links = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
