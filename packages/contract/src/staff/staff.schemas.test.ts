import { describe, expect, it } from 'vitest';
import { startImpersonationBodySchema } from './staff.schemas';

describe('start impersonation body', () => {
  it("takes a host's user id (a UUID) only", () => {
    expect(
      startImpersonationBodySchema.safeParse({ hostId: '00000000-0000-4000-8000-000000000000' }).success,
    ).toBe(true);
    for (const hostId of ['', 'anna', 'x'.repeat(10_000)])
      expect(startImpersonationBodySchema.safeParse({ hostId }).success).toBe(false);
  });
});
