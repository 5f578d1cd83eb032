import type { SubscriptionPlan } from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import { monthlyPlans } from '@hostdeck/contract/subscriptions/subscriptions.rules';

export type PlanBilling = 'monthly' | 'yearly';

export interface PlanOffer {
  plan: SubscriptionPlan;
  /** The plan's period in months (years count as 12 months). */
  months: number;
  /** Under one year a plan is billed monthly, from a year on yearly. */
  billing: PlanBilling;
}

/**
 * The plans a host can choose while listing: only monthly ones, years counted as 12
 * months (contract monthlyPlans), so day and week plans drop out.
 */
export function planOffers(plans: readonly SubscriptionPlan[]): PlanOffer[] {
  return monthlyPlans(plans.map((plan) => ({ plan, period: plan.period, periodUnit: plan.periodUnit }))).map(
    ({ plan, period }) => ({ plan, months: period, billing: period >= 12 ? 'yearly' : 'monthly' }),
  );
}

/** The same tier billed the other way (Basic monthly ↔ Basic yearly), to keep the host's tier when they switch. */
export function sameTierIn(
  offers: readonly PlanOffer[],
  planId: string,
  billing: PlanBilling,
): string | null {
  const current = offers.find((offer) => offer.plan.id === planId);
  if (!current) return null;
  return (
    offers.find((offer) => offer.billing === billing && offer.plan.name === current.plan.name)?.plan.id ??
    null
  );
}
