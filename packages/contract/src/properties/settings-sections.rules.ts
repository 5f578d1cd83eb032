// Which property/unit settings sections show, from onboarding, commission/subscription, B2B, account
// type, KYC and the unit's region. The choices below are ours and the table test pins them.

export const settingsSections = [
  'promotions',
  'verificationInfo',
  'personalDetails',
  'personalDetailsOwner',
  'commissionModel',
  'commercialModelAndPlan',
  'bookingPreference',
  'subscriptionPlan',
  'subscriptionBoost',
  'regionalRequirements',
] as const;
export type SettingsSection = (typeof settingsSections)[number];

export interface SettingsSectionsInput {
  onboardingFinished: boolean;
  commissionApplicable: boolean;
  subscriptionApplicable: boolean;
  isB2B: boolean;
  isCompany: boolean;
  hasRegionalRequirements: boolean;
}

export type SettingsSectionsVisibility = Record<SettingsSection, boolean>;

/**
 * - KYC applies exactly when commission applies, so verification info follows commission.
 * - Account sections (verification info, personal details, commission model, commercial model) are
 *   collected while onboarding; once it is finished they live in account settings.
 * - The owner sub-section is for companies only: a company names its owner, as the company
 *   verification does.
 * - B2B hosts have a negotiated contract: no promotions, no commission-model choice.
 * - The commercial model is a choice only when both commission and subscription apply.
 * - Booking preference matters only where guests book through us (commission applies).
 */
export function settingsSectionsVisibility(input: SettingsSectionsInput): SettingsSectionsVisibility {
  const onboarding = !input.onboardingFinished;
  const kycApplicable = input.commissionApplicable;
  return {
    promotions: !input.isB2B,
    verificationInfo: onboarding && kycApplicable,
    personalDetails: onboarding,
    personalDetailsOwner: onboarding && input.isCompany,
    commissionModel: onboarding && input.commissionApplicable && !input.isB2B,
    commercialModelAndPlan: onboarding && input.commissionApplicable && input.subscriptionApplicable,
    bookingPreference: input.commissionApplicable,
    subscriptionPlan: input.subscriptionApplicable,
    subscriptionBoost: input.subscriptionApplicable,
    regionalRequirements: input.hasRegionalRequirements,
  };
}

export function visibleSettingsSections(input: SettingsSectionsInput): SettingsSection[] {
  const visibility = settingsSectionsVisibility(input);
  return settingsSections.filter((section) => visibility[section]);
}
