import { describe, expect, it } from 'vitest';
import { rejectBookingRequestBodySchema } from './booking-request.schemas';
import { rejectInquiryBodySchema } from './inquiry.schemas';
import {
  bookingRequestDisplayStatus,
  buildCancelBookingPayload,
  buildInquiryRejectPayload,
  buildRequestRejectPayload,
  decrementPendingCount,
  inquiryDisplayStatus,
  normaliseBookingStatus,
  sortingQuery,
  sortKeyToFields,
} from './reservations.rules';

describe('sortKeyToFields (spec §3)', () => {
  it('maps guests to firstName, lastName and bookingDate to createdAt', () => {
    expect(sortKeyToFields('guests')).toEqual(['firstName', 'lastName']);
    expect(sortKeyToFields('bookingDate')).toEqual(['createdAt']);
    expect(sortKeyToFields('checkIn')).toEqual(['checkIn']);
  });

  it('builds the sorting query object', () => {
    expect(sortingQuery('guests', 'desc')).toEqual({ firstName: 'desc', lastName: 'desc' });
  });
});

describe('buildRequestRejectPayload (spec §4)', () => {
  it('keeps the explanation with reason OTHER', () => {
    expect(buildRequestRejectPayload({ reason: 'OTHER', explanation: ' Renovation ' })).toEqual({
      reason: 'OTHER',
      explanation: 'Renovation',
    });
  });

  it('keeps the explanation with a sub-reason', () => {
    expect(
      buildRequestRejectPayload({
        reason: 'RATES_MISMATCH',
        subReason: 'SEASON_PRICE',
        explanation: 'Old price',
      }),
    ).toEqual({ reason: 'RATES_MISMATCH', subReason: 'SEASON_PRICE', explanation: 'Old price' });
  });

  it('drops the explanation for another reason without a sub-reason', () => {
    expect(buildRequestRejectPayload({ reason: 'SELF_MANAGED_BOOKING', explanation: 'x' })).toEqual({
      reason: 'SELF_MANAGED_BOOKING',
    });
  });

  it('drops empty sub-reason and explanation', () => {
    expect(buildRequestRejectPayload({ reason: 'OTHER', subReason: ' ', explanation: '  ' })).toEqual({
      reason: 'OTHER',
    });
  });

  it('is what the body schema accepts, and the schema asks OTHER for an explanation', () => {
    expect(
      rejectBookingRequestBodySchema.safeParse(
        buildRequestRejectPayload({ reason: 'OTHER', explanation: 'y' }),
      ).success,
    ).toBe(true);
    expect(rejectBookingRequestBodySchema.safeParse({ reason: 'OTHER' }).success).toBe(false);
  });
});

describe('buildInquiryRejectPayload (spec §5, §7)', () => {
  it('sends the explanation only with reason OTHER', () => {
    expect(buildInquiryRejectPayload({ reason: 'OTHER', explanation: 'Closed' })).toEqual({
      reason: 'OTHER',
      explanation: 'Closed',
    });
    expect(buildInquiryRejectPayload({ reason: 'OVERBOOKING', explanation: 'Closed' })).toEqual({
      reason: 'OVERBOOKING',
    });
  });

  it('keeps a non-empty message', () => {
    expect(buildInquiryRejectPayload({ reason: 'RATES_MISMATCH', message: 'Sorry!' })).toEqual({
      reason: 'RATES_MISMATCH',
      message: 'Sorry!',
    });
    expect(buildInquiryRejectPayload({ reason: 'RATES_MISMATCH', message: '' })).toEqual({
      reason: 'RATES_MISMATCH',
    });
  });

  it('matches the body schema, which refuses an explanation without OTHER', () => {
    expect(
      rejectInquiryBodySchema.safeParse(
        buildInquiryRejectPayload({ reason: 'OVERBOOKING', explanation: 'x' }),
      ).success,
    ).toBe(true);
    expect(rejectInquiryBodySchema.safeParse({ reason: 'OVERBOOKING', explanation: 'x' }).success).toBe(
      false,
    );
    expect(rejectInquiryBodySchema.safeParse({ reason: 'OTHER' }).success).toBe(false);
  });
});

describe('buildCancelBookingPayload (spec §5)', () => {
  it('omits an empty explanation and keeps a real one', () => {
    expect(buildCancelBookingPayload({ reason: 'GUEST_REQUEST', explanation: '' })).toEqual({
      reason: 'GUEST_REQUEST',
    });
    expect(buildCancelBookingPayload({ reason: 'OTHER', subReason: 'X', explanation: 'Flood' })).toEqual({
      reason: 'OTHER',
      subReason: 'X',
      explanation: 'Flood',
    });
  });
});

describe('decrementPendingCount (spec §4)', () => {
  it.each([
    [2, 1],
    [1, 0],
    [0, 0],
    [-3, 0],
  ])('%i → %i', (count, expected) => {
    expect(decrementPendingCount(count)).toBe(expected);
  });
});

describe('display statuses', () => {
  it('shows REQUESTED as pending (spec §3)', () => {
    expect(bookingRequestDisplayStatus('REQUESTED')).toBe('pending');
    expect(bookingRequestDisplayStatus('EXPIRED')).toBe('expired');
  });

  it('shows inquiry statuses in the spec §4 spelling', () => {
    expect(inquiryDisplayStatus('ACTION_NEEDED')).toBe('actionNeeded');
    expect(inquiryDisplayStatus('IN_REVIEW_COLLECTION')).toBe('reviewCollection');
    expect(inquiryDisplayStatus('EXPIRED_CHECKOUT')).toBe('expiredCheckout');
  });
});

describe('normaliseBookingStatus (spec §3 spellings)', () => {
  it.each([
    ['CONFIRMED', 'CONFIRMED'],
    ['Confirmed', 'CONFIRMED'],
    ['confirmed', 'CONFIRMED'],
    ['Cancelled', 'CANCELLED'],
    ['Cancelled by guest', 'CANCELLED_BY_GUEST'],
    ['Cancelled by owner', 'CANCELLED_BY_OWNER'],
    ['ReviewCollection', 'IN_REVIEW_COLLECTION'],
    ['ReviewCollected', 'REVIEW_COLLECTED'],
    ['NoReviewCollected', 'NO_REVIEW_COLLECTED'],
    ['NO_REVIEW_COLLECTED', 'NO_REVIEW_COLLECTED'],
    ['completed', 'COMPLETED'],
    ['bogus', null],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseBookingStatus(raw)).toBe(expected);
  });
});
