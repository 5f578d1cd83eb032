import { describe, expect, it } from 'vitest';
import { listingStepNames } from './listing.schemas';
import { campaignTarget, listingStepHelpContext } from './listing-links.rules';

describe('campaignTarget (spec §2)', () => {
  it.each([
    ['photos', 'photos'],
    ['amenities', 'amenities'],
    ['price-and-availability', 'price-and-availability'],
    ['subscription-and-boosters', 'subscription-and-boosters'],
    ['calendar', 'calendar'],
    [' Inquiries ', 'inquiries'],
    ['unknown', 'properties'],
    ['', 'properties'],
    [null, 'properties'],
  ])('%j → %s', (id, target) => {
    expect(campaignTarget(id)).toBe(target);
  });
});

describe('listingStepHelpContext (spec §2 help context)', () => {
  it('gives every step with a form a help context', () => {
    for (const step of listingStepNames) {
      if (step === 'start-unit') expect(listingStepHelpContext(step)).toBeNull();
      else expect(listingStepHelpContext(step)).not.toBeNull();
    }
  });

  it('maps seasons and promotions to their own contexts', () => {
    expect(listingStepHelpContext('price-and-availability/seasons')).toBe('seasonal-price');
    expect(listingStepHelpContext('price-and-availability/promotions')).toBe('promotional-discount');
    expect(listingStepHelpContext('publish')).toBe('preview-and-submit');
  });
});
