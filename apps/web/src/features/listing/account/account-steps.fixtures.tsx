import type {
  BusinessDetails,
  OnboardingConfiguration,
} from '@hostdeck/contract/onboarding/onboarding.schemas';
import type { SubscriptionPlan } from '@hostdeck/contract/subscriptions/subscription-plans.schemas';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { FormFrameContext, type FormFrame } from '@/shared/forms/form-frame';
import { makeProperty, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import type { ListingStepProps } from '../listing-step.types';

// Test-only: the props the listing shell gives a step, and the frame it wraps the step in.

export function makeStepProps(overrides: Partial<ListingStepProps> = {}): ListingStepProps {
  return {
    flowType: 'single-unit',
    page: 'commission-model',
    property: makeProperty(),
    unit: makeUnit({ state: 'IN_PROGRESS' }),
    user: makeUserInfo({ onboardingStatus: 'in_progress' }),
    complete: vi.fn(async () => undefined),
    goTo: vi.fn(),
    ...overrides,
  };
}

export function makeFrame(): FormFrame & { onSaved: ReturnType<typeof vi.fn> } {
  return { submitLabel: 'Save and continue', requireDirty: false, onSaved: vi.fn(async () => undefined) };
}

export function inFrame(frame: FormFrame, element: ReactElement) {
  return <FormFrameContext.Provider value={frame}>{element}</FormFrameContext.Provider>;
}

/** Plans on offer: a monthly one, a yearly one (12 months) and a weekly one (never offered to hosts). */
export const plans: SubscriptionPlan[] = [
  {
    id: 'basic-monthly',
    name: 'Basic',
    period: 1,
    periodUnit: 'month',
    price: { amount: 19, currency: 'EUR' },
    services: [],
    extras: ['visibilityBoost'],
  },
  {
    id: 'pro-yearly',
    name: 'Pro',
    period: 1,
    periodUnit: 'year',
    price: { amount: 199, currency: 'EUR' },
    services: ['rankingBoost'],
    extras: ['banner', 'diamond'],
  },
  {
    id: 'weekly',
    name: 'Weekly',
    period: 1,
    periodUnit: 'week',
    price: { amount: 5, currency: 'EUR' },
    services: [],
    extras: [],
  },
];

export const onboardingConfiguration: OnboardingConfiguration = {
  verificationTier: 'Individual',
  verificationStatus: 'new',
  countries: ['DE', 'FR', 'AT'],
  documentTypes: ['passport', 'proof_of_address'],
  maxDocumentBytes: 10_000_000,
  documents: [],
};

export function makeBusinessDetails(overrides: Partial<BusinessDetails> = {}): BusinessDetails {
  return {
    legalBusinessName: 'Seaside Stays GmbH',
    accountEmail: 'office@seaside.test',
    phoneNumber: '+49 30 123456',
    phoneType: 'mobile',
    address: {
      country: 'DE',
      city: 'Berlin',
      street: 'Hauptstraße',
      houseNumberOrName: '1',
      postalCode: '10115',
      state: null,
      province: null,
    },
    sameAddress: true,
    principalAddress: null,
    taxIdentifications: [{ id: 'DE-TAX-1', countryIsoCode: 'DE' }],
    countryWithoutTaxId: null,
    vatId: 'DE123456789',
    userWithoutVatId: false,
    shareholders: [{ firstName: 'Max', lastName: 'Meier', email: null }],
    signatories: [
      { firstName: 'Old', lastName: 'Owner', email: 'old@seaside.test' },
      { firstName: 'Second', lastName: 'Signer', email: null },
    ],
    euMemberStates: ['DE'],
    euPermanentEstablishment: false,
    ...overrides,
  };
}
