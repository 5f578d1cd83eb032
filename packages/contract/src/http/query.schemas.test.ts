import { describe, expect, it } from 'vitest';
import { isoDateSchema } from './query.schemas';

describe('isoDateSchema', () => {
  it('takes days that exist, leap days in leap years included', () => {
    for (const date of ['2025-01-31', '2024-02-29', '2000-02-29', '2025-12-31'])
      expect(isoDateSchema.safeParse(date).success, date).toBe(true);
  });

  it('refuses days that do not exist and other spellings', () => {
    for (const date of [
      '2025-02-29',
      '1900-02-29',
      '2025-02-30',
      '2025-04-31',
      '2025-13-01',
      '2025-00-10',
      '2025-1-5',
      '15.06.2025',
    ])
      expect(isoDateSchema.safeParse(date).success, date).toBe(false);
  });
});
