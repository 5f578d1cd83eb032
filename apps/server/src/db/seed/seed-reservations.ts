import { MONEY_MINOR_UNITS_PER_MAJOR } from '@hostdeck/contract/constants';
import type { BookingStatus } from '@hostdeck/contract/reservations/booking.schemas';
import type { BookingRequestStatus } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { InquiryStatus } from '@hostdeck/contract/reservations/inquiry.schemas';
import {
  lengthOfStayDiscountFor,
  type LengthOfStayDiscountTier,
} from '@hostdeck/contract/properties/length-of-stay-discounts.rules';
import { buildPriceBreakdown, type PriceTerms } from '@hostdeck/contract/reservations/price-breakdown.rules';
import type { NewConversationRow, NewMessageRow } from '../schema/messaging.table';
import type { NewReviewRow } from '../schema/reviews.table';
import type { NewBookingRequestRow, NewBookingRow, NewInquiryRow } from '../schema/reservations.table';
import {
  GUEST_FIRST_MESSAGES,
  GUEST_FOLLOW_UPS,
  GUESTS,
  HOST_REPLIES,
  INQUIRY_MESSAGES,
  REJECT_EXPLANATIONS,
  REQUEST_MESSAGES,
  REVIEW_REPLIES,
  REVIEW_TEXTS,
} from './demo-guests';
import type { Rng } from './prng';
import type { SeedClock } from './seed-clock';
import type { SeedIds } from './seed-ids';

/** A unit that can take reservations, as the reservation generator needs it. */
export interface ReservableUnit {
  id: string;
  hostId: string;
  /** Minor units (cents). */
  pricePerNight: number;
  minNights: number;
  capacity: number;
  /** The unit's weekly-style discounts; none when absent. */
  lengthOfStayDiscounts?: readonly LengthOfStayDiscountTier[];
}

type Slot =
  | { kind: 'booking'; status: BookingStatus }
  | { kind: 'request'; status: BookingRequestStatus; bookingStatus?: BookingStatus }
  | { kind: 'inquiry'; status: InquiryStatus; archived?: boolean };

// The slots cycle through these lists in order, so every status appears once a host has a handful
// of stays, whatever the random stay lengths.
const FUTURE: Slot[] = [
  { kind: 'booking', status: 'CONFIRMED' },
  { kind: 'request', status: 'REQUESTED' },
  { kind: 'booking', status: 'CONFIRMED' },
  { kind: 'inquiry', status: 'REQUESTED' },
  { kind: 'booking', status: 'CANCELLED_BY_GUEST' },
  { kind: 'inquiry', status: 'ACTION_NEEDED' },
  { kind: 'request', status: 'CONFIRMED', bookingStatus: 'CONFIRMED' },
  { kind: 'booking', status: 'CONFIRMED' },
  { kind: 'request', status: 'REJECTED' },
  { kind: 'inquiry', status: 'CONFIRMED' },
  { kind: 'request', status: 'REQUESTED' },
  { kind: 'inquiry', status: 'REJECTED' },
  { kind: 'booking', status: 'CONFIRMED' },
  { kind: 'booking', status: 'CANCELLED_BY_OWNER' },
  { kind: 'request', status: 'EXPIRED' },
];
const CURRENT: Slot[] = [
  { kind: 'booking', status: 'CONFIRMED' },
  { kind: 'inquiry', status: 'CONFIRMED' },
  { kind: 'booking', status: 'CONFIRMED' },
];
const RECENT: Slot[] = [
  { kind: 'booking', status: 'IN_REVIEW_COLLECTION' },
  { kind: 'inquiry', status: 'IN_REVIEW_COLLECTION' },
  { kind: 'booking', status: 'IN_REVIEW_COLLECTION' },
];
const PAST: Slot[] = [
  { kind: 'booking', status: 'COMPLETED' },
  { kind: 'booking', status: 'REVIEW_COLLECTED' },
  { kind: 'request', status: 'EXPIRED' },
  { kind: 'booking', status: 'NO_REVIEW_COLLECTED' },
  { kind: 'inquiry', status: 'REVIEW_COLLECTED' },
  { kind: 'booking', status: 'REVIEW_COLLECTED' },
  { kind: 'booking', status: 'CANCELLED_BY_GUEST' },
  { kind: 'request', status: 'CONFIRMED', bookingStatus: 'REVIEW_COLLECTED' },
  { kind: 'inquiry', status: 'EXPIRED_CHECKOUT' },
  { kind: 'request', status: 'REJECTED' },
  { kind: 'inquiry', status: 'NO_REVIEW_COLLECTED', archived: true },
  { kind: 'booking', status: 'REVIEW_COLLECTED' },
  { kind: 'inquiry', status: 'REJECTED', archived: true },
  { kind: 'booking', status: 'COMPLETED' },
  { kind: 'booking', status: 'CANCELLED' },
];

export interface ReservationRows {
  bookings: NewBookingRow[];
  bookingRequests: NewBookingRequestRow[];
  inquiries: NewInquiryRow[];
  reviews: NewReviewRow[];
  conversations: NewConversationRow[];
  messages: NewMessageRow[];
}

export interface ReservationPlan {
  /** Days of history and of future to fill. */
  pastDays: number;
  futureDays: number;
  /** How many conversations to open (requests and inquiries first, then stays). */
  conversations: number;
  /** How many of them end with a guest message the host has not read. */
  unreadConversations: number;
  /**
   * What the platform keeps of the host's stays (a subscription keeps nothing); a commission of
   * SEED_COMMISSION_PERCENT when absent, the default commercial model's.
   */
  hostFee?: PriceTerms['hostFee'];
}

/** The seed's choice of commission percent, and of a cleaning fee every seeded unit charges. */
const SEED_COMMISSION_PERCENT = 15;
const SEED_CLEANING_FEE = 40;

interface Context {
  hostFee: PriceTerms['hostFee'];
  rng: Rng;
  clock: SeedClock;
  ids: SeedIds;
  rows: ReservationRows;
  cursor: { future: number; current: number; recent: number; past: number };
}

function guestParty(rng: Rng, capacity: number) {
  const guests = rng.int(1, Math.max(1, capacity));
  const children = guests > 2 ? rng.int(0, guests - 2) : 0;
  const infants = rng.chance(0.1) ? 1 : 0;
  return { guests, children, infants };
}

function guestIdentity(rng: Rng) {
  const [firstName, lastName, countryCode] = rng.pick(GUESTS);
  const email = `${firstName}.${lastName}`
    .normalize('NFD')
    .replace(/[^A-Za-z.]/g, '')
    .toLowerCase();
  // One guest in eight typed something without a digit: stored as null.
  const phone = rng.chance(0.125)
    ? null
    : `+${rng.int(30, 49)} ${rng.int(100, 999)} ${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
  return { firstName, lastName, countryCode, email: `${email}@guest.example.com`, phone };
}

/**
 * What the guest was charged, stored with the stay: the unit's nightly price for every night, the
 * cleaning fee, the unit's length-of-stay discount when the stay reaches a tier, less the host fee.
 */
function priced(unit: ReservableUnit, nights: number, hostFee: PriceTerms['hostFee']) {
  const discountPercent = lengthOfStayDiscountFor(nights, unit.lengthOfStayDiscounts ?? []);
  const { breakdown, total } = buildPriceBreakdown({
    nights,
    nightlyRate: unit.pricePerNight / MONEY_MINOR_UNITS_PER_MAJOR,
    currency: 'EUR',
    cleaningFee: SEED_CLEANING_FEE,
    discount: discountPercent > 0 ? { kind: 'length_of_stay', percent: discountPercent } : null,
    hostFee,
  });
  return {
    totalPrice: Math.round(total.amount * MONEY_MINOR_UNITS_PER_MAJOR),
    currency: total.currency,
    priceBreakdown: breakdown,
  };
}

/** Never later than a few minutes ago: nothing in the seed happens in the future. */
function notAfterNow(clock: SeedClock, date: Date): Date {
  return new Date(Math.min(date.getTime(), clock.now.getTime() - 300_000));
}

function next<T>(list: T[], cursor: number): T {
  return list[cursor % list.length] as T;
}

function reviewRating(rng: Rng): number {
  const roll = rng.next();
  return roll < 0.55 ? 5 : roll < 0.85 ? 4 : roll < 0.95 ? 3 : 2;
}

function addSlot(ctx: Context, unit: ReservableUnit, checkInOffset: number, nights: number): void {
  const { rng, clock, ids, rows } = ctx;
  const checkOutOffset = checkInOffset + nights;
  let slot: Slot;
  if (checkInOffset > 0) slot = next(FUTURE, ctx.cursor.future++);
  else if (checkOutOffset > 0) slot = next(CURRENT, ctx.cursor.current++);
  else if (checkOutOffset >= -14) slot = next(RECENT, ctx.cursor.recent++);
  else slot = next(PAST, ctx.cursor.past++);

  const guest = guestIdentity(rng);
  const party = guestParty(rng, unit.capacity);
  const stay = {
    hostId: unit.hostId,
    unitId: unit.id,
    ...party,
    checkIn: clock.day(checkInOffset),
    checkOut: clock.day(checkOutOffset),
    ...priced(unit, nights, ctx.hostFee),
  };
  // Booked some weeks ahead, never in the future.
  const createdAt = clock.fromNow(Math.min(-0.2, checkInOffset - rng.int(5, 60) - rng.next()));

  const addBooking = (status: BookingStatus, source: NewBookingRow['source'], at: Date): string => {
    const id = ids.uuid();
    const cancelled = status.startsWith('CANCELLED');
    rows.bookings.push({
      id,
      publicId: ids.publicId('booking', 8),
      ...stay,
      guestFirstName: guest.firstName,
      guestLastName: guest.lastName,
      guestEmail: guest.email,
      guestPhone: guest.phone,
      guestCountryCode: guest.countryCode,
      status,
      source,
      paymentOption: rng.pick(['online_100', 'online_30_70_split', 'online_50'] as const),
      cancelledBy: status === 'CANCELLED_BY_OWNER' ? 'OWNER' : cancelled ? 'GUEST' : null,
      cancelReason: cancelled
        ? status === 'CANCELLED_BY_OWNER'
          ? 'PROPERTY_UNAVAILABLE'
          : 'GUEST_REQUEST'
        : null,
      // Cancelled some time between booking and the stay (or now, whichever is first).
      cancelledAt: cancelled
        ? notAfterNow(
            clock,
            new Date(
              at.getTime() +
                (Math.min(Date.parse(`${stay.checkIn}T12:00:00Z`), clock.now.getTime()) - at.getTime()) *
                  rng.next(),
            ),
          )
        : null,
      createdAt: at,
      updatedAt: at,
    });
    if (status === 'REVIEW_COLLECTED') {
      const rating = reviewRating(rng);
      const reviewedAt = clock.fromNow(Math.min(-0.05, checkOutOffset + rng.int(1, 6) + rng.next()));
      const replied = rng.chance(0.5);
      rows.reviews.push({
        publicId: ids.publicId('review', 8),
        hostId: unit.hostId,
        unitId: unit.id,
        bookingId: id,
        guestName: `${guest.firstName} ${guest.lastName.charAt(0)}.`,
        guestCountryCode: guest.countryCode,
        rating,
        text: rng.pick(REVIEW_TEXTS[rating] ?? REVIEW_TEXTS[5] ?? []),
        language: 'en',
        reply: replied ? rng.pick(REVIEW_REPLIES) : null,
        repliedAt: replied
          ? new Date(Math.min(clock.now.getTime(), reviewedAt.getTime() + 86_400_000))
          : null,
        // Reviews of the last three weeks are still "new" for the insights badge.
        isNew: reviewedAt.getTime() > clock.fromNow(-21).getTime(),
        createdAt: reviewedAt,
      });
    }
    return id;
  };

  if (slot.kind === 'booking') {
    addBooking(slot.status, 'platform', createdAt);
    return;
  }

  if (slot.kind === 'request') {
    // A pending request arrived within the last day and waits 24 hours for an answer.
    const requestedAt =
      slot.status === 'REQUESTED'
        ? clock.fromNow(-rng.int(1, 18) / 24)
        : slot.status === 'EXPIRED'
          ? new Date(Math.min(createdAt.getTime(), clock.fromNow(-2).getTime()))
          : createdAt;
    const answeredAt = notAfterNow(clock, new Date(requestedAt.getTime() + rng.int(1, 20) * 3_600_000));
    const bookingId =
      slot.status === 'CONFIRMED'
        ? addBooking(slot.bookingStatus ?? 'CONFIRMED', 'booking_request', answeredAt)
        : null;
    rows.bookingRequests.push({
      id: ids.uuid(),
      publicId: ids.publicId('bookingRequest', 8),
      ...stay,
      guestFirstName: guest.firstName,
      guestLastName: guest.lastName,
      guestEmail: guest.email,
      guestPhone: guest.phone,
      guestCountryCode: guest.countryCode,
      status: slot.status,
      guestMessage: rng.pick(REQUEST_MESSAGES),
      paymentOption: 'online_100',
      rejectReason:
        slot.status === 'REJECTED'
          ? rng.pick(['OUTDATED_BOOKING_CALENDAR', 'SELF_MANAGED_BOOKING', 'OTHER'] as const)
          : null,
      rejectExplanation: slot.status === 'REJECTED' ? rng.pick(REJECT_EXPLANATIONS) : null,
      expiresAt: new Date(requestedAt.getTime() + 24 * 3_600_000),
      respondedAt: slot.status === 'CONFIRMED' || slot.status === 'REJECTED' ? answeredAt : null,
      bookingId,
      createdAt: requestedAt,
      updatedAt: slot.status === 'REQUESTED' ? requestedAt : answeredAt,
    });
    return;
  }

  const askedAt =
    slot.status === 'REQUESTED'
      ? clock.fromNow(-rng.int(1, 30) / 24)
      : slot.status === 'ACTION_NEEDED'
        ? clock.fromNow(-rng.int(2, 5))
        : createdAt;
  const answered =
    slot.status !== 'REQUESTED' && slot.status !== 'ACTION_NEEDED' && slot.status !== 'EXPIRED_CHECKOUT';
  const answeredAt = notAfterNow(clock, new Date(askedAt.getTime() + rng.int(1, 12) * 3_600_000));
  const rejected = slot.status === 'REJECTED';
  const reason = rejected ? rng.pick(['OVERBOOKING', 'RATES_MISMATCH', 'OTHER'] as const) : null;
  rows.inquiries.push({
    id: ids.uuid(),
    publicId: ids.publicId('inquiry', 8),
    ...stay,
    customerFirstName: guest.firstName,
    customerLastName: guest.lastName,
    customerEmail: guest.email,
    customerPhone: guest.phone,
    customerCountryCode: guest.countryCode,
    status: slot.status,
    message: rng.pick(INQUIRY_MESSAGES),
    rejectReason: reason,
    // The explanation travels only with OTHER.
    rejectExplanation: reason === 'OTHER' ? rng.pick(REJECT_EXPLANATIONS) : null,
    rejectMessage: rejected
      ? 'Thank you for your interest; unfortunately we cannot host you on these dates.'
      : null,
    respondedAt: answered ? answeredAt : null,
    archived: slot.archived ?? false,
    createdAt: askedAt,
    updatedAt: answered ? answeredAt : askedAt,
  });
}

/** Stays back to back on each unit's timeline: bookings, requests and inquiries in every status. */
export function generateReservations(
  rng: Rng,
  clock: SeedClock,
  ids: SeedIds,
  units: ReservableUnit[],
  plan: ReservationPlan,
): ReservationRows {
  const rows: ReservationRows = {
    bookings: [],
    bookingRequests: [],
    inquiries: [],
    reviews: [],
    conversations: [],
    messages: [],
  };
  const ctx: Context = {
    hostFee: plan.hostFee ?? { kind: 'commission', percent: SEED_COMMISSION_PERCENT },
    rng,
    clock,
    ids,
    rows,
    cursor: { future: 0, current: 0, recent: 0, past: 0 },
  };
  units.forEach((unit, index) => {
    // The first unit always has a guest in the house today, so "current" is never empty.
    let offset = index === 0 ? -2 : -plan.pastDays + rng.int(0, 6);
    while (offset < plan.futureDays) {
      const nights = rng.int(Math.max(2, unit.minNights), Math.max(2, unit.minNights) + 6);
      addSlot(ctx, unit, offset, nights);
      offset += nights + rng.int(1, 9);
    }
  });
  addConversations(rng, clock, ids, rows, plan);
  return rows;
}

function addConversations(
  rng: Rng,
  clock: SeedClock,
  ids: SeedIds,
  rows: ReservationRows,
  plan: ReservationPlan,
): void {
  const today = clock.day(0);
  type Candidate = {
    hostId: string;
    unitId: string;
    firstName: string;
    lastName: string;
    email: string | null | undefined;
    link: Pick<NewConversationRow, 'bookingId' | 'bookingRequestId' | 'inquiryId'>;
    startedAt: Date;
  };
  const pending: Candidate[] = [
    ...rows.bookingRequests
      .filter((r) => r.status === 'REQUESTED')
      .map((r) => ({
        hostId: r.hostId,
        unitId: r.unitId,
        firstName: r.guestFirstName,
        lastName: r.guestLastName,
        email: r.guestEmail,
        link: { bookingRequestId: r.id },
        startedAt: r.createdAt as Date,
      })),
    ...rows.inquiries
      .filter((r) => r.status === 'REQUESTED' || r.status === 'ACTION_NEEDED')
      .map((r) => ({
        hostId: r.hostId,
        unitId: r.unitId,
        firstName: r.customerFirstName,
        lastName: r.customerLastName,
        email: r.customerEmail,
        link: { inquiryId: r.id },
        startedAt: r.createdAt as Date,
      })),
  ];
  const stays = (filter: (row: NewBookingRow) => boolean): Candidate[] =>
    rows.bookings
      .filter(filter)
      .sort((a, b) => a.checkIn.localeCompare(b.checkIn))
      .map((r) => ({
        hostId: r.hostId,
        unitId: r.unitId,
        firstName: r.guestFirstName,
        lastName: r.guestLastName,
        email: r.guestEmail,
        link: { bookingId: r.id },
        startedAt: r.createdAt as Date,
      }));
  // Half about pending requests and inquiries, the rest about stays; the last two, long past, archived.
  const archivedCount = 2;
  const fromPending = pending.slice(0, Math.ceil(plan.conversations / 2));
  const fromStays = stays((r) => r.status === 'CONFIRMED' && r.checkOut >= today).slice(
    0,
    plan.conversations - fromPending.length - archivedCount,
  );
  const fromPast = stays((r) => r.status === 'REVIEW_COLLECTED').slice(-archivedCount);
  const candidates = [...fromPending, ...fromStays, ...fromPast];
  candidates.forEach((candidate, index) => {
    const id = ids.uuid();
    const unread = index < plan.unreadConversations;
    const historic = index >= candidates.length - fromPast.length;
    // Messages run from when the guest reached out up to a few hours ago.
    const end = clock.now.getTime() - rng.int(5, 240) * 60_000;
    const start = Math.min(
      Math.max(candidate.startedAt.getTime(), clock.fromNow(-20).getTime()),
      end - 4 * 3_600_000,
    );
    const thread: { sender: 'guest' | 'host'; body: string }[] = [
      { sender: 'guest', body: rng.pick(GUEST_FIRST_MESSAGES) },
    ];
    if (!unread || rng.chance(0.5)) thread.push({ sender: 'host', body: rng.pick(HOST_REPLIES) });
    if (unread || rng.chance(0.5)) thread.push({ sender: 'guest', body: rng.pick(GUEST_FOLLOW_UPS) });
    if (!unread && thread.at(-1)?.sender === 'guest' && rng.chance(0.5))
      thread.push({ sender: 'host', body: rng.pick(HOST_REPLIES) });
    const step = (end - start) / thread.length;
    let last = new Date(start);
    thread.forEach((message, position) => {
      last = new Date(
        Math.round(start + step * (position + 1) - rng.int(0, Math.floor(step / 120_000)) * 60_000),
      );
      const isLastGuest = position === thread.length - 1 && message.sender === 'guest';
      rows.messages.push({
        id: ids.uuid(),
        conversationId: id,
        hostId: candidate.hostId,
        sender: message.sender,
        body: message.body,
        createdAt: last,
        readAt:
          unread && isLastGuest ? null : new Date(Math.min(clock.now.getTime(), last.getTime() + 600_000)),
      });
    });
    rows.conversations.push({
      id,
      publicId: ids.publicId('conversation', 8),
      hostId: candidate.hostId,
      unitId: candidate.unitId,
      ...candidate.link,
      guestFirstName: candidate.firstName,
      guestLastName: candidate.lastName,
      guestEmail: candidate.email ?? null,
      archived: historic,
      favorited: index % 4 === 1,
      lastMessageAt: last,
      createdAt: new Date(start),
    });
  });
}
