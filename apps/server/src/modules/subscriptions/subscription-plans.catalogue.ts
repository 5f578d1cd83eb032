import type {
  SubscriptionExtra,
  SubscriptionPlan,
} from '@hostdeck/contract/subscriptions/subscription-plans.schemas';

// The plans on offer (names and prices are ours). The one catalogue: the plans call,
// the listing flow's plan choice and the seeded subscriptions all name plans from here. Prices are in
// euros (major units); a yearly plan costs ten months. The billing provider (DESIGN.md) bills these ids.

const BASIC_EXTRAS: SubscriptionExtra[] = ['showPhoneNumberOnWhitelabel', 'inquiryMessage'];
const STANDARD_EXTRAS: SubscriptionExtra[] = [
  ...BASIC_EXTRAS,
  'displayGuestEmailInMessageCard',
  'visibilityBoost',
  'banner',
];
const PREMIUM_EXTRAS: SubscriptionExtra[] = [
  ...STANDARD_EXTRAS,
  'directEmailMarketing',
  'diamond',
  'socialPackage',
];

interface Tier {
  key: string;
  name: string;
  monthlyEuros: number;
  services: SubscriptionPlan['services'];
  extras: SubscriptionExtra[];
}

const tiers: Tier[] = [
  { key: 'basic', name: 'Basic', monthlyEuros: 19, services: [], extras: BASIC_EXTRAS },
  {
    key: 'standard',
    name: 'Standard',
    monthlyEuros: 39,
    services: ['rankingBoost'],
    extras: STANDARD_EXTRAS,
  },
  { key: 'premium', name: 'Premium', monthlyEuros: 69, services: ['rankingBoost'], extras: PREMIUM_EXTRAS },
];

const euros = (amount: number) => ({ amount, currency: 'EUR' });

export const subscriptionPlans: readonly SubscriptionPlan[] = [
  ...tiers.flatMap((tier): SubscriptionPlan[] => [
    {
      id: `${tier.key}-monthly`,
      name: tier.name,
      period: 1,
      periodUnit: 'month',
      price: euros(tier.monthlyEuros),
      services: tier.services,
      extras: tier.extras,
    },
    {
      id: `${tier.key}-yearly`,
      name: tier.name,
      period: 1,
      periodUnit: 'year',
      price: euros(tier.monthlyEuros * 10),
      services: tier.services,
      extras: tier.extras,
    },
  ]),
  // Agencies (B2B) sign for a year, billed as twelve months, with every extra.
  {
    id: 'agency-pro-12m',
    name: 'Agency Pro',
    period: 12,
    periodUnit: 'month',
    price: euros(1490),
    services: ['rankingBoost'],
    extras: PREMIUM_EXTRAS,
  },
];

export function findSubscriptionPlan(planId: string): SubscriptionPlan | null {
  return subscriptionPlans.find((plan) => plan.id === planId) ?? null;
}

/** A plan of the catalogue that must exist (seed data, tests); a typo fails loudly at start-up. */
export function subscriptionPlan(planId: string): SubscriptionPlan {
  const plan = findSubscriptionPlan(planId);
  if (!plan) throw new Error(`No subscription plan ${planId} in the catalogue`);
  return plan;
}
