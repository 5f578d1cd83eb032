// What each night of a unit's calendar is: its price, its stay limits, whether a stay may start on
// it, and why it cannot be booked when it cannot. The one place these are worked out; the server's
// calendar calls answer what this says, and the web shows it.
import { MONEY_MINOR_UNITS_PER_MAJOR } from '../constants';
import type { CalendarStatus } from '../properties/property-unit-options.schemas';
import { bestPromotionForNight, discountedMinor, type NightPromotion } from '../promotions/promotions.rules';
import type { BlockedReason, CalendarDay } from './calendar.schemas';
import {
  addDays,
  dateOfDayNumber,
  dayNumberOf,
  nightCount,
  weekdayOfDayNumber,
  type NightRange,
} from './night-ranges.rules';

/** The unit's own settings that shape its nights. Prices in minor units (cents), as stored. */
export interface CalendarUnitSettings {
  pricePerNight: number | null;
  minNights: number;
  maxNights: number | null;
  minimumNoticeDays: number | null;
  preparationDays: number;
  bookingWindowDays: number | null;
  /** 0 = Sunday … 6 = Saturday; null means any day. */
  checkInDays: readonly number[] | null;
  calendarStatus: CalendarStatus;
}

/** A season of the unit: both dates are nights in it (inclusive), the nightly price in major units. */
export interface CalendarSeason {
  id: string;
  startDate: string;
  endDate: string;
  nightly: number;
  minimumStayNights: number;
  /** The season's own maximum stay and check-in weekdays, where it sets them (null: the unit's). */
  maxStayNights?: number | null;
  checkInDays?: readonly number[] | null;
}

/** What the host set for one night from the calendar; null columns leave the unit's and season's. */
export interface CalendarDaySetting {
  day: string;
  /** Minor units (cents). */
  pricePerNight: number | null;
  minStayNights: number | null;
  maxStayNights: number | null;
}

/** The nights held on the unit, by what holds them. */
export interface CalendarHolds {
  /** Bookings not cancelled, pending booking requests, confirmed inquiries. */
  stays: readonly NightRange[];
  manual: readonly NightRange[];
  external: readonly NightRange[];
}

export interface CalendarDaysInput {
  range: NightRange;
  /** Today's date where the unit is; nights before it are past. */
  today: string;
  unit: CalendarUnitSettings;
  /** In the host's order: where two would share a night, the first wins. */
  seasons: readonly CalendarSeason[];
  settings: readonly CalendarDaySetting[];
  promotions: readonly NightPromotion[];
  holds: CalendarHolds;
}

const toMajor = (minor: number) => minor / MONEY_MINOR_UNITS_PER_MAJOR;
const toMinor = (major: number) => Math.round(major * MONEY_MINOR_UNITS_PER_MAJOR);

/**
 * Every night of `input.range`, in order, as the calendar shows it. When several reasons close a
 * night, the one shown is what holds it first (a stay, a manual block, an imported block, the
 * preparation nights after a stay), then the unit's rules (calendar closed, too soon, too far ahead).
 * The price is the host's edit of the night, else the season's, else the unit's base price; the best
 * active promotion for the night is applied on top of it.
 */
export function resolveCalendarDays(input: CalendarDaysInput): CalendarDay[] {
  const { range, unit } = input;
  const first = dayNumberOf(range.dateFrom);
  const length = nightCount(range);
  const todayNumber = dayNumberOf(input.today);

  const seasonAt: (CalendarSeason | undefined)[] = new Array(length);
  for (const season of input.seasons) {
    // A season's end date is its last night, so it covers [startDate, endDate + 1).
    forEachIndex(first, length, season.startDate, addDays(season.endDate, 1), (index) => {
      seasonAt[index] ??= season;
    });
  }
  const settingAt: (CalendarDaySetting | undefined)[] = new Array(length);
  for (const setting of input.settings) {
    const index = dayNumberOf(setting.day) - first;
    if (index >= 0 && index < length) settingAt[index] = setting;
  }

  const reasonAt: (BlockedReason | undefined)[] = new Array(length);
  const mark = (reason: BlockedReason, from: string, to: string) =>
    forEachIndex(first, length, from, to, (index) => {
      reasonAt[index] ??= reason;
    });
  for (const stay of input.holds.stays) mark('stay', stay.dateFrom, stay.dateTo);
  for (const block of input.holds.manual) mark('manual', block.dateFrom, block.dateTo);
  for (const block of input.holds.external) mark('external', block.dateFrom, block.dateTo);
  if (unit.preparationDays > 0) {
    for (const stay of input.holds.stays) {
      mark('preparation', stay.dateTo, addDays(stay.dateTo, unit.preparationDays));
    }
  }
  const closed = unit.calendarStatus === 'BLOCKED' || unit.calendarStatus === 'PAUSED';
  const firstBookable = todayNumber + (unit.minimumNoticeDays ?? 0);
  const lastBookable = unit.bookingWindowDays === null ? Infinity : todayNumber + unit.bookingWindowDays;
  const unitCheckInDays = unit.checkInDays ? new Set(unit.checkInDays) : null;
  const seasonCheckInDays = new Map(
    input.seasons.flatMap((season) =>
      season.checkInDays ? [[season, new Set(season.checkInDays)] as const] : [],
    ),
  );

  const dates = datesFrom(first, length);
  return Array.from({ length }, (_, index): CalendarDay => {
    const dayNumber = first + index;
    const season = seasonAt[index];
    const setting = settingAt[index];
    let reason = reasonAt[index] ?? null;
    if (!reason && closed) reason = 'closed';
    if (!reason && dayNumber < firstBookable) reason = 'notice';
    if (!reason && dayNumber > lastBookable) reason = 'window';

    const [priceMinor, priceSource] =
      setting && setting.pricePerNight !== null
        ? [setting.pricePerNight, 'override' as const]
        : season
          ? [toMinor(season.nightly), 'season' as const]
          : [unit.pricePerNight, 'base' as const];
    const promotion =
      priceMinor === null ? null : bestPromotionForNight(input.promotions, dayNumber - todayNumber);

    return {
      date: dates[index] as string,
      availability: reason ? 'blocked' : 'available',
      blockedReason: reason,
      nightly: priceMinor === null ? null : toMajor(priceMinor),
      promotedNightly:
        priceMinor === null || !promotion
          ? null
          : toMajor(discountedMinor(priceMinor, promotion.discountPercent)),
      priceSource,
      seasonId: season?.id ?? null,
      minStayNights: setting?.minStayNights ?? season?.minimumStayNights ?? unit.minNights,
      maxStayNights: setting?.maxStayNights ?? season?.maxStayNights ?? unit.maxNights,
      checkInAllowed: isCheckInDay(
        (season && seasonCheckInDays.get(season)) ?? unitCheckInDays,
        weekdayOfDayNumber(dayNumber),
      ),
    };
  });
}

/** The dates of the range's nights, kept for the next call: a timeline resolves many units over one range. */
let lastDates: { first: number; dates: string[] } = { first: 0, dates: [] };
function datesFrom(first: number, length: number): readonly string[] {
  if (lastDates.first !== first || lastDates.dates.length < length) {
    lastDates = { first, dates: Array.from({ length }, (_, index) => dateOfDayNumber(first + index)) };
  }
  return lastDates.dates;
}

function isCheckInDay(allowed: ReadonlySet<number> | null, weekday: number): boolean {
  return allowed === null || allowed.has(weekday);
}

/** Calls `visit` with the index (from `first`) of every night of [from, to) inside [0, length). */
function forEachIndex(
  first: number,
  length: number,
  from: string,
  to: string,
  visit: (index: number) => void,
): void {
  const start = Math.max(0, dayNumberOf(from) - first);
  const end = Math.min(length, dayNumberOf(to) - first);
  for (let index = start; index < end; index += 1) visit(index);
}

/** Whether a stay-limit edit sets a maximum stay shorter than its minimum (both given). */
export function isMaxStayBelowMin(limits: {
  minStayNights: number | null;
  maxStayNights: number | null;
}): boolean {
  return (
    limits.minStayNights !== null &&
    limits.maxStayNights !== null &&
    limits.maxStayNights < limits.minStayNights
  );
}
