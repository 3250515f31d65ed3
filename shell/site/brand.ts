/** Brand detection lives in contract/brand-detect.ts (the server gates brand-only endpoints with it). */
export { detectBrand, type SiteBrand, UnknownBrandError } from '../../contract/brand-detect.ts';
