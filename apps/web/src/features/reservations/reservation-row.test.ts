import { describe, expect, it } from 'vitest';
import { bookingStatusKey } from './reservation-row';

describe('reservation rows', () => {
  it.each([
    ['CONFIRMED', '2030-06-05', 'booking.confirmed'],
    // A confirmed stay whose check-out has passed reads as completed, as the server lists it.
    ['CONFIRMED', '2030-05-31', 'booking.completed'],
    ['CANCELLED_BY_OWNER', '2030-05-31', 'booking.cancelledByOwner'],
    ['IN_REVIEW_COLLECTION', '2030-05-31', 'booking.reviewCollection'],
  ] as const)('a %s booking leaving %s shows %s', (status, checkOut, key) => {
    expect(bookingStatusKey({ status, checkOut }, '2030-06-01')).toBe(key);
  });
});
