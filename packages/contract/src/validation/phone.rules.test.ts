import { describe, expect, it } from 'vitest';
import { isPlausiblePhoneNumber } from './phone.rules';

describe('isPlausiblePhoneNumber', () => {
  it('takes numbers as people write them', () => {
    for (const phone of ['+385 91 123 4567', '030/123456', '(555) 123-4567', '+49.30.123456', ' 0911234567 '])
      expect(isPlausiblePhoneNumber(phone), phone).toBe(true);
  });

  it('refuses text, a plus inside the number, too few or too many digits', () => {
    for (const phone of ['call me 123456', 'abc1', '12345', '+1234567890123456', '385+91123456', '+ ', ''])
      expect(isPlausiblePhoneNumber(phone), phone).toBe(false);
  });
});
