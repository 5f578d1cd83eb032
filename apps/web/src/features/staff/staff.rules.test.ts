import { describe, expect, it } from 'vitest';
import { canOpenStaffPage } from './staff.rules';

describe('staff page access', () => {
  it.each([
    ['staff', 'staff', false, true],
    ['staff acting as a host', 'host', true, true],
    ['host', 'host', false, false],
  ] as const)('%s → %s', (_name, role, isImpersonating, expected) => {
    expect(canOpenStaffPage({ role, isImpersonating })).toBe(expected);
  });
});
