import { isoDayOf } from '@hostdeck/contract/calendar/iso-day.rules';
import { addDays, rangesOverlap, type NightRange } from '@hostdeck/contract/calendar/night-ranges.rules';
import type { calendarBlocks, unitDaySettings } from '../schema/calendar.table';
import type { NewUnitRow } from '../schema/properties.table';

// The demo calendars next month: each host's first published units get a few nights blocked by
// hand (never over a stay) and a weekend priced up by the host, so the month view and the timeline
// open on a calendar that looks in use. Everything is an offset from the seed's "now".

type NewCalendarBlockRow = typeof calendarBlocks.$inferInsert;
type NewUnitDaySettingRow = typeof unitDaySettings.$inferInsert;

export interface DemoCalendarRows {
  blocks: NewCalendarBlockRow[];
  daySettings: NewUnitDaySettingRow[];
}

interface SeededStay {
  unitId: string;
  checkIn: string;
  checkOut: string;
}

/** Units per host that get blocks and prices. */
const UNITS_PER_HOST = 4;

/** The first night of the calendar month after `now`'s (UTC). */
export function firstOfNextMonth(now: Date): string {
  return isoDayOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)));
}

/** The first range of `nights` from `from` on (up to `until`) that shares no night with `taken`. */
function firstFreeRange(
  from: string,
  until: string,
  nights: number,
  taken: readonly NightRange[],
): NightRange | null {
  for (let start = from; addDays(start, nights) <= until; start = addDays(start, 1)) {
    const range = { dateFrom: start, dateTo: addDays(start, nights) };
    if (!taken.some((other) => rangesOverlap(other, range))) return range;
  }
  return null;
}

/**
 * Manual blocks and night prices next month for the hosts' first published, priced units. Blocks
 * avoid every seeded stay of the unit, whatever its status, so none reads as a double booking.
 */
export function demoCalendar(
  units: readonly NewUnitRow[],
  hostIds: readonly string[],
  stays: readonly SeededStay[],
  now: Date,
): DemoCalendarRows {
  const monthStart = firstOfNextMonth(now);
  const monthEnd = firstOfNextMonth(new Date(`${monthStart}T00:00:00Z`));
  const rows: DemoCalendarRows = { blocks: [], daySettings: [] };
  for (const hostId of hostIds) {
    const chosen = units
      .filter((unit) => unit.hostId === hostId && unit.state === 'PUBLISHED' && unit.pricePerNight)
      .slice(0, UNITS_PER_HOST);
    chosen.forEach((unit, index) => {
      const unitId = unit.id as string;
      const taken: NightRange[] = stays
        .filter((stay) => stay.unitId === unitId)
        .map((stay) => ({ dateFrom: stay.checkIn, dateTo: stay.checkOut }));
      // One longer block early in the month (the owner's own stay), one short one later (repairs).
      for (const [offset, nights] of [
        [2 + index * 3, 3 + (index % 2)],
        [16 + index * 2, 2],
      ] as const) {
        const range = firstFreeRange(addDays(monthStart, offset), monthEnd, nights, taken);
        if (!range) continue;
        taken.push(range);
        rows.blocks.push({ unitId, hostId, ...range, source: 'manual' });
      }
      // A weekend of a local festival priced 25 % up, the Saturday with a two-night minimum stay.
      const friday = nextWeekday(addDays(monthStart, 7), 5);
      const price = Math.round(((unit.pricePerNight ?? 0) * 1.25) / 100) * 100;
      rows.daySettings.push(
        { unitId, day: friday, pricePerNight: price, minStayNights: null, maxStayNights: null },
        { unitId, day: addDays(friday, 1), pricePerNight: price, minStayNights: 2, maxStayNights: null },
      );
    });
  }
  return rows;
}

/** The first date on or after `date` that falls on `weekday` (0 = Sunday). */
function nextWeekday(date: string, weekday: number): string {
  const current = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, (weekday - current + 7) % 7);
}
