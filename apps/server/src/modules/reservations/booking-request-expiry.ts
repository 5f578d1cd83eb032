import type { FastifyInstance } from 'fastify';
import { scheduleJob } from '../../app/scheduled-job';
import { ADVISORY_LOCKS, withTryAdvisoryLock } from '../../db/advisory-lock';
import type { Database } from '../../db/client';
import { publishMessagingEvent } from '../messaging/messaging-bus';
import {
  expireOverdueBookingRequests,
  hasOverdueBookingRequests,
  type ExpiredBookingRequest,
} from './booking-requests.repository';

/** Requests moved per transaction: a backlog (after a long stop) goes in several short ones. */
const EXPIRY_BATCH_SIZE = 500;

export interface ExpiryRun {
  /** The requests this run moved to EXPIRED. */
  expired: ExpiredBookingRequest[];
  /** Another replica held the job's lock, so this run left the work to it. */
  lockedOut: boolean;
}

/**
 * One run of the expiry job: every request still REQUESTED whose answer deadline is `now` or earlier
 * becomes EXPIRED, the status the contract gives a request nobody answered in time. Nothing else
 * changes with it: a request never holds the unit's nights (only bookings do, unit-availability.ts),
 * so, as with a rejection, the unit's availability is the same before and after, and the host's
 * pending count (REQUESTED rows) drops by itself.
 *
 * Exactly once: the update only moves rows still REQUESTED, so two runs, here or on other replicas,
 * can never both move a request; on PostgreSQL the advisory lock also keeps a second replica's run
 * from doing the same work at the same time (docs/decisions/0029).
 */
export async function runBookingRequestExpiry(
  db: Database,
  now: Date = new Date(),
  batchSize: number = EXPIRY_BATCH_SIZE,
): Promise<ExpiryRun> {
  const expired: ExpiredBookingRequest[] = [];
  // A read first: most runs find nothing, and then neither open a transaction nor (on PGlite)
  // empty the read cache, which any write does.
  if (!(await hasOverdueBookingRequests(db, now))) return { expired, lockedOut: false };
  for (;;) {
    const batch = await withTryAdvisoryLock(db, ADVISORY_LOCKS.bookingRequestExpiry, (tx) =>
      expireOverdueBookingRequests(tx, now, batchSize),
    );
    if (batch === null) return { expired, lockedOut: true };
    expired.push(...batch);
    // The host's open tabs drop the request from their pending badge and lists.
    for (const request of batch)
      await publishMessagingEvent(db, {
        type: 'reservation.updated',
        hostId: request.hostId,
        kind: 'bookingRequest',
        reservationId: request.publicId,
        status: 'EXPIRED',
      });
    if (batch.length < batchSize) return { expired, lockedOut: false };
  }
}

/** Starts the expiry job with the app and stops it when the app closes. */
export function scheduleBookingRequestExpiry(
  app: FastifyInstance,
  { db, intervalMs }: { db: Database; intervalMs: number },
): void {
  scheduleJob(app, {
    name: 'booking request expiry',
    intervalMs,
    run: async () => {
      const { expired } = await runBookingRequestExpiry(db);
      if (expired.length > 0)
        app.log.info({ expired: expired.length }, `booking request expiry: ${expired.length} expired`);
    },
  });
}
