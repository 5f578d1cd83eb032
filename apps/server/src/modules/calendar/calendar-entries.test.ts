import { describe, expect, it } from 'vitest';
import { unitEntriesOf, type UnitFacts } from './calendar-entries';

const window = { dateFrom: '2030-01-01', dateTo: '2030-02-01' };
const none: UnitFacts = { bookings: [], requests: [], inquiries: [], blocks: [] };

const booking = (publicId: string, checkIn: string, checkOut: string): UnitFacts['bookings'][number] => ({
  id: `id-${publicId}`,
  publicId,
  unitId: 'u',
  checkIn,
  checkOut,
  status: 'CONFIRMED',
  source: 'platform',
  channelKeyId: null,
  guestFirstName: 'Ada',
  guestLastName: 'Lovelace',
  inquiryPublicId: null,
  inquiryStatus: null,
});
const block = (id: string, dateFrom: string, dateTo: string, source: 'manual' | 'external' = 'manual') => ({
  id,
  unitId: 'u',
  dateFrom,
  dateTo,
  source,
  summary: source === 'external' ? 'CLOSED - Not available' : null,
  feedName: source === 'external' ? 'Booking.com' : null,
  channelKeyId: null as string | null,
});
const inquiry = (publicId: string, checkIn: string, checkOut: string, status: 'REQUESTED' | 'CONFIRMED') => ({
  publicId,
  unitId: 'u',
  checkIn,
  checkOut,
  status,
  customerFirstName: 'Alan',
  customerLastName: 'Turing',
});

describe('calendar entries of a unit', () => {
  it('groups a chain of overlaps under one multi entry, and leaves touching entries apart', () => {
    const { entries } = unitEntriesOf(
      {
        ...none,
        blocks: [
          block('a', '2030-01-01', '2030-01-05', 'external'),
          block('b', '2030-01-04', '2030-01-08', 'external'),
          block('c', '2030-01-07', '2030-01-10', 'external'),
          block('d', '2030-01-10', '2030-01-12'),
        ],
      },
      window,
    );
    expect(
      entries.map((entry) => [entry.source, entry.dateFrom, entry.dateTo, entry.children.length]),
    ).toEqual([
      ['multi', '2030-01-01', '2030-01-10', 3],
      ['manual', '2030-01-10', '2030-01-12', 0],
    ]);
    expect(entries[0]?.children.map((child) => child.id)).toEqual(['a', 'b', 'c']);
    expect(entries[0]?.conflict).toBe(false);
  });

  it('flags both sides of a double booking, and a pending inquiry over a booking without flagging the booking', () => {
    const doubled = unitEntriesOf(
      {
        ...none,
        bookings: [booking('B1', '2030-01-03', '2030-01-06')],
        blocks: [block('x', '2030-01-05', '2030-01-07', 'external')],
      },
      window,
    );
    expect(doubled.timeline.map((entry) => [entry.id, entry.conflict, entry.label])).toEqual([
      ['B1', true, 'Ada Lovelace'],
      ['x', true, 'Booking.com'],
    ]);
    const asked = unitEntriesOf(
      {
        ...none,
        bookings: [booking('B1', '2030-01-03', '2030-01-06')],
        inquiries: [inquiry('I1', '2030-01-04', '2030-01-05', 'REQUESTED')],
      },
      window,
    );
    expect(asked.timeline.map((entry) => [entry.id, entry.source, entry.conflict])).toEqual([
      ['B1', 'booking', false],
      ['I1', 'inquiry', true],
    ]);
    expect(asked.items.map((item) => item.source)).toEqual(['booking']);
    expect(asked.holds.stays).toEqual([{ dateFrom: '2030-01-03', dateTo: '2030-01-06' }]);
  });

  it('names the sources of bookings: confirmed inquiry, channel, booking; a confirmed inquiry alone holds its nights', () => {
    const { entries, holds } = unitEntriesOf(
      {
        ...none,
        bookings: [
          { ...booking('B1', '2030-01-02', '2030-01-03'), inquiryPublicId: 'I9', inquiryStatus: 'CONFIRMED' },
          { ...booking('B2', '2030-01-04', '2030-01-05'), source: 'external' },
          { ...booking('B3', '2030-01-06', '2030-01-07'), status: 'COMPLETED' },
        ],
        inquiries: [inquiry('I2', '2030-01-08', '2030-01-09', 'CONFIRMED')],
      },
      window,
    );
    expect(entries.map((entry) => [entry.id, entry.source, entry.booking?.status ?? null])).toEqual([
      ['B1', 'inquiry_confirmed', 'CONFIRMED'],
      ['B2', 'channel', 'CONFIRMED'],
      ['B3', 'booking', 'CONFIRMED'],
      ['I2', 'inquiry_confirmed', null],
    ]);
    expect(entries[0]?.inquiry).toEqual({ id: 'I9', status: 'CONFIRMED', guestName: 'Ada Lovelace' });
    expect(holds.stays).toHaveLength(4);
  });

  it('draws only what reaches into the window, but keeps earlier stays for their preparation nights', () => {
    const { entries, holds } = unitEntriesOf(
      { ...none, bookings: [booking('B0', '2029-12-28', '2030-01-01')] },
      window,
    );
    expect(entries).toEqual([]);
    expect(holds.stays).toEqual([{ dateFrom: '2029-12-28', dateTo: '2030-01-01' }]);
  });

  it('draws a channel booking listed again in the same channel’s feed once, as the booking, unflagged', () => {
    const delivered = {
      ...booking('B1', '2030-01-03', '2030-01-06'),
      source: 'external' as const,
      channelKeyId: 'k1',
    };
    const listed = { ...block('x', '2030-01-03', '2030-01-06', 'external'), channelKeyId: 'k1' };
    const same = unitEntriesOf({ ...none, bookings: [delivered], blocks: [listed] }, window);
    expect(same.timeline.map((entry) => [entry.id, entry.source, entry.conflict])).toEqual([
      ['B1', 'channel', false],
    ]);
    expect(same.entries.map((entry) => entry.id)).toEqual(['B1']);

    // One night more, or another channel's feed: a second stay over the booking, flagged.
    for (const other of [
      { ...listed, dateTo: '2030-01-07' },
      { ...listed, channelKeyId: 'k2' },
      { ...listed, channelKeyId: null },
    ]) {
      const clash = unitEntriesOf({ ...none, bookings: [delivered], blocks: [other] }, window);
      expect(clash.timeline.map((entry) => [entry.id, entry.conflict])).toEqual([
        ['B1', true],
        ['x', true],
      ]);
    }
  });
});
