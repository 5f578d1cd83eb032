import { z } from 'zod';
import { lengthOfStayDiscountsSchema } from './length-of-stay-discounts.schemas';
import { roomTypeSchema } from './rooms.schemas';

/**
 * The amenities a unit may list (our own list, served by the properties configuration).
 * Labels come from the `properties` translation namespace (`amenities.<key>`).
 */
export const amenityKeys = [
  'wifi',
  'kitchen',
  'tv',
  'hair_dryer',
  'iron',
  'bed_linen',
  'towels',
  'air_conditioning',
  'heating',
  'sea_view',
  'balcony',
  'terrace',
  'garden',
  'pool',
  'bbq',
  'parking',
  'washing_machine',
  'dishwasher',
  'coffee_machine',
  'elevator',
  'beach_nearby',
  'pets_allowed',
  'crib',
] as const;
export const amenityKeySchema = z.enum(amenityKeys);
export type AmenityKey = z.infer<typeof amenityKeySchema>;

export const amenityOptionSchema = z.object({ key: amenityKeySchema, label: z.string() });
export type AmenityOption = z.infer<typeof amenityOptionSchema>;

// Properties configuration (GET /api/app/properties-configuration?hl=)
export const photosConstraintsSchema = z.object({
  mimeTypes: z.array(z.string()),
  minWidth: z.number().int().min(1),
  minHeight: z.number().int().min(1),
  maxWidth: z.number().int().min(1),
  maxHeight: z.number().int().min(1),
});
export type PhotosConstraints = z.infer<typeof photosConstraintsSchema>;

/** One address-form field; the shown set depends on the country. */
export const addressFormFieldSchema = z.object({
  name: z.enum(['countryCode', 'stateOrProvince', 'city', 'street', 'houseNumberOrName', 'postalCode']),
  required: z.boolean(),
  maxLength: z.number().int().min(1).nullable(),
});
export type AddressFormField = z.infer<typeof addressFormFieldSchema>;

export const propertiesConfigurationSchema = z.object({
  propertyUnit: z.object({
    photosConstraints: photosConstraintsSchema,
    room: z.object({ types: z.array(roomTypeSchema), defaultType: roomTypeSchema }),
    amenities: z.array(amenityOptionSchema),
  }),
  priceAndAvailabilitySettings: z.object({
    /** Length-of-stay discounts (a unit's `price.lengthOfStayDiscounts`); the form shows them only when enabled. */
    losDiscount: z.object({
      enabled: z.boolean(),
      /**
       * The tiers a host is offered, in order, when adding one (weekly, then monthly); any tier
       * within the contract's limits may be saved. A valid list by itself.
       */
      options: lengthOfStayDiscountsSchema,
    }),
  }),
  property: z.object({
    addressForm: z.object({
      defaultFields: z.array(addressFormFieldSchema),
      byCountry: z.record(z.string(), z.array(addressFormFieldSchema)),
    }),
  }),
});
export type PropertiesConfiguration = z.infer<typeof propertiesConfigurationSchema>;
