import { z } from 'zod';

// Promotion: a type with a discount value, a state, and a status ACTIVE or INACTIVE.
export const promotionStatusSchema = z.enum(['ACTIVE', 'INACTIVE']);
export type PromotionStatus = z.infer<typeof promotionStatusSchema>;

/** Types are open-ended in the spec (an example is a hash); ours are the usual ones. */
export const promotionTypeSchema = z.enum(['early_bird', 'last_minute', 'long_stay', 'discount']);
export type PromotionType = z.infer<typeof promotionTypeSchema>;

export const promotionStateSchema = z.object({
  discountPercent: z.number().int().min(1).max(90),
  enabled: z.boolean(),
});
export type PromotionState = z.infer<typeof promotionStateSchema>;

export const promotionSchema = z.object({
  type: promotionTypeSchema,
  state: promotionStateSchema,
  status: promotionStatusSchema,
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionsConfigurationSchema = z.object({
  types: z.array(
    z.object({
      type: promotionTypeSchema,
      discountOptions: z.array(z.number().int().min(1).max(90)),
    }),
  ),
});
export type PromotionsConfiguration = z.infer<typeof promotionsConfigurationSchema>;

/** POST .../promotion body: type and state. */
export const savePromotionBodySchema = z
  .object({ type: promotionTypeSchema, state: promotionStateSchema })
  .strict();
export type SavePromotionBody = z.infer<typeof savePromotionBodySchema>;
