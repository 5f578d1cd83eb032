import { z } from 'zod';
import { isoDateSchema } from '../http/query.schemas';
import { MAX_STAY_NIGHTS_LIMIT } from '../constants';
import { nightlyPriceSchema } from '../validation/money.schemas';
import {
  calendarBookingStatusSchema,
  calendarEntrySourceSchema,
  type CalendarEntrySource,
} from './calendar-statuses.schemas';

export const dayAvailabilitySchema = z.enum(['available', 'blocked']);
export type DayAvailability = z.infer<typeof dayAvailabilitySchema>;

const entryRefSchema = z.object({
  id: z.string(),
  status: calendarBookingStatusSchema,
  guestName: z.string(),
});

export interface CalendarEntry {
  id: string;
  dateFrom: string;
  dateTo: string;
  source: CalendarEntrySource;
  booking: z.infer<typeof entryRefSchema> | null;
  bookingRequest: z.infer<typeof entryRefSchema> | null;
  inquiry: z.infer<typeof entryRefSchema> | null;
  /** A `multi` entry groups overlapping ones. */
  children: CalendarEntry[];
  external: { channel: string; reference: string | null } | null;
  /** The stay overlaps a confirmed booking of the same unit: a double booking the host must resolve. */
  conflict: boolean;
}
export const calendarEntrySchema: z.ZodType<CalendarEntry> = z.lazy(() =>
  z.object({
    id: z.string(),
    dateFrom: z.string(),
    dateTo: z.string(),
    source: calendarEntrySourceSchema,
    booking: entryRefSchema.nullable(),
    bookingRequest: entryRefSchema.nullable(),
    inquiry: entryRefSchema.nullable(),
    children: z.array(calendarEntrySchema),
    external: z.object({ channel: z.string(), reference: z.string().nullable() }).nullable(),
    conflict: z.boolean(),
  }),
);

/** Unavailabilities: unitId, dateFrom, dateTo. */
export const unavailabilitySchema = z.object({
  unitId: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  source: calendarEntrySourceSchema,
});
export type Unavailability = z.infer<typeof unavailabilitySchema>;

/** The dates a calendar call takes: real dates within the years a holiday calendar can mean. */
export const CALENDAR_FIRST_DATE = '1900-01-01';
export const CALENDAR_LAST_DATE = '2199-12-31';
export const calendarDateSchema = isoDateSchema.refine(
  (date) => date >= CALENDAR_FIRST_DATE && date <= CALENDAR_LAST_DATE,
  {
    message: `Expected a date from ${CALENDAR_FIRST_DATE} to ${CALENDAR_LAST_DATE}`,
    params: { rule: 'calendarDate' },
  },
);

export const dateRangeSchema = z
  .object({ dateFrom: calendarDateSchema, dateTo: calendarDateSchema })
  .refine((range) => range.dateFrom <= range.dateTo, {
    path: ['dateTo'],
    message: 'dateTo is before dateFrom',
  });
export type DateRange = z.infer<typeof dateRangeSchema>;

export const unavailabilitiesResponseSchema = z.object({
  unitId: z.string(),
  items: z.array(unavailabilitySchema),
  entries: z.array(calendarEntrySchema),
});
export type UnavailabilitiesResponse = z.infer<typeof unavailabilitiesResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Ranges of nights are half-open everywhere: [dateFrom, dateTo), dateTo being the first night not
// included (a stay's check-out day). Dates are the unit's local calendar dates, with no time zone.

/** The longest range one calendar call reads or edits: two years of nights. */
export const CALENDAR_MAX_RANGE_NIGHTS = 731;

/** A non-empty half-open range of nights. */
export const nightsRangeSchema = z
  .object({ dateFrom: calendarDateSchema, dateTo: calendarDateSchema })
  .refine((range) => range.dateFrom < range.dateTo, {
    path: ['dateTo'],
    message: 'dateTo must be after dateFrom',
  });
export type NightsRange = z.infer<typeof nightsRangeSchema>;

/** Where a block stored in the calendar (not a reservation) comes from. */
export const calendarBlockSourceSchema = z.enum(['manual', 'external']);
export type CalendarBlockSource = z.infer<typeof calendarBlockSourceSchema>;

/** Why a night cannot be booked, when it cannot. */
export const blockedReasonSchema = z.enum([
  /** A booking, a pending request or a confirmed inquiry holds it. */
  'stay',
  'manual',
  'external',
  /** Kept free after a stay for turnover (the unit's preparation days). */
  'preparation',
  /** Sooner than the unit's minimum notice allows, or in the past. */
  'notice',
  /** Further ahead than the unit's booking window. */
  'window',
  /** The whole calendar is closed (calendar status BLOCKED or PAUSED). */
  'closed',
]);
export type BlockedReason = z.infer<typeof blockedReasonSchema>;

/** One night of one unit as the calendar shows it. */
export const calendarDaySchema = z.object({
  date: isoDateSchema,
  availability: dayAvailabilitySchema,
  blockedReason: blockedReasonSchema.nullable(),
  /** Price of the night in the unit's currency before promotions; null when the unit has none yet. */
  nightly: z.number().nullable(),
  /** Price after the best active promotion that applies to this night; null when none applies. */
  promotedNightly: z.number().nullable(),
  /** Which setting the price comes from: the unit's base price, a season, or the host's edit of this night. */
  priceSource: z.enum(['base', 'season', 'override']),
  seasonId: z.string().nullable(),
  minStayNights: z.number().int(),
  maxStayNights: z.number().int().nullable(),
  /** Whether a stay may start on this night (the unit's check-in weekdays). */
  checkInAllowed: z.boolean(),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** GET one unit's calendar: its nights, the entries drawn over them, and what shaped the prices. */
export const unitCalendarResponseSchema = z.object({
  unitId: z.string(),
  title: z.string().nullable(),
  currency: z.string(),
  calendarStatus: z.enum(['AVAILABLE', 'NEUTRAL', 'BLOCKED', 'PAUSED']),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  days: z.array(calendarDaySchema),
  entries: z.array(calendarEntrySchema),
  seasons: z.array(
    z.object({ id: z.string(), name: z.string(), startDate: isoDateSchema, endDate: isoDateSchema }),
  ),
  promotions: z.array(z.object({ type: z.string(), discountPercent: z.number().int() })),
});
export type UnitCalendarResponse = z.infer<typeof unitCalendarResponseSchema>;

/**
 * A range edit from the calendar, for one unit or several at once: the nightly price of the nights
 * (null puts back what the unit and its seasons say) or their stay limits.
 */
export const calendarRangeEditBodySchema = z
  .object({
    unitIds: z.array(z.string().min(1).max(128)).min(1).max(200),
    dateFrom: calendarDateSchema,
    dateTo: calendarDateSchema,
    change: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('price'), nightly: nightlyPriceSchema.nullable() }).strict(),
      z
        .object({
          kind: z.literal('stay'),
          minStayNights: z.number().int().min(1).max(MAX_STAY_NIGHTS_LIMIT).nullable(),
          maxStayNights: z.number().int().min(1).max(MAX_STAY_NIGHTS_LIMIT).nullable(),
        })
        .strict(),
    ]),
  })
  .strict()
  .refine((edit) => edit.dateFrom < edit.dateTo, {
    path: ['dateTo'],
    message: 'dateTo must be after dateFrom',
  });
export type CalendarRangeEditBody = z.infer<typeof calendarRangeEditBodySchema>;

/** An entry on the multi-unit timeline: compact, enough to draw it and open its reservation. */
export const timelineEntrySchema = z.object({
  id: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  source: calendarEntrySourceSchema,
  /** Guest name for reservations, feed name or summary for external blocks, empty for manual ones. */
  label: z.string(),
  conflict: z.boolean(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/** One unit's row on the timeline; `nightly[i]` is the price of the i-th night from the range's start. */
export const timelineUnitSchema = z.object({
  unitId: z.string(),
  title: z.string().nullable(),
  propertyId: z.string(),
  propertyTitle: z.string().nullable(),
  currency: z.string(),
  calendarStatus: z.enum(['AVAILABLE', 'NEUTRAL', 'BLOCKED', 'PAUSED']),
  nightly: z.array(z.number().nullable()),
  minStayNights: z.array(z.number().int()),
  entries: z.array(timelineEntrySchema),
});
export type TimelineUnit = z.infer<typeof timelineUnitSchema>;

export const timelineResponseSchema = z.object({
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  units: z.array(timelineUnitSchema),
  total: z.number().int(),
});
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;

/** Last result of an imported feed's refresh. */
export const icalFeedStatusSchema = z.enum(['ok', 'error']);
export type IcalFeedStatus = z.infer<typeof icalFeedStatusSchema>;
