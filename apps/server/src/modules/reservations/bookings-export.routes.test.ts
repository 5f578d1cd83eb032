import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQueryString } from '@hostdeck/contract/http/query-string.rules';
import {
  bookingListResponseSchema,
  type BookingListQuery,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import { bookings, type NewBookingRow } from '../../db/schema/reservations.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { EXPORT_BATCH_SIZE } from './csv-file-stream';
import { BOM, day, parseCsv } from './csv-export.test-support';

const EXPORT = '/api/app/bookings/export.csv';
const LIST = '/api/app/bookings';

describe('GET /api/app/bookings/export.csv: the bookings of a tab as a spreadsheet file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const download = async (email: string, query: BookingListQuery, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `${EXPORT}?${encodeQueryString(query)}`,
      headers: { ...(await t.authHeaders(email)), ...headers },
    });
  /** The file's rows after its header, for a query the list call answers too. */
  const exported = async (email: string, query: BookingListQuery) => {
    const response = await download(email, query);
    expect(response.statusCode, response.body).toBe(200);
    return parseCsv(response.body.slice(BOM.length)).slice(1);
  };
  const listedCodes = async (email: string, query: BookingListQuery) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${LIST}?${encodeQueryString({ ...query, limit: 100 })}`,
      headers: await t.authHeaders(email),
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = bookingListResponseSchema.parse(response.json());
    expect(page.pagination.total).toBeLessThanOrEqual(100);
    return page.items.map((booking) => booking.bookingCode);
  };

  const addBooking = async (email: string, values: Partial<NewBookingRow> = {}, unitIndex = 0) => {
    const unit = (await liveUnitsOf(t, email))[unitIndex];
    if (!unit) throw new Error(`${email} has no live unit ${unitIndex}`);
    const [row] = await t.db
      .insert(bookings)
      .values({
        hostId: await t.userIdOf(email),
        unitId: unit.unit.id,
        guestFirstName: 'Test',
        guestLastName: 'Exporter',
        guests: 3,
        children: 1,
        infants: 1,
        checkIn: day(20),
        checkOut: day(24),
        totalPrice: 52_050,
        status: 'CONFIRMED',
        ...values,
      })
      .returning();
    return { row: row!, unit: unit.unit };
  };

  it('requires a valid token', async () => {
    await expectTokenRequired(t, { method: 'GET', url: EXPORT });
  });

  it('answers a UTF-8 CSV file with its byte order mark, named after the tab and the day', async () => {
    const response = await download(demo.anna, { criteria: { tab: 'confirmed' } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="reservations-confirmed-${day(0)}.csv"; filename*=UTF-8''reservations-confirmed-${day(0)}.csv`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(response.body.startsWith(BOM)).toBe(true);
    const withoutTab = await download(demo.anna, {});
    expect(withoutTab.headers['content-disposition']).toContain(`reservations-all-${day(0)}.csv`);
  });

  it('writes the header row in the language the request asks for, English without one', async () => {
    const header = async (headers: Record<string, string>) =>
      parseCsv((await download(demo.anna, {}, headers)).body.slice(BOM.length))[0];
    expect(await header({})).toEqual([
      'Booking code',
      'Status',
      'Guest',
      'Guests',
      'Infants',
      'Unit',
      'Check-in',
      'Check-out',
      'Nights',
      'Total',
      'Currency',
      'Booked on',
    ]);
    const german = await header({ 'accept-language': 'de-DE,de;q=0.9' });
    expect(german?.[0]).toBe('Buchungsnummer');
    expect(german?.[11]).toBe('Gebucht am');
    expect((await header({ 'accept-language': 'fr' }))?.[10]).toBe('Devise');
  });

  it('writes one line per booking with what a host needs, the status in words', async () => {
    const { row, unit } = await addBooking(demo.anna, { guestFirstName: 'Zoë', guestLastName: 'Linefield' });
    const [line] = await exported(demo.anna, { criteria: { search: 'Linefield' } });
    expect(line).toEqual([
      row.publicId,
      'Confirmed',
      'Zoë Linefield',
      '3',
      '1',
      unit.title ?? expect.any(String),
      day(20),
      day(24),
      '4',
      '520.50',
      'EUR',
      row.createdAt.toISOString().slice(0, 10),
    ]);
    // A confirmed stay whose check-out has passed reads as completed, as in the list.
    await addBooking(demo.anna, { guestLastName: 'Pastfield', checkIn: day(-9), checkOut: day(-6) });
    const [past] = await exported(demo.anna, { criteria: { search: 'Pastfield' } });
    expect(past?.[1]).toBe('Completed');
    const german = await download(
      demo.anna,
      { criteria: { search: 'Pastfield' } },
      { 'accept-language': 'de' },
    );
    expect(parseCsv(german.body.slice(BOM.length))[1]?.[1]).toBe('Abgeschlossen');
  });

  it('quotes commas, quotes and line breaks, and neutralises formulas with an apostrophe', async () => {
    await addBooking(demo.anna, {
      guestFirstName: '=HYPERLINK("http://x.test","Click")',
      guestLastName: 'Injectfield, "Jr"\nII',
    });
    await addBooking(demo.anna, { guestFirstName: '@SUM(A1)', guestLastName: 'Injectfield' });
    await addBooking(demo.anna, { guestFirstName: '+1', guestLastName: 'Injectfield' });
    await addBooking(demo.anna, { guestFirstName: '-1', guestLastName: 'Injectfield' });
    const response = await download(demo.anna, { criteria: { search: 'Injectfield' } });
    expect(response.body).toContain(`"'=HYPERLINK(""http://x.test"",""Click"") Injectfield, ""Jr""\nII"`);
    const names = parseCsv(response.body.slice(BOM.length))
      .slice(1)
      .map((line) => line[2])
      .sort();
    expect(names).toEqual([
      "'+1 Injectfield",
      "'-1 Injectfield",
      `'=HYPERLINK("http://x.test","Click") Injectfield, "Jr"\nII`,
      "'@SUM(A1) Injectfield",
    ]);
  });

  it('holds exactly the list’s bookings in the list’s order, for every tab and filter', async () => {
    const units = await liveUnitsOf(t, demo.anna);
    const second = units[1]?.unit;
    if (!second) throw new Error('Anna needs two live units');
    await addBooking(demo.anna, { guestLastName: 'Filterfield', checkIn: day(3), checkOut: day(5) });
    await addBooking(demo.anna, { guestLastName: 'Filterfield', checkIn: day(30), checkOut: day(33) }, 1);
    await addBooking(demo.anna, {
      guestLastName: 'Filterfield',
      status: 'CANCELLED_BY_GUEST',
      checkIn: day(8),
      checkOut: day(9),
    });
    await addBooking(demo.anna, { guestLastName: 'Filterfield', checkIn: day(-5), checkOut: day(-1) });
    const queries: BookingListQuery[] = [
      { criteria: { search: 'Filterfield' } },
      { criteria: { search: 'Filterfield', tab: 'upcoming' } },
      { criteria: { search: 'Filterfield', tab: 'cancelled' } },
      { criteria: { search: 'Filterfield', tab: 'completed' } },
      { criteria: { search: 'Filterfield', unitId: second.publicId } },
      { criteria: { search: 'Filterfield', checkIn: { from: day(2), to: day(10) } } },
      { criteria: { search: 'Filterfield' }, sorting: { checkIn: 'asc' } },
      { criteria: { search: 'Filterfield' }, sorting: { lastName: 'desc', checkOut: 'desc' } },
      { criteria: { tab: 'upcoming' } },
    ];
    for (const query of queries) {
      const codes = (await exported(demo.anna, query)).map((line) => line[0]);
      expect(codes, JSON.stringify(query)).toEqual(await listedCodes(demo.anna, query));
    }
    expect((await exported(demo.anna, queries[0]!)).length).toBe(4);
    expect((await exported(demo.anna, queries[4]!)).map((line) => line[6])).toEqual([day(30)]);
  });

  it('never holds another host’s booking, even one matching the filters', async () => {
    const { row: theirs } = await addBooking(demo.agency, { guestLastName: 'Otherfield' });
    const { row: mine } = await addBooking(demo.anna, { guestLastName: 'Otherfield' });
    const codes = (await exported(demo.anna, { criteria: { search: 'Otherfield' } })).map((line) => line[0]);
    expect(codes).toEqual([mine.publicId]);
    const everything = (await exported(demo.anna, {})).map((line) => line[0]);
    expect(everything).not.toContain(theirs.publicId);
    const annaCodes = await t.db
      .select({ code: bookings.publicId })
      .from(bookings)
      .where(eq(bookings.hostId, await t.userIdOf(demo.anna)));
    expect(new Set(everything)).toEqual(new Set(annaCodes.map((booking) => booking.code)));
  });

  it('reads every booking when there are more than one slice of them, each once, in order', async () => {
    const count = EXPORT_BATCH_SIZE * 2 + 7;
    const [unit] = await liveUnitsOf(t, demo.newHost);
    if (!unit) throw new Error('The new host needs a live unit');
    const hostId = await t.userIdOf(demo.newHost);
    await t.db.insert(bookings).values(
      Array.from({ length: count }, (_, index) => ({
        hostId,
        unitId: unit.unit.id,
        guestFirstName: `Guest${String(index).padStart(4, '0')}`,
        guestLastName: 'Bulkfield',
        guests: 2,
        checkIn: day(40 + (index % 50)),
        checkOut: day(42 + (index % 50)),
        totalPrice: 10_000 + index,
        status: 'CONFIRMED' as const,
      })),
    );
    const lines = await exported(demo.newHost, {
      criteria: { search: 'Bulkfield' },
      sorting: { firstName: 'asc' },
    });
    expect(lines.length).toBe(count);
    expect(new Set(lines.map((line) => line[0])).size).toBe(count);
    expect(lines.map((line) => line[2])).toEqual(
      Array.from({ length: count }, (_, index) => `Guest${String(index).padStart(4, '0')} Bulkfield`),
    );
    // A long file goes out compressed when the client takes it so, and unpacks to the same text.
    const query = { criteria: { search: 'Bulkfield' }, sorting: { firstName: 'asc' } } as const;
    const plain = await download(demo.newHost, query);
    const packed = await download(demo.newHost, query, { 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(gunzipSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it('refuses a malformed filter with 400 on its field', async () => {
    const bad = async (query: string, field: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${EXPORT}?${query}`,
        headers: await t.authHeaders(demo.anna),
      });
      expect(errorFields(expectApiError(response, 400, 'common.validation'))).toContain(field);
    };
    await bad('criteria[checkIn][from]=2026-02-30', 'criteria.checkIn.from');
    await bad('criteria[tab]=requests', 'criteria.tab');
    await bad('sorting[price]=asc', 'sorting.price');
    await bad('sorting[checkIn]=up', 'sorting.checkIn');
    await bad(`criteria[search]=${'x'.repeat(201)}`, 'criteria.search');
  });
});
