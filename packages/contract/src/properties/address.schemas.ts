import { z } from 'zod';

// The stored address as the API answers it. The rules a host's input must meet (an assigned
// country code, the fields and postal-code format of its country) live in address-input.schemas.ts
// with the country data they need, so a page that only shows addresses does not download that data.

// Address
export const addressComponentSchema = z.object({
  longName: z.string(),
  shortName: z.string(),
  types: z.array(z.string()),
});
export type AddressComponent = z.infer<typeof addressComponentSchema>;

/** A stored address (property location). */
export const addressSchema = z.object({
  countryCode: z.string().length(2),
  countryName: z.string().nullable(),
  stateOrProvince: z.string().nullable(),
  city: z.string(),
  street: z.string(),
  houseNumberOrName: z.string(),
  postalCode: z.string().nullable(),
  formattedAddress: z.string().nullable(),
  googlePlaceId: z.string().nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  components: z.array(addressComponentSchema),
});
export type Address = z.infer<typeof addressSchema>;
