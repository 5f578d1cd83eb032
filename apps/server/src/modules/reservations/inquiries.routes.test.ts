import { and, asc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQueryString } from '@hostdeck/contract/http/query-string.rules';
import {
  inquirySchema,
  overlappingUnavailabilitiesSchema,
} from '@hostdeck/contract/reservations/inquiry.schemas';
import { inquiryListResponseSchema } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { reservationErrorCodes } from '@hostdeck/contract/reservations/reservations.errors';
import { conversations, messages } from '../../db/schema/messaging.table';
import { properties, units } from '../../db/schema/properties.table';
import { PUBLIC_ID_PATTERN } from '../../db/schema/public-id';
import {
  bookings,
  inquiries,
  type NewBookingRow,
  type NewInquiryRow,
} from '../../db/schema/reservations.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';

const LIST = '/api/app/booking-inquiries';
const one = (id: string) => `${LIST}/${encodeURIComponent(id)}`;

describe('booking inquiries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, email: string = demo.anna) =>
    t.app.inject({ method: 'GET', url, headers: await t.authHeaders(email) });
  const post = async (url: string, payload?: unknown, email: string = demo.anna) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: await t.authHeaders(email),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const list = async (query: Record<string, unknown>, email: string = demo.anna) => {
    const response = await get(`${LIST}?${encodeQueryString(query)}`, email);
    expect(response.statusCode, response.body).toBe(200);
    return inquiryListResponseSchema.parse(response.json());
  };

  /** A live unit of the host (the first by creation), with its property's public id. */
  const unitOf = async (email: string, index = 0) => {
    const hostId = await t.userIdOf(email);
    const rows = await t.db
      .select({ id: units.id, publicId: units.publicId, title: units.title, propertyId: properties.publicId })
      .from(units)
      .innerJoin(properties, eq(properties.id, units.propertyId))
      .where(and(eq(units.hostId, hostId), isNull(units.deletedAt)))
      .orderBy(asc(units.createdAt), asc(units.id));
    const unit = rows[index];
    if (!unit) throw new Error(`${email} has no unit ${index}`);
    return { ...unit, hostId };
  };

  // Each test's stays sit far ahead of the seed's and of each other, so only what a test adds overlaps.
  let slot = 0;
  const freshDates = (nights = 4) => {
    const start = new Date(Date.UTC(2045, 0, 1) + slot++ * 30 * 86_400_000);
    const end = new Date(start.getTime() + nights * 86_400_000);
    return { checkIn: start.toISOString().slice(0, 10), checkOut: end.toISOString().slice(0, 10) };
  };

  const addInquiry = async (email: string, values: Partial<NewInquiryRow> = {}, unitIndex = 0) => {
    const unit = await unitOf(email, unitIndex);
    const [row] = await t.db
      .insert(inquiries)
      .values({
        hostId: unit.hostId,
        unitId: unit.id,
        customerFirstName: 'Ines',
        customerLastName: 'Testgast',
        customerEmail: 'ines@guest.example.com',
        customerPhone: '+351 912 345 678',
        customerCountryCode: 'PT',
        guests: 3,
        children: 1,
        infants: 1,
        totalPrice: 52_000,
        message: 'Is the terrace covered?',
        ...freshDates(),
        ...values,
      })
      .returning();
    if (!row) throw new Error('Inquiry insert returned nothing');
    return { row, unit };
  };

  const addBooking = async (
    unit: { id: string; hostId: string },
    stay: { checkIn: string; checkOut: string },
    values: Partial<NewBookingRow> = {},
  ) => {
    const [row] = await t.db
      .insert(bookings)
      .values({
        hostId: unit.hostId,
        unitId: unit.id,
        guestFirstName: 'Other',
        guestLastName: 'Guest',
        guests: 2,
        totalPrice: 30_000,
        ...stay,
        ...values,
      })
      .returning();
    if (!row) throw new Error('Booking insert returned nothing');
    return row;
  };

  const inquiryRow = async (id: string) => {
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, id));
    if (!row) throw new Error('Inquiry vanished');
    return row;
  };
  const bookingsOfUnitAt = async (unitId: string, checkIn: string) =>
    t.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.unitId, unitId), eq(bookings.checkIn, checkIn)));

  /** The 404 an id nobody has gets: another host's id must get exactly the same. */
  const expectSameAsUnknown = async (
    foreign: { method: 'GET' | 'POST'; url: (id: string) => string; payload?: unknown },
    foreignId: string,
  ) => {
    const call = (id: string) =>
      foreign.method === 'GET' ? get(foreign.url(id)) : post(foreign.url(id), foreign.payload);
    const unknown = expectApiError(await call('Q-UNKNOWN9'), 404);
    const other = expectApiError(await call(foreignId), 404);
    expect(other.code).toBe(unknown.code);
    expect([reservationErrorCodes.inquiryNotFound, 'common.notFound']).toContain(other.code);
  };

  describe('GET /api/app/booking-inquiries', () => {
    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'GET', url: LIST });
    });

    it('lists the active tab, the archived tab, or both, only of the caller, counted in the database', async () => {
      const annaId = await t.userIdOf(demo.anna);
      const all = await t.db.select().from(inquiries).where(eq(inquiries.hostId, annaId));
      const archivedCount = all.filter((row) => row.archived).length;
      expect(archivedCount).toBeGreaterThan(0);

      const active = await list({ criteria: { archived: false }, limit: 100 });
      expect(active.pagination.total).toBe(all.length - archivedCount);
      expect(active.items.every((item) => !item.archived)).toBe(true);

      const archived = await list({ criteria: { archived: true }, limit: 100 });
      expect(archived.pagination.total).toBe(archivedCount);
      expect(archived.items.every((item) => item.archived)).toBe(true);

      const both = await list({ limit: 100 });
      expect(both.pagination.total).toBe(all.length);
      expect(new Set(both.items.map((item) => item.id))).toEqual(new Set(all.map((row) => row.publicId)));

      const agencyCodes = (await list({ limit: 100 }, demo.agency)).items.map((item) => item.id);
      expect(agencyCodes.some((code) => all.some((row) => row.publicId === code))).toBe(false);
    });

    it('answers each inquiry with its unit, customer and guest counts', async () => {
      const { row, unit } = await addInquiry(demo.anna, { customerPhone: 'n/a' });
      const found = (await list({ criteria: { search: row.publicId } })).items;
      expect(found[0]?.propertyUnitSummary.thumbnail).toMatch(/^\/.+\.(png|webp)$/);
      expect(found).toEqual([
        {
          id: row.publicId,
          status: 'REQUESTED',
          checkIn: row.checkIn,
          checkOut: row.checkOut,
          propertyUnitSummary: {
            publicId: unit.publicId,
            propertyId: unit.propertyId,
            title: unit.title,
            thumbnail: found[0]?.propertyUnitSummary.thumbnail,
          },
          customer: {
            firstName: 'Ines',
            lastName: 'Testgast',
            email: 'ines@guest.example.com',
            phoneNumber: null,
            countryCode: 'PT',
          },
          guests: { adults: 2, children: 1, infants: 1 },
          totalPrice: { amount: 520, currency: 'EUR' },
          priceBreakdown: null,
          message: 'Is the terrace covered?',
          createdAt: row.createdAt.toISOString(),
          archived: false,
        },
      ]);
    });

    it('searches guest name, inquiry or booking code and unit title, trimmed and in any case', async () => {
      const { row, unit } = await addInquiry(demo.anna, {
        customerFirstName: 'Zebulon',
        customerLastName: 'Quartermaine',
      });
      const ids = async (search: string) =>
        (await list({ criteria: { search }, limit: 100 })).items.map((item) => item.id);

      expect(await ids('  quarterMAINE ')).toEqual([row.publicId]);
      expect(await ids('zebulon quartermaine')).toEqual([row.publicId]);
      expect(await ids(` ${row.publicId.toLowerCase()} `)).toEqual([row.publicId]);
      expect(await ids('%')).toEqual([]);
      const byTitle = await ids(unit.title!.toUpperCase());
      expect(byTitle).toContain(row.publicId);

      // Once confirmed, the booking's code finds it too.
      expect((await post(`${one(row.publicId)}/confirm`)).statusCode).toBe(200);
      const { bookingId } = await inquiryRow(row.id);
      const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId!));
      expect(await ids(booking!.publicId.toLowerCase())).toEqual([row.publicId]);
    });

    it('filters by unit', async () => {
      const second = await unitOf(demo.anna, 1);
      const { row } = await addInquiry(demo.anna, {}, 1);
      const items = (await list({ criteria: { unitId: second.publicId }, limit: 100 })).items;
      expect(items.map((item) => item.id)).toContain(row.publicId);
      expect(items.every((item) => item.propertyUnitSummary.publicId === second.publicId)).toBe(true);
      const foreignUnit = await unitOf(demo.agency);
      expect((await list({ criteria: { unitId: foreignUnit.publicId } })).items).toEqual([]);
    });

    it('sorts by check-in, by guest name and, by default, newest first', async () => {
      const byCheckIn = (await list({ sorting: { checkIn: 'asc' }, limit: 100 })).items;
      expect(byCheckIn.map((item) => item.checkIn)).toEqual(byCheckIn.map((item) => item.checkIn).sort());

      // Guests sort by first then last name, whatever case they were typed in.
      const guests = [
        ['Aaron', 'Sortwell'],
        ['mia', 'Sortwell'],
        ['Mia', 'Sortwellb'],
        ['Zoe', 'Sortwell'],
      ] as const;
      const added = [];
      for (const [customerFirstName, customerLastName] of guests)
        added.push((await addInquiry(demo.anna, { customerFirstName, customerLastName })).row.publicId);
      const order = async (direction: 'asc' | 'desc') =>
        (
          await list({
            criteria: { search: 'sortwell' },
            sorting: { firstName: direction, lastName: direction },
            limit: 100,
          })
        ).items.map((item) => item.id);
      expect(await order('desc')).toEqual([added[3], added[2], added[1], added[0]]);
      expect(await order('asc')).toEqual([added[0], added[1], added[2], added[3]]);

      const byDefault = (await list({ limit: 100 })).items.map((item) => item.createdAt);
      expect(byDefault).toEqual([...byDefault].sort().reverse());
    });

    it('pages with the pagination block of the other lists', async () => {
      const whole = await list({ sorting: { checkIn: 'asc' }, limit: 100 });
      const total = whole.pagination.total;
      expect(total).toBeGreaterThan(3);
      const second = await list({ sorting: { checkIn: 'asc' }, page: 2, limit: 2 });
      expect(second.pagination).toEqual({ page: 2, pageSize: 2, total, pageCount: Math.ceil(total / 2) });
      expect(second.items.map((item) => item.id)).toEqual(whole.items.slice(2, 4).map((item) => item.id));
      const past = await list({ page: 500, limit: 2 });
      expect(past.items).toEqual([]);
      expect(past.pagination.total).toBe(total);
    });

    it('refuses a broken query with 400 on the field', async () => {
      const fieldsOf = async (query: string) =>
        errorFields(expectApiError(await get(`${LIST}?${query}`), 400));
      expect(await fieldsOf('page=0')).toEqual(['page']);
      expect(await fieldsOf('limit=1000')).toEqual(['limit']);
      expect(await fieldsOf('sorting[checkIn]=up')).toEqual(['sorting.checkIn']);
      expect(await fieldsOf('criteria[archived]=maybe')).toEqual(['criteria.archived']);
    });
  });

  describe('GET /api/app/booking-inquiries/:id', () => {
    it('requires a valid token', async () => {
      const { row } = await addInquiry(demo.anna);
      await expectTokenRequired(t, { method: 'GET', url: one(row.publicId) });
    });

    it('answers the inquiry, its phone null when it has no digit', async () => {
      const { row } = await addInquiry(demo.anna, { customerPhone: '--' });
      const response = await get(one(row.publicId));
      expect(response.statusCode, response.body).toBe(200);
      const body = inquirySchema.parse(response.json());
      expect(body).toMatchObject({ id: row.publicId, status: 'REQUESTED', checkIn: row.checkIn });
      expect(body.customer.phoneNumber).toBeNull();
      const { row: withPhone } = await addInquiry(demo.anna);
      expect(inquirySchema.parse((await get(one(withPhone.publicId))).json()).customer.phoneNumber).toBe(
        '+351 912 345 678',
      );
    });

    it('answers 404 for another host’s inquiry, as for an unknown one', async () => {
      const { row } = await addInquiry(demo.agency);
      await expectSameAsUnknown({ method: 'GET', url: one }, row.publicId);
    });
  });

  describe('POST /api/app/booking-inquiries/:id/confirm', () => {
    const confirm = (id: string, email?: string) => post(`${one(id)}/confirm`, undefined, email);

    it('requires a valid token', async () => {
      const { row } = await addInquiry(demo.anna);
      await expectTokenRequired(t, { method: 'POST', url: `${one(row.publicId)}/confirm` });
    });

    it('confirms a waiting inquiry into a booking of its stay', async () => {
      const { row, unit } = await addInquiry(demo.anna);
      const response = await confirm(row.publicId);
      expect(response.statusCode, response.body).toBe(200);
      expect(inquirySchema.parse(response.json())).toMatchObject({ id: row.publicId, status: 'CONFIRMED' });

      const stored = await inquiryRow(row.id);
      expect(stored.status).toBe('CONFIRMED');
      expect(stored.respondedAt).toBeInstanceOf(Date);
      const made = await bookingsOfUnitAt(unit.id, row.checkIn);
      expect(made).toHaveLength(1);
      expect(made[0]).toMatchObject({
        id: stored.bookingId,
        hostId: unit.hostId,
        status: 'CONFIRMED',
        source: 'inquiry',
        checkOut: row.checkOut,
        guestFirstName: 'Ines',
        guestLastName: 'Testgast',
        guests: 3,
        children: 1,
        infants: 1,
        totalPrice: 52_000,
      });
      expect(made[0]!.publicId).toMatch(PUBLIC_ID_PATTERN);
      expect(made[0]!.publicId).toMatch(/^B-[2-9A-HJ-NP-Z]{8}$/);
    });

    it('also confirms an inquiry flagged as needing action (still unanswered)', async () => {
      const { row } = await addInquiry(demo.anna, { status: 'ACTION_NEEDED' });
      const response = await confirm(row.publicId);
      expect(response.statusCode, response.body).toBe(200);
      expect((await inquiryRow(row.id)).status).toBe('CONFIRMED');
    });

    it('answers 409 alreadyDecided for an answered inquiry and writes nothing', async () => {
      const { row, unit } = await addInquiry(demo.anna);
      expect((await confirm(row.publicId)).statusCode).toBe(200);
      const before = await inquiryRow(row.id);
      expectApiError(await confirm(row.publicId), 409, reservationErrorCodes.alreadyDecided);
      expect(await inquiryRow(row.id)).toEqual(before);
      expect(await bookingsOfUnitAt(unit.id, row.checkIn)).toHaveLength(1);

      const { row: rejected } = await addInquiry(demo.anna, { status: 'REJECTED' });
      expectApiError(await confirm(rejected.publicId), 409, reservationErrorCodes.alreadyDecided);
      expect((await inquiryRow(rejected.id)).status).toBe('REJECTED');
    });

    it('answers 409 datesTaken when a booking holds some of its nights; a cancelled one does not', async () => {
      const { row, unit } = await addInquiry(demo.anna);
      // The nights overlap by one: the other stay leaves on the inquiry's second day.
      const day = (offset: number) =>
        new Date(Date.parse(`${row.checkIn}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      const holding = await addBooking(unit, { checkIn: day(-2), checkOut: day(1) });
      expectApiError(await confirm(row.publicId), 409, reservationErrorCodes.datesTaken);
      const unchanged = await inquiryRow(row.id);
      expect(unchanged.status).toBe('REQUESTED');
      expect(unchanged.bookingId).toBeNull();
      expect(await bookingsOfUnitAt(unit.id, row.checkIn)).toHaveLength(0);

      await t.db.update(bookings).set({ status: 'CANCELLED_BY_GUEST' }).where(eq(bookings.id, holding.id));
      expect((await confirm(row.publicId)).statusCode).toBe(200);
    });

    it('answers 404 for another host’s inquiry and leaves it alone', async () => {
      const { row } = await addInquiry(demo.agency);
      await expectSameAsUnknown({ method: 'POST', url: (id) => `${one(id)}/confirm` }, row.publicId);
      expect((await inquiryRow(row.id)).status).toBe('REQUESTED');
    });

    it('of two confirms sent at once, exactly one wins and one booking is made', async () => {
      const { row, unit } = await addInquiry(demo.anna);
      const answers = await Promise.all([confirm(row.publicId), confirm(row.publicId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.statusCode === 409)!;
      expectApiError(loser, 409, reservationErrorCodes.alreadyDecided);
      expect(await bookingsOfUnitAt(unit.id, row.checkIn)).toHaveLength(1);
    });

    it('of two inquiries for the same nights confirmed at once, one gets them and one hears datesTaken', async () => {
      const { row: first, unit } = await addInquiry(demo.anna);
      const { row: second } = await addInquiry(demo.anna, {
        checkIn: first.checkIn,
        checkOut: first.checkOut,
      });
      const answers = await Promise.all([confirm(first.publicId), confirm(second.publicId)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expectApiError(
        answers.find((answer) => answer.statusCode === 409)!,
        409,
        reservationErrorCodes.datesTaken,
      );
      expect(await bookingsOfUnitAt(unit.id, first.checkIn)).toHaveLength(1);
    });
  });

  describe('POST /api/app/booking-inquiries/:id/reject', () => {
    const reject = (id: string, payload: unknown, email?: string) =>
      post(`${one(id)}/reject`, payload, email);

    it('requires a valid token', async () => {
      const { row } = await addInquiry(demo.anna);
      await expectTokenRequired(t, {
        method: 'POST',
        url: `${one(row.publicId)}/reject`,
        payload: { reason: 'OVERBOOKING' },
      });
    });

    it('rejects with a reason and a message, kept on the inquiry and sent into the guest’s chat', async () => {
      const { row, unit } = await addInquiry(demo.anna);
      const [conversation] = await t.db
        .insert(conversations)
        .values({
          hostId: unit.hostId,
          unitId: unit.id,
          inquiryId: row.id,
          guestFirstName: 'Ines',
          guestLastName: 'Testgast',
          lastMessageAt: new Date('2030-01-01T00:00:00Z'),
        })
        .returning();
      const response = await reject(row.publicId, {
        reason: 'RATES_MISMATCH',
        message: '  Sorry, those rates have changed.  ',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(inquirySchema.parse(response.json())).toMatchObject({ id: row.publicId, status: 'REJECTED' });

      const stored = await inquiryRow(row.id);
      expect(stored).toMatchObject({
        status: 'REJECTED',
        rejectReason: 'RATES_MISMATCH',
        rejectExplanation: null,
        rejectMessage: 'Sorry, those rates have changed.',
        bookingId: null,
      });
      expect(stored.respondedAt).toBeInstanceOf(Date);
      const chat = await t.db.select().from(messages).where(eq(messages.conversationId, conversation!.id));
      expect(chat).toEqual([
        expect.objectContaining({
          sender: 'host',
          body: 'Sorry, those rates have changed.',
          hostId: unit.hostId,
        }),
      ]);
      const [moved] = await t.db.select().from(conversations).where(eq(conversations.id, conversation!.id));
      expect(moved!.lastMessageAt.getTime()).toBe(stored.respondedAt!.getTime());
    });

    it('keeps the explanation with OTHER; without a message nothing goes to a chat', async () => {
      const { row } = await addInquiry(demo.anna);
      const response = await reject(row.publicId, { reason: 'OTHER', explanation: 'Closed for repairs' });
      expect(response.statusCode, response.body).toBe(200);
      expect(await inquiryRow(row.id)).toMatchObject({
        status: 'REJECTED',
        rejectReason: 'OTHER',
        rejectExplanation: 'Closed for repairs',
        rejectMessage: null,
      });
    });

    it('answers 400 explanationRequired for OTHER without an explanation, and stores nothing', async () => {
      const { row } = await addInquiry(demo.anna);
      const body = expectApiError(await reject(row.publicId, { reason: 'OTHER' }), 400, 'common.validation');
      expect(body.errors).toEqual([
        expect.objectContaining({ field: 'explanation', code: reservationErrorCodes.explanationRequired }),
      ]);
      expect((await inquiryRow(row.id)).status).toBe('REQUESTED');
    });

    it('refuses a broken body with 400 on the field', async () => {
      const { row } = await addInquiry(demo.anna);
      const fieldsOf = async (payload: unknown) =>
        errorFields(expectApiError(await reject(row.publicId, payload), 400, 'common.validation'));
      // An explanation goes with OTHER only.
      expect(await fieldsOf({ reason: 'OVERBOOKING', explanation: 'Because' })).toEqual(['explanation']);
      expect(await fieldsOf({ reason: 'OTHER', explanation: '   ' })).toEqual(['explanation']);
      expect(await fieldsOf({ reason: 'NO_REASON' })).toEqual(['reason']);
      expect(await fieldsOf({})).toEqual(['reason']);
      expect(await fieldsOf({ reason: 'OVERBOOKING', message: 'x'.repeat(2001) })).toEqual(['message']);
      expect(await fieldsOf({ reason: 'OVERBOOKING', subReason: 'x' })).toEqual(['subReason']);
      expect((await inquiryRow(row.id)).status).toBe('REQUESTED');
    });

    it('answers 409 alreadyDecided for an answered inquiry and keeps its answer', async () => {
      const { row } = await addInquiry(demo.anna);
      expect((await post(`${one(row.publicId)}/confirm`)).statusCode).toBe(200);
      expectApiError(
        await reject(row.publicId, { reason: 'OVERBOOKING' }),
        409,
        reservationErrorCodes.alreadyDecided,
      );
      expect(await inquiryRow(row.id)).toMatchObject({ status: 'CONFIRMED', rejectReason: null });
    });

    it('answers 404 for another host’s inquiry, whatever the body, and leaves it alone', async () => {
      const { row } = await addInquiry(demo.agency);
      await expectSameAsUnknown(
        { method: 'POST', url: (id) => `${one(id)}/reject`, payload: { reason: 'OVERBOOKING' } },
        row.publicId,
      );
      // A broken body learns nothing about the foreign inquiry either.
      expectApiError(await reject(row.publicId, { reason: 'OTHER' }), 404);
      expectApiError(await reject(row.publicId, { nonsense: true }), 404);
      expect((await inquiryRow(row.id)).status).toBe('REQUESTED');
    });

    it('of a confirm and a reject sent at once, exactly one decides', async () => {
      const { row, unit } = await addInquiry(demo.anna);
      const answers = await Promise.all([
        post(`${one(row.publicId)}/confirm`),
        reject(row.publicId, { reason: 'OVERBOOKING' }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const stored = await inquiryRow(row.id);
      const made = await bookingsOfUnitAt(unit.id, row.checkIn);
      if (stored.status === 'CONFIRMED') expect(made).toHaveLength(1);
      else expect({ status: stored.status, made }).toEqual({ status: 'REJECTED', made: [] });
    });
  });

  describe('GET /api/app/booking-inquiries/:id/overlapping-unavailabilities', () => {
    const overlapping = (id: string, query = '') =>
      get(`${one(id)}/overlapping-unavailabilities${query ? `?${query}` : ''}`);

    it('requires a valid token', async () => {
      const { row } = await addInquiry(demo.anna);
      await expectTokenRequired(t, {
        method: 'GET',
        url: `${one(row.publicId)}/overlapping-unavailabilities`,
      });
    });

    it('lists the bookings holding nights of the stay, by check-in, a page at a time', async () => {
      const { row, unit } = await addInquiry(demo.anna, freshDates(10));
      const day = (offset: number) =>
        new Date(Date.parse(`${row.checkIn}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
      await addBooking(unit, { checkIn: day(6), checkOut: day(12) }, { source: 'manual' });
      await addBooking(unit, { checkIn: day(-3), checkOut: day(1) }, { source: 'platform' });
      await addBooking(unit, { checkIn: day(2), checkOut: day(4) }, { source: 'inquiry' });
      // Neither of these holds a night of the stay.
      await addBooking(unit, { checkIn: day(3), checkOut: day(5) }, { status: 'CANCELLED_BY_OWNER' });
      await addBooking(unit, { checkIn: day(10), checkOut: day(13) });
      const other = await unitOf(demo.anna, 1);
      await addBooking(other, { checkIn: day(0), checkOut: day(3) });

      const first = await overlapping(row.publicId, 'limit=2');
      expect(first.statusCode, first.body).toBe(200);
      expect(overlappingUnavailabilitiesSchema.parse(first.json())).toEqual({
        items: [
          { unitId: unit.publicId, dateFrom: day(-3), dateTo: day(1), source: 'booking' },
          { unitId: unit.publicId, dateFrom: day(2), dateTo: day(4), source: 'inquiry_confirmed' },
        ],
        pagination: { page: 1, pageSize: 2, total: 3, pageCount: 2 },
      });
      const second = overlappingUnavailabilitiesSchema.parse(
        (await overlapping(row.publicId, 'page=2&limit=2')).json(),
      );
      expect(second.items).toEqual([
        { unitId: unit.publicId, dateFrom: day(6), dateTo: day(12), source: 'manual' },
      ]);
      const whole = overlappingUnavailabilitiesSchema.parse((await overlapping(row.publicId)).json());
      expect(whole.pagination).toEqual({ page: 1, pageSize: 20, total: 3, pageCount: 1 });
    });

    it('leaves out the booking the inquiry itself became', async () => {
      const { row } = await addInquiry(demo.anna);
      expect((await post(`${one(row.publicId)}/confirm`)).statusCode).toBe(200);
      const body = overlappingUnavailabilitiesSchema.parse((await overlapping(row.publicId)).json());
      expect(body.items).toEqual([]);
      expect(body.pagination.total).toBe(0);
    });

    it('answers 404 for another host’s inquiry and 400 on a broken page', async () => {
      const { row } = await addInquiry(demo.agency);
      await expectSameAsUnknown(
        { method: 'GET', url: (id) => `${one(id)}/overlapping-unavailabilities` },
        row.publicId,
      );
      const { row: own } = await addInquiry(demo.anna);
      expect(errorFields(expectApiError(await overlapping(own.publicId, 'page=0'), 400))).toEqual(['page']);
      expect(errorFields(expectApiError(await overlapping(own.publicId, 'limit=abc'), 400))).toEqual([
        'limit',
      ]);
    });
  });
});
