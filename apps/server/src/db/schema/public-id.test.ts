import { describe, expect, it } from 'vitest';
import { PUBLIC_ID_ALPHABET, PUBLIC_ID_PATTERN, newPublicId } from './public-id';

describe('newPublicId', () => {
  it('makes prefixed ids from the unambiguous alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const id = newPublicId('unit');
      expect(id).toMatch(/^U-[2-9A-HJ-NP-Z]{6}$/);
      expect(id).toMatch(PUBLIC_ID_PATTERN);
    }
    expect(PUBLIC_ID_ALPHABET).not.toMatch(/[01ILO]/);
  });

  it('takes its randomness and length from the caller', () => {
    expect(newPublicId('booking', () => 0, 8)).toBe('B-22222222');
    expect(newPublicId('property', (n) => n - 1)).toBe('P-ZZZZZZ');
  });
});
