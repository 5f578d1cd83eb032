import type { ReservationTab } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { describe, expect, it } from 'vitest';
import { allFeatures } from '@/shared/ui/testing/fixtures';
import { reservationTabs } from '@/app/paths';
import {
  bookingQuery,
  bookingRequestQuery,
  hasFilters,
  inquiryQuery,
  listKindOf,
  paramsForTab,
  readListParams,
  visibleTabs,
  withoutFilters,
  writeListParams,
  type ListParams,
} from './reservation-list.rules';

const read = (tab: ReservationTab, query = '') => readListParams(tab, new URLSearchParams(query));

describe('reservation list rules', () => {
  it.each([
    ['requests', 'requests'],
    ['rejected', 'requests'],
    ['expired', 'requests'],
    ['confirmed', 'bookings'],
    ['completed', 'bookings'],
    ['cancelled', 'bookings'],
    ['upcoming', 'bookings'],
    ['current', 'bookings'],
    ['all', 'bookings'],
    ['inquiries', 'inquiries'],
    ['inquiries-archived', 'inquiries'],
  ] as const)('tab %s reads the %s call', (tab, kind) => {
    expect(listKindOf(tab)).toBe(kind);
  });

  it('shows the tabs of the views the host has', () => {
    expect(visibleTabs(reservationTabs, allFeatures)).toEqual(reservationTabs);
    expect(visibleTabs(reservationTabs, { ...allFeatures, inquiriesViewAvailable: false })).not.toContain(
      'inquiries',
    );
    expect(visibleTabs(reservationTabs, { ...allFeatures, bookingsViewAvailable: false })).toEqual([
      'inquiries',
      'inquiries-archived',
    ]);
  });

  it('reads the address, leaving out what is malformed or not for this tab', () => {
    expect(
      read(
        'requests',
        'q=%20emma%20&unit=u-1&stayFrom=2030-02-01&stayTo=2030-02-30&checkInFrom=2030-01-01&sort=guests-asc&page=3',
      ),
    ).toEqual({
      tab: 'requests',
      search: 'emma',
      unitId: 'u-1',
      // 30 February does not exist; a check-in filter is not the requests call's.
      dates: { stayFrom: '2030-02-01' },
      sort: 'guests-asc',
      page: 3,
    });
    expect(read('all', 'sort=nope&page=-2&q=')).toMatchObject({ sort: null, page: 1, search: '' });
    // The tab's own default order is no choice: it stays out of the address.
    expect(read('upcoming', 'sort=checkIn-asc').sort).toBeNull();
    expect(read('all', 'q=' + 'x'.repeat(300)).search).toHaveLength(200);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const params: ListParams = {
      tab: 'confirmed',
      search: 'ana',
      unitId: 'u-2',
      dates: { checkInFrom: '2030-05-01' },
      sort: 'checkIn-desc',
      page: 2,
    };
    const written = writeListParams(params);
    expect(written.toString()).toBe('q=ana&unit=u-2&checkInFrom=2030-05-01&sort=checkIn-desc&page=2');
    expect(readListParams('confirmed', written)).toEqual(params);
    expect(writeListParams(read('all')).toString()).toBe('');
  });

  it('keeps search, unit and order on another tab, dates only where they mean the same, and starts at page 1', () => {
    const onRequests = read('requests', 'q=ana&unit=u-1&stayFrom=2030-01-01&sort=guests-desc&page=4');
    expect(paramsForTab(onRequests, 'rejected')).toEqual({ ...onRequests, tab: 'rejected', page: 1 });
    expect(paramsForTab(onRequests, 'confirmed')).toEqual({
      ...onRequests,
      tab: 'confirmed',
      dates: {},
      page: 1,
    });
    // Upcoming lists soonest arrivals first anyway: that order needs no parameter there.
    expect(paramsForTab(read('all', 'sort=checkIn-asc'), 'upcoming').sort).toBeNull();
  });

  it('tells a narrowed list from a whole one and clears the filters but not the order', () => {
    const narrowed = read('all', 'unit=u-1&sort=guests-asc&page=2');
    expect(hasFilters(narrowed)).toBe(true);
    expect(hasFilters(read('all', 'sort=guests-asc'))).toBe(false);
    expect(withoutFilters(narrowed)).toEqual(read('all', 'sort=guests-asc'));
  });

  it('asks each call with its own criteria', () => {
    expect(
      bookingRequestQuery(read('expired', 'stayFrom=2030-01-01&stayTo=2030-01-31&sort=guests-asc')),
    ).toEqual({
      page: 1,
      criteria: {
        search: undefined,
        unitId: undefined,
        state: 'EXPIRED',
        // Stays overlapping January: starting by its end, ending after its start.
        checkIn: { to: '2030-01-31' },
        checkOut: { from: '2030-01-01' },
      },
      sorting: { firstName: 'asc', lastName: 'asc' },
    });
    expect(bookingQuery(read('current', 'q=ana&checkInTo=2030-03-01&page=2'))).toEqual({
      page: 2,
      criteria: {
        search: 'ana',
        unitId: undefined,
        tab: 'current',
        checkIn: { from: undefined, to: '2030-03-01' },
      },
      sorting: undefined,
    });
    expect(inquiryQuery(read('inquiries-archived', 'unit=u-3&sort=bookingDate-asc'))).toEqual({
      page: 1,
      criteria: { search: undefined, unitId: 'u-3', archived: true },
      sorting: { createdAt: 'asc' },
    });
    expect(inquiryQuery(read('inquiries')).criteria).toMatchObject({ archived: false });
  });
});
