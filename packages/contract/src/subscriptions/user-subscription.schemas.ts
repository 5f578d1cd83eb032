import { z } from 'zod';

// The host's subscription and coin credits
export const boostLevelSchema = z.enum(['account', 'unit']);
export type BoostLevel = z.infer<typeof boostLevelSchema>;

export const scheduledPeriodSchema = z.object({ startDate: z.string(), endDate: z.string() });
export type ScheduledPeriod = z.infer<typeof scheduledPeriodSchema>;

export const leadsQuotaSchema = z.object({
  enabled: z.boolean(),
  remaining: z.number(),
  total: z.number().min(0),
});
export type LeadsQuota = z.infer<typeof leadsQuotaSchema>;

export const unitPublishQuotaSchema = z.object({
  cost: z.number().min(0),
  quota: z.number().min(0),
  used: z.number().min(0),
});
export type UnitPublishQuota = z.infer<typeof unitPublishQuotaSchema>;

export const boostQuotaSchema = z.object({
  availableItems: z.number().min(0),
  cost: z.number().min(0),
  /** Level defaults to account. */
  level: boostLevelSchema.default('account'),
  quota: z.number().min(0),
  scheduledPeriods: z.array(scheduledPeriodSchema),
  used: z.number().min(0),
});
export type BoostQuota = z.infer<typeof boostQuotaSchema>;

export const coinCreditSchema = z.object({
  enabled: z.boolean(),
  quota: z.number().min(0),
  used: z.number().min(0),
  remaining: z.number(),
});
export type CoinCredit = z.infer<typeof coinCreditSchema>;

export const coinCreditsSchema = z.object({ unitPublish: coinCreditSchema, boost: coinCreditSchema });
export type CoinCredits = z.infer<typeof coinCreditsSchema>;

/** GET /api/app/v2/user/subscription; `subscription` is null for hosts without one. */
export const userSubscriptionSchema = z.object({
  subscription: z
    .object({
      id: z.string(),
      expirationDate: z.string().nullable(),
    })
    .nullable(),
  leads: leadsQuotaSchema,
  unitPublish: unitPublishQuotaSchema,
  boost: boostQuotaSchema,
  coinCredits: coinCreditsSchema,
});
export type UserSubscription = z.infer<typeof userSubscriptionSchema>;
