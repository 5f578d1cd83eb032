import { MONEY_MINOR_UNITS_PER_MAJOR } from '@hostdeck/contract/constants';
import type { ChannelBookingBody } from '@hostdeck/contract/channel/channel-intake.schemas';
import type { NewBookingRow } from '../../db/schema/reservations.table';

/** The parts every intake body shares, as a booking-like table stores them. */
type StayBody = Omit<ChannelBookingBody, 'message'>;

/** The table counts adults and children together in `guests`; infants come on top. */
export function stayColumnsOf(body: StayBody) {
  return {
    guests: body.guests.adults + body.guests.children,
    children: body.guests.children,
    infants: body.guests.infants,
    checkIn: body.checkIn,
    checkOut: body.checkOut,
    totalPrice: Math.round(body.totalPrice.amount * MONEY_MINOR_UNITS_PER_MAJOR),
    currency: body.totalPrice.currency,
  };
}

export function guestColumnsOf(
  body: StayBody,
): Pick<
  NewBookingRow,
  'guestFirstName' | 'guestLastName' | 'guestEmail' | 'guestPhone' | 'guestCountryCode'
> {
  return {
    guestFirstName: body.guest.firstName,
    guestLastName: body.guest.lastName,
    guestEmail: body.guest.email ?? null,
    guestPhone: body.guest.phoneNumber ?? null,
    guestCountryCode: body.guest.countryCode.toUpperCase(),
  };
}
