import { describe, expect, it } from 'vitest';
import type { CurrentPlan } from './subscription-plans.schemas';
import {
  activeBoosts,
  applyCancellationLocally,
  boostFlags,
  buildChangePlanPayload,
  expiryFlags,
  leadsFlags,
  monthlyPlans,
  shouldRefreshAfterStatusChange,
  unitPublishFlags,
} from './subscriptions.rules';

describe('expiryFlags (spec §4: expired when past, about to expire within 3 months)', () => {
  const expiry = '2025-06-30T00:00:00.000Z';
  it.each([
    ['2025-03-29T23:59:59.999Z', false, false],
    ['2025-03-30T00:00:00.000Z', false, true],
    ['2025-06-29T12:00:00.000Z', false, true],
    ['2025-06-30T00:00:00.000Z', false, true],
    ['2025-06-30T00:00:00.001Z', true, false],
    ['2026-01-01T00:00:00.000Z', true, false],
  ])('now %s → expired %s, about to expire %s', (now, isExpired, isAboutToExpire) => {
    expect(expiryFlags(expiry, new Date(now))).toEqual({ isExpired, isAboutToExpire });
  });

  it('clamps the window start to the month end (31 May − 3 months = 28 Feb)', () => {
    const may31 = '2025-05-31T00:00:00.000Z';
    expect(expiryFlags(may31, new Date('2025-02-27T23:59:59.999Z')).isAboutToExpire).toBe(false);
    expect(expiryFlags(may31, new Date('2025-02-28T00:00:00.000Z')).isAboutToExpire).toBe(true);
  });

  it('has no flags without an expiration date', () => {
    expect(expiryFlags(null, new Date())).toEqual({ isExpired: false, isAboutToExpire: false });
    expect(expiryFlags('not a date', new Date())).toEqual({ isExpired: false, isAboutToExpire: false });
  });
});

describe('leadsFlags (spec §4: low at ≤ 25 %, empty at ≤ 0)', () => {
  it.each([
    [100, 26, false, false],
    [100, 25, true, false],
    [100, 24, true, false],
    [100, 1, true, false],
    [100, 0, true, true],
    [100, -1, true, true],
    [10, 3, false, false],
    [10, 2, true, false],
    [0, 0, true, true],
  ])('total %i, remaining %i → low %s, empty %s', (total, remaining, isLow, isEmpty) => {
    expect(leadsFlags({ enabled: true, total, remaining })).toEqual({ remaining, isLow, isEmpty });
  });
});

describe('unitPublishFlags (spec §4: low when 1–5 remain)', () => {
  it.each([
    [10, 4, 6, false, false],
    [10, 5, 5, true, false],
    [10, 9, 1, true, false],
    [10, 10, 0, false, true],
    [10, 12, 0, false, true],
  ])('quota %i, used %i → remaining %i, low %s, empty %s', (quota, used, remaining, isLow, isEmpty) => {
    expect(unitPublishFlags({ cost: 1, quota, used })).toEqual({ remaining, isLow, isEmpty });
  });

  it('counts publishes at the unit cost, defaulting a 0 cost to 1 (spec §9)', () => {
    expect(unitPublishFlags({ cost: 2, quota: 12, used: 0 }).remaining).toBe(6);
    expect(unitPublishFlags({ cost: 2, quota: 11, used: 0 })).toEqual({
      remaining: 5,
      isLow: true,
      isEmpty: false,
    });
    expect(unitPublishFlags({ cost: 0, quota: 3, used: 0 }).remaining).toBe(3);
  });
});

describe('boostFlags (spec §4: empty when none remain)', () => {
  const boost = { availableItems: 0, cost: 1, level: 'account' as const, scheduledPeriods: [] };
  it('is empty at 0 remaining and not at 1', () => {
    expect(boostFlags({ ...boost, quota: 3, used: 3 })).toEqual({ remaining: 0, isEmpty: true });
    expect(boostFlags({ ...boost, quota: 3, used: 2 })).toEqual({ remaining: 1, isEmpty: false });
    expect(boostFlags({ ...boost, quota: 3, used: 5 })).toEqual({ remaining: 0, isEmpty: true });
  });
});

describe('monthlyPlans (spec §3)', () => {
  it('turns years into months × 12 and keeps monthly plans only', () => {
    const plans = [
      { id: 'y1', period: 1, periodUnit: 'year' as const },
      { id: 'm6', period: 6, periodUnit: 'month' as const },
      { id: 'w1', period: 1, periodUnit: 'week' as const },
      { id: 'y3', period: 3, periodUnit: 'year' as const },
      { id: 'd30', period: 30, periodUnit: 'day' as const },
    ];
    expect(monthlyPlans(plans)).toEqual([
      { id: 'y1', period: 12, periodUnit: 'month' },
      { id: 'm6', period: 6, periodUnit: 'month' },
      { id: 'y3', period: 36, periodUnit: 'month' },
    ]);
  });
});

describe('other subscription rules', () => {
  it('drops expired boosts', () => {
    const now = new Date('2025-01-10T00:00:00Z');
    const boosts = [
      { type: 'visibilityBoost' as const, expirationDate: '2025-01-09T23:59:59Z' },
      { type: 'diamond' as const, expirationDate: '2025-01-10T00:00:00Z' },
    ];
    expect(activeBoosts(boosts, now)).toEqual([boosts[1]]);
  });

  it('omits an empty coupon code', () => {
    expect(buildChangePlanPayload('price-1', '')).toEqual({ planItemPriceId: 'price-1' });
    expect(buildChangePlanPayload('price-1', '  ')).toEqual({ planItemPriceId: 'price-1' });
    expect(buildChangePlanPayload('price-1', ' SAVE10 ')).toEqual({
      planItemPriceId: 'price-1',
      couponCode: 'SAVE10',
    });
  });

  it('refreshes caches only when entering a settled status (active, cancelled)', () => {
    expect(shouldRefreshAfterStatusChange('in_progress', 'active')).toBe(true);
    expect(shouldRefreshAfterStatusChange('in_trial', 'cancelled')).toBe(true);
    expect(shouldRefreshAfterStatusChange('active', 'cancelled')).toBe(false);
    expect(shouldRefreshAfterStatusChange('pending', 'in_progress')).toBe(false);
  });

  it('cancelling schedules the cancellation and turns in-trial into active', () => {
    const plan = {
      subscriptionStatus: 'in_trial',
      subscriptionInternalStatus: 'in_trial',
      isCancellationScheduled: false,
    } as CurrentPlan;
    expect(applyCancellationLocally(plan)).toMatchObject({
      subscriptionStatus: 'active',
      subscriptionInternalStatus: 'active',
      isCancellationScheduled: true,
    });
  });
});
