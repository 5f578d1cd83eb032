import { z } from 'zod';

// Parts every reservation (booking, request, inquiry) carries.

/** Booking party roles: who acted, e.g. who cancelled. */
export const bookingPartyRoleSchema = z.enum([
  'OWNER',
  'GUEST',
  'OWNER_VIA_EXTERNAL_SYSTEM',
  'GUEST_VIA_EXTERNAL_SYSTEM',
  'EXTERNAL_SYSTEM',
]);
export type BookingPartyRole = z.infer<typeof bookingPartyRoleSchema>;

export const propertyUnitSummarySchema = z.object({
  publicId: z.string(),
  propertyId: z.string(),
  title: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
export type PropertyUnitSummary = z.infer<typeof propertyUnitSummarySchema>;

export const reservationGuestSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** Null when the stored number has no digit (normalisePhoneNumber). */
  phoneNumber: z.string().nullable(),
  countryCode: z.string().nullable(),
});
export type ReservationGuest = z.infer<typeof reservationGuestSchema>;

export const guestCountSchema = z.object({
  adults: z.number().int().min(0),
  children: z.number().int().min(0),
  infants: z.number().int().min(0),
});
export type GuestCount = z.infer<typeof guestCountSchema>;

export const moneySchema = z.object({ amount: z.number(), currency: z.string().length(3) });
export type Money = z.infer<typeof moneySchema>;
