import type {
  ChannelBookingBody,
  ChannelBookingRequestBody,
  ChannelInquiryBody,
} from '@hostdeck/contract/channel/channel-intake.schemas';
import { commonErrorCodes } from '@hostdeck/contract/http/error.schemas';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { Inquiry } from '@hostdeck/contract/reservations/inquiry.schemas';
import { AppError } from '../../app/app-error';
import type { Database } from '../../db/client';
import type { ChannelCall } from '../../db/schema/channel.table';
import type { FileStorage } from '../../storage/file-storage';
import { getBookingRequest } from '../reservations/booking-requests.service';
import { getBooking } from '../reservations/bookings.service';
import { getInquiry } from '../reservations/inquiries.service';
import { reservationErrors } from '../reservations/reservations.errors';
import { lockUnit, nightsTaken } from '../reservations/unit-availability';
import { stayRuleErrors } from '../stay-rules/stay-rules.errors';
import { stayRuleViolationsFor } from '../stay-rules/stay-rules.service';
import { findLiveUnit } from '../units/units.repository';
import { guestColumnsOf, stayColumnsOf } from './channel-intake.mappers';
import { insertBookingRow, insertInquiryRow, insertRequestRow } from './channel-intake.repository';
import { channelErrors } from './channel.errors';

export interface IntakeContext {
  db: Database;
  storage: FileStorage;
}

/** What each intake call takes and answers. */
export interface IntakeCalls {
  bookingRequest: { body: ChannelBookingRequestBody; answer: BookingRequest };
  booking: { body: ChannelBookingBody; answer: Booking };
  inquiry: { body: ChannelInquiryBody; answer: Inquiry };
}

/** A deadline already past would make a request that lapses on arrival. */
const deadlinePassed = () =>
  new AppError({
    code: commonErrorCodes.validation,
    statusCode: 400,
    message: 'The body is not valid.',
    fieldErrors: [
      {
        field: 'expiresAt',
        code: 'validation.custom',
        message: 'The answer deadline has already passed.',
        params: { rule: 'inTheFuture' },
      },
    ],
  });

type Insert<C extends ChannelCall> = (
  tx: Database,
  place: { hostId: string; unitId: string; channelKeyId: string },
  body: IntakeCalls[C]['body'],
  now: Date,
) => Promise<string>;

const inserts: { [C in ChannelCall]: Insert<C> } = {
  bookingRequest: (tx, place, body, now) =>
    insertRequestRow(tx, {
      ...place,
      ...guestColumnsOf(body),
      ...stayColumnsOf(body),
      status: 'REQUESTED',
      guestMessage: body.message ?? null,
      expiresAt: new Date(body.expiresAt),
      createdAt: now,
      updatedAt: now,
    }),
  booking: (tx, place, body, now) =>
    insertBookingRow(tx, {
      ...place,
      ...guestColumnsOf(body),
      ...stayColumnsOf(body),
      status: 'CONFIRMED',
      source: 'external',
      guestMessage: body.message ?? null,
      createdAt: now,
      updatedAt: now,
    }),
  inquiry: (tx, place, body, now) => {
    const guest = guestColumnsOf(body);
    return insertInquiryRow(tx, {
      ...place,
      customerFirstName: guest.guestFirstName,
      customerLastName: guest.guestLastName,
      customerEmail: guest.guestEmail,
      customerPhone: guest.guestPhone,
      customerCountryCode: guest.guestCountryCode,
      ...stayColumnsOf(body),
      status: 'REQUESTED',
      message: body.message,
      createdAt: now,
      updatedAt: now,
    });
  },
};

/**
 * Writes the reservation a channel delivers, in the caller's transaction: the unit must be one of
 * the key's host's live units (anything else is the same 404), its nights must be free and the stay
 * must keep the unit's stay rules (minimum and maximum stay, notice, booking window, check-in days,
 * preparation days; 422 naming the rule broken). The
 * unit row is locked before the check, as every write that adds a stay to a unit does, so two
 * deliveries (or a delivery and a host's confirmation) for the same nights cannot both pass.
 * A booking, request or inquiry remembers the API key that delivered it (a request or inquiry hands
 * it on to the booking the host confirms): a block of the same channel's iCal feed on exactly its
 * nights is the same stay, neither taking its nights nor alarming (decision 0045).
 * Answers the new reservation's public id.
 */
export async function insertDelivered<C extends ChannelCall>(
  tx: Database,
  call: C,
  caller: { hostId: string; apiKeyId: string },
  body: IntakeCalls[C]['body'],
  now: Date,
): Promise<string> {
  const { hostId } = caller;
  if ('expiresAt' in body && Date.parse(body.expiresAt) <= now.getTime()) throw deadlinePassed();
  const found = await findLiveUnit(tx, hostId, body.unitId);
  if (!found) throw channelErrors.unitNotFound();
  await lockUnit(tx, found.unit.id);
  const taken = await nightsTaken(tx, {
    unitId: found.unit.id,
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    channelKeyId: caller.apiKeyId,
  });
  if (taken) throw reservationErrors.datesTaken();
  const broken = await stayRuleViolationsFor(tx, found.unit, body, now);
  if (broken.length > 0) throw stayRuleErrors.refused(broken);
  return inserts[call](tx, { hostId, unitId: found.unit.id, channelKeyId: caller.apiKeyId }, body, now);
}

/** The delivered reservation as the dashboard answers it. */
export function presentDelivered<C extends ChannelCall>(
  context: IntakeContext,
  call: C,
  hostId: string,
  publicId: string,
): Promise<IntakeCalls[C]['answer']> {
  const present = {
    bookingRequest: getBookingRequest,
    booking: getBooking,
    inquiry: getInquiry,
  }[call] as (context: IntakeContext, hostId: string, publicId: string) => Promise<IntakeCalls[C]['answer']>;
  return present(context, hostId, publicId);
}
