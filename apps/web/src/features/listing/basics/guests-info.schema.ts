import { normaliseAreaToSquareMetres } from '@hostdeck/contract/properties/area.rules';
import { measurementSystemSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { updatePropertyUnitBodySchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { z } from 'zod';

/** The contract's limit (100,000 m²), checked on the stored value whatever unit the host types in. */
export const MAX_SQUARE_METRES = 100_000;
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
  .refine((v) => v.size === null || normaliseAreaToSquareMetres(v.size, v.unit) <= MAX_SQUARE_METRES, {
    path: ['size'],
    message: 'max',
  });
export type GuestsInfoFormValues = z.input<typeof guestsInfoFormSchema>;
