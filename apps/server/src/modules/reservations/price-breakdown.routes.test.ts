import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingRequestDecisionResponseSchema,
  bookingRequestSchema,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import { bookingSchema } from '@hostdeck/contract/reservations/booking.schemas';
import { inquirySchema } from '@hostdeck/contract/reservations/inquiry.schemas';
import {
  buildPriceBreakdown,
  isPriceBreakdownConsistent,
} from '@hostdeck/contract/reservations/price-breakdown.rules';
import type { PriceBreakdown } from '@hostdeck/contract/reservations/price-breakdown.schemas';
import {
  bookingListResponseSchema,
  bookingRequestListResponseSchema,
  inquiryListResponseSchema,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import type { Money } from '@hostdeck/contract/reservations/reservation-parts.schemas';
import { units, type UnitRow } from '../../db/schema/properties.table';
import { bookingRequests, bookings, inquiries } from '../../db/schema/reservations.table';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';

const DAY_MS = 86_400_000;

// Issue 13: the detail pages show what the guest was charged, line by line, as it was stored.
describe('price breakdown and payment option on reservation answers', () => {
  let t: TestApp;
  let annaUnit: UnitRow;

  beforeAll(async () => {
    t = await createTestApp();
    annaUnit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, email: string = demo.anna) => {
    const response = await t.app.inject({ method: 'GET', url, headers: await t.authHeaders(email) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };
  const post = async (url: string) => {
    const response = await t.app.inject({ method: 'POST', url, headers: await t.authHeaders(demo.anna) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as unknown;
  };

  let nextStay = 0;
  const freshStay = (nights: number) => {
    const start = Date.UTC(2045, 0, 1) + nextStay++ * 30 * DAY_MS;
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    return { checkIn: day(start), checkOut: day(start + nights * DAY_MS) };
  };
  /** A stay of 7 nights at 123.45 with a 10 % weekly discount and a 15 % commission. */
  const priced = () => {
    const { breakdown, total } = buildPriceBreakdown({
      nights: 7,
      nightlyRate: 123.45,
      currency: 'EUR',
      cleaningFee: 35,
      discount: { kind: 'length_of_stay', percent: 10 },
      hostFee: { kind: 'commission', percent: 15 },
    });
    return { ...freshStay(7), totalPrice: Math.round(total.amount * 100), priceBreakdown: breakdown };
  };
  const party = { guests: 2, children: 0, infants: 0, currency: 'EUR' };
  const guest = { guestFirstName: 'Lena', guestLastName: 'Vogel', guestEmail: 'lena@guest.example.com' };

  const insertRequest = async (values: Partial<typeof bookingRequests.$inferInsert>) => {
    const [row] = await t.db
      .insert(bookingRequests)
      .values({
        hostId: annaUnit.hostId,
        unitId: annaUnit.id,
        ...guest,
        ...party,
        ...freshStay(3),
        totalPrice: 50_000,
        paymentOption: 'online_30_70_split',
        expiresAt: new Date(Date.now() + DAY_MS),
        ...values,
      })
      .returning();
    return row!;
  };
  const insertInquiry = async (values: Partial<typeof inquiries.$inferInsert>) => {
    const [row] = await t.db
      .insert(inquiries)
      .values({
        hostId: annaUnit.hostId,
        unitId: annaUnit.id,
        customerFirstName: 'Lena',
        customerLastName: 'Vogel',
        ...party,
        ...freshStay(3),
        totalPrice: 50_000,
        message: 'Is there parking?',
        ...values,
      })
      .returning();
    return row!;
  };

  const expectAddsUp = (breakdown: PriceBreakdown | null, total: Money) => {
    expect(breakdown).not.toBeNull();
    expect(isPriceBreakdownConsistent(breakdown!, total)).toBe(true);
  };

  it('answers the seed’s requests, bookings and inquiries with breakdowns that add up to their totals', async () => {
    for (const email of [demo.anna, demo.agency]) {
      const requests = bookingRequestListResponseSchema.parse(
        await get('/api/app/booking-requests?limit=5', email),
      ).items;
      const stays = bookingListResponseSchema.parse(await get('/api/app/bookings?limit=5', email)).items;
      const asked = inquiryListResponseSchema.parse(
        await get('/api/app/booking-inquiries?limit=5', email),
      ).items;
      expect(requests.length * stays.length * asked.length).toBeGreaterThan(0);
      for (const listed of requests) {
        const detail = bookingRequestSchema.parse(await get(`/api/app/booking-requests/${listed.id}`, email));
        expectAddsUp(detail.priceBreakdown, detail.totalPrice);
        expect(detail.paymentOption).not.toBeNull();
      }
      for (const listed of stays) {
        const detail = bookingSchema.parse(await get(`/api/app/bookings/${listed.id}`, email));
        expectAddsUp(detail.priceBreakdown, detail.totalPrice);
        expect(detail.paymentOption).not.toBeNull();
        // The agency is on a subscription: nothing is taken from its stays.
        const fee = detail.priceBreakdown!.hostFee;
        if (email === demo.agency) expect(fee).toMatchObject({ kind: 'subscription', amount: { amount: 0 } });
        else expect(fee.kind).toBe('commission');
      }
      for (const listed of asked) {
        const detail = inquirySchema.parse(await get(`/api/app/booking-inquiries/${listed.id}`, email));
        expectAddsUp(detail.priceBreakdown, detail.totalPrice);
      }
    }
  });

  it('seeds a length-of-stay discount on some stays, and every stored breakdown adds up', async () => {
    const rows = [
      ...(await t.db.select().from(bookings)),
      ...(await t.db.select().from(bookingRequests)),
      ...(await t.db.select().from(inquiries)),
    ].filter((row) => row.priceBreakdown !== null);
    expect(rows.length).toBeGreaterThan(50);
    for (const row of rows) {
      const total = { amount: row.totalPrice / 100, currency: row.currency };
      expect(isPriceBreakdownConsistent(row.priceBreakdown!, total), row.publicId).toBe(true);
    }
    expect(rows.some((row) => row.priceBreakdown!.discount?.kind === 'length_of_stay')).toBe(true);
  });

  it('answers the request’s stored breakdown and payment option, whatever the unit costs today', async () => {
    const stay = priced();
    const row = await insertRequest(stay);
    await t.db.update(units).set({ pricePerNight: 99_900 }).where(eq(units.id, annaUnit.id));
    const detail = bookingRequestSchema.parse(await get(`/api/app/booking-requests/${row.publicId}`));
    expect(detail.totalPrice).toEqual({ amount: 812.73, currency: 'EUR' });
    expect(detail.priceBreakdown).toEqual(stay.priceBreakdown);
    expect(detail.priceBreakdown).toMatchObject({
      nights: 7,
      nightlyRate: { amount: 123.45 },
      accommodation: { amount: 864.15 },
      cleaningFee: { amount: 35 },
      discount: { kind: 'length_of_stay', percent: 10, amount: { amount: 86.42 } },
      hostFee: { kind: 'commission', percent: 15, amount: { amount: 121.91 } },
      payout: { amount: 690.82 },
    });
    expect(detail.paymentOption).toBe('online_30_70_split');
  });

  it('carries the breakdown and payment option from a confirmed request to its booking', async () => {
    const stay = priced();
    const row = await insertRequest(stay);
    const answer = bookingRequestDecisionResponseSchema.parse(
      await post(`/api/app/booking-requests/${row.publicId}/confirm`),
    );
    expect(answer.bookingRequest.priceBreakdown).toEqual(stay.priceBreakdown);
    const booking = bookingSchema.parse(await get(`/api/app/bookings/${answer.bookingRequest.bookingId}`));
    expect(booking.totalPrice).toEqual(answer.bookingRequest.totalPrice);
    expect(booking.priceBreakdown).toEqual(stay.priceBreakdown);
    expect(booking.paymentOption).toBe('online_30_70_split');
  });

  it('carries the breakdown from a confirmed inquiry to its booking', async () => {
    const stay = priced();
    const row = await insertInquiry(stay);
    const answer = inquirySchema.parse(await post(`/api/app/booking-inquiries/${row.publicId}/confirm`));
    expect(answer.priceBreakdown).toEqual(stay.priceBreakdown);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.checkIn, stay.checkIn));
    expect(booking?.priceBreakdown).toEqual(stay.priceBreakdown);
    const detail = bookingSchema.parse(await get(`/api/app/bookings/${booking!.publicId}`));
    expect(detail.priceBreakdown).toEqual(stay.priceBreakdown);
    // An inquiry has no payment option; the booking made of it has none either.
    expect(detail.paymentOption).toBeNull();
  });

  it('answers null for a reservation that came with a total only', async () => {
    const request = await insertRequest({ paymentOption: null });
    const requestDetail = bookingRequestSchema.parse(
      await get(`/api/app/booking-requests/${request.publicId}`),
    );
    expect(requestDetail).toMatchObject({
      totalPrice: { amount: 500, currency: 'EUR' },
      priceBreakdown: null,
      paymentOption: null,
    });
    const inquiry = await insertInquiry({});
    const inquiryDetail = inquirySchema.parse(await get(`/api/app/booking-inquiries/${inquiry.publicId}`));
    expect(inquiryDetail).toMatchObject({
      totalPrice: { amount: 500, currency: 'EUR' },
      priceBreakdown: null,
    });
  });

  it('answers no breakdown rather than one that does not add up to the total charged', async () => {
    const stay = priced();
    const row = await insertRequest({ ...stay, totalPrice: stay.totalPrice + 1 });
    const detail = bookingRequestSchema.parse(await get(`/api/app/booking-requests/${row.publicId}`));
    expect(detail.totalPrice.amount).toBe(812.74);
    expect(detail.priceBreakdown).toBeNull();
  });
});
