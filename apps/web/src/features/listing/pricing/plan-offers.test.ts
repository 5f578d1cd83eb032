import type { SubscriptionPlan } from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import { describe, expect, it } from 'vitest';
import { planOffers, sameTierIn } from './plan-offers';

const plan = (id: string, name: string, period: number, periodUnit: SubscriptionPlan['periodUnit']) => ({
  id,
  name,
  period,
  periodUnit,
  price: { amount: 19, currency: 'EUR' },
  services: [],
  extras: [],
});

const plans: SubscriptionPlan[] = [
  plan('basic-monthly', 'Basic', 1, 'month'),
  plan('basic-yearly', 'Basic', 1, 'year'),
  plan('agency-12m', 'Agency', 12, 'month'),
  plan('trial-week', 'Trial', 1, 'week'),
];

describe('plan offers', () => {
  it('keeps monthly plans, counts a year as 12 months and drops weekly plans (spec §3)', () => {
    expect(planOffers(plans).map((offer) => [offer.plan.id, offer.months, offer.billing])).toEqual([
      ['basic-monthly', 1, 'monthly'],
      ['basic-yearly', 12, 'yearly'],
      ['agency-12m', 12, 'yearly'],
    ]);
  });

  it('finds the same tier billed the other way', () => {
    const offers = planOffers(plans);
    expect(sameTierIn(offers, 'basic-monthly', 'yearly')).toBe('basic-yearly');
    expect(sameTierIn(offers, 'agency-12m', 'monthly')).toBeNull();
  });
});
