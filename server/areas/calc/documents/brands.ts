/**
 * The brand on calculator documents and quotes: name and colours of the drawn vector logo (no
 * image files are fetched), from the brand registry (contract/brands.ts). The brand comes from
 * `?brand=`, the multipart field `brand`, or the request host (contract/brand-detect.ts); default kermi.
 */

import { detectBrand, UnknownBrandError } from '../../../../contract/brand-detect.ts';
import { brands, defaultBrand, isBrandName } from '../../../../contract/brands.ts';

export interface DocumentBrand {
  key: string;
  name: string;
  /** primary colour, hex */
  color: string;
  /** secondary colour for chart lines */
  accent: string;
}

function documentBrand(key: keyof typeof brands): DocumentBrand {
  const { displayName, documentColours } = brands[key];
  return { key, name: displayName, color: documentColours.primary, accent: documentColours.accent };
}

/** Brand by explicit key, else by the request's host name (a `Host` header may carry a port), else Kermi. */
export function brandFor(key: string | null | undefined, host?: string | null): DocumentBrand {
  const wanted = key?.trim().toLowerCase();
  if (isBrandName(wanted)) return documentBrand(wanted);
  if (!host) return documentBrand(defaultBrand);
  try {
    return documentBrand(detectBrand(host.replace(/:\d+$/, '')).brand);
  } catch (error) {
    if (error instanceof UnknownBrandError) return documentBrand(defaultBrand);
    throw error;
  }
}
