import { describe, expect, it } from 'vitest';
import { hasDuplicates } from './list.rules';

describe('hasDuplicates', () => {
  it('finds a repeated entry, by the entry or by its key', () => {
    expect(hasDuplicates(['wifi', 'garden', 'wifi'])).toBe(true);
    expect(hasDuplicates(['wifi', 'garden'])).toBe(false);
    expect(hasDuplicates([])).toBe(false);
    const ids = [
      { country: 'HR', id: '1' },
      { country: 'HR', id: '2' },
    ];
    expect(hasDuplicates(ids)).toBe(false);
    expect(hasDuplicates(ids, (entry) => entry.country)).toBe(true);
  });
});
