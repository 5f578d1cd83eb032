import { makePagination } from '@hostdeck/contract/http/pagination.schemas';
import type { CalendarEntrySource } from '@hostdeck/contract/calendar/calendar-statuses.schemas';
import type {
  Inquiry,
  InquiryStatus,
  OverlappingUnavailabilities,
  rejectInquiryFieldsSchema,
} from '@hostdeck/contract/reservations/inquiry.schemas';
import type { inquiryListQuerySchema } from '@hostdeck/contract/reservations/reservation-list.schemas';
import { normalisePhoneNumber } from '@hostdeck/contract/user/user.rules';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { BookingSource, InquiryRow } from '../../db/schema/reservations.table';
import type { FileStorage } from '../../storage/file-storage';
import { publishMessagingEvent } from '../messaging/messaging-bus';
import { announceMessage, storeReservationMessage } from '../messaging/messaging.service';
import { findCoverPhotos } from '../properties/properties.repository';
import { breakdownOf, partyOf, priceOf, unitSummaryOf } from './reservation-parts.mappers';
import { reservationErrors } from './reservations.errors';
import {
  findInquiry,
  insertBooking,
  listInquiries,
  listOverlappingBookings,
  lockInquiry,
  updateInquiryRow,
  type InquiryWithUnit,
} from './inquiries.repository';
import { lockUnit, nightsTaken } from './unit-availability';

interface InquiryContext {
  db: Database;
  storage: FileStorage;
}

type InquiryListQuery = z.output<typeof inquiryListQuerySchema>;
type RejectInquiryInput = z.output<typeof rejectInquiryFieldsSchema>;
interface PageInput {
  page: number;
  limit: number;
}

/**
 * An inquiry waits for the host while REQUESTED, and still when flagged ACTION_NEEDED (the same
 * open question, shown in the error style because the answer is overdue); any other status is an
 * answer already given or a stay under way.
 */
const AWAITING_ANSWER: ReadonlySet<InquiryStatus> = new Set(['REQUESTED', 'ACTION_NEEDED']);

async function present({ db, storage }: InquiryContext, rows: InquiryWithUnit[]): Promise<Inquiry[]> {
  const covers = await findCoverPhotos(db, [...new Set(rows.map((row) => row.unit.id))]);
  return rows.map(({ inquiry, unit }) => {
    const cover = covers.get(unit.id);
    return {
      id: inquiry.publicId,
      status: inquiry.status,
      checkIn: inquiry.checkIn,
      checkOut: inquiry.checkOut,
      propertyUnitSummary: unitSummaryOf(
        unit,
        unit.propertyPublicId,
        cover ? storage.url(cover.thumbnailKey ?? cover.storageKey) : null,
      ),
      customer: {
        firstName: inquiry.customerFirstName,
        lastName: inquiry.customerLastName,
        email: inquiry.customerEmail,
        // Rows written before the intake cleaned numbers may still hold one without a digit.
        phoneNumber: normalisePhoneNumber(inquiry.customerPhone),
        countryCode: inquiry.customerCountryCode,
      },
      guests: partyOf(inquiry),
      totalPrice: priceOf(inquiry),
      priceBreakdown: breakdownOf(inquiry),
      message: inquiry.message,
      createdAt: inquiry.createdAt.toISOString(),
      archived: inquiry.archived,
    };
  });
}

async function presentOne(context: InquiryContext, row: InquiryWithUnit): Promise<Inquiry> {
  const [inquiry] = await present(context, [row]);
  if (!inquiry) throw new Error('An inquiry presented to nothing');
  return inquiry;
}

async function loadInquiry(db: Database, hostId: string, publicId: string): Promise<InquiryWithUnit> {
  const found = await findInquiry(db, hostId, publicId);
  if (!found) throw reservationErrors.inquiryNotFound();
  return found;
}

/** The list's filters and order, as the repository reads them (the export file reads the same). */
export function inquiryFilterOf(query: Pick<InquiryListQuery, 'criteria' | 'sorting'>) {
  return {
    search: query.criteria?.search,
    unitPublicId: query.criteria?.unitId,
    archived: query.criteria?.archived,
    sorting: query.sorting ?? {},
  };
}

export async function getInquiries(context: InquiryContext, hostId: string, query: InquiryListQuery) {
  const { rows, total } = await listInquiries(context.db, hostId, {
    ...inquiryFilterOf(query),
    offset: (query.page - 1) * query.limit,
    limit: query.limit,
  });
  return {
    items: await present(context, rows),
    pagination: makePagination(query.page, query.limit, total),
  };
}

export async function getInquiry(
  context: InquiryContext,
  hostId: string,
  publicId: string,
): Promise<Inquiry> {
  return presentOne(context, await loadInquiry(context.db, hostId, publicId));
}

/** Reads the inquiry under its lock and refuses it unless it still waits for an answer. */
async function lockOpenInquiry(tx: Database, hostId: string, publicId: string): Promise<InquiryRow> {
  const inquiry = await lockInquiry(tx, hostId, publicId);
  if (!inquiry) throw reservationErrors.inquiryNotFound();
  if (!AWAITING_ANSWER.has(inquiry.status)) throw reservationErrors.alreadyDecided('inquiry', inquiry.status);
  return inquiry;
}

/** The host's other tabs refresh their lists, that inquiry and (once confirmed) the calendar. */
function announceInquiryAnswer(db: Database, hostId: string, publicId: string, status: InquiryStatus) {
  return publishMessagingEvent(db, {
    type: 'reservation.updated',
    hostId,
    kind: 'inquiry',
    reservationId: publicId,
    status,
  });
}

/**
 * Confirming turns the inquiry into a booking of its stay. The unit is locked before its nights are
 * checked, so a request or another inquiry confirmed for the same nights at the same moment waits
 * and then finds them taken; everything is written in one transaction or not at all.
 */
export async function confirmInquiry(
  context: InquiryContext,
  hostId: string,
  publicId: string,
): Promise<Inquiry> {
  await context.db.transaction(async (tx) => {
    const inquiry = await lockOpenInquiry(tx, hostId, publicId);
    await lockUnit(tx, inquiry.unitId);
    // A channel's inquiry stays that channel's stay: its feed listing it does not stop the
    // confirmation, and the booking keeps the key (decision 0045).
    const { channelKeyId } = inquiry;
    const stay = {
      unitId: inquiry.unitId,
      checkIn: inquiry.checkIn,
      checkOut: inquiry.checkOut,
      channelKeyId,
    };
    if (await nightsTaken(tx, stay)) throw reservationErrors.datesTaken();
    const now = new Date();
    const booking = await insertBooking(tx, {
      hostId: inquiry.hostId,
      unitId: inquiry.unitId,
      guestFirstName: inquiry.customerFirstName,
      guestLastName: inquiry.customerLastName,
      guestEmail: inquiry.customerEmail,
      guestPhone: inquiry.customerPhone,
      guestCountryCode: inquiry.customerCountryCode,
      guests: inquiry.guests,
      children: inquiry.children,
      infants: inquiry.infants,
      checkIn: inquiry.checkIn,
      checkOut: inquiry.checkOut,
      totalPrice: inquiry.totalPrice,
      currency: inquiry.currency,
      // The stay is booked at the price the guest was quoted, its breakdown with it.
      priceBreakdown: inquiry.priceBreakdown,
      status: 'CONFIRMED',
      source: 'inquiry',
      channelKeyId,
      guestMessage: inquiry.message,
      createdAt: now,
      updatedAt: now,
    });
    await updateInquiryRow(tx, inquiry.id, { status: 'CONFIRMED', bookingId: booking.id, respondedAt: now });
  });
  await announceInquiryAnswer(context.db, hostId, publicId, 'CONFIRMED');
  return getInquiry(context, hostId, publicId);
}

/**
 * Rejecting keeps the reason, the explanation (OTHER only) and the host's message to the guest on
 * the inquiry; the message is also a message of the inquiry's chat (opened for it when there was
 * none), so the guest reads it where the conversation is, live when a socket is open.
 */
export async function rejectInquiry(
  context: InquiryContext,
  hostId: string,
  publicId: string,
  body: RejectInquiryInput,
): Promise<Inquiry> {
  // The schema lets OTHER through without words so that this refusal can name what is missing.
  if (body.reason === 'OTHER' && body.explanation === undefined)
    throw reservationErrors.explanationRequired();
  const message = body.message || null;
  const posted = await context.db.transaction(async (tx) => {
    const inquiry = await lockOpenInquiry(tx, hostId, publicId);
    const now = new Date();
    await updateInquiryRow(tx, inquiry.id, {
      status: 'REJECTED',
      rejectReason: body.reason,
      rejectExplanation: body.reason === 'OTHER' ? (body.explanation ?? null) : null,
      rejectMessage: message,
      respondedAt: now,
    });
    return message
      ? storeReservationMessage(tx, hostId, { kind: 'inquiry', id: inquiry.id }, message, now)
      : null;
  });
  await announceInquiryAnswer(context.db, hostId, publicId, 'REJECTED');
  if (posted) await announceMessage(context.db, posted);
  return getInquiry(context, hostId, publicId);
}

/** How a stay holding the unit shows in the calendar's terms. */
const SOURCE_OF_BOOKING: Record<BookingSource, CalendarEntrySource> = {
  platform: 'booking',
  booking_request: 'booking',
  inquiry: 'inquiry_confirmed',
  manual: 'manual',
  external: 'external',
};

/**
 * What already holds nights of the inquiry's stay on its unit, so the host sees before confirming
 * why the dates are not free. Each range runs from check-in to check-out (the night before
 * check-out is the last one held).
 */
export async function getOverlappingUnavailabilities(
  { db }: InquiryContext,
  hostId: string,
  publicId: string,
  page: PageInput,
): Promise<OverlappingUnavailabilities> {
  const { inquiry, unit } = await loadInquiry(db, hostId, publicId);
  const { rows, total } = await listOverlappingBookings(
    db,
    {
      unitId: inquiry.unitId,
      checkIn: inquiry.checkIn,
      checkOut: inquiry.checkOut,
      exceptBookingId: inquiry.bookingId,
    },
    { offset: (page.page - 1) * page.limit, limit: page.limit },
  );
  return {
    items: rows.map((row) => ({
      unitId: unit.publicId,
      dateFrom: row.checkIn,
      dateTo: row.checkOut,
      source: SOURCE_OF_BOOKING[row.source],
    })),
    pagination: makePagination(page.page, page.limit, total),
  };
}
