import { vi } from 'vitest';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { Inquiry } from '@hostdeck/contract/reservations/inquiry.schemas';
import type { ReservationGuest } from '@hostdeck/contract/reservations/reservation-parts.schemas';

// Test data for the reservation detail pages: complete answers as the server gives them, changed per test.

const guest: ReservationGuest = {
  firstName: 'Marta',
  lastName: 'Kovač',
  email: 'marta@guest.example',
  phoneNumber: '+385 91 234 5678',
  countryCode: 'HR',
};

const unit = { publicId: 'u-1', propertyId: 'p-1', title: 'Sea view flat', thumbnail: null };

export function makeBookingRequest(overrides: Partial<BookingRequest> = {}): BookingRequest {
  return {
    id: 'R-1',
    status: 'REQUESTED',
    checkIn: '2030-06-01',
    checkOut: '2030-06-05',
    propertyUnitSummary: unit,
    guest,
    guests: { adults: 2, children: 1, infants: 1 },
    totalPrice: { amount: 520.5, currency: 'EUR' },
    priceBreakdown: null,
    paymentOption: 'online_100',
    message: 'We would love to stay.\nWe arrive late.',
    createdAt: '2030-05-01T09:00:00.000Z',
    expiresAt: '2030-05-03T09:00:00.000Z',
    bookingId: null,
    rejectReason: null,
    ...overrides,
  };
}

export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 'B-1',
    bookingCode: 'B-ABCD2345',
    status: 'CONFIRMED',
    checkIn: '2030-07-10',
    checkOut: '2030-07-17',
    propertyUnitSummary: unit,
    guest: { ...guest, phoneNumber: null },
    guests: { adults: 2, children: 0, infants: 0 },
    totalPrice: { amount: 980, currency: 'EUR' },
    priceBreakdown: null,
    paymentOption: null,
    bookingType: 'onLine',
    createdAt: '2030-04-20T12:00:00.000Z',
    cancelledBy: null,
    cancelledAt: null,
    ...overrides,
  };
}

export function makeInquiry(overrides: Partial<Inquiry> = {}): Inquiry {
  return {
    id: 'I-1',
    status: 'REQUESTED',
    checkIn: '2030-08-01',
    checkOut: '2030-08-03',
    propertyUnitSummary: unit,
    customer: { ...guest, firstName: 'Jonas', lastName: 'Berg', countryCode: 'DE', phoneNumber: null },
    guests: { adults: 1, children: 0, infants: 0 },
    totalPrice: { amount: 300, currency: 'EUR' },
    priceBreakdown: null,
    message: 'Is parking included?',
    createdAt: '2030-07-01T08:00:00.000Z',
    archived: false,
    ...overrides,
  };
}

/** One page of overlapping stays, as the server answers it. */
export function makeOverlaps(page: number, pageCount: number, dateFrom = '2030-07-30') {
  return {
    items: [{ unitId: 'u-1', dateFrom, dateTo: '2030-08-02', source: 'booking' as const }],
    pagination: { page, pageSize: 5, total: pageCount * 5, pageCount },
  };
}

type Reply = { status: number; body: unknown };
type Answer = unknown | ((request: { url: URL; body: unknown }) => unknown);

/** An answer with a status other than 200 (an error shape, a conflict). */
export function reply(status: number, body: unknown): Reply {
  return { status, body } as Reply;
}

function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/**
 * Like mockApi, with answers that may carry a status (`reply(409, …)`) and may change between calls
 * (a function gets the request and its parsed body). Unknown calls answer 404.
 */
export function stubApi(routes: Record<string, Answer>) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const route = routes[key];
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    const answer =
      route === undefined ? reply(404, { code: 'common.notFound', message: key, errors: [] }) : route;
    const resolved =
      typeof answer === 'function'
        ? (answer as (r: { url: URL; body: unknown }) => unknown)({ url, body })
        : answer;
    const { status, body: payload } = isReply(resolved) ? resolved : { status: 200, body: resolved };
    return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The bodies sent to one `METHOD /path` of a stubbed fetch, in order. */
export function bodiesSentTo(spy: ReturnType<typeof stubApi>, key: string): unknown[] {
  return spy.mock.calls
    .filter(
      ([input, init]) =>
        `${init?.method ?? 'GET'} ${new URL(String(input), 'http://localhost').pathname}` === key,
    )
    .map(([, init]) => (init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined));
}

/** How many times one `METHOD /path` was called. */
export function callsTo(spy: ReturnType<typeof stubApi>, key: string): number {
  return bodiesSentTo(spy, key).length;
}
