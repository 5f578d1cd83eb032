import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '@hostdeck/contract/reservations/booking.schemas';
import { bookingRequestSchema } from '@hostdeck/contract/reservations/booking-request.schemas';
import { inquirySchema } from '@hostdeck/contract/reservations/inquiry.schemas';
import type { UnitRow } from '../../db/schema/properties.table';
import { DEMO_API_KEYS } from '../../db/seed/seed-api-keys';
import { errorFields, expectApiError } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { bodyFor, deliver, INTAKE, intakeBody, shiftDay, stayMaker } from './channel-intake.test-support';

const ANNA_KEY = DEMO_API_KEYS[demo.anna];

describe('channel intake', () => {
  let t: TestApp;
  let annaUnit: UnitRow;
  let agencyUnit: UnitRow;
  const freshStay = stayMaker(2047);

  beforeAll(async () => {
    t = await createTestApp();
    annaUnit = (await liveUnitsOf(t, demo.anna))[0]!.unit;
    agencyUnit = (await liveUnitsOf(t, demo.agency))[0]!.unit;
  });
  afterAll(async () => {
    await t?.close();
  });

  const hostGet = async (url: string) => {
    const response = await t.app.inject({ url, headers: await t.authHeaders(demo.anna) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Record<string, unknown>;
  };
  const pendingCount = async () => (await hostGet('/api/app/booking-requests-pending-count')).count;

  it('delivers a booking request the host then finds in the list, the detail and the pending count', async () => {
    const before = await pendingCount();
    const body = intakeBody(annaUnit.publicId, freshStay());
    const response = await deliver(t, 'bookingRequest', ANNA_KEY, body);
    expect(response.statusCode, response.body).toBe(201);
    const request = bookingRequestSchema.parse(response.json());
    expect(request).toMatchObject({
      status: 'REQUESTED',
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      propertyUnitSummary: { publicId: annaUnit.publicId },
      guest: {
        firstName: 'Lena',
        lastName: 'Fischer',
        email: 'lena.fischer@guest.example.com',
        phoneNumber: '+49 170 555 0101',
        countryCode: 'DE',
      },
      guests: { adults: 2, children: 1, infants: 0 },
      totalPrice: { amount: 734.5, currency: 'EUR' },
      message: 'We arrive in the evening.',
      expiresAt: body.expiresAt,
      bookingId: null,
    });

    expect(await hostGet(`/api/app/booking-requests/${request.id}`)).toEqual(response.json());
    const list = await hostGet(`/api/app/booking-requests?criteria[search]=${request.id}`);
    expect((list.items as { id: string }[]).map((item) => item.id)).toEqual([request.id]);
    expect(await pendingCount()).toBe((before as number) + 1);
  });

  it('delivers an instant booking, confirmed at once, whose nights are then taken', async () => {
    const stay = freshStay();
    const response = await deliver(
      t,
      'booking',
      ANNA_KEY,
      bodyFor('booking', intakeBody(annaUnit.publicId, stay)),
    );
    expect(response.statusCode, response.body).toBe(201);
    const booking = bookingSchema.parse(response.json());
    expect(booking).toMatchObject({
      status: 'CONFIRMED',
      checkIn: stay.checkIn,
      totalPrice: { amount: 734.5 },
    });
    expect(await hostGet(`/api/app/bookings/${booking.id}`)).toEqual(response.json());

    // The last night overlaps; a stay starting on the check-out day does not.
    const overlapping = { checkIn: shiftDay(stay.checkOut, -1), checkOut: shiftDay(stay.checkOut, 2) };
    for (const call of ['bookingRequest', 'booking', 'inquiry'] as const)
      expectApiError(
        await deliver(t, call, ANNA_KEY, bodyFor(call, intakeBody(annaUnit.publicId, overlapping))),
        409,
        'reservations.datesTaken',
      );
    const next = { checkIn: stay.checkOut, checkOut: freshStay().checkIn };
    const after = await deliver(t, 'bookingRequest', ANNA_KEY, intakeBody(annaUnit.publicId, next));
    expect(after.statusCode, after.body).toBe(201);
  });

  it('delivers an inquiry the host finds among their inquiries', async () => {
    const body = bodyFor('inquiry', intakeBody(annaUnit.publicId, freshStay()));
    const response = await deliver(t, 'inquiry', ANNA_KEY, { ...body, message: 'Is there parking?' });
    expect(response.statusCode, response.body).toBe(201);
    const inquiry = inquirySchema.parse(response.json());
    expect(inquiry).toMatchObject({
      status: 'REQUESTED',
      message: 'Is there parking?',
      customer: { firstName: 'Lena', countryCode: 'DE' },
      archived: false,
    });
    expect(await hostGet(`/api/app/booking-inquiries/${inquiry.id}`)).toEqual(response.json());
  });

  it('answers 401 without a key, with a revoked one and with a sign-in token, and creates nothing', async () => {
    const body = intakeBody(annaUnit.publicId, freshStay());
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/app/user/api-keys',
      headers: await t.authHeaders(demo.anna),
      payload: { name: 'Soon revoked' },
    });
    const { id, secret } = created.json() as { id: string; secret: string };
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/app/user/api-keys/${id}`,
      headers: await t.authHeaders(demo.anna),
    });
    expect(revoke.statusCode).toBe(204);
    const before = await pendingCount();
    for (const call of Object.keys(INTAKE) as (keyof typeof INTAKE)[]) {
      const payload = bodyFor(call, body);
      expectApiError(
        await t.app.inject({ method: 'POST', url: INTAKE[call], payload }),
        401,
        'common.unauthorized',
      );
      expectApiError(await deliver(t, call, secret, payload), 401, 'common.unauthorized');
      expectApiError(
        await t.app.inject({
          method: 'POST',
          url: INTAKE[call],
          headers: { authorization: `Bearer ${secret}` },
          payload,
        }),
        401,
        'common.unauthorized',
      );
      expectApiError(
        await t.app.inject({
          method: 'POST',
          url: INTAKE[call],
          headers: await t.authHeaders(demo.anna),
          payload,
        }),
        401,
        'common.unauthorized',
      );
    }
    expect(await pendingCount()).toBe(before);
  });

  it("answers 404 for another host's unit and for an unknown one", async () => {
    for (const unitId of [agencyUnit.publicId, 'no-such-unit'])
      for (const call of Object.keys(INTAKE) as (keyof typeof INTAKE)[])
        expectApiError(
          await deliver(t, call, ANNA_KEY, bodyFor(call, intakeBody(unitId, freshStay()))),
          404,
          'channel.unitNotFound',
        );
    // The agency's own key reaches the same unit (with a stay as long as its minimum stay asks).
    const own = await deliver(
      t,
      'bookingRequest',
      DEMO_API_KEYS[demo.agency],
      intakeBody(agencyUnit.publicId, freshStay(Math.max(3, agencyUnit.minNights))),
    );
    expect(own.statusCode, own.body).toBe(201);
  });

  it('refuses a bad body with 400 on the broken field', async () => {
    const valid = intakeBody(annaUnit.publicId, freshStay());
    const cases: [string, unknown][] = [
      ['guest.countryCode', { ...valid, guest: { ...valid.guest, countryCode: 'XX' } }],
      ['guest.firstName', { ...valid, guest: { ...valid.guest, firstName: '  ' } }],
      ['guest.email', { ...valid, guest: { ...valid.guest, email: 'not-an-email' } }],
      ['guest.phoneNumber', { ...valid, guest: { ...valid.guest, phoneNumber: 'call me' } }],
      ['guests.adults', { ...valid, guests: { adults: 0, children: 1, infants: 0 } }],
      ['checkOut', { ...valid, checkOut: valid.checkIn }],
      ['checkIn', { ...valid, checkIn: '2047-02-30' }],
      ['totalPrice.currency', { ...valid, totalPrice: { amount: 10, currency: 'eur' } }],
      ['totalPrice.amount', { ...valid, totalPrice: { amount: -5, currency: 'EUR' } }],
      ['totalPrice.amount', { ...valid, totalPrice: { amount: 10.001, currency: 'EUR' } }],
      ['expiresAt', { ...valid, expiresAt: 'tomorrow' }],
      ['expiresAt', { ...valid, expiresAt: new Date(Date.now() - 60_000).toISOString() }],
      ['unitId', { ...valid, unitId: undefined }],
    ];
    for (const [field, payload] of cases) {
      const body = expectApiError(
        await deliver(t, 'bookingRequest', ANNA_KEY, payload),
        400,
        'common.validation',
      );
      expect(errorFields(body), field).toContain(field);
    }
    const inquiry = expectApiError(
      await deliver(t, 'inquiry', ANNA_KEY, { ...bodyFor('inquiry', valid), message: undefined }),
      400,
      'common.validation',
    );
    expect(errorFields(inquiry)).toContain('message');
  });
});
