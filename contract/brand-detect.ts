/**
 * Brand detection from the host name: brand name, domain key (host segments 2 and 3),
 * default kermi / kermi_com on plain localhost and loopback addresses. The shell brands the page
 * with it; the server gates brand-only public endpoints (the Bekon tracker) with it.
 */
import { type BrandName, brandNames, defaultBrand, defaultDomainKey } from './brands.ts';

export interface SiteBrand {
  brand: BrandName;
  domainKey: string;
}

export class UnknownBrandError extends Error {
  constructor(host: string) {
    super('Unknown/unimplemented brand');
    this.name = 'UnknownBrandError';
    this.host = host;
  }
  readonly host: string;
}

export function detectBrand(hostname: string): SiteBrand {
  const host = hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/\.localhost$/, '');
  if (host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || /^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    return { brand: defaultBrand, domainKey: defaultDomainKey };
  }
  const segments = host.split('.');
  const [a, b] = segments.length >= 3 ? [segments[1], segments[2]] : [segments.at(-2), segments.at(-1)];
  const domainKey = a && b ? `${a}_${b}` : defaultDomainKey;
  if (host.includes('heim-ag')) return { brand: 'heimag', domainKey };
  const brand = brandNames.find((name) => host.includes(name));
  if (!brand) throw new UnknownBrandError(hostname);
  return { brand, domainKey };
}
