import { MONEY_MINOR_UNITS_PER_MAJOR } from '@hostdeck/contract/constants';
import { isPriceBreakdownConsistent } from '@hostdeck/contract/reservations/price-breakdown.rules';
import type { PriceBreakdown } from '@hostdeck/contract/reservations/price-breakdown.schemas';
import { normalisePhoneNumber } from '@hostdeck/contract/user/user.rules';
import type { BookingRow } from '../../db/schema/reservations.table';

// The parts every reservation answer shares (requests, bookings, inquiries): one way to read them
// from a row.

/** The table counts adults and children together in `guests` (what fills the unit); infants come on top. */
export function partyOf(row: Pick<BookingRow, 'guests' | 'children' | 'infants'>) {
  return { adults: Math.max(0, row.guests - row.children), children: row.children, infants: row.infants };
}

/** The guest of a booking or a request; a phone number without a digit (older rows) is no number. */
export function guestOf(
  row: Pick<
    BookingRow,
    'guestFirstName' | 'guestLastName' | 'guestEmail' | 'guestPhone' | 'guestCountryCode'
  >,
) {
  return {
    firstName: row.guestFirstName,
    lastName: row.guestLastName,
    email: row.guestEmail,
    phoneNumber: normalisePhoneNumber(row.guestPhone),
    countryCode: row.guestCountryCode,
  };
}

/** Stored in minor units (cents), answered in major ones. */
export function priceOf(row: Pick<BookingRow, 'totalPrice' | 'currency'>) {
  return { amount: row.totalPrice / MONEY_MINOR_UNITS_PER_MAJOR, currency: row.currency };
}

/**
 * The stored breakdown of the total. The total is what the guest was charged; a breakdown that does
 * not add up to it (a row written wrong) is answered as none rather than shown with wrong lines.
 */
export function breakdownOf(
  row: Pick<BookingRow, 'totalPrice' | 'currency' | 'priceBreakdown'>,
): PriceBreakdown | null {
  const breakdown = row.priceBreakdown;
  return breakdown && isPriceBreakdownConsistent(breakdown, priceOf(row)) ? breakdown : null;
}

export function unitSummaryOf(
  unit: { publicId: string; title: string | null },
  propertyPublicId: string,
  thumbnail: string | null,
) {
  return { publicId: unit.publicId, propertyId: propertyPublicId, title: unit.title, thumbnail };
}
