import { z } from 'zod';
import { moneySchema } from '../reservations/reservation-parts.schemas';

// Subscription plans, services and extras.
export const periodUnitSchema = z.enum(['day', 'week', 'month', 'year']);
export type PeriodUnit = z.infer<typeof periodUnitSchema>;

/** Services enum. */
export const subscriptionServiceSchema = z.enum(['rankingBoost']);
export type SubscriptionService = z.infer<typeof subscriptionServiceSchema>;

/** Extras; each is also a service kind the plan page lists. */
export const subscriptionExtraSchema = z.enum([
  'showPhoneNumberOnWhitelabel',
  'displayGuestEmailInMessageCard',
  'visibilityBoost',
  'banner',
  'directEmailMarketing',
  'diamond',
  'socialPackage',
  'inquiryMessage',
]);
export type SubscriptionExtra = z.infer<typeof subscriptionExtraSchema>;

export const subscriptionPlanSchema = z.object({
  /** The price id a change-plan call names (planItemPriceId). */
  id: z.string(),
  name: z.string(),
  period: z.number().int().min(1),
  periodUnit: periodUnitSchema,
  price: moneySchema,
  services: z.array(subscriptionServiceSchema),
  extras: z.array(subscriptionExtraSchema),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionPlansSchema = z.object({ plans: z.array(subscriptionPlanSchema) });

// Statuses beyond active, cancelled and in-trial are our choice.
export const subscriptionStatusSchema = z.enum([
  'future',
  'in_trial',
  'active',
  'non_renewing',
  'paused',
  'cancelled',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;
export const subscriptionInternalStatusSchema = z.enum([
  'pending',
  'in_progress',
  'in_trial',
  'active',
  'cancelled',
]);
export type SubscriptionInternalStatus = z.infer<typeof subscriptionInternalStatusSchema>;

export const currentPlanSchema = z.object({
  subscriptionId: z.string(),
  plan: subscriptionPlanSchema,
  subscriptionStatus: subscriptionStatusSchema,
  subscriptionInternalStatus: subscriptionInternalStatusSchema,
  isCancellationScheduled: z.boolean(),
  expirationDate: z.string().nullable(),
});
export type CurrentPlan = z.infer<typeof currentPlanSchema>;

export const boostTypeSchema = z.enum(['visibilityBoost', 'rankingBoost', 'diamond']);
export const boostInfoSchema = z.object({ type: boostTypeSchema, expirationDate: z.string() });
export type BoostInfo = z.infer<typeof boostInfoSchema>;

/** GET /api/app/subscription/info/{unitId}; expired boosts are dropped. */
export const subscriptionInfoSchema = z.object({
  currentPlan: currentPlanSchema.nullable(),
  upgradeablePlans: z.array(subscriptionPlanSchema),
  boostsInfo: z.array(boostInfoSchema),
  services: z.array(subscriptionServiceSchema),
  boosts: z.array(z.object({ type: boostTypeSchema, price: moneySchema })),
  plans: z.array(subscriptionPlanSchema),
});
export type SubscriptionInfo = z.infer<typeof subscriptionInfoSchema>;

export const scheduledChangeSchema = z.object({
  planId: z.string(),
  period: z.number().int().min(1),
  periodUnit: periodUnitSchema,
  effectiveAt: z.string(),
});
export const scheduledChangesSchema = z.object({ scheduledChange: scheduledChangeSchema.nullable() });
export type ScheduledChanges = z.infer<typeof scheduledChangesSchema>;
