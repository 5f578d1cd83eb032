import { z } from 'zod';
import { duplicateItemsIssue, hasDuplicates } from '../validation/list.rules';

// Every step's URL segment, across both listing flows.
export const listingStepNames = [
  'property',
  'location',
  'location/address',
  'property-title',
  'start-unit',
  'unit-type',
  'guests-and-rooms/info',
  'guests-and-rooms/beds',
  'photos',
  'amenities',
  'title',
  'price-and-availability',
  'price-and-availability/promotions',
  'price-and-availability/seasons',
  'calendar-availability',
  'commission-model',
  'verification/info',
  'commercial-model',
  'booking-preference',
  'personal-details/info',
  'personal-details/owner',
  'subscription/plan',
  'subscription/boost',
  'regional-requirements',
  'publish',
] as const;
export const listingStepNameSchema = z.enum(listingStepNames);
export type ListingStepName = z.infer<typeof listingStepNameSchema>;

export const listingStepGroupSchema = z.enum([
  'property-basic-info',
  'property-detail',
  'unit-basic-info',
  'unit-details',
  'pricing-and-availability',
  'final-info',
]);
export type ListingStepGroup = z.infer<typeof listingStepGroupSchema>;

export const listingFlowTypeSchema = z.enum(['single-unit', 'multi-unit']);
export type ListingFlowType = z.infer<typeof listingFlowTypeSchema>;

/** Listing progress: per unit, the names of the completed steps. */
export const listingProgressSchema = z.object({
  unitId: z.string(),
  completedSteps: z.array(listingStepNameSchema),
});
export type ListingProgress = z.infer<typeof listingProgressSchema>;

export const putListingProgressBodySchema = z
  .object({
    completedSteps: z
      .array(listingStepNameSchema)
      .max(listingStepNames.length)
      .refine((steps) => !hasDuplicates(steps), duplicateItemsIssue),
  })
  .strict();
export type PutListingProgressBody = z.infer<typeof putListingProgressBodySchema>;

/**
 * Pages of a step that are not steps themselves (the single-unit commercial-model step's /plan and
 * /plan-services; price-and-availability's /promotions and /seasons are pages in the single-unit flow
 * and steps in the multi-unit one).
 */
export const listingSubPageNames = ['commercial-model/plan', 'commercial-model/plan-services'] as const;
export type ListingPageName = ListingStepName | (typeof listingSubPageNames)[number];
