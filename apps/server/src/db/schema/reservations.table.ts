import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { PaymentOption } from '@hostdeck/contract/properties/property-unit-options.schemas';
import type {
  BookingRequestRejectReason,
  BookingRequestStatus,
} from '@hostdeck/contract/reservations/booking-request.schemas';
import type { BookingCancelReason, BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type { InquiryRejectReason, InquiryStatus } from '@hostdeck/contract/reservations/inquiry.schemas';
import type { PriceBreakdown } from '@hostdeck/contract/reservations/price-breakdown.schemas';
import type { BookingPartyRole } from '@hostdeck/contract/reservations/reservation-parts.schemas';
import { apiKeys } from './channel.table';
import { units } from './properties.table';
import { newPublicId } from './public-id';
import { users } from './users.table';

/** Where a booking came from (our platform, a confirmed request or inquiry, or the host's own entry). */
export type BookingSource = 'platform' | 'booking_request' | 'inquiry' | 'manual' | 'external';

const guestColumns = {
  guestFirstName: text('guest_first_name').notNull(),
  guestLastName: text('guest_last_name').notNull(),
  guestEmail: text('guest_email'),
  /** Null when the given number has no digit. */
  guestPhone: text('guest_phone'),
  /** ISO 3166-1 alpha-2 of the guest's country, for display. */
  guestCountryCode: text('guest_country_code'),
};

const stayColumns = {
  /** Adults plus children: what counts against the unit's capacity. Adults = guests - children. */
  guests: integer('guests').notNull(),
  children: integer('children').notNull().default(0),
  /** Not counted in `guests`. */
  infants: integer('infants').notNull().default(0),
  /** Calendar dates (no time zone): the stay is [check_in, check_out). */
  checkIn: date('check_in').notNull(),
  checkOut: date('check_out').notNull(),
  /** Minor units (cents) of `currency`. */
  totalPrice: integer('total_price').notNull(),
  currency: text('currency').notNull().default('EUR'),
  /**
   * What the total was made of when the guest was charged (the contract's shape, major units), kept
   * as it was: never worked out again from the unit's prices. Null when only a total came (a channel).
   */
  priceBreakdown: jsonb('price_breakdown').$type<PriceBreakdown>(),
};

const hostAndUnit = {
  hostId: uuid('host_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  unitId: uuid('unit_id')
    .notNull()
    .references(() => units.id, { onDelete: 'cascade' }),
};

/**
 * What a booking search looks in: the guest's name both ways round and the booking code, one text
 * with a separator no search can hold (the text guard refuses control characters), so a pattern
 * matches within one part as it would against each alone. The query uses this same expression, so
 * the trigram index on it (bookings_search_trgm_idx) answers "contains, any case" searches.
 */
export function bookingSearchText(columns: {
  guestFirstName: AnyPgColumn;
  guestLastName: AnyPgColumn;
  publicId: AnyPgColumn;
}): SQL {
  const { guestFirstName: first, guestLastName: last, publicId } = columns;
  return sql`(${first} || ' ' || ${last} || chr(31) || ${last} || ' ' || ${first} || chr(31) || ${publicId})`;
}

export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Also the booking code guests and hosts quote. */
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => newPublicId('booking', undefined, 8)),
    ...hostAndUnit,
    ...guestColumns,
    ...stayColumns,
    /**
     * The contract's booking status (the upper-case spelling, cancellations spelt CANCELLED_BY_GUEST /
     * CANCELLED_BY_OWNER). "Upcoming" and "current" are CONFIRMED stays ahead of or around today.
     */
    status: text('status').$type<BookingStatus>().notNull().default('CONFIRMED'),
    source: text('source').$type<BookingSource>().notNull().default('platform'),
    /**
     * The API key that delivered the booking through the channel intake, or the request or inquiry
     * it was confirmed from (decision 0045); null for any other source.
     */
    channelKeyId: uuid('channel_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    paymentOption: text('payment_option').$type<PaymentOption>(),
    guestMessage: text('guest_message'),
    cancelledBy: text('cancelled_by').$type<BookingPartyRole>(),
    cancelReason: text('cancel_reason').$type<BookingCancelReason>(),
    cancelSubReason: text('cancel_sub_reason'),
    cancelExplanation: text('cancel_explanation'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The reservations list (bookings.repository.ts), every tab, filter and sort a host can pick, at
  // 100,000 bookings of one host (docs/decisions/0034): every index leads with the host.
  (t) => [
    // Tabs and the status filter; check_out rides along so the tabs' counts read the index alone.
    index('bookings_host_status_checkin_idx').on(t.hostId, t.status, t.checkIn, t.checkOut),
    // The default order (newest first).
    index('bookings_host_created_idx').on(t.hostId, t.createdAt),
    // Sorts by check-in (and the check-in date filter) and by check-out, on any tab.
    index('bookings_host_checkin_idx').on(t.hostId, t.checkIn),
    index('bookings_host_checkout_idx').on(t.hostId, t.checkOut),
    // Sorts by guest: last name, or first then last name.
    index('bookings_host_guest_idx').on(t.hostId, sql`lower(${t.guestLastName})`),
    index('bookings_host_guest_first_idx').on(
      t.hostId,
      sql`lower(${t.guestFirstName})`,
      sql`lower(${t.guestLastName})`,
    ),
    // The unit filter, and the free nights check (unit-availability.ts).
    index('bookings_unit_checkin_idx').on(t.unitId, t.checkIn),
    // The search box: names and code, contains, any case.
    index('bookings_search_trgm_idx').using('gin', sql`${bookingSearchText(t)} gin_trgm_ops`),
  ],
);

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => newPublicId('bookingRequest', undefined, 8)),
    ...hostAndUnit,
    ...guestColumns,
    ...stayColumns,
    status: text('status').$type<BookingRequestStatus>().notNull().default('REQUESTED'),
    /** The API key that delivered the request through the channel intake; the booking it becomes keeps it. */
    channelKeyId: uuid('channel_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    guestMessage: text('guest_message'),
    paymentOption: text('payment_option').$type<PaymentOption>(),
    rejectReason: text('reject_reason').$type<BookingRequestRejectReason>(),
    rejectSubReason: text('reject_sub_reason'),
    rejectExplanation: text('reject_explanation'),
    /** A REQUESTED row past this moment is EXPIRED (a background job flips it). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** The booking a confirmation created. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list (booking-requests.repository.ts): the state filter and pending count, the default
    // order, each sort and the date filters, the unit filter. A search reads the host's requests
    // through these (a host has hundreds, not the bookings' hundreds of thousands).
    index('booking_requests_host_status_checkin_idx').on(t.hostId, t.status, t.checkIn),
    index('booking_requests_host_created_idx').on(t.hostId, t.createdAt),
    index('booking_requests_host_checkin_idx').on(t.hostId, t.checkIn),
    index('booking_requests_host_checkout_idx').on(t.hostId, t.checkOut),
    index('booking_requests_host_guest_idx').on(t.hostId, sql`lower(${t.guestLastName})`),
    index('booking_requests_host_guest_first_idx').on(
      t.hostId,
      sql`lower(${t.guestFirstName})`,
      sql`lower(${t.guestLastName})`,
    ),
    index('booking_requests_unit_checkin_idx').on(t.unitId, t.checkIn),
    // The expiry job (booking-request-expiry.ts).
    index('booking_requests_status_expires_idx').on(t.status, t.expiresAt),
  ],
);

export const inquiries = pgTable(
  'inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id')
      .notNull()
      .unique()
      .$defaultFn(() => newPublicId('inquiry', undefined, 8)),
    ...hostAndUnit,
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email'),
    /** Null when the given number has no digit. */
    customerPhone: text('customer_phone'),
    customerCountryCode: text('customer_country_code'),
    ...stayColumns,
    status: text('status').$type<InquiryStatus>().notNull().default('REQUESTED'),
    /** The API key that delivered the inquiry through the channel intake; the booking it becomes keeps it. */
    channelKeyId: uuid('channel_key_id').references(() => apiKeys.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    /** The explanation comes only with OTHER. */
    rejectReason: text('reject_reason').$type<InquiryRejectReason>(),
    rejectExplanation: text('reject_explanation'),
    rejectMessage: text('reject_message'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** Listed on the "inquiries-archived" reservations tab. */
    archived: boolean('archived').notNull().default(false),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list (inquiries.repository.ts): the archived tabs and the default order, each sort, the
    // unit filter. A search reads the host's inquiries through these, as for requests.
    index('inquiries_host_status_checkin_idx').on(t.hostId, t.status, t.checkIn),
    index('inquiries_host_archived_created_idx').on(t.hostId, t.archived, t.createdAt),
    index('inquiries_host_created_idx').on(t.hostId, t.createdAt),
    index('inquiries_host_checkin_idx').on(t.hostId, t.checkIn),
    index('inquiries_host_checkout_idx').on(t.hostId, t.checkOut),
    index('inquiries_host_customer_idx').on(t.hostId, sql`lower(${t.customerLastName})`),
    index('inquiries_host_customer_first_idx').on(
      t.hostId,
      sql`lower(${t.customerFirstName})`,
      sql`lower(${t.customerLastName})`,
    ),
    index('inquiries_unit_checkin_idx').on(t.unitId, t.checkIn),
  ],
);

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;
export type BookingRequestRow = typeof bookingRequests.$inferSelect;
export type NewBookingRequestRow = typeof bookingRequests.$inferInsert;
export type InquiryRow = typeof inquiries.$inferSelect;
export type NewInquiryRow = typeof inquiries.$inferInsert;
