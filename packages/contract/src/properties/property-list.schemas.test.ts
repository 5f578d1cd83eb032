import { describe, expect, it } from 'vitest';
import { propertyListUnitSchema } from './property-list.schemas';

const unit = {
  id: 'u-1',
  title: 'Flat',
  state: 'PUBLISHED',
  thumbnail: null,
  availableActions: ['unpublish'],
};

describe('propertyListUnitSchema.previewLinkCount (spec §4 "publishing")', () => {
  it('is optional, so answers without it stay valid', () => {
    expect(propertyListUnitSchema.parse(unit).previewLinkCount).toBeUndefined();
  });

  it('is a non-negative whole number when sent', () => {
    expect(propertyListUnitSchema.parse({ ...unit, previewLinkCount: 0 }).previewLinkCount).toBe(0);
    expect(propertyListUnitSchema.safeParse({ ...unit, previewLinkCount: -1 }).success).toBe(false);
    expect(propertyListUnitSchema.safeParse({ ...unit, previewLinkCount: 1.5 }).success).toBe(false);
  });
});
