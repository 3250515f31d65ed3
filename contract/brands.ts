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
