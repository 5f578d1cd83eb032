import { measurementSystemSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { updatePropertyUnitBodySchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { z } from 'zod';
import {
  AREA_LIMIT_ISSUE,
  AREA_MINIMUM_ISSUE,
  isAreaAboveMinimum,
  isAreaWithinLimit,
} from '@/features/units/components/rooms/area-fields';

const shape = updatePropertyUnitBodySchema.shape;

/** Guests, bedrooms, bathrooms (kept as rooms, see room-counts.rules) and size, one form. */
export const guestsInfoFormSchema = z
  .object({
    guests: shape.guests.unwrap(),
    bedrooms: shape.bedroomCount.unwrap(),
    bathrooms: z.number().int().min(0).max(50),
    size: z.number().min(0).nullable(),
    unit: measurementSystemSchema,
  })
  .refine(isAreaWithinLimit, AREA_LIMIT_ISSUE)
  .refine(isAreaAboveMinimum, AREA_MINIMUM_ISSUE);
export type GuestsInfoFormValues = z.input<typeof guestsInfoFormSchema>;
