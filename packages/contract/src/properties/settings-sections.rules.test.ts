import { describe, expect, it } from 'vitest';
import { hiddenListingSteps } from '../listing/listing-flow.rules';
import type { SettingsSection, SettingsSectionsInput } from './settings-sections.rules';
import { settingsSectionsVisibility, visibleSettingsSections } from './settings-sections.rules';

const base: SettingsSectionsInput = {
  onboardingFinished: false,
  commissionApplicable: true,
  subscriptionApplicable: false,
  isB2B: false,
  isCompany: false,
  hasRegionalRequirements: false,
};

// spec §2 "Sections of property and unit settings": one row per host situation.
const table: { name: string; input: Partial<SettingsSectionsInput>; visible: SettingsSection[] }[] = [
  {
    name: 'individual, commission, onboarding',
    input: {},
    visible: ['promotions', 'verificationInfo', 'personalDetails', 'commissionModel', 'bookingPreference'],
  },
  {
    name: 'individual, commission, onboarding finished',
    input: { onboardingFinished: true },
    visible: ['promotions', 'bookingPreference'],
  },
  {
    name: 'company, commission, onboarding (owner section)',
    input: { isCompany: true },
    visible: [
      'promotions',
      'verificationInfo',
      'personalDetails',
      'personalDetailsOwner',
      'commissionModel',
      'bookingPreference',
    ],
  },
  {
    name: 'subscription only, onboarding: no KYC, no booking preference',
    input: { commissionApplicable: false, subscriptionApplicable: true },
    visible: ['promotions', 'personalDetails', 'subscriptionPlan', 'subscriptionBoost'],
  },
  {
    name: 'subscription only, finished',
    input: { commissionApplicable: false, subscriptionApplicable: true, onboardingFinished: true },
    visible: ['promotions', 'subscriptionPlan', 'subscriptionBoost'],
  },
  {
    name: 'hybrid (both apply), onboarding: commercial model choice',
    input: { subscriptionApplicable: true },
    visible: [
      'promotions',
      'verificationInfo',
      'personalDetails',
      'commissionModel',
      'commercialModelAndPlan',
      'bookingPreference',
      'subscriptionPlan',
      'subscriptionBoost',
    ],
  },
  {
    name: 'B2B company with commission, onboarding: no promotions, no commission model',
    input: { isB2B: true, isCompany: true },
    visible: ['verificationInfo', 'personalDetails', 'personalDetailsOwner', 'bookingPreference'],
  },
  {
    name: 'regional requirements present, finished',
    input: { onboardingFinished: true, hasRegionalRequirements: true },
    visible: ['promotions', 'bookingPreference', 'regionalRequirements'],
  },
  {
    name: 'nothing applicable, finished',
    input: { onboardingFinished: true, commissionApplicable: false, isB2B: true },
    visible: [],
  },
];

describe('settingsSectionsVisibility', () => {
  for (const row of table) {
    it(row.name, () => {
      expect(visibleSettingsSections({ ...base, ...row.input })).toEqual(row.visible);
    });
  }

  it('ties verification info (KYC) to commission applicability (spec §6)', () => {
    expect(settingsSectionsVisibility({ ...base, commissionApplicable: true }).verificationInfo).toBe(true);
    expect(settingsSectionsVisibility({ ...base, commissionApplicable: false }).verificationInfo).toBe(false);
  });
});

describe('hiddenListingSteps', () => {
  it('hides the steps of hidden sections', () => {
    const hidden = hiddenListingSteps(settingsSectionsVisibility(base));
    expect(hidden.sort()).toEqual(
      [
        'commercial-model',
        'personal-details/owner',
        'regional-requirements',
        'subscription/boost',
        'subscription/plan',
      ].sort(),
    );
  });

  it('hides both personal-details steps when the section is hidden', () => {
    const hidden = hiddenListingSteps(settingsSectionsVisibility({ ...base, onboardingFinished: true }));
    expect(hidden).toContain('personal-details/info');
    expect(hidden).toContain('personal-details/owner');
  });
});
