import { updatePropertyUnitBodySchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { z } from 'zod';

// The contract's PATCH schema with both fields present; an empty description is sent as null.
export const aboutSchema = z.object({
  title: updatePropertyUnitBodySchema.shape.title.unwrap(),
  description: z.string().trim().max(5000),
});
