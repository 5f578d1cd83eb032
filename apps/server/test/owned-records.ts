import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import fc from 'fast-check';
import { buildPath, type Endpoint } from '@hostdeck/contract/http/endpoint';
import type { z } from 'zod';
import type { OwnedRecordKind } from '../src/app/ownership.repository';
import { pathRecordsOf } from '../src/app/ownership';
import { ownedIcalFeedId } from '../src/modules/calendar-sync/channel-feeds.test-support';
import { conversations } from '../src/db/schema/messaging.table';
import { savedReplies } from '../src/db/schema/saved-replies.table';
import { notifications } from '../src/db/schema/notifications.table';
import { photos, properties, units } from '../src/db/schema/properties.table';
import { bookingRequests, bookings, inquiries } from '../src/db/schema/reservations.table';
import { reviews } from '../src/db/schema/reviews.table';
import { subscriptions } from '../src/db/schema/subscriptions.table';
import { validValueOf } from './fuzz/schema-arbitraries';
import type { TestApp } from './test-app';

/**
 * One id of each kind of record a host has, consistent with each other (the photo is the unit's).
 * A kind the seed gives the host none of (anna has no subscription) is missing.
 */
export type OwnedRecordIds = Partial<Record<OwnedRecordKind, string>>;

async function first<T>(rows: Promise<T[]>, what: string, email: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error(`The demo seed gives ${email} no ${what}`);
  return row;
}

async function firstId(rows: Promise<{ id: string }[]>): Promise<string | undefined> {
  const [row] = await rows;
  return row?.id;
}

/** A live unit with a photo, its property, and the first of every other kind the seed gives the host. */
export async function ownedRecordIds(t: TestApp, email: string): Promise<OwnedRecordIds> {
  const hostId = await t.userIdOf(email);
  const { db } = t;
  const unit = await first(
    db
      .select({ unitId: units.publicId, propertyId: units.propertyId, photoId: photos.id })
      .from(units)
      .innerJoin(photos, eq(photos.unitId, units.id))
      .where(and(eq(units.hostId, hostId), isNull(units.deletedAt), ne(units.state, 'DELETED')))
      .orderBy(asc(units.createdAt), asc(photos.position))
      .limit(1),
    'live unit with a photo',
    email,
  );
  const property = await first(
    db.select({ publicId: properties.publicId }).from(properties).where(eq(properties.id, unit.propertyId)),
    'property',
    email,
  );
  return {
    unit: unit.unitId,
    property: property.publicId,
    photo: unit.photoId,
    notification: await firstId(
      db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.hostId, hostId))
        .limit(1),
    ),
    booking: await firstId(
      db.select({ id: bookings.publicId }).from(bookings).where(eq(bookings.hostId, hostId)).limit(1),
    ),
    bookingRequest: await firstId(
      db
        .select({ id: bookingRequests.publicId })
        .from(bookingRequests)
        .where(eq(bookingRequests.hostId, hostId))
        .limit(1),
    ),
    inquiry: await firstId(
      db.select({ id: inquiries.publicId }).from(inquiries).where(eq(inquiries.hostId, hostId)).limit(1),
    ),
    review: await firstId(
      db.select({ id: reviews.publicId }).from(reviews).where(eq(reviews.hostId, hostId)).limit(1),
    ),
    subscription: await firstId(
      db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(eq(subscriptions.hostId, hostId))
        .limit(1),
    ),
    icalFeed: await ownedIcalFeedId(db, hostId),
    chatChannel: await firstId(
      db
        .select({ id: conversations.publicId })
        .from(conversations)
        .where(eq(conversations.hostId, hostId))
        .orderBy(asc(conversations.createdAt))
        .limit(1),
    ),
    savedReply: await firstId(
      db
        .select({ id: savedReplies.id })
        .from(savedReplies)
        .where(eq(savedReplies.hostId, hostId))
        .orderBy(asc(savedReplies.position))
        .limit(1),
    ),
  };
}

/** Well-formed for every kind (a uuid) and nobody's. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Path parameters for a row: record placeholders from `ids`, the others (an action word, a tag) the
 * first value fast-check draws from the row's own params schema with a fixed seed.
 */
export function paramsFor(endpoint: Endpoint, ids: OwnedRecordIds): Record<string, string> {
  const records = new Map(pathRecordsOf(endpoint).map(({ param, kind }) => [param, kind]));
  const shape = (endpoint.params as z.ZodObject | undefined)?.shape ?? {};
  const params: Record<string, string> = {};
  for (const [param, schema] of Object.entries(shape)) {
    const kind = records.get(param);
    if (kind && kind !== 'achievement') params[param] = ids[kind] ?? UNKNOWN_ID;
    else params[param] = String(fc.sample(validValueOf(schema as z.ZodType), { seed: 11, numRuns: 1 })[0]);
  }
  return params;
}

/** The row's URL with the given params. */
export const urlFor = (endpoint: Endpoint, params: Record<string, string>) =>
  buildPath(endpoint.path, params);
