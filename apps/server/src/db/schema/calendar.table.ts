import { date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { CalendarBlockSource, IcalFeedStatus } from '@hostdeck/contract/calendar/calendar.schemas';
import { apiKeys } from './channel.table';
import { units } from './properties.table';
import { users } from './users.table';

/**
 * External calendars a host imports into a unit (Airbnb, Booking.com, Vrbo, any iCal URL). Each
 * refresh replaces the feed's blocks in one transaction, so a failed fetch keeps the last good ones.
 */
export const icalFeeds = pgTable(
  'ical_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    /** A colour token the calendar draws the feed's blocks with. */
    color: text('color').notNull(),
    /**
     * The host's API key the same channel delivers its bookings with: a block of this feed on exactly
     * a booking's nights that this key delivered is that booking, not a double booking.
     */
    channelKeyId: uuid('channel_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastStatus: text('last_status').$type<IcalFeedStatus>(),
    lastError: text('last_error'),
    eventCount: integer('event_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ical_feeds_unit_idx').on(t.unitId), index('ical_feeds_synced_idx').on(t.lastSyncedAt)],
);

/**
 * Nights a unit is closed that no reservation explains: blocked by the host (`manual`) or brought
 * in by an imported feed (`external`, with its feed and event UID). Ranges are half-open
 * [date_from, date_to): date_to is the first free night, as for bookings.
 */
export const calendarBlocks = pgTable(
  'calendar_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    hostId: uuid('host_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dateFrom: date('date_from', { mode: 'string' }).notNull(),
    dateTo: date('date_to', { mode: 'string' }).notNull(),
    source: text('source').$type<CalendarBlockSource>().notNull(),
    feedId: uuid('feed_id').references(() => icalFeeds.id, { onDelete: 'cascade' }),
    /** The imported event's UID; null for manual blocks. */
    externalUid: text('external_uid'),
    /** The imported event's summary, shown to the host only; never exported again. */
    summary: text('summary'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('calendar_blocks_unit_from_idx').on(t.unitId, t.dateFrom),
    index('calendar_blocks_host_from_idx').on(t.hostId, t.dateFrom),
    index('calendar_blocks_feed_idx').on(t.feedId),
  ],
);

/**
 * What the host set for single nights from the calendar: a nightly price and stay limits that win
 * over the unit's and its seasons' for that night. One row per unit and night, so a range edit is
 * an upsert of its nights and a later edit of part of the range simply overwrites those nights.
 * A null column means "as the unit and its seasons say".
 */
export const unitDaySettings = pgTable(
  'unit_day_settings',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Minor units (cents) of the unit's currency, as `units.price_per_night`. */
    pricePerNight: integer('price_per_night'),
    minStayNights: integer('min_stay_nights'),
    maxStayNights: integer('max_stay_nights'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.unitId, t.day] })],
);

export type IcalFeedRow = typeof icalFeeds.$inferSelect;
export type CalendarBlockRow = typeof calendarBlocks.$inferSelect;
export type UnitDaySettingRow = typeof unitDaySettings.$inferSelect;
