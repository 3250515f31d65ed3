import { detectBrand, type SiteBrand, UnknownBrandError } from '../../contract/brand-detect.ts';
import type { BrandSettings } from './branding.ts';

/** The site this page serves: brand from the host name, settings once loaded. */
let brandError: UnknownBrandError | null = null;
const detected: SiteBrand = (() => {
  try {
    return detectBrand(location.hostname);
  } catch (error) {
    if (!(error instanceof UnknownBrandError)) throw error;
    brandError = error;
    return { brand: 'kermi', domainKey: 'unknown' } as SiteBrand;
  }
})();

let settings: BrandSettings | null = null;

export function siteBrand(): SiteBrand {
  return detected;
}

export function siteBrandError(): UnknownBrandError | null {
  return brandError;
}

export function brandSettings(): BrandSettings | null {
  return settings;
}

export function setBrandSettings(value: BrandSettings): void {
  settings = value;
}
