import { accommodationTypeSchema } from '@hostdeck/contract/properties/property-unit-options.schemas';
import { propertyTypeSchema } from '@hostdeck/contract/properties/property-unit-state.schemas';
import { z } from 'zod';

/**
 * The property step: the contract's property type, and for a single-unit property the unit's
 * accommodation type (a multi-unit host picks it per unit in unit-type).
 */
export const propertyTypeFormSchema = z
  .object({
    propertyType: propertyTypeSchema,
    accommodationType: accommodationTypeSchema.nullable(),
  })
  .refine((values) => values.propertyType === 'multi' || values.accommodationType !== null, {
    path: ['accommodationType'],
    message: 'required',
  });
