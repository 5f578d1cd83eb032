import { describe, expect, it } from 'vitest';
import { isoDayOf } from './iso-day.rules';

describe('isoDayOf', () => {
  it('gives the UTC day of a moment: late evening in the Americas is already tomorrow', () => {
    expect(isoDayOf(new Date('2030-06-09T23:59:59.999Z'))).toBe('2030-06-09');
    expect(isoDayOf(new Date('2030-06-09T20:30:00-05:00'))).toBe('2030-06-10');
  });
});
