import { z } from 'zod';
import { subscriptionExtraSchema } from '../subscriptions/subscription-plans.schemas';
import { duplicateItemsIssue, hasDuplicates } from '../validation/list.rules';

/**
 * What the host chose for a unit while listing it (steps commercial-model/plan,
 * commercial-model/plan-services, subscription/plan and subscription/boost). Designed: the choice is
 * kept on the unit until billing (its own issue) turns it into a subscription at checkout.
 */
export const planChoiceSchema = z.object({
  planId: z.string().min(1).max(64).nullable(),
  /** Plan services the host added (the plan's extras). */
  services: z.array(subscriptionExtraSchema).max(subscriptionExtraSchema.options.length),
  /** Boost the listing once it is live. */
  boost: z.boolean(),
});
export type PlanChoice = z.infer<typeof planChoiceSchema>;

/** The stored choice may predate the rule, so only what is sent is held to naming each service once. */
export const putPlanChoiceBodySchema = planChoiceSchema
  .extend({
    services: planChoiceSchema.shape.services.refine(
      (services) => !hasDuplicates(services),
      duplicateItemsIssue,
    ),
  })
  .partial()
  .strict();
export type PutPlanChoiceBody = z.infer<typeof putPlanChoiceBodySchema>;
