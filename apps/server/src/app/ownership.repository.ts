import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { notifications } from '../db/schema/notifications.table';
import { photos, units } from '../db/schema/properties.table';
import { bookingRequests, bookings, inquiries } from '../db/schema/reservations.table';
import { reviews } from '../db/schema/reviews.table';
import { subscriptions } from '../db/schema/subscriptions.table';
import { findFeedOfHost } from '../modules/calendar-sync/calendar-sync.repository';
import { hostHasLiveApiKey } from '../modules/channel/api-keys.repository';
import { hostHasChannel } from '../modules/messaging/messaging.repository';
import { findSavedReplyOfHost } from '../modules/messaging/saved-replies.repository';
import { findLiveProperty } from '../modules/properties/properties.repository';
import { findLiveUnit, liveUnitOf } from '../modules/units/units.repository';
import { isUuid } from '../modules/user/user.repository';

async function anyRow(db: Database, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(table)
    .where(where)
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether a host has the record a path names, with the rule its own service applies: units and
 * properties must still be live (a deleted one is as unknown as a guessed one). A value that is not
 * even an id of the kind (uuid columns) is nobody's, and never reaches the database.
 */
export const hostOwns = {
  unit: async (db: Database, hostId: string, id: string) => (await findLiveUnit(db, hostId, id)) !== null,
  property: async (db: Database, hostId: string, id: string) =>
    (await findLiveProperty(db, hostId, id)) !== null,
  photo: async (db: Database, hostId: string, id: string) => {
    if (!isUuid(id)) return false;
    const rows = await db
      .select({ id: photos.id })
      .from(photos)
      .innerJoin(units, eq(units.id, photos.unitId))
      .where(and(eq(photos.id, id), liveUnitOf(hostId)))
      .limit(1);
    return rows.length > 0;
  },
  notification: async (db: Database, hostId: string, id: string) =>
    isUuid(id) && anyRow(db, notifications, and(eq(notifications.id, id), eq(notifications.hostId, hostId))),
  subscription: async (db: Database, hostId: string, id: string) =>
    isUuid(id) && anyRow(db, subscriptions, and(eq(subscriptions.id, id), eq(subscriptions.hostId, hostId))),
  booking: (db: Database, hostId: string, id: string) =>
    anyRow(db, bookings, and(eq(bookings.publicId, id), eq(bookings.hostId, hostId))),
  bookingRequest: (db: Database, hostId: string, id: string) =>
    anyRow(db, bookingRequests, and(eq(bookingRequests.publicId, id), eq(bookingRequests.hostId, hostId))),
  inquiry: (db: Database, hostId: string, id: string) =>
    anyRow(db, inquiries, and(eq(inquiries.publicId, id), eq(inquiries.hostId, hostId))),
  review: (db: Database, hostId: string, id: string) =>
    anyRow(db, reviews, and(eq(reviews.publicId, id), eq(reviews.hostId, hostId))),
  icalFeed: async (db: Database, hostId: string, id: string) =>
    (await findFeedOfHost(db, hostId, id)) !== null,
  apiKey: hostHasLiveApiKey,
  chatChannel: hostHasChannel,
  savedReply: async (db: Database, hostId: string, id: string) =>
    (await findSavedReplyOfHost(db, hostId, id)) !== null,
};

export type OwnedRecordKind = keyof typeof hostOwns;
