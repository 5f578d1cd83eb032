import type { NightRange } from './night-ranges.rules';

// One stay can reach a unit twice: as a booking a channel delivers through the channel API, and as
// an event of the same channel's iCal feed (Airbnb both sends the booking and lists it as
// "Reserved"). Told apart from a double booking by who sent it and which nights it takes.

/** An imported block with the API key its feed's channel delivers bookings with (null: none named). */
export interface ImportedBlockOfChannel extends NightRange {
  channelKeyId: string | null;
}

/** A booking with the API key that delivered it (null: not delivered through the channel API). */
export interface BookingOfChannel extends NightRange {
  channelKeyId: string | null;
}

/**
 * Whether an imported block is the booking itself, not a second stay: the feed names the API key
 * its channel delivers bookings with, that key delivered the booking, and the block takes exactly
 * the booking's nights. Anything else that overlaps the booking (other nights, another channel's
 * feed, a feed naming no key) is a double booking.
 */
export function isSameChannelStay(block: ImportedBlockOfChannel, booking: BookingOfChannel): boolean {
  return (
    block.channelKeyId !== null &&
    block.channelKeyId === booking.channelKeyId &&
    block.dateFrom === booking.dateFrom &&
    block.dateTo === booking.dateTo
  );
}
