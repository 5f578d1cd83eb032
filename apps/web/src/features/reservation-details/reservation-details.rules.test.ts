import { describe, expect, it } from 'vitest';
import {
  canAddToCalendar,
  canAnswerInquiry,
  canAnswerRequest,
  canCancelBooking,
  guestName,
  nightsOfStay,
  partySize,
  requestExplanationShown,
} from './reservation-details.rules';

describe('reservation detail rules', () => {
  it.each([
    ['2030-06-01', '2030-06-05', 4],
    ['2030-03-30', '2030-04-02', 3],
    ['2030-06-05', '2030-06-01', 0],
    ['not a date', '2030-06-01', 0],
  ])('%s to %s is %i nights', (checkIn, checkOut, nights) => {
    expect(nightsOfStay(checkIn, checkOut)).toBe(nights);
  });

  it.each([
    ['CONFIRMED', true],
    ['COMPLETED', true],
    ['REVIEW_COLLECTED', true],
    ['CANCELLED', false],
    ['CANCELLED_BY_GUEST', false],
    ['CANCELLED_BY_OWNER', false],
  ] as const)('a %s booking can be added to a calendar: %s', (status, allowed) => {
    expect(canAddToCalendar({ status })).toBe(allowed);
  });

  it('counts everyone who comes, infants included, and names the guest', () => {
    expect(partySize({ adults: 2, children: 1, infants: 1 })).toBe(4);
    expect(guestName({ firstName: 'Marta', lastName: 'Kovač' })).toBe('Marta Kovač');
    expect(guestName({ firstName: 'Marta', lastName: '' })).toBe('Marta');
  });

  it.each([
    ['REQUESTED', true],
    ['CONFIRMED', false],
    ['REJECTED', false],
    ['EXPIRED', false],
  ] as const)('a request %s can be answered: %s', (status, answerable) => {
    expect(canAnswerRequest(status)).toBe(answerable);
  });

  it.each([
    ['REQUESTED', true],
    ['ACTION_NEEDED', true],
    ['CONFIRMED', false],
    ['REJECTED', false],
    ['EXPIRED_CHECKOUT', false],
  ] as const)('an inquiry %s can be answered: %s', (status, answerable) => {
    expect(canAnswerInquiry(status)).toBe(answerable);
  });

  it.each([
    ['CONFIRMED', '2030-07-17', true],
    ['CONFIRMED', '2030-07-10', true],
    ['CONFIRMED', '2030-07-09', false],
    ['CANCELLED_BY_GUEST', '2030-07-17', false],
    ['COMPLETED', '2030-07-17', false],
  ] as const)(
    'a booking %s leaving %s can be cancelled on 2030-07-10: %s',
    (status, checkOut, cancellable) => {
      expect(canCancelBooking({ status, checkOut }, '2030-07-10')).toBe(cancellable);
    },
  );

  it.each([
    ['OTHER', '', true],
    ['RATES_MISMATCH', 'SEASON_PRICE', true],
    ['RATES_MISMATCH', '', false],
    [undefined, '', false],
  ] as const)(
    'a request rejected for %s with detail "%s" shows the explanation: %s',
    (reason, sub, shown) => {
      expect(requestExplanationShown(reason, sub)).toBe(shown);
    },
  );
});
