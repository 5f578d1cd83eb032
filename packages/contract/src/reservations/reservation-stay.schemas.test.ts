import { describe, expect, it } from 'vitest';
import { isOtherReasonUnexplained } from './reservation-stay.schemas';

describe('isOtherReasonUnexplained (cancel a booking, reject a booking request)', () => {
  it('asks for words with reason OTHER: none, empty or only spaces is missing', () => {
    expect(isOtherReasonUnexplained({ reason: 'OTHER' })).toBe(true);
    expect(isOtherReasonUnexplained({ reason: 'OTHER', explanation: null })).toBe(true);
    expect(isOtherReasonUnexplained({ reason: 'OTHER', explanation: '  \n ' })).toBe(true);
    expect(isOtherReasonUnexplained({ reason: 'OTHER', explanation: 'Roof repairs' })).toBe(false);
  });

  it('never asks for them with a listed reason', () => {
    expect(isOtherReasonUnexplained({ reason: 'OVERBOOKING' })).toBe(false);
    expect(isOtherReasonUnexplained({ reason: 'RATES_MISMATCH', explanation: '' })).toBe(false);
  });
});
