import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';
import { idParamsSchema, unitIdParamsSchema } from '../http/params.schemas';
import { unitErrorCodes } from '../units/units.errors';
import {
  boostByCoinsBodySchema,
  cancelSubscriptionBodySchema,
  changePlanBodySchema,
  deleteScheduledChangesBodySchema,
  expiringSubscriptionsSchema,
  paymentSourceStatusSchema,
  selfRenewalQuerySchema,
  subscriptionInProgressBodySchema,
} from './subscription-payloads.schemas';
import {
  currentPlanSchema,
  scheduledChangesSchema,
  subscriptionInfoSchema,
  subscriptionPlansSchema,
} from './subscription-plans.schemas';
import { userSubscriptionSchema } from './user-subscription.schemas';

// Subscriptions (the host's own quotas are read from user-subscription.endpoints.ts)
export const getSubscriptionPlans = defineEndpoint({
  method: 'GET',
  path: '/api/app/subscriptions/plans',
  access: 'host',
  shape: 'designed',
  summary: 'Every plan on offer (the client keeps monthly ones, years as 12 months).',
  response: subscriptionPlansSchema,
});

export const getSubscriptionInfo = defineEndpoint({
  method: 'GET',
  path: '/api/app/subscription/info/:unitId',
  access: 'host',
  shape: 'designed',
  summary: "A unit's current plan, upgrades, boosts and services.",
  params: unitIdParamsSchema,
  response: subscriptionInfoSchema,
  errors: [unitErrorCodes.notFound],
});

export const getScheduledChanges = defineEndpoint({
  method: 'GET',
  path: '/api/app/subscription/:id/scheduled-changes',
  access: 'host',
  shape: 'designed',
  summary: 'The plan change scheduled for the end of the term, if any.',
  params: idParamsSchema,
  response: scheduledChangesSchema,
});

export const changePlan = defineEndpoint({
  method: 'POST',
  path: '/api/app/subscription/:id/change-plan',
  access: 'host',
  shape: 'spec',
  summary: 'Schedule a plan change (coupon omitted when empty).',
  params: idParamsSchema,
  body: changePlanBodySchema,
  response: scheduledChangesSchema,
});

export const deleteScheduledChanges = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/subscription/:id/scheduled-changes',
  access: 'host',
  shape: 'spec',
  summary: 'Drop the scheduled plan change.',
  params: idParamsSchema,
  body: deleteScheduledChangesBodySchema,
  response: scheduledChangesSchema,
});

export const getSelfRenewalPlans = defineEndpoint({
  method: 'GET',
  path: '/api/app/subscription/self-renewal/plans/:unitId',
  access: 'host',
  shape: 'designed',
  summary: 'Plans a unit can renew into, priced with an optional coupon.',
  params: unitIdParamsSchema,
  query: selfRenewalQuerySchema,
  response: subscriptionPlansSchema,
  errors: [unitErrorCodes.notFound],
});

export const getPaymentSourceStatus = defineEndpoint({
  method: 'GET',
  path: '/api/app/subscriptions/payment-source/status',
  access: 'host',
  shape: 'designed',
  summary: 'Whether the host has a payment method on file.',
  response: paymentSourceStatusSchema,
});

export const boostByCoins = defineEndpoint({
  method: 'POST',
  path: '/api/app/user/subscription/coin/boost',
  access: 'host',
  shape: 'spec',
  summary: 'Spend boost coin credits on a date range.',
  body: boostByCoinsBodySchema,
  response: userSubscriptionSchema,
});

export const getExpiringSubscriptions = defineEndpoint({
  method: 'GET',
  path: '/api/app/subscription/expiring',
  access: 'host',
  shape: 'designed',
  summary: 'Subscriptions that expire within the about-to-expire window.',
  response: expiringSubscriptionsSchema,
});

export const cancelSubscription = defineEndpoint({
  method: 'DELETE',
  path: '/api/app/subscription',
  access: 'host',
  shape: 'spec',
  summary: 'Schedule the cancellation of a subscription.',
  body: cancelSubscriptionBodySchema,
  response: currentPlanSchema,
});

export const confirmSubscriptionCheckout = defineEndpoint({
  method: 'POST',
  path: '/api/app/subscription/in_progress',
  access: 'host',
  shape: 'spec',
  summary: 'Report a finished hosted checkout; the subscription becomes in progress.',
  body: subscriptionInProgressBodySchema,
  response: z.object({
    subscriptionId: z.string(),
    status: currentPlanSchema.shape.subscriptionInternalStatus,
  }),
});
