import { describe, expect, it } from 'vitest';
import { makeUserInfo, allFeatures } from '@/shared/ui/testing/fixtures';
import { isUnitSubPageVisible, settingsInput, visibleUnitSections } from './unit-sections.rules';

describe('unit sections visibility', () => {
  const commissionHost = settingsInput(makeUserInfo(), false);

  it('hides taxes and laws without regional requirements and subscription pages without subscription', () => {
    expect(visibleUnitSections(commissionHost)).toEqual([
      'about',
      'photos',
      'amenities',
      'rooms',
      'price-and-availability',
      'stay-rules',
      'booking-policies',
      'promotions',
    ]);
  });

  it('shows subscription pages and regional requirements when they apply', () => {
    const input = settingsInput(
      makeUserInfo({ appFeatures: { ...allFeatures, subscriptionApplicable: true } }),
      true,
    );
    const sections = visibleUnitSections(input);
    expect(sections).toContain('taxes-and-laws');
    expect(sections).toContain('subscription-and-boosters');
    expect(sections).toContain('boosters');
    expect(isUnitSubPageVisible('manage-subscription', input)).toBe(true);
  });

  it('hides promotions for B2B hosts', () => {
    const input = settingsInput(makeUserInfo({ appFeatures: { ...allFeatures, isB2B: true } }), false);
    expect(visibleUnitSections(input)).not.toContain('promotions');
  });
});
