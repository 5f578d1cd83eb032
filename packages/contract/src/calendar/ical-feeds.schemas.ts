import { z } from 'zod';
import { calendarErrorCodes } from './calendar.errors';
import { icalFeedStatusSchema } from './calendar.schemas';

// iCal sync: the unit's own feed other channels subscribe to (export), and the channels' feeds the
// host subscribes the unit to (import). Imported events become external blocks of the unit.

/** Colours the calendar can draw an imported feed's blocks in; red stays for double bookings. */
export const ICAL_FEED_COLORS = ['blue', 'cyan', 'teal', 'green', 'lime', 'orange', 'grape', 'pink'] as const;
export const icalFeedColorSchema = z.enum(ICAL_FEED_COLORS);
export type IcalFeedColor = z.infer<typeof icalFeedColorSchema>;

/** How many feeds one unit may import: each is fetched every refresh. */
export const MAX_ICAL_FEEDS_PER_UNIT = 10;
export const ICAL_FEED_URL_MAX_LENGTH = 2000;
export const ICAL_FEED_NAME_MAX_LENGTH = 80;

/** http(s)://, a host (name, IPv4 or [IPv6]) without user or password, an optional port, the rest. */
const FEED_URL_PATTERN =
  /^[Hh][Tt][Tt][Pp][Ss]?:\/\/(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.?|\[[0-9A-Fa-f:.]+\])(?::[0-9]{1,5})?(?:[/?#][^\s]*)?$/;

export const icalFeedBodySchema = z
  .object({
    name: z.string().trim().min(1).max(ICAL_FEED_NAME_MAX_LENGTH),
    url: z
      .string()
      .trim()
      .min(1)
      .max(ICAL_FEED_URL_MAX_LENGTH)
      .regex(FEED_URL_PATTERN, { message: 'An http or https address without user or password is needed' }),
    color: icalFeedColorSchema,
    /**
     * The host's API key the same channel delivers its bookings with, or null. A block of this feed
     * on exactly the nights of a booking that key delivered is that booking, not a double booking
     * (same-stay.rules.ts). Absent on create: none.
     */
    channelKeyId: z.string().trim().min(1).max(128).nullable().optional(),
  })
  .strict();
export type IcalFeedBody = z.infer<typeof icalFeedBodySchema>;

/** A change of some of a feed's fields; the address changing makes the next refresh read the new one. */
export const icalFeedPatchSchema = icalFeedBodySchema.partial().strict();
export type IcalFeedPatch = z.infer<typeof icalFeedPatchSchema>;

/** Why a feed's refresh failed, as stored on the feed (`lastError`); the web shows `errors:<code>`. */
export const ICAL_FEED_SYNC_ERRORS = [
  calendarErrorCodes.feedUnreachable,
  calendarErrorCodes.feedTimeout,
  calendarErrorCodes.feedTooLarge,
  calendarErrorCodes.feedAddressRefused,
  calendarErrorCodes.feedBadRedirect,
  calendarErrorCodes.feedNotCalendar,
] as const;
export const icalFeedSyncErrorSchema = z.enum(ICAL_FEED_SYNC_ERRORS);
export type IcalFeedSyncError = z.infer<typeof icalFeedSyncErrorSchema>;

export const icalFeedSchema = z.object({
  id: z.string(),
  unitId: z.string(),
  name: z.string(),
  url: z.string(),
  color: icalFeedColorSchema,
  /** The API key the feed's channel delivers bookings with (see the body), or null. */
  channelKeyId: z.string().nullable(),
  /** When the feed was last read, successfully or not; null before the first refresh. */
  lastSyncedAt: z.string().nullable(),
  lastStatus: icalFeedStatusSchema.nullable(),
  /** Why the last refresh failed: an error code (`errors:calendar.*`); the last good blocks stay. */
  lastError: icalFeedSyncErrorSchema.nullable(),
  /** Blocks the last good refresh brought in. */
  eventCount: z.number().int().min(0),
});
export type IcalFeed = z.infer<typeof icalFeedSchema>;

export const icalFeedListResponseSchema = z.object({ items: z.array(icalFeedSchema) });
export type IcalFeedListResponse = z.infer<typeof icalFeedListResponseSchema>;

export const icalFeedIdParamsSchema = z.object({ feedId: z.string().min(1).max(128) });

/** The unit's secret export address: anyone holding it can read the unit's busy nights (no guest data). */
export const icalExportResponseSchema = z.object({ url: z.string() });
export type IcalExportResponse = z.infer<typeof icalExportResponseSchema>;

/** The export's file name in the path: the unit's secret followed by `.ics`. */
export const icalExportFileParamsSchema = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{16,128}\.ics$/),
});
