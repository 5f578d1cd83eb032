import { updatePropertyUnitBodySchema } from '@hostdeck/contract/properties/property-unit.schemas';
import { z } from 'zod';

// The contract's PATCH schema with both fields present; an empty description is sent as null.
// A module of its own: the form imports it once it has painted (it brings zod).
export const unitAboutSchema = z.object({
  title: updatePropertyUnitBodySchema.shape.title.unwrap(),
  description: z.string().trim().max(5000),
});
export type UnitAboutSchema = typeof unitAboutSchema;
