import { z } from 'zod';
import { entityVersionSchema } from '../http/entity-version.schemas';
import { addressSchema } from './address.schemas';
import { propertyStateSchema, propertyTypeSchema, unitSummarySchema } from './property-unit-state.schemas';

// Property: the only invalid-field types are registrationNumber and the national id code.
export const invalidFieldTypeSchema = z.enum(['registrationNumber', 'nationalIdentificationCode']);
export type InvalidFieldType = z.infer<typeof invalidFieldTypeSchema>;

export const invalidFieldSchema = z.object({
  field: invalidFieldTypeSchema,
  propertyId: z.string(),
  unitId: z.string(),
});
export type InvalidField = z.infer<typeof invalidFieldSchema>;

export const propertySchema = z.object({
  id: z.string(),
  propertyType: propertyTypeSchema,
  title: z.string().nullable(),
  description: z.string().nullable(),
  restaurantDescription: z.string().nullable(),
  specialOfferDescription: z.string().nullable(),
  unitIds: z.array(z.string()),
  firstFinishedUnitId: z.string().nullable(),
  firstInProgressUnitId: z.string().nullable(),
  state: propertyStateSchema,
  unitSummary: unitSummarySchema,
  location: addressSchema.nullable(),
  invalidFields: z.array(invalidFieldSchema),
  /** Moves on with every write to the property; sent back in If-Match so a save from an older read is refused. */
  version: entityVersionSchema,
});
export type Property = z.infer<typeof propertySchema>;

/** POST /api/app/properties (payload not shown in the spec): the type, optionally a title. */
export const createPropertyBodySchema = z
  .object({
    propertyType: propertyTypeSchema,
    title: z.string().trim().min(1).max(150).optional(),
  })
  .strict();
export type CreatePropertyBody = z.infer<typeof createPropertyBodySchema>;

/**
 * PATCH /api/app/properties/{id}: the editable texts (designed), and the property type while the
 * listing has just begun (canChangePropertyType; the listing flow's first step).
 */
export const updatePropertyBodySchema = z
  .object({
    propertyType: propertyTypeSchema,
    title: z.string().trim().min(1).max(150),
    description: z.string().trim().max(5000).nullable(),
    restaurantDescription: z.string().trim().max(2000).nullable(),
    specialOfferDescription: z.string().trim().max(2000).nullable(),
  })
  .partial()
  .strict();
export type UpdatePropertyBody = z.infer<typeof updatePropertyBodySchema>;

/** `{action}` of PUT .../location/{action}; `save` is the default. */
export const locationActionSchema = z.enum(['save', 'confirm']);
export type LocationAction = z.infer<typeof locationActionSchema>;
