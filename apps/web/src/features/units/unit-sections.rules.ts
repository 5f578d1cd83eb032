import {
  settingsSectionsVisibility,
  type SettingsSection,
  type SettingsSectionsInput,
} from '@hostdeck/contract/properties/settings-sections.rules';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import type { UnitSubPage } from '@/app/paths';

// Which unit sub-pages show, by the contract's settings-sections rule. A sub-page tied to
// a section is hidden with it; the others always show.

/** The sub-pages of the unit side navigation, in order (manage-subscription opens from its parent). */
export const unitSections = [
  'about',
  'photos',
  'amenities',
  'rooms',
  'price-and-availability',
  'stay-rules',
  'booking-policies',
  'taxes-and-laws',
  'promotions',
  'subscription-and-boosters',
  'boosters',
] as const satisfies readonly UnitSubPage[];
export type UnitSection = (typeof unitSections)[number];

const sectionOf: Partial<Record<UnitSubPage, SettingsSection>> = {
  'taxes-and-laws': 'regionalRequirements',
  promotions: 'promotions',
  'subscription-and-boosters': 'subscriptionPlan',
  'manage-subscription': 'subscriptionPlan',
  boosters: 'subscriptionBoost',
};

export function settingsInput(userInfo: UserInfo, hasRegionalRequirements: boolean): SettingsSectionsInput {
  return {
    onboardingFinished: userInfo.onboardingStatus === 'finished',
    commissionApplicable: userInfo.appFeatures.commissionApplicable,
    subscriptionApplicable: userInfo.appFeatures.subscriptionApplicable,
    isB2B: userInfo.appFeatures.isB2B,
    isCompany: userInfo.type === 'company',
    hasRegionalRequirements,
  };
}

export function isUnitSubPageVisible(subPage: UnitSubPage, input: SettingsSectionsInput): boolean {
  const section = sectionOf[subPage];
  return section === undefined || settingsSectionsVisibility(input)[section];
}

export function visibleUnitSections(input: SettingsSectionsInput): UnitSection[] {
  return unitSections.filter((section) => isUnitSubPageVisible(section, input));
}

/** The booking-type choice sits inside booking policies and follows the booking-preference section. */
export function showsBookingPreference(input: SettingsSectionsInput): boolean {
  return settingsSectionsVisibility(input).bookingPreference;
}
