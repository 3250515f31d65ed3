import { describe, expect, it } from 'vitest';
import { geocode, normalizePlaceName, placeLabel, splitQuery } from '../../../apps/dealer-search/geocode.ts';
import { crmPlaces } from '../../../contract/crm-places.ts';
import { crmDemoCities } from '../../../server/demo/crm-data.ts';

const found = (query: string, country?: string) => {
  const result = geocode(query, { country });
  if (result.kind !== 'found') throw new Error(`${query}: ${result.kind}`);
  return result;
};

describe('the bundled place table', () => {
  it('holds every city of the demo dealers with its postal code and coordinates', () => {
    const table = crmPlaces.map(({ name, country, postalCode, latitude, longitude }) => ({
      name,
      country,
      postalCode,
      latitude,
      longitude,
    }));
    expect(table).toEqual(
      crmDemoCities.map((c) => ({
        name: c.name,
        country: c.country,
        postalCode: c.postalCode,
        latitude: c.lat,
        longitude: c.lon,
      })),
    );
  });

  it('finds every place by its name and by its postal code', () => {
    for (const place of crmPlaces) {
      expect(found(place.name).place, place.name).toBe(place);
      expect(found(place.postalCode, place.country).place, place.postalCode).toBe(place);
      expect(found(placeLabel(place)).place, placeLabel(place)).toBe(place);
    }
  });
});

describe('geocode: a typed postal code or place → coordinates, offline', () => {
  it('reads postal code and name in any order and spelling', () => {
    for (const query of [
      '94447',
      'Plattling',
      'plattling',
      ' 94447 Plattling ',
      'Plattling 94447',
      'D-94447',
      'PLATTLING',
    ]) {
      const result = found(query);
      expect(result.place.name, query).toBe('Plattling');
      expect(result.approximate, query).toBe(false);
    }
    expect(found('110 00').place.name).toBe('Praha');
    expect(found('11000 Praha').place.name).toBe('Praha');
    expect(found('CZ-110 00').place.name).toBe('Praha');
  });

  it('knows the names in the other portal languages and the usual short forms', () => {
    expect(found('Munich').place.name).toBe('München');
    expect(found('Muenchen').place.name).toBe('München');
    expect(found('Prag').place.name).toBe('Praha');
    expect(found('Vienna').place.name).toBe('Wien');
    expect(found('Genf').place.name).toBe('Genève');
    expect(found('Frankfurt').place.name).toBe('Frankfurt am Main');
    expect(found('Sankt Gallen').place.name).toBe('St. Gallen');
    expect(found('st gallen').place.name).toBe('St. Gallen');
    expect(found('Budweis').place.name).toBe('České Budějovice');
    expect(found('budejovice').place.name).toBe('České Budějovice');
    expect(found('Duesseldorf').place.name).toBe('Düsseldorf');
  });

  it('takes the nearest known postal code of the same area when the code itself is unknown', () => {
    // 94428 Eichendorf is not in the table; in area 944, 94447 Plattling is the closest code.
    const result = found('94428');
    expect(result.approximate).toBe(true);
    expect(result.place.name).toBe('Plattling');
    expect(found('94410').place.name).toBe('Landau an der Isar');
    // A known name with an unknown postal code: the name counts.
    expect(found('94999 Plattling')).toMatchObject({ approximate: true, place: { name: 'Plattling' } });
  });

  it('asks when several places fit, unless the preferred country decides', () => {
    const result = geocode('Ba');
    expect(result.kind).toBe('ambiguous');
    if (result.kind === 'ambiguous') {
      expect(result.candidates.map((p) => p.name)).toEqual(expect.arrayContaining(['Bamberg', 'Basel']));
    }
    expect(found('Ba', 'ch').place.name).toBe('Basel');
    const preferred = geocode('Ba', { country: 'AT', limit: 3 });
    expect(preferred.kind).toBe('ambiguous');
    if (preferred.kind === 'ambiguous') expect(preferred.candidates).toHaveLength(3);
  });

  it('says so when nothing fits', () => {
    expect(geocode('Atlantis')).toEqual({ kind: 'notFound' });
    expect(geocode('')).toEqual({ kind: 'notFound' });
    expect(geocode('   ')).toEqual({ kind: 'notFound' });
    expect(geocode('12')).toEqual({ kind: 'notFound' });
    // No place shares even the first two digits.
    expect(geocode('00999')).toEqual({ kind: 'notFound' });
  });

  it('normalizes and splits the input', () => {
    expect(normalizePlaceName('  Vilshofen an der Donau ')).toBe('vilshofen an der donau');
    expect(normalizePlaceName('Straße')).toBe('strasse');
    expect(normalizePlaceName('St.-Pölten')).toBe('st polten');
    expect(splitQuery('D-94447 Plattling')).toEqual({ postalCode: '94447', name: 'plattling' });
    expect(splitQuery('Plattling, 94447')).toEqual({ postalCode: '94447', name: 'plattling' });
    expect(splitQuery('Linz')).toEqual({ postalCode: null, name: 'linz' });
  });
});
