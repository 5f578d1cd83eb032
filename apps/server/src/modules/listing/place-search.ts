import type { Place } from '@hostdeck/contract/listing/places.schemas';
import { GAZETTEER, type GazetteerRow } from './places.data';

export interface PlaceQuery {
  /** What the host typed, already trimmed (at least 2 characters). */
  query: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode?: string;
  limit: number;
}

/**
 * Where the location step finds towns (docs/decisions/0011). The embedded gazetteer answers by
 * default; a real geocoder implements the same call when hosts list beyond its towns.
 */
export interface PlaceSearch {
  search(query: PlaceQuery): Promise<Place[]>;
}

/** Lower case without diacritics, so "porec", "POREČ" and "Poreč" compare equal. */
export function normalisePlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

interface IndexedPlace {
  place: Place;
  city: string;
  words: string[];
  region: string;
}

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

function toPlace(countryCode: string, [city, region, regionCode, latitude, longitude]: GazetteerRow): Place {
  const countryName = countryNames.of(countryCode) ?? countryCode;
  return {
    id: `${countryCode}-${regionCode}-${normalisePlaceText(city).replace(/[^a-z0-9]+/g, '-')}`,
    city,
    stateOrProvince: regionCode,
    postalCode: null,
    countryCode,
    countryName,
    latitude,
    longitude,
    formattedAddress: region === city ? `${city}, ${countryName}` : `${city}, ${region}, ${countryName}`,
  };
}

const displayNamesByLocale = new Map<string, Intl.DisplayNames>();

/**
 * A place as a host reading `locale` names it: the country in their language ("Hrvatska",
 * "Croatie"); towns and regions keep the names the gazetteer has.
 */
export function localisePlace(place: Place, locale: string | null): Place {
  if (!locale || place.countryCode === null) return place;
  let names = displayNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    displayNamesByLocale.set(locale, names);
  }
  const countryName = names.of(place.countryCode) ?? place.countryName;
  const englishName = place.countryName ?? '';
  const formattedAddress =
    englishName && place.formattedAddress.endsWith(englishName)
      ? `${place.formattedAddress.slice(0, -englishName.length)}${countryName}`
      : place.formattedAddress;
  return { ...place, countryName, formattedAddress };
}

/**
 * The bundled gazetteer: the city name's prefix first, then a prefix of one of its words ("lagos"
 * finds "Lagos", "sebastian" finds "San Sebastián"), then anywhere in city or region; ties by name.
 */
export class GazetteerPlaceSearch implements PlaceSearch {
  private readonly places: IndexedPlace[];

  constructor(gazetteer: Readonly<Record<string, readonly GazetteerRow[]>> = GAZETTEER) {
    this.places = Object.entries(gazetteer).flatMap(([countryCode, rows]) =>
      rows.map((row) => {
        const place = toPlace(countryCode, row);
        const city = normalisePlaceText(place.city);
        return {
          place,
          city,
          words: city.split(/[\s-]+/),
          region: normalisePlaceText(row[1]),
        };
      }),
    );
  }

  async search({ query, countryCode, limit }: PlaceQuery): Promise<Place[]> {
    const needle = normalisePlaceText(query);
    if (needle.length === 0) return [];
    const ranked: { rank: number; entry: IndexedPlace }[] = [];
    for (const entry of this.places) {
      if (countryCode && entry.place.countryCode !== countryCode) continue;
      const rank = entry.city.startsWith(needle)
        ? 0
        : entry.words.some((word) => word.startsWith(needle))
          ? 1
          : entry.city.includes(needle)
            ? 2
            : entry.region.includes(needle)
              ? 3
              : -1;
      if (rank >= 0) ranked.push({ rank, entry });
    }
    return ranked
      .sort((a, b) => a.rank - b.rank || a.entry.city.localeCompare(b.entry.city))
      .slice(0, limit)
      .map(({ entry }) => entry.place);
  }
}
