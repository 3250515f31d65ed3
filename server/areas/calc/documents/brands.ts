/**
 * Brands of the group as they appear on calculator documents: name and colour for the drawn
 * vector logo (no image files are fetched). The brand comes from `?brand=`, the multipart field
 * `brand`, or the request host (e.g. portal.prolux-solutions.com → prolux); default kermi.
 */
export interface DocumentBrand {
  key: string;
  name: string;
  /** primary colour, hex */
  color: string;
  /** secondary colour for chart lines */
  accent: string;
}

export const documentBrands: DocumentBrand[] = [
  { key: 'kermi', name: 'Kermi', color: '#c8102e', accent: '#5b6770' },
  { key: 'arbonia', name: 'Arbonia', color: '#00508c', accent: '#7a8a96' },
  { key: 'prolux', name: 'Prolux', color: '#e07b00', accent: '#4a5a66' },
  { key: 'pzpheating', name: 'PZP Heating', color: '#d52b1e', accent: '#2f4f6f' },
  { key: 'boesch', name: 'Bösch', color: '#005b96', accent: '#8a6d3b' },
  { key: 'gruenenwald', name: 'Grünenwald', color: '#2e7d32', accent: '#55606a' },
  { key: 'heimag', name: 'HEIMAG', color: '#1f4e79', accent: '#b0413e' },
];

export const defaultBrand = documentBrands[0]!;

/** Brand by explicit key, else by a key contained in the host name, else Kermi. */
export function brandFor(key: string | null | undefined, host?: string | null): DocumentBrand {
  const wanted = key?.trim().toLowerCase();
  if (wanted) {
    const found = documentBrands.find((b) => b.key === wanted);
    if (found) return found;
  }
  const h = (host ?? '').toLowerCase();
  return documentBrands.find((b) => h.includes(b.key)) ?? defaultBrand;
}
