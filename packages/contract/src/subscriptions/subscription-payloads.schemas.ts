import { z } from 'zod';
import { isoDateSchema } from '../http/query.schemas';

// Subscription payloads; empty optional codes are dropped before sending (subscriptions.rules).
export const changePlanBodySchema = z
  .object({
    planItemPriceId: z.string().min(1).max(128),
    couponCode: z.string().trim().min(1).max(64).optional(),
  })
  .strict();
export type ChangePlanBody = z.infer<typeof changePlanBodySchema>;

const reasonSchema = z.string().trim().min(1).max(500);

export const deleteScheduledChangesBodySchema = z.object({ reason: reasonSchema }).strict();
export const cancelSubscriptionBodySchema = z
  .object({ reason: reasonSchema, subscriptionId: z.string().min(1) })
  .strict();
export type CancelSubscriptionBody = z.infer<typeof cancelSubscriptionBodySchema>;

export const boostByCoinsBodySchema = z
  .object({ startDate: isoDateSchema, endDate: isoDateSchema })
  .strict()
  .refine((body) => body.startDate <= body.endDate, {
    path: ['endDate'],
    message: 'endDate is before startDate',
  });
export type BoostByCoinsBody = z.infer<typeof boostByCoinsBodySchema>;

/** Checkout finished on the hosted page (our sandbox billing provider, DESIGN.md). */
export const subscriptionInProgressBodySchema = z
  .object({ hostedPageId: z.string().min(1).max(128) })
  .strict();

export const paymentSourceStatusSchema = z.object({
  hasPaymentSource: z.boolean(),
  expiresAt: z.string().nullable(),
});
export type PaymentSourceStatus = z.infer<typeof paymentSourceStatusSchema>;

export const expiringSubscriptionsSchema = z.object({
  items: z.array(
    z.object({ subscriptionId: z.string(), unitId: z.string().nullable(), expirationDate: z.string() }),
  ),
});
export type ExpiringSubscriptions = z.infer<typeof expiringSubscriptionsSchema>;

export const selfRenewalQuerySchema = z.object({ couponId: z.string().max(64).optional() });
