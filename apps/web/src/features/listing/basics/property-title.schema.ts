import { updatePropertyBodySchema } from '@hostdeck/contract/properties/property.schemas';
import { z } from 'zod';

/** The contract's PATCH fields, both present; an empty description is sent as null. */
export const propertyTitleFormSchema = z.object({
  title: updatePropertyBodySchema.shape.title.unwrap(),
  description: z.string().trim().max(5000),
});
