import type { Address } from '@hostdeck/contract/properties/address.schemas';
import { setPropertyPlaceBodySchema, type Place } from '@hostdeck/contract/listing/places.schemas';
import { z } from 'zod';

/** The location step's one value: the chosen place, as the contract's PUT .../place body holds it. */
export const placeFormSchema = z
  .object({ place: setPropertyPlaceBodySchema.shape.place.nullable() })
  .refine((values) => values.place !== null, { path: ['place'], message: 'required' });
export type PlaceFormValues = z.input<typeof placeFormSchema>;
export type ChosenPlace = NonNullable<PlaceFormValues['place']>;

export function chosenPlace(place: Place): ChosenPlace {
  return {
    countryCode: place.countryCode,
    city: place.city,
    stateOrProvince: place.stateOrProvince,
    postalCode: place.postalCode,
    latitude: place.latitude,
    longitude: place.longitude,
    formattedAddress: place.formattedAddress,
  };
}

/** A stored location counts as chosen only with its coordinates (the place call requires them). */
export function placeFromLocation(location: Address | null): ChosenPlace | null {
  if (!location || location.latitude === null || location.longitude === null || location.city === '') {
    return null;
  }
  return {
    countryCode: location.countryCode,
    city: location.city,
    stateOrProvince: location.stateOrProvince,
    postalCode: location.postalCode,
    latitude: location.latitude,
    longitude: location.longitude,
    formattedAddress: location.formattedAddress ?? locationLabel(location),
  };
}

/** "City, Country" of a stored location, the search text the step starts from. */
export function locationLabel(location: Address | null): string {
  if (!location || location.city === '') return '';
  return [location.city, location.countryName ?? location.countryCode].join(', ');
}

/**
 * The second line of a search result: region and country. Read from the formatted address ("City,
 * Region, Country"): stateOrProvince may hold the region's code (the server's gazetteer gives Istria
 * as "18"), which means nothing to a host.
 */
export function placeRegionLine(place: Place): string {
  const prefix = `${place.city}, `;
  return place.formattedAddress.startsWith(prefix)
    ? place.formattedAddress.slice(prefix.length)
    : place.countryName;
}
