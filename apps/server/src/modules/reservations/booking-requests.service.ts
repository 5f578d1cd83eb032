import type { z } from 'zod';
import { makePagination, type Pagination } from '@hostdeck/contract/http/pagination.schemas';
import {
  type BookingRequest,
  type BookingRequestDecisionResponse,
  type RejectBookingRequestBody,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import { isOtherReasonUnexplained } from '@hostdeck/contract/reservations/reservation-stay.schemas';
import type {
  bookingRequestListQuerySchema,
  ReservationSortField,
} from '@hostdeck/contract/reservations/reservation-list.schemas';
import { buildRequestRejectPayload } from '@hostdeck/contract/reservations/reservations.rules';
import type { Database } from '../../db/client';
import type { BookingRequestRow } from '../../db/schema/reservations.table';
import type { FileStorage } from '../../storage/file-storage';
import { publishMessagingEvent } from '../messaging/messaging-bus';
import { findCoverPhotos } from '../properties/properties.repository';
import { reservationErrors } from './reservations.errors';
import { bookingFromRequest, toBookingRequest } from './booking-requests.mappers';
import {
  findBookingRequestPage,
  findBookingRequestView,
  insertBooking,
  lockBookingRequest,
  writeRequestDecision,
  type BookingRequestFilter,
  type BookingRequestSort,
  type BookingRequestView,
  type RequestDecision,
} from './booking-requests.repository';
import { countPendingBookingRequests } from './reservations.repository';
import { lockUnit, nightsTaken } from './unit-availability';

export interface BookingRequestContext {
  db: Database;
  storage: FileStorage;
}

/** The parsed list query (defaults applied, search trimmed). */
export type BookingRequestListInput = z.output<typeof bookingRequestListQuerySchema>;

async function present(
  { db, storage }: BookingRequestContext,
  views: BookingRequestView[],
): Promise<BookingRequest[]> {
  const covers = await findCoverPhotos(db, [...new Set(views.map((view) => view.unit.id))]);
  return views.map((view) => {
    const cover = covers.get(view.unit.id);
    return toBookingRequest(view, cover ? storage.url(cover.thumbnailKey ?? cover.storageKey) : null);
  });
}

async function presentOne(context: BookingRequestContext, view: BookingRequestView): Promise<BookingRequest> {
  const [request] = await present(context, [view]);
  if (!request) throw new Error('A presented request went missing');
  return request;
}

/** The list's filters, as the repository reads them (the export file reads the same). */
export function bookingRequestFilterOf(criteria: BookingRequestListInput['criteria']): BookingRequestFilter {
  return {
    search: criteria?.search,
    unitId: criteria?.unitId,
    state: criteria?.state,
    checkInTo: criteria?.checkIn?.to,
    checkOutFrom: criteria?.checkOut?.from,
  };
}

/** The host's chosen order; object order is the order the query named the fields in: the first sorts first. */
export function bookingRequestSortOf(sorting: BookingRequestListInput['sorting']): BookingRequestSort[] {
  return Object.entries(sorting ?? {}).map(
    ([field, direction]) => ({ field: field as ReservationSortField, direction }) as BookingRequestSort,
  );
}

export async function listBookingRequests(
  context: BookingRequestContext,
  hostId: string,
  query: BookingRequestListInput,
): Promise<{ items: BookingRequest[]; pagination: Pagination }> {
  const { rows, total } = await findBookingRequestPage(context.db, hostId, {
    filter: bookingRequestFilterOf(query.criteria),
    sort: bookingRequestSortOf(query.sorting),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return { items: await present(context, rows), pagination: makePagination(query.page, query.limit, total) };
}

async function loadView(db: Database, hostId: string, publicId: string): Promise<BookingRequestView> {
  const view = await findBookingRequestView(db, hostId, publicId);
  if (!view) throw reservationErrors.requestNotFound();
  return view;
}

export async function getBookingRequest(
  context: BookingRequestContext,
  hostId: string,
  publicId: string,
): Promise<BookingRequest> {
  return presentOne(context, await loadView(context.db, hostId, publicId));
}

/** Only a request still waiting, within its deadline, takes an answer. */
function ensureAwaitingAnswer(request: BookingRequestRow, now: Date): void {
  if (request.status !== 'REQUESTED')
    throw reservationErrors.alreadyDecided('booking request', request.status);
  if (request.expiresAt.getTime() <= now.getTime()) throw reservationErrors.deadlinePassed();
}

/**
 * Decides one request in one transaction: the request row is locked first, so of two answers sent
 * at once the second waits and then finds the request decided (409) instead of deciding it again.
 * `prepare` runs under that lock and returns the decision to store.
 */
async function decide(
  context: BookingRequestContext,
  hostId: string,
  publicId: string,
  prepare: (tx: Database, request: BookingRequestRow, now: Date) => Promise<RequestDecision>,
): Promise<BookingRequestDecisionResponse> {
  const status = await context.db.transaction(async (tx) => {
    const request = await lockBookingRequest(tx, hostId, publicId);
    if (!request) throw reservationErrors.requestNotFound();
    const now = new Date();
    ensureAwaitingAnswer(request, now);
    const decision = await prepare(tx, request, now);
    if (!(await writeRequestDecision(tx, request.id, decision, now)))
      throw reservationErrors.alreadyDecided('booking request', request.status);
    return decision.status;
  });
  // The host's other tabs drop the request from their pending badge and lists (and, once
  // confirmed, show the stay in the calendar) without waiting for their next read.
  await publishMessagingEvent(context.db, {
    type: 'reservation.updated',
    hostId,
    kind: 'bookingRequest',
    reservationId: publicId,
    status,
  });
  const [bookingRequest, pendingCount] = await Promise.all([
    getBookingRequest(context, hostId, publicId),
    countPendingBookingRequests(context.db, hostId),
  ]);
  return { bookingRequest, pendingCount };
}

/** The request becomes a booking, if its nights are still free. */
export async function confirmBookingRequest(
  context: BookingRequestContext,
  hostId: string,
  publicId: string,
): Promise<BookingRequestDecisionResponse> {
  return decide(context, hostId, publicId, async (tx, request, now) => {
    // The unit lock makes the check of free nights and the new booking one step for every writer
    // that adds a stay to this unit (another confirmation, an inquiry, a channel booking).
    await lockUnit(tx, request.unitId);
    const taken = await nightsTaken(tx, {
      unitId: request.unitId,
      checkIn: request.checkIn,
      checkOut: request.checkOut,
      // The channel's own feed listing this very stay does not stop its confirmation.
      channelKeyId: request.channelKeyId,
    });
    if (taken) throw reservationErrors.datesTaken();
    const booking = await insertBooking(tx, bookingFromRequest(request, now));
    return { status: 'CONFIRMED', bookingId: booking.id };
  });
}

export async function rejectBookingRequest(
  context: BookingRequestContext,
  hostId: string,
  publicId: string,
  body: RejectBookingRequestBody,
): Promise<BookingRequestDecisionResponse> {
  if (isOtherReasonUnexplained(body)) throw reservationErrors.explanationRequired();
  // The same rule as the form's: an explanation is kept only where the reason carries one.
  const payload = buildRequestRejectPayload(body);
  return decide(context, hostId, publicId, async () => ({
    status: 'REJECTED',
    rejectReason: payload.reason,
    rejectSubReason: payload.subReason ?? null,
    rejectExplanation: payload.explanation ?? null,
  }));
}
