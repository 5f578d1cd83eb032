import { describe, expect, it } from 'vitest';
import { placeSchema } from '@hostdeck/contract/listing/places.schemas';
import { ADDRESS_STATE_MAX_LENGTH } from '@hostdeck/contract/constants';
import { GazetteerPlaceSearch, normalisePlaceText, localisePlace } from './place-search';
import { GAZETTEER } from './places.data';

// Rough bounding boxes (south, west, north, east) that catch a swapped or mistyped coordinate.
const bounds: Record<string, [number, number, number, number]> = {
  HR: [42.3, 13.4, 46.6, 19.5],
  IT: [36.6, 6.6, 47.1, 18.6],
  ES: [27.6, -18.2, 43.8, 4.4],
  PT: [32.6, -31.3, 42.2, -6.2],
  FR: [41.3, -5.2, 51.1, 9.6],
  GR: [34.8, 19.3, 41.8, 29.7],
  DE: [47.2, 5.8, 55.1, 15.1],
  AT: [46.3, 9.5, 49.1, 17.2],
  SI: [45.4, 13.3, 46.9, 16.7],
  ME: [41.8, 18.4, 43.6, 20.4],
  NL: [50.7, 3.3, 53.6, 7.3],
  GB: [49.9, -8.7, 60.9, 1.8],
  IE: [51.4, -10.7, 55.4, -5.9],
  CH: [45.8, 5.9, 47.9, 10.5],
};

const search = new GazetteerPlaceSearch();
const cities = async (query: string, options: { countryCode?: string; limit?: number } = {}) =>
  (await search.search({ query, limit: options.limit ?? 20, countryCode: options.countryCode })).map(
    (place) => place.city,
  );

describe('the embedded gazetteer', () => {
  it('covers the holiday countries with real towns inside each country', () => {
    for (const [country, [south, west, north, east]] of Object.entries(bounds)) {
      const rows = GAZETTEER[country] ?? [];
      expect(rows.length, country).toBeGreaterThanOrEqual(
        ['DE', 'AT', 'SI', 'ME', 'NL', 'GB', 'IE', 'CH'].includes(country) ? 8 : 25,
      );
      for (const [city, region, regionCode, latitude, longitude] of rows) {
        expect(
          [latitude >= south && latitude <= north, longitude >= west && longitude <= east],
          city,
        ).toEqual([true, true]);
        expect(region.length, city).toBeGreaterThan(0);
        expect(regionCode.length, city).toBeLessThanOrEqual(ADDRESS_STATE_MAX_LENGTH);
      }
      const names = rows.map((row) => row[0]);
      expect(new Set(names).size, country).toBe(names.length);
    }
  });

  it('answers places in the contract shape with unique ids', async () => {
    const all = await search.search({ query: 'a', limit: 10_000 });
    expect(all.length).toBeGreaterThan(150);
    for (const place of all) placeSchema.parse(place);
    expect(new Set(all.map((place) => place.id)).size).toBe(all.length);
    const [split] = await search.search({ query: 'split', limit: 1 });
    expect(split).toMatchObject({
      city: 'Split',
      countryCode: 'HR',
      countryName: 'Croatia',
      stateOrProvince: '17',
      formattedAddress: 'Split, Split-Dalmatia, Croatia',
    });
  });
});

describe('GazetteerPlaceSearch', () => {
  it('ignores case and accents both ways', async () => {
    expect(normalisePlaceText('  Poreč ')).toBe('porec');
    expect(await cities('porec')).toEqual(['Poreč']);
    expect(await cities('POREČ')).toEqual(['Poreč']);
    expect(await cities('malaga')).toEqual(['Málaga']);
    // The town first, then the towns of the Šibenik-Knin region.
    expect(await cities('Sibenik')).toEqual(['Šibenik', 'Primošten', 'Vodice']);
  });

  it('ranks city prefixes, then word prefixes, then substrings', async () => {
    // Cities starting with "la" first, then "Puerto de la Cruz" (a word), then "Vilamoura" (inside).
    const la = await cities('la', { limit: 20 });
    expect(la.slice(0, 3)).toEqual(['La Rochelle', 'Lagos', 'Las Palmas de Gran Canaria']);
    expect(la.indexOf('Puerto de la Cruz')).toBe(3);
    expect(la.indexOf('Vilamoura')).toBeGreaterThan(3);
    expect(await cities('sebast')).toEqual(['San Sebastián']);
    expect(await cities('mare')).toEqual(['Monterosso al Mare', 'Polignano a Mare']);
    // "ubrov" is inside the city "Dubrovnik", then inside the region of Cavtat and Korčula.
    expect(await cities('ubrov')).toEqual(['Dubrovnik', 'Cavtat', 'Korčula']);
  });

  it('filters by country and keeps to the limit', async () => {
    expect(await cities('po', { countryCode: 'HR' })).toEqual(['Poreč']);
    const portugal = await search.search({ query: 'po', countryCode: 'PT', limit: 20 });
    expect(portugal.map((place) => place.countryCode)).toEqual(portugal.map(() => 'PT'));
    expect(portugal.map((place) => place.city)).toContain('Porto');
    expect(await search.search({ query: 'a', limit: 3 })).toHaveLength(3);
    expect(await cities('zzz')).toEqual([]);
  });
});

describe('localisePlace', () => {
  it('names the country in the host’s language and keeps the gazetteer’s town and region', async () => {
    const [split] = await new GazetteerPlaceSearch().search({ query: 'Split', limit: 1 });
    expect(split?.formattedAddress).toMatch(/, Croatia$/);
    const croatian = localisePlace(split!, 'hr');
    expect(croatian.countryName).toBe('Hrvatska');
    expect(croatian.formattedAddress).toBe(split!.formattedAddress.replace(/Croatia$/, 'Hrvatska'));
    expect(localisePlace(split!, 'fr').countryName).toBe('Croatie');
    expect(localisePlace(split!, null)).toBe(split);
  });
});
