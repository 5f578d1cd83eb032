import { z } from 'zod';

// Property unit states
export const propertyUnitStateSchema = z.enum([
  'IN_PROGRESS',
  'UNDER_REVIEW',
  'REJECTED_BY_STAFF',
  'PUBLISHED',
  'UNPUBLISHED',
  'APPROVED',
  'DELETED',
]);
export type PropertyUnitState = z.infer<typeof propertyUnitStateSchema>;

// Unit actions
export const propertyUnitActionSchema = z.enum(['publish', 'unpublish', 'delete']);
export type PropertyUnitAction = z.infer<typeof propertyUnitActionSchema>;

// A property's type: one unit or several
export const propertyTypeSchema = z.enum(['single', 'multi']);
export type PropertyType = z.infer<typeof propertyTypeSchema>;

/**
 * A property's own state, of our own design: we derive it from its units
 * (see propertyStateOf) so lists can show one word per property.
 */
export const propertyStateSchema = z.enum(['IN_PROGRESS', 'ACTIVE', 'INACTIVE', 'DELETED']);
export type PropertyState = z.infer<typeof propertyStateSchema>;

/** Counts of a property's units by what a host acts on (designed: the spec names unitSummary only). */
export const unitSummarySchema = z.object({
  total: z.number().int().min(0),
  published: z.number().int().min(0),
  inProgress: z.number().int().min(0),
  actionNeeded: z.number().int().min(0),
});
export type UnitSummary = z.infer<typeof unitSummarySchema>;
