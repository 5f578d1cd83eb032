import { z } from 'zod';
import { isIsoCountryCode, isPostalCodeFormatValid } from '../properties/address.rules';
import { countryCodeSchema } from '../properties/address-input.schemas';

// The location step's map-free address search (calls of our own design, docs/decisions/0011).
// A place is a town or city the host picks; the street comes in the next step (location/address).

export const placeSchema = z.object({
  id: z.string(),
  city: z.string(),
  stateOrProvince: z.string().nullable(),
  postalCode: z.string().nullable(),
  countryCode: z.string().length(2),
  countryName: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  /** "City, Region, Country", as the host reads it in the list. */
  formattedAddress: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

/** GET /api/app/places?query=&countryCode= : at least 2 characters, compared after trimming. */
export const searchPlacesQuerySchema = z.object({
  query: z.string().trim().min(2).max(100),
  countryCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/)
    .transform((code) => code.toUpperCase())
    .optional(),
  limit: z.coerce.number().int().min(1).max(20).default(8),
});
export type SearchPlacesQuery = z.input<typeof searchPlacesQuerySchema>;

export const placesResponseSchema = z.object({ items: z.array(placeSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;

/**
 * PUT /api/app/properties/{id}/place: stores where the property is (country, town, coordinates)
 * before the street is known. The full address form (location/address) completes it.
 */
export const setPropertyPlaceBodySchema = z
  .object({
    place: z
      .object({
        countryCode: countryCodeSchema,
        city: z.string().trim().min(1).max(100),
        stateOrProvince: z.string().trim().max(100).nullish(),
        postalCode: z.string().trim().max(20).nullish(),
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
        formattedAddress: z.string().trim().max(400).nullish(),
      })
      // The postal code is stored as the address's, so it has its country's format already here.
      .refine(
        (place) =>
          !place.postalCode ||
          !isIsoCountryCode(place.countryCode) ||
          isPostalCodeFormatValid(place.countryCode, place.postalCode),
        {
          path: ['postalCode'],
          params: { rule: 'postalCodeFormat' },
          message: 'This postal code does not have the format of its country.',
        },
      ),
  })
  .strict();
export type SetPropertyPlaceBody = z.input<typeof setPropertyPlaceBodySchema>;
