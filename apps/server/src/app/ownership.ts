import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@hostdeck/contract/http/endpoint';
import { findTextProblems } from '@hostdeck/contract/validation/text.rules';
import type { Database } from '../db/client';
import { calendarSyncErrors } from '../modules/calendar-sync/calendar-sync.errors';
import { channelErrors } from '../modules/channel/channel.errors';
import { messagingErrors } from '../modules/messaging/messaging.errors';
import { notificationErrors } from '../modules/notifications/notifications.errors';
import { photoErrors } from '../modules/photos/photos.errors';
import { propertyErrors } from '../modules/properties/properties.errors';
import { reservationErrors } from '../modules/reservations/reservations.errors';
import { unitErrors } from '../modules/units/units.errors';
import { notFoundError, type AppError } from './app-error';
import { hostOwns, type OwnedRecordKind } from './ownership.repository';

/**
 * A kind of record a path can name. `achievement` is one the server keeps no rows of yet: there is no
 * owner to check, so its calls answer alike for every id.
 */
export type PathRecordKind = OwnedRecordKind | 'achievement';

/** A placeholder named after its record says which kind it is, wherever it sits in the path. */
const kindByParamName: Record<string, PathRecordKind> = {
  unitId: 'unit',
  propertyId: 'property',
  photoId: 'photo',
  bookingId: 'booking',
  feedId: 'icalFeed',
  reviewId: 'review',
  channelId: 'chatChannel',
  savedReplyId: 'savedReply',
};

/** A bare `:id` is a record of the kind the path segment before it names. */
const kindBySegment: Record<string, PathRecordKind> = {
  'property-unit': 'unit',
  properties: 'property',
  notifications: 'notification',
  'booking-inquiries': 'inquiry',
  'booking-requests': 'bookingRequest',
  subscription: 'subscription',
  achievement: 'achievement',
  'api-keys': 'apiKey',
};

/** Placeholders that name no host's record: a word from a fixed list, a year, a task or tag name. */
const notRecordParams = new Set(['action', 'taskType', 'tag', 'year']);

/**
 * The same 404 the row's own service answers for an unknown id, so another host's id, a deleted
 * record and a guess cannot be told apart. Kinds with no domain code yet use the common one.
 */
const notFoundOf: Record<OwnedRecordKind, () => AppError> = {
  unit: unitErrors.notFound,
  property: propertyErrors.notFound,
  photo: photoErrors.notFound,
  notification: notificationErrors.notFound,
  booking: reservationErrors.bookingNotFound,
  bookingRequest: reservationErrors.requestNotFound,
  inquiry: reservationErrors.inquiryNotFound,
  review: () => notFoundError('The review does not exist.'),
  icalFeed: calendarSyncErrors.feedNotFound,
  subscription: () => notFoundError('The subscription does not exist.'),
  apiKey: channelErrors.apiKeyNotFound,
  chatChannel: messagingErrors.channelNotFound,
  savedReply: messagingErrors.savedReplyNotFound,
};

export interface PathRecord {
  param: string;
  kind: PathRecordKind;
}

const recordsByRow = new WeakMap<Endpoint, readonly PathRecord[]>();

/**
 * The placeholders of a row's path that name a host's record, in path order. Public rows name nobody's
 * records. A placeholder nobody has classified throws: a new row must say what its id is before it
 * can be served, so no id slips past the check by accident.
 */
export function pathRecordsOf(endpoint: Pick<Endpoint, 'path' | 'access'>): readonly PathRecord[] {
  if (endpoint.access === 'public') return [];
  const records: PathRecord[] = [];
  const segments = endpoint.path.split('/');
  segments.forEach((segment, index) => {
    if (!segment.startsWith(':')) return;
    const param = segment.slice(1);
    if (notRecordParams.has(param)) return;
    const kind =
      kindByParamName[param] ?? (param === 'id' ? kindBySegment[segments[index - 1] ?? ''] : undefined);
    if (!kind) {
      throw new Error(
        `${endpoint.path}: say which record ":${param}" names (ownership.ts), or that it names none`,
      );
    }
    records.push({ param, kind });
  });
  return records;
}

function cachedPathRecords(endpoint: Endpoint): readonly PathRecord[] {
  let records = recordsByRow.get(endpoint);
  if (!records) {
    records = pathRecordsOf(endpoint);
    recordsByRow.set(endpoint, records);
  }
  return records;
}

/**
 * Ownership before anything about the body: a host calling with another host's id gets the row's
 * 404 whatever it sends (a valid body, a broken one, the wrong content type, a body too large), so
 * the answer never tells a foreign id from an unknown one, nor reveals the rules a foreign record's
 * data is checked against. It runs once the caller is known (auth answers in `onRequest`) and
 * before the body is read (`preParsing`), so it also spares reading an upload for a 404. Rows not
 * served yet are checked too: another host's id gets 404, the caller's own goes on to validation
 * and the 501.
 */
export function registerOwnershipGuard(
  app: FastifyInstance,
  { db, endpoints }: { db: Database; endpoints: readonly Endpoint[] },
): void {
  // Classify every row at start-up: an unclassified placeholder stops the server, not a request.
  for (const endpoint of endpoints) cachedPathRecords(endpoint);

  app.addHook('preParsing', async (request, _reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (!endpoint || !request.auth) return payload;
    const records = cachedPathRecords(endpoint);
    if (records.length === 0) return payload;
    const params = request.params as Record<string, string>;
    // An id that breaks the text rule or its own schema is nobody's record: let its 400 say so
    // (it names the caller's own typing, nothing of another host's data).
    if (findTextProblems(params).length > 0 || endpoint.params?.safeParse(params).success === false)
      return payload;
    const { userId } = request.auth;
    for (const { param, kind } of records) {
      if (kind === 'achievement') continue;
      const id = params[param];
      if (id === undefined || !(await hostOwns[kind](db, userId, id))) throw notFoundOf[kind]();
    }
    return payload;
  });
}
