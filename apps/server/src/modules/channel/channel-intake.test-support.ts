import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../../test/test-app';

export const INTAKE = {
  bookingRequest: '/api/channel/v1/booking-requests',
  booking: '/api/channel/v1/bookings',
  inquiry: '/api/channel/v1/inquiries',
} as const;

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` after (or before) an ISO date. */
export const shiftDay = (date: string, days: number) => day(Date.parse(date) + days * DAY_MS);

/** Stays far beyond the seed's calendar, a month apart from each other; `baseYear` keeps test files apart. */
export function stayMaker(baseYear: number) {
  let next = 0;
  return (nights = 3) => {
    const start = Date.UTC(baseYear, 0, 1) + next++ * 30 * DAY_MS;
    return { checkIn: day(start), checkOut: day(start + nights * DAY_MS) };
  };
}

/** A valid body for every call: the request's deadline a day ahead, the inquiry's question asked. */
export function intakeBody(unitId: string, stay: { checkIn: string; checkOut: string }) {
  return {
    unitId,
    ...stay,
    guest: {
      firstName: 'Lena',
      lastName: 'Fischer',
      countryCode: 'DE',
      email: 'lena.fischer@guest.example.com',
      phoneNumber: '+49 170 555 0101',
    },
    guests: { adults: 2, children: 1, infants: 0 },
    totalPrice: { amount: 734.5, currency: 'EUR' },
    message: 'We arrive in the evening.',
    expiresAt: new Date(Date.now() + DAY_MS).toISOString(),
  };
}

/** The body a call takes: only requests have a deadline. */
export function bodyFor(call: keyof typeof INTAKE, body: ReturnType<typeof intakeBody>) {
  if (call === 'bookingRequest') return body;
  const { expiresAt: _deadline, ...rest } = body;
  return rest;
}

export function deliver(
  t: TestApp,
  call: keyof typeof INTAKE,
  key: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: INTAKE[call],
    headers: { 'x-api-key': key, ...headers },
    payload: payload as object,
  });
}
