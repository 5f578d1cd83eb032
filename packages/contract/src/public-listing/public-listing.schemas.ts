import { z } from 'zod';
import {
  accommodationTypeSchema,
  cancellationPolicySchema,
  measurementSystemSchema,
} from '../properties/property-unit-options.schemas';
import { propertyTypeSchema } from '../properties/property-unit-state.schemas';
import { roomSchema } from '../properties/rooms.schemas';

// The public listing a preview link opens (issue 3): what a guest sees of a published unit, and
// nothing private (no address line, no registration numbers, no host identity).
export const publicListingPhotoSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type PublicListingPhoto = z.infer<typeof publicListingPhotoSchema>;

export const publicListingSchema = z.object({
  unitPublicId: z.string(),
  propertyType: propertyTypeSchema,
  /** The property's title when a multi-unit property is shown around the unit. */
  propertyTitle: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  accommodationType: accommodationTypeSchema.nullable(),
  guests: z.number().int().min(0).nullable(),
  bedroomCount: z.number().int().min(0).nullable(),
  /** Cover first, then by position. */
  photos: z.array(publicListingPhotoSchema),
  amenities: z.array(z.string()),
  rooms: z.array(roomSchema),
  /** Square metres; the unit says how the host shows it. */
  propertySize: z.number().min(0).nullable(),
  propertySizeMeasurementUnit: measurementSystemSchema,
  cancellationPolicy: cancellationPolicySchema.nullable(),
  price: z.object({
    currency: z.string().length(3),
    /** Major units (euros), null while the host has set no price. */
    nightly: z.number().min(0).nullable(),
    minimumStayNights: z.number().int().min(1),
  }),
  location: z.object({
    city: z.string().nullable(),
    countryCode: z.string().nullable(),
    countryName: z.string().nullable(),
  }),
});
export type PublicListing = z.infer<typeof publicListingSchema>;

export const publicListingParamsSchema = z.object({ unitPublicId: z.string().min(1).max(128) });
