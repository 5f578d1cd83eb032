import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeQueryString } from '@hostdeck/contract/http/query-string.rules';
import {
  bookingRequestListResponseSchema,
  inquiryListResponseSchema,
  type BookingRequestListQuery,
  type InquiryListQuery,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import { bookingRequests, inquiries, type NewBookingRow } from '../../db/schema/reservations.table';
import { errorFields, expectApiError, expectTokenRequired } from '../../../test/expectations';
import { createTestApp, demo, type TestApp } from '../../../test/test-app';
import { liveUnitsOf } from '../units/units.test-support';
import { BOM, csvBodyRows, day, parseCsv } from './csv-export.test-support';

const REQUESTS_EXPORT = '/api/app/booking-requests/export.csv';
const INQUIRIES_EXPORT = '/api/app/booking-inquiries/export.csv';

/** What a request and an inquiry share with a booking row: the stay and its price. */
type Stay = Pick<NewBookingRow, 'guests' | 'checkIn' | 'checkOut' | 'totalPrice'>;
const stay = (values: Partial<Stay> = {}): Stay => ({
  guests: 3,
  checkIn: day(20),
  checkOut: day(24),
  totalPrice: 52_050,
  ...values,
});

/** A name as the file writes it: one a spreadsheet would run as a formula starts with an apostrophe. */
const asWritten = (name: string) => (/^[=+\-@]/.test(name) ? `'${name}` : name);

describe('the request and inquiry tabs as spreadsheet files', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = async (url: string, email: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(await t.authHeaders(email)), ...headers } });
  const exported = async (path: string, email: string, query: BookingRequestListQuery | InquiryListQuery) => {
    const response = await get(`${path}?${encodeQueryString(query)}`, email);
    expect(response.statusCode, response.body).toBe(200);
    return csvBodyRows(response.body);
  };
  const unitOf = async (email: string, index = 0) => {
    const unit = (await liveUnitsOf(t, email))[index];
    if (!unit) throw new Error(`${email} has no live unit ${index}`);
    return unit.unit;
  };
  const refuses = async (path: string, query: string, field: string) => {
    const response = await get(`${path}?${query}`, demo.anna);
    expect(errorFields(expectApiError(response, 400, 'common.validation'))).toContain(field);
  };

  describe('GET /api/app/booking-requests/export.csv', () => {
    const addRequest = async (
      email: string,
      values: Partial<typeof bookingRequests.$inferInsert> = {},
      unitIndex = 0,
    ) => {
      const unit = await unitOf(email, unitIndex);
      const [row] = await t.db
        .insert(bookingRequests)
        .values({
          hostId: await t.userIdOf(email),
          unitId: unit.id,
          guestFirstName: 'Test',
          guestLastName: 'Requester',
          expiresAt: new Date('2031-03-04T05:06:07Z'),
          ...stay(),
          ...values,
        })
        .returning();
      return { row: row!, unit };
    };
    const listedGuests = async (email: string, query: BookingRequestListQuery) => {
      const response = await get(
        `/api/app/booking-requests?${encodeQueryString({ ...query, limit: 100 })}`,
        email,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = bookingRequestListResponseSchema.parse(response.json());
      expect(page.pagination.total).toBeLessThanOrEqual(100);
      return page.items.map((item) => asWritten(`${item.guest.firstName} ${item.guest.lastName}`));
    };

    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'GET', url: REQUESTS_EXPORT });
    });

    it('answers a UTF-8 CSV with its byte order mark and CRLF lines, named after the tab and the day', async () => {
      const response = await get(`${REQUESTS_EXPORT}?criteria[state]=REJECTED`, demo.anna);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''reservations-rejected-${day(0)}.csv`,
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(response.body.endsWith('\r\n')).toBe(true);
      const pending = await get(`${REQUESTS_EXPORT}?criteria[state]=REQUESTED`, demo.anna);
      expect(pending.headers['content-disposition']).toContain(`reservations-requests-${day(0)}.csv`);
    });

    it('writes the header and the status in the language asked for, English without one', async () => {
      const { row, unit } = await addRequest(demo.anna, {
        guestFirstName: 'Zoë',
        guestLastName: 'Lineasker',
      });
      const english = parseCsv(
        (await get(`${REQUESTS_EXPORT}?criteria[search]=Lineasker`, demo.anna)).body.slice(BOM.length),
      );
      expect(english).toEqual([
        [
          'Guest',
          'Guests',
          'Unit',
          'Check-in',
          'Check-out',
          'Nights',
          'Total',
          'Currency',
          'Status',
          'Received on',
          'Answer by (UTC)',
        ],
        [
          'Zoë Lineasker',
          '3',
          unit.title ?? expect.any(String),
          day(20),
          day(24),
          '4',
          '520.50',
          'EUR',
          'Pending',
          row.createdAt.toISOString().slice(0, 10),
          '2031-03-04 05:06',
        ],
      ]);
      const german = await get(`${REQUESTS_EXPORT}?criteria[search]=Lineasker`, demo.anna, {
        'accept-language': 'de',
      });
      const [header, line] = parseCsv(german.body.slice(BOM.length));
      expect(header?.[10]).toBe('Antwort bis (UTC)');
      expect(line?.[8]).toBe('Offen');
    });

    it('quotes commas, quotes and line breaks, and neutralises formulas with an apostrophe', async () => {
      await addRequest(demo.anna, {
        guestFirstName: '=HYPERLINK("x")',
        guestLastName: 'Askinject, "Jr"\nII',
      });
      await addRequest(demo.anna, { guestFirstName: '@SUM(A1)', guestLastName: 'Askinject' });
      const response = await get(`${REQUESTS_EXPORT}?criteria[search]=Askinject`, demo.anna);
      expect(response.body).toContain(`"'=HYPERLINK(""x"") Askinject, ""Jr""\nII"`);
      expect(
        csvBodyRows(response.body)
          .map((line) => line[0])
          .sort(),
      ).toEqual([`'=HYPERLINK("x") Askinject, "Jr"\nII`, "'@SUM(A1) Askinject"]);
    });

    it('holds exactly the list’s requests in the list’s order, for every state and filter', async () => {
      const second = await unitOf(demo.anna, 1);
      await addRequest(demo.anna, {
        guestFirstName: 'A',
        guestLastName: 'Filterasker',
        ...stay({ checkIn: day(3), checkOut: day(5) }),
      });
      await addRequest(
        demo.anna,
        {
          guestFirstName: 'B',
          guestLastName: 'Filterasker',
          ...stay({ checkIn: day(30), checkOut: day(33) }),
        },
        1,
      );
      await addRequest(demo.anna, { guestFirstName: 'C', guestLastName: 'Filterasker', status: 'REJECTED' });
      await addRequest(demo.anna, { guestFirstName: 'D', guestLastName: 'Filterasker', status: 'EXPIRED' });
      await addRequest(demo.anna, {
        guestFirstName: 'E',
        guestLastName: 'Filterasker',
        ...stay({ checkIn: day(8), checkOut: day(9) }),
      });
      const queries: BookingRequestListQuery[] = [
        { criteria: { search: 'Filterasker' } },
        { criteria: { search: 'Filterasker', state: 'REQUESTED' } },
        { criteria: { search: 'Filterasker', state: 'REJECTED' } },
        { criteria: { search: 'Filterasker', state: 'EXPIRED' } },
        { criteria: { search: 'Filterasker', unitId: second.publicId } },
        { criteria: { search: 'Filterasker', checkIn: { to: day(10) }, checkOut: { from: day(4) } } },
        { criteria: { search: 'Filterasker' }, sorting: { checkIn: 'asc' } },
        { criteria: { search: 'Filterasker' }, sorting: { firstName: 'desc' } },
        { criteria: { state: 'REQUESTED' } },
      ];
      for (const query of queries) {
        const guests = (await exported(REQUESTS_EXPORT, demo.anna, query)).map((line) => line[0]);
        expect(guests, JSON.stringify(query)).toEqual(await listedGuests(demo.anna, query));
      }
      expect(await exported(REQUESTS_EXPORT, demo.anna, queries[0]!)).toHaveLength(5);
      expect((await exported(REQUESTS_EXPORT, demo.anna, queries[2]!)).map((line) => line[0])).toEqual([
        'C Filterasker',
      ]);
    });

    it('never holds another host’s request, even one matching the filters', async () => {
      await addRequest(demo.agency, { guestFirstName: 'Theirs', guestLastName: 'Otherasker' });
      await addRequest(demo.anna, { guestFirstName: 'Mine', guestLastName: 'Otherasker' });
      const guests = (await exported(REQUESTS_EXPORT, demo.anna, { criteria: { search: 'Otherasker' } })).map(
        (line) => line[0],
      );
      expect(guests).toEqual(['Mine Otherasker']);
      const everything = (await exported(REQUESTS_EXPORT, demo.anna, {})).map((line) => line[0]);
      expect(everything).not.toContain('Theirs Otherasker');
    });

    it('refuses a malformed filter with 400 on its field', async () => {
      await refuses(REQUESTS_EXPORT, 'criteria[state]=PENDING', 'criteria.state');
      await refuses(REQUESTS_EXPORT, 'criteria[checkIn][to]=2026-02-30', 'criteria.checkIn.to');
      await refuses(REQUESTS_EXPORT, 'sorting[price]=asc', 'sorting.price');
      await refuses(REQUESTS_EXPORT, `criteria[search]=${'x'.repeat(201)}`, 'criteria.search');
    });
  });

  describe('GET /api/app/booking-inquiries/export.csv', () => {
    const addInquiry = async (
      email: string,
      values: Partial<typeof inquiries.$inferInsert> = {},
      unitIndex = 0,
    ) => {
      const unit = await unitOf(email, unitIndex);
      const [row] = await t.db
        .insert(inquiries)
        .values({
          hostId: await t.userIdOf(email),
          unitId: unit.id,
          customerFirstName: 'Test',
          customerLastName: 'Inquirer',
          message: 'Is the terrace covered?',
          ...stay(),
          ...values,
        })
        .returning();
      return { row: row!, unit };
    };
    const listedGuests = async (email: string, query: InquiryListQuery) => {
      const response = await get(
        `/api/app/booking-inquiries?${encodeQueryString({ ...query, limit: 100 })}`,
        email,
      );
      expect(response.statusCode, response.body).toBe(200);
      const page = inquiryListResponseSchema.parse(response.json());
      expect(page.pagination.total).toBeLessThanOrEqual(100);
      return page.items.map((item) => asWritten(`${item.customer.firstName} ${item.customer.lastName}`));
    };

    it('requires a valid token', async () => {
      await expectTokenRequired(t, { method: 'GET', url: INQUIRIES_EXPORT });
    });

    it('answers a UTF-8 CSV with its byte order mark, named after the tab and the day', async () => {
      const response = await get(`${INQUIRIES_EXPORT}?criteria[archived]=true`, demo.anna);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain(
        `filename*=UTF-8''reservations-inquiries-archived-${day(0)}.csv`,
      );
      expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const open = await get(INQUIRIES_EXPORT, demo.anna);
      expect(open.headers['content-disposition']).toContain(`reservations-inquiries-${day(0)}.csv`);
    });

    it('writes the header and the status in the language asked for, English without one', async () => {
      const { row, unit } = await addInquiry(demo.anna, {
        customerFirstName: 'Zoë',
        customerLastName: 'Lineinquirer',
        status: 'ACTION_NEEDED',
      });
      const english = parseCsv(
        (await get(`${INQUIRIES_EXPORT}?criteria[search]=Lineinquirer`, demo.anna)).body.slice(BOM.length),
      );
      expect(english).toEqual([
        ['Guest', 'Guests', 'Unit', 'Check-in', 'Check-out', 'Nights', 'Status', 'Received on'],
        [
          'Zoë Lineinquirer',
          '3',
          unit.title ?? expect.any(String),
          day(20),
          day(24),
          '4',
          'Action needed',
          row.createdAt.toISOString().slice(0, 10),
        ],
      ]);
      const french = await get(`${INQUIRIES_EXPORT}?criteria[search]=Lineinquirer`, demo.anna, {
        'accept-language': 'fr',
      });
      const [header, line] = parseCsv(french.body.slice(BOM.length));
      expect(header?.[7]).toBe('Reçue le');
      expect(line?.[6]).not.toBe('Action needed');
    });

    it('quotes commas, quotes and line breaks, and neutralises formulas with an apostrophe', async () => {
      await addInquiry(demo.anna, { customerFirstName: '+1', customerLastName: 'Inqinject, "Jr"' });
      await addInquiry(demo.anna, { customerFirstName: '-cmd', customerLastName: 'Inqinject' });
      const response = await get(`${INQUIRIES_EXPORT}?criteria[search]=Inqinject`, demo.anna);
      expect(response.body).toContain(`"'+1 Inqinject, ""Jr"""`);
      expect(
        csvBodyRows(response.body)
          .map((line) => line[0])
          .sort(),
      ).toEqual([`'+1 Inqinject, "Jr"`, "'-cmd Inqinject"]);
    });

    it('holds exactly the list’s inquiries in the list’s order, for both tabs and every filter', async () => {
      const second = await unitOf(demo.anna, 1);
      await addInquiry(demo.anna, {
        customerFirstName: 'A',
        customerLastName: 'Filterinq',
        ...stay({ checkIn: day(3), checkOut: day(5) }),
      });
      await addInquiry(demo.anna, { customerFirstName: 'B', customerLastName: 'Filterinq' }, 1);
      await addInquiry(demo.anna, { customerFirstName: 'C', customerLastName: 'Filterinq', archived: true });
      await addInquiry(demo.anna, {
        customerFirstName: 'D',
        customerLastName: 'Filterinq',
        status: 'REJECTED',
      });
      const queries: InquiryListQuery[] = [
        { criteria: { search: 'Filterinq' } },
        { criteria: { search: 'Filterinq', archived: false } },
        { criteria: { search: 'Filterinq', archived: true } },
        { criteria: { search: 'Filterinq', unitId: second.publicId } },
        { criteria: { search: 'Filterinq' }, sorting: { checkIn: 'asc' } },
        { criteria: { search: 'Filterinq' }, sorting: { firstName: 'desc' } },
        { criteria: { archived: false } },
      ];
      for (const query of queries) {
        const guests = (await exported(INQUIRIES_EXPORT, demo.anna, query)).map((line) => line[0]);
        expect(guests, JSON.stringify(query)).toEqual(await listedGuests(demo.anna, query));
      }
      expect((await exported(INQUIRIES_EXPORT, demo.anna, queries[2]!)).map((line) => line[0])).toEqual([
        'C Filterinq',
      ]);
    });

    it('never holds another host’s inquiry, even one matching the filters', async () => {
      await addInquiry(demo.agency, { customerFirstName: 'Theirs', customerLastName: 'Otherinq' });
      await addInquiry(demo.anna, { customerFirstName: 'Mine', customerLastName: 'Otherinq' });
      const guests = (await exported(INQUIRIES_EXPORT, demo.anna, { criteria: { search: 'Otherinq' } })).map(
        (line) => line[0],
      );
      expect(guests).toEqual(['Mine Otherinq']);
      const everything = (await exported(INQUIRIES_EXPORT, demo.anna, {})).map((line) => line[0]);
      expect(everything).not.toContain('Theirs Otherinq');
    });

    it('refuses a malformed filter with 400 on its field', async () => {
      await refuses(INQUIRIES_EXPORT, 'criteria[archived]=maybe', 'criteria.archived');
      await refuses(INQUIRIES_EXPORT, 'sorting[price]=asc', 'sorting.price');
      await refuses(INQUIRIES_EXPORT, 'sorting[checkIn]=up', 'sorting.checkIn');
    });
  });
});
