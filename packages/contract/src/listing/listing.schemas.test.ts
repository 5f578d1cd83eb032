import { describe, expect, it } from 'vitest';
import { putListingProgressBodySchema } from './listing.schemas';
import { putPlanChoiceBodySchema } from './plan-choice.schemas';

const rulesOf = (result: { error?: { issues: { path: PropertyKey[]; code: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => ({
    path: issue.path.join('.'),
    rule: (issue as { params?: { rule?: string } }).params?.rule,
  }));

describe('listing payloads name each entry once', () => {
  it('refuses a completed step listed twice', () => {
    expect(
      rulesOf(putListingProgressBodySchema.safeParse({ completedSteps: ['property', 'location'] })),
    ).toEqual([]);
    expect(
      rulesOf(putListingProgressBodySchema.safeParse({ completedSteps: ['property', 'property'] })),
    ).toEqual([{ path: 'completedSteps', rule: 'duplicateItems' }]);
  });

  it('refuses a plan service chosen twice', () => {
    expect(rulesOf(putPlanChoiceBodySchema.safeParse({ services: ['banner', 'diamond'] }))).toEqual([]);
    expect(rulesOf(putPlanChoiceBodySchema.safeParse({ services: ['banner', 'banner'] }))).toEqual([
      { path: 'services', rule: 'duplicateItems' },
    ]);
  });
});
