import { describe, expect, it } from 'vitest';
import { verificationStateSchema } from './verification.schemas';
import { verificationBanner } from './verification.rules';

describe('verificationBanner (spec §4)', () => {
  const table = [
    ['VERIFICATION_NEVER_STARTED', 'other', 'open-verification'],
    ['VERIFICATION_REQUIRED', 'other', 'open-verification'],
    ['VERIFICATION_COLLECTING_DATA', 'other', 'open-verification'],
    ['VERIFICATION_IN_PROGRESS', 'other', null],
    ['VERIFICATION_FAILED', 'other', 'open-verification'],
    ['VERIFICATION_EXPIRED', 'other', 'email-support'],
    ['VERIFICATION_REQUIRED', 'overview', 'open-verification'],
    ['VERIFICATION_COLLECTING_DATA', 'overview', 'open-verification'],
    ['VERIFICATION_IN_PROGRESS', 'overview', null],
    ['VERIFICATION_FAILED', 'overview', 'open-verification'],
    ['VERIFICATION_EXPIRED', 'overview', 'email-support'],
  ] as const;

  for (const [state, page, action] of table) {
    it(`${state} on ${page}: a banner with action ${String(action)}`, () => {
      expect(verificationBanner(state, page)?.action).toBe(action);
      expect(verificationBanner(state, page)?.state).toBe(state);
    });
  }

  it('shows no banner once completed, on any page', () => {
    expect(verificationBanner('VERIFICATION_COMPLETED', 'other')).toBeNull();
    expect(verificationBanner('VERIFICATION_COMPLETED', 'overview')).toBeNull();
  });

  it('shows no banner for never started on the overview page only', () => {
    expect(verificationBanner('VERIFICATION_NEVER_STARTED', 'overview')).toBeNull();
    expect(verificationBanner('VERIFICATION_NEVER_STARTED', 'other')).not.toBeNull();
  });

  it('keeps the in-progress banner informational', () => {
    expect(verificationBanner('VERIFICATION_IN_PROGRESS', 'other')).toEqual({
      state: 'VERIFICATION_IN_PROGRESS',
      tone: 'info',
      action: null,
    });
  });

  it('covers every state of the enum', () => {
    for (const state of verificationStateSchema.options) {
      expect(() => verificationBanner(state, 'other')).not.toThrow();
    }
  });
});
