import {
  DEFAULT_UNIT_PUBLISH_COST,
  LEADS_LOW_THRESHOLD_PERCENT,
  SETTLED_SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_ABOUT_TO_EXPIRE_MONTHS,
  UNIT_PUBLISH_LOW_MAX_REMAINING,
} from '../constants';
import type {
  BoostInfo,
  CurrentPlan,
  SubscriptionInternalStatus,
  SubscriptionPlan,
} from './subscription-plans.schemas';
import type { ChangePlanBody } from './subscription-payloads.schemas';
import type { BoostQuota, LeadsQuota, UnitPublishQuota } from './user-subscription.schemas';

// Derived subscription flags: isExpired, isAboutToExpire, isEmpty, isLow, remaining.

/** `date` minus whole calendar months, clamped to the month's end (31 May − 3 → 28/29 Feb). */
function subtractMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** Expired once the expiration moment is past; about to expire in the 3 months before it. */
export function expiryFlags(expirationDate: string | null, now: Date) {
  if (!expirationDate) return { isExpired: false, isAboutToExpire: false };
  const expiry = new Date(expirationDate);
  if (Number.isNaN(expiry.getTime())) return { isExpired: false, isAboutToExpire: false };
  const isExpired = expiry.getTime() < now.getTime();
  const windowStart = subtractMonths(expiry, SUBSCRIPTION_ABOUT_TO_EXPIRE_MONTHS);
  return { isExpired, isAboutToExpire: !isExpired && now.getTime() >= windowStart.getTime() };
}

/** Leads: low at 25 % or less of the total remaining (so empty is also low), empty at 0 or less. */
export function leadsFlags(leads: LeadsQuota) {
  const isEmpty = leads.remaining <= 0;
  const isLow =
    leads.total > 0 ? leads.remaining * 100 <= leads.total * LEADS_LOW_THRESHOLD_PERCENT : isEmpty;
  return { remaining: leads.remaining, isLow, isEmpty };
}

/** Unit publish: low when 1–5 publishes remain; empty when not one more can be paid for. */
export function unitPublishFlags(unitPublish: UnitPublishQuota) {
  const cost = unitPublish.cost > 0 ? unitPublish.cost : DEFAULT_UNIT_PUBLISH_COST;
  const remaining = Math.max(0, Math.floor((unitPublish.quota - unitPublish.used) / cost));
  return {
    remaining,
    isLow: remaining >= 1 && remaining <= UNIT_PUBLISH_LOW_MAX_REMAINING,
    isEmpty: remaining === 0,
  };
}

/** Boost: empty when none remain. */
export function boostFlags(boost: BoostQuota) {
  const remaining = Math.max(0, boost.quota - boost.used);
  return { remaining, isEmpty: remaining === 0 };
}

/** Plans: years become months (× 12), then only monthly plans are kept. */
export function monthlyPlans<T extends Pick<SubscriptionPlan, 'period' | 'periodUnit'>>(
  plans: readonly T[],
): T[] {
  return plans
    .map((plan) =>
      plan.periodUnit === 'year' ? { ...plan, period: plan.period * 12, periodUnit: 'month' as const } : plan,
    )
    .filter((plan) => plan.periodUnit === 'month');
}

/** boostsInfo drops expired boosts. */
export function activeBoosts(boosts: readonly BoostInfo[], now: Date): BoostInfo[] {
  return boosts.filter((boost) => new Date(boost.expirationDate).getTime() >= now.getTime());
}

/** The coupon code is omitted when empty. */
export function buildChangePlanPayload(planItemPriceId: string, couponCode?: string | null): ChangePlanBody {
  const coupon = couponCode?.trim();
  return coupon ? { planItemPriceId, couponCode: coupon } : { planItemPriceId };
}

function isSettled(status: SubscriptionInternalStatus): boolean {
  return (SETTLED_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);
}

/** Caches refresh when the internal status enters active/cancelled from anything else. */
export function shouldRefreshAfterStatusChange(
  previous: SubscriptionInternalStatus,
  next: SubscriptionInternalStatus,
): boolean {
  return !isSettled(previous) && isSettled(next);
}

/** Cancelling marks the cancellation scheduled and shows an in-trial plan as active. */
export function applyCancellationLocally(plan: CurrentPlan): CurrentPlan {
  return {
    ...plan,
    isCancellationScheduled: true,
    subscriptionStatus: plan.subscriptionStatus === 'in_trial' ? 'active' : plan.subscriptionStatus,
    subscriptionInternalStatus:
      plan.subscriptionInternalStatus === 'in_trial' ? 'active' : plan.subscriptionInternalStatus,
  };
}
