import { describe, expect, it } from 'vitest';
import { mayLoadThirdPartyScript } from './cookie-consent.rules';

describe('mayLoadThirdPartyScript (spec §7: loaded conditionally)', () => {
  const choice = {
    functional: true as const,
    analytics: true,
    marketing: false,
    decidedAt: '2025-01-01',
    version: 1,
  };

  it('loads functional scripts without a choice', () => {
    expect(mayLoadThirdPartyScript('fraudDetection', null)).toBe(true);
  });

  it('loads analytics and marketing scripts only with consent', () => {
    expect(mayLoadThirdPartyScript('tagManager', null)).toBe(false);
    expect(mayLoadThirdPartyScript('tagManager', choice)).toBe(true);
    expect(mayLoadThirdPartyScript('referralWidget', choice)).toBe(false);
  });
});
