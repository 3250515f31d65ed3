/**
 * Brands, domain keys and the brand pairs routes are gated by.
 * A domain key is host segments 2 and 3 joined by an underscore (`portal.kermi.com` → `kermi_com`).
 */
export const brandNames = [
  'arbonia',
  'bekon',
  'boesch',
  'gruenenwald',
  'heimag',
  'kermi',
  'prolux',
  'pzpheating',
] as const;
export type BrandName = (typeof brandNames)[number];

/** What the portal knows of a brand; its pages' setting files are `themes/brands/<name>*.json`. */
export interface BrandEntry {
  /** The brand as people write it: documents, titles (the setting file's `name` says the same). */
  displayName: string;
  /** Colour theme of the brand's pages (themes/themes.ts; the setting file's `theme` says the same). */
  theme: string;
  /** The drawn logo and chart lines of calculator documents and quotes (hex). */
  documentColours: { primary: string; accent: string };
}

/** The one brand registry: a new brand starts here (docs/architecture.md). */
export const brands: Record<BrandName, BrandEntry> = {
  arbonia: { displayName: 'Arbonia', theme: 'arbonia', documentColours: { primary: '#00508c', accent: '#7a8a96' } },
  bekon: { displayName: 'Bekon', theme: 'duschdesign', documentColours: { primary: '#006a9e', accent: '#4a4a49' } },
  boesch: { displayName: 'Bösch', theme: 'boesch', documentColours: { primary: '#005b96', accent: '#8a6d3b' } },
  gruenenwald: {
    displayName: 'Grünenwald',
    theme: 'gruenenwald',
    documentColours: { primary: '#2e7d32', accent: '#55606a' },
  },
  heimag: { displayName: 'Heim AG', theme: 'heimag', documentColours: { primary: '#1f4e79', accent: '#b0413e' } },
  kermi: { displayName: 'Kermi', theme: 'unternehmen', documentColours: { primary: '#c8102e', accent: '#5b6770' } },
  prolux: { displayName: 'Prolux', theme: 'prolux', documentColours: { primary: '#e07b00', accent: '#4a5a66' } },
  pzpheating: {
    displayName: 'PZP Heating',
    theme: 'pzpheating',
    documentColours: { primary: '#d52b1e', accent: '#2f4f6f' },
  },
};

export function isBrandName(value: unknown): value is BrandName {
  return typeof value === 'string' && (brandNames as readonly string[]).includes(value);
}

export const defaultBrand: BrandName = 'kermi';
export const defaultDomainKey = 'kermi_com';

/**
 * The brand setting files (`themes/brands/<name>.json`) a page of this brand, country and language
 * merges, least specific first; files that do not exist are skipped. The shell loads them, and the
 * server names the existing ones in the page for an early download.
 */
export function settingLayers(brand: BrandName, country: string, language: string): string[] {
  return [brand, `${brand}_${country}`, `${language}_${brand}`, `${language}_${brand}_${country}`];
}

/** A (domain key, country) pair a route is shown for. */
export interface BrandPair {
  domain: string;
  country: string;
}

const pairs = (domains: string[], countries: string[]): BrandPair[] =>
  domains.flatMap((domain) => countries.map((country) => ({ domain, country })));

/**
 * The brand lists of the spec, as pairs. Where the spec names a brand and country ("kermi de")
 * both the group domain (kermi_com) and the national domain (kermi_de) count.
 */
export const brandGates = {
  reporting: [
    ...pairs(['kermi_com', 'kermi_de', 'prolux-solutions_com', 'prolux_de'], ['de']),
    ...pairs(['arbonia_fr'], ['fr']),
    ...pairs(['arbonia_de', 'arbonia-solutions_com'], ['de']),
    ...pairs(['arbonia_at'], ['at']),
    ...pairs(['arbonia_ch'], ['ch']),
  ],
  canteenOrdering: pairs(['kermi_com', 'kermi_de', 'prolux-solutions_com', 'prolux_de'], ['de']),
  bekonTracking: pairs(['bekon_ch'], ['ch']),
  germanPlants: pairs(['kermi_com', 'prolux-solutions_com'], ['de']),
  marketing: pairs(['kermi_com', 'prolux-solutions_com', 'arbonia-solutions_com'], ['de']),
  marketingSanitary: pairs(['kermi_com', 'prolux-solutions_com'], ['de']),
  employeeInfoCz: pairs(['kermi_com', 'pzpheating_cz'], ['cz']),
  infoSystemsGermany: pairs(['kermi_com', 'kermi_de', 'prolux-solutions_com', 'arbonia-solutions_com'], ['de']),
  productionCockpits: pairs(['kermi_com', 'pzpheating_cz'], ['de', 'cz']),
} as const satisfies Record<string, BrandPair[]>;

/** A domain belongs to the group's brands if it contains kermi, arbonia or prolux. */
export function isGroupBrandDomain(domain: string): boolean {
  return /kermi|arbonia|prolux/i.test(domain);
}
