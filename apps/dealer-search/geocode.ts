/**
 * Offline geocoding for the dealer search: a typed postal code and/or place name → a place of the
 * bundled table (contract/crm-places.ts). No network: the element works on any partner site
 * without a geocoding service. Pure functions, unit-tested.
 */
import { type CrmPlace, crmPlaces } from '../../contract/crm-places.ts';

export type GeocodeResult =
  /** `approximate`: no place has this postal code; the nearest postal code of the same area was taken. */
  | { kind: 'found'; place: CrmPlace; approximate: boolean }
  | { kind: 'ambiguous'; candidates: CrmPlace[] }
  | { kind: 'notFound' };

export interface GeocodeOptions {
  /** Preferred country (ISO alpha-2, any case) when a name or postal code fits several places. */
  country?: string | undefined;
  /** At most this many candidates when ambiguous (default 8). */
  limit?: number;
  places?: readonly CrmPlace[];
}

/**
 * Lower case, no diacritics, `ß` → `ss`, German `ae`/`oe`/`ue` spellings like the umlaut
 * (`Muenchen` = `München`), `Sankt`/`St.`/`Saint` alike, only letters, digits and single spaces.
 */
export function normalizePlaceName(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([aou])e/g, '$1')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/^(sankt|saint|st) /, 'st ');
}

/**
 * Splits `94447 Plattling`, `Plattling 94447`, `D-94447`, `110 00 Praha` into postal code
 * (digits only) and name.
 */
export function splitQuery(query: string): { postalCode: string | null; name: string } {
  const text = query.trim();
  // Czech style "110 00" first, then 4–5 digits, optionally behind a country prefix (D-, A-, CH-, CZ-, F-).
  const match = /(?:^|\s|\b[a-z]{1,2}-)(\d{3}\s\d{2}|\d{4,5})(?=\s|,|$)/i.exec(text);
  if (!match) return { postalCode: null, name: normalizePlaceName(text) };
  const postalCode = match[1]!.replace(/\s/g, '');
  const name = normalizePlaceName(`${text.slice(0, match.index)} ${text.slice(match.index + match[0].length)}`);
  return { postalCode, name };
}

const digitsOf = (postalCode: string) => postalCode.replace(/\D/g, '');

function namesOf(place: CrmPlace): string[] {
  return [place.name, ...(place.aliases ?? [])].map(normalizePlaceName);
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/** Places of the preferred country first, otherwise the table's order. */
function preferCountry(places: CrmPlace[], country: string | undefined): CrmPlace[] {
  if (!country) return places;
  const wanted = country.toUpperCase();
  return [...places.filter((p) => p.country === wanted), ...places.filter((p) => p.country !== wanted)];
}

function decide(matches: CrmPlace[], options: GeocodeOptions, approximate = false): GeocodeResult {
  if (matches.length === 0) return { kind: 'notFound' };
  if (matches.length === 1) return { kind: 'found', place: matches[0]!, approximate };
  const wanted = options.country?.toUpperCase();
  const inCountry = wanted ? matches.filter((p) => p.country === wanted) : [];
  if (inCountry.length === 1) return { kind: 'found', place: inCountry[0]!, approximate };
  return { kind: 'ambiguous', candidates: preferCountry(matches, wanted).slice(0, options.limit ?? 8) };
}

function byName(places: readonly CrmPlace[], name: string): CrmPlace[] {
  if (!name) return [...places];
  const exact = places.filter((p) => namesOf(p).includes(name));
  if (exact.length) return exact;
  // "Frankfurt" → "Frankfurt am Main", "budejovice" → "České Budějovice": a word starting with the text.
  return places.filter((p) => namesOf(p).some((n) => n.startsWith(name) || n.includes(` ${name}`)));
}

/** Finds the place a user means by a postal code and/or a name. */
export function geocode(query: string, options: GeocodeOptions = {}): GeocodeResult {
  const places = options.places ?? crmPlaces;
  const { postalCode, name } = splitQuery(query);
  if (!postalCode && !name) return { kind: 'notFound' };
  if (!postalCode) return decide(byName(places, name), options);

  const exact = places.filter((p) => digitsOf(p.postalCode) === postalCode);
  const exactByName = byName(exact, name);
  if (exactByName.length) return decide(exactByName, options);
  if (name) {
    // The name is what the user knows best: a known name with an unknown postal code counts.
    const named = byName(places, name);
    if (named.length) return decide(named, options, true);
  }
  if (exact.length) return decide(exact, options);

  // Unknown postal code: the place whose postal code shares the longest prefix (at least the first
  // two digits, i.e. the same postal area), the numerically closest one among those.
  const sameLength = places.filter((p) => digitsOf(p.postalCode).length === postalCode.length);
  let best = 1;
  for (const p of sameLength) best = Math.max(best, commonPrefix(digitsOf(p.postalCode), postalCode));
  if (best < 2) return { kind: 'notFound' };
  const area = sameLength.filter((p) => commonPrefix(digitsOf(p.postalCode), postalCode) === best);
  const wanted = options.country?.toUpperCase();
  const pool = wanted && area.some((p) => p.country === wanted) ? area.filter((p) => p.country === wanted) : area;
  const target = Number(postalCode);
  const nearest = pool.reduce((a, b) =>
    Math.abs(Number(digitsOf(b.postalCode)) - target) < Math.abs(Number(digitsOf(a.postalCode)) - target) ? b : a,
  );
  return { kind: 'found', place: nearest, approximate: true };
}

/** How a place is shown and put back into the search field: `94447 Plattling`. */
export function placeLabel(place: CrmPlace): string {
  return `${place.postalCode} ${place.name}`;
}
