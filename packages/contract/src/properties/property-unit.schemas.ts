import { z } from 'zod';
import { MAX_STAY_NIGHTS_LIMIT } from '../constants';
import { duplicateItemsIssue, hasDuplicates } from '../validation/list.rules';
import { nightlyPriceSchema } from '../validation/money.schemas';
import { lengthOfStayDiscountsSchema } from './length-of-stay-discounts.schemas';
import { amenityKeySchema } from './properties-configuration.schemas';
import { invalidFieldSchema } from './property.schemas';
import {
  propertyTypeSchema,
  propertyUnitActionSchema,
  propertyUnitStateSchema,
} from './property-unit-state.schemas';
import {
  accommodationTypeSchema,
  bookingTypeSchema,
  calendarStatusSchema,
  cancellationPolicySchema,
  measurementSystemSchema,
  minimumNoticeDaysSchema,
} from './property-unit-options.schemas';
import { roomSchema } from './rooms.schemas';
import { entityVersionSchema } from '../http/entity-version.schemas';

// PropertyUnit
export const unitLinksSchema = z.object({
  /** Public listing URLs; none while publishing (shown as 'publishing'). */
  preview: z.array(z.object({ label: z.string(), url: z.string() })),
});
export type UnitLinks = z.infer<typeof unitLinksSchema>;

export const unitImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  position: z.number().int().min(0),
});
export type UnitImage = z.infer<typeof unitImageSchema>;

export const unitPriceSchema = z.object({
  currency: z.string().length(3),
  nightly: z.number().min(0).nullable(),
  minimumStayNights: z.number().int().min(1).nullable(),
  minimumNoticeDays: minimumNoticeDaysSchema.nullable(),
  /** Shortest stay first; empty when the unit has none. */
  lengthOfStayDiscounts: lengthOfStayDiscountsSchema,
});
export type UnitPrice = z.infer<typeof unitPriceSchema>;

export const propertyUnitSchema = z.object({
  propertyUnitPublicId: z.string(),
  propertyId: z.string(),
  propertyType: propertyTypeSchema,
  title: z.string().nullable(),
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
  image: z.string().nullable(),
  images: z.array(unitImageSchema),
  state: propertyUnitStateSchema,
  availableActions: z.array(propertyUnitActionSchema),
  links: unitLinksSchema,
  accommodationType: accommodationTypeSchema.nullable(),
  bedroomCount: z.number().int().min(0),
  bathroomCount: z.number().int().min(0),
  guests: z.number().int().min(0),
  rooms: z.array(roomSchema),
  amenities: z.array(z.string()),
  /** Stored in m² (sizes are normalised to square metres); the unit below is how the host entered it. */
  propertySize: z.number().min(0).nullable(),
  propertySizeMeasurementUnit: measurementSystemSchema.default('metric'),
  calendarAvailability: z.object({ status: calendarStatusSchema }),
  cancellationPolicy: cancellationPolicySchema.nullable(),
  bookingType: bookingTypeSchema,
  price: unitPriceSchema,
  hasRegionalRequirements: z.boolean(),
  registrationNumber: z.string().nullable(),
  /** This unit's invalid fields, registrationNumber first. */
  invalidFields: z.array(invalidFieldSchema),
  /** Moves on with every write; sent back in If-Match so a save from an older read is refused. */
  version: entityVersionSchema,
});
export type PropertyUnit = z.infer<typeof propertyUnitSchema>;

/** PATCH /api/app/property-unit/{id}: any subset of the editable fields (designed). */
export const updatePropertyUnitBodySchema = z
  .object({
    title: z.string().trim().min(1).max(150),
    description: z.string().trim().max(5000).nullable(),
    accommodationType: accommodationTypeSchema,
    guests: z.number().int().min(1).max(50),
    bedroomCount: z.number().int().min(0).max(50),
    rooms: z.array(roomSchema).max(50),
    /** Only keys the configuration offers (amenityKeys), each once. */
    amenities: z
      .array(amenityKeySchema)
      .max(200)
      .refine((keys) => !hasDuplicates(keys), duplicateItemsIssue),
    /** In m²: no home is smaller than 1 m² (null clears the size). */
    propertySize: z.number().min(1).max(100_000).nullable(),
    propertySizeMeasurementUnit: measurementSystemSchema,
    cancellationPolicy: cancellationPolicySchema,
    bookingType: bookingTypeSchema,
    /** Nightly price in major units, PRICE_MIN–PRICE_MAX, to the cent. */
    price: z
      .object({
        nightly: nightlyPriceSchema,
        minimumStayNights: z.number().int().min(1).max(MAX_STAY_NIGHTS_LIMIT),
        /** Same day, 1, 2, 3 or 7; on-request units may not use 0 or 1 (notice-days.rules, checked by the server). */
        minimumNoticeDays: minimumNoticeDaysSchema,
        /** The whole list, replacing the stored one; [] removes every discount. */
        lengthOfStayDiscounts: lengthOfStayDiscountsSchema,
      })
      .partial()
      .strict(),
    /** Checked against the rule of the property's country (registration-number.rules). */
    registrationNumber: z.string().trim().min(1).max(50).nullable(),
  })
  .partial()
  .strict();
export type UpdatePropertyUnitBody = z.input<typeof updatePropertyUnitBodySchema>;

/** Unit list item for the selector. */
export const unitListItemSchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  propertyType: propertyTypeSchema,
  accommodationType: accommodationTypeSchema.nullable(),
  propertyId: z.string(),
  propertyUnitPublicId: z.string(),
  units: z.array(z.object({ id: z.string(), title: z.string().nullable(), state: propertyUnitStateSchema })),
});
export type UnitListItem = z.infer<typeof unitListItemSchema>;

/** POST .../calendar-action body: the calendar status to set. */
export const calendarActionBodySchema = z.object({ status: calendarStatusSchema }).strict();
export type CalendarActionBody = z.infer<typeof calendarActionBodySchema>;

/** POST /api/app/property-units/change-booking-preference (designed: the spec shows no body). */
export const changeBookingPreferenceBodySchema = z
  .object({
    bookingType: bookingTypeSchema,
    unitIds: z
      .array(z.string().trim().min(1).max(128))
      .min(1)
      .max(500)
      .refine((ids) => !hasDuplicates(ids), duplicateItemsIssue)
      .optional(),
  })
  .strict();
export type ChangeBookingPreferenceBody = z.infer<typeof changeBookingPreferenceBodySchema>;
