import { updatePropertyUnitBodySchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { z } from 'zod';

/** The unit-type step: the contract's accommodation type (chosen, so nullable until then) and title. */
export const unitTypeFormSchema = z
  .object({
    accommodationType: updatePropertyUnitBodySchema.shape.accommodationType.unwrap().nullable(),
    title: updatePropertyUnitBodySchema.shape.title.unwrap(),
  })
  .refine((values) => values.accommodationType !== null, {
    path: ['accommodationType'],
    message: 'required',
  });
