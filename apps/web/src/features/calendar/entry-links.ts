import type { CalendarEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import { paths } from '@/app/paths';

/** The reservation page an entry opens, or null for blocks and groups, which have none. */
export function entryHref(entry: CalendarEntry): string | null {
  if (entry.booking) return paths.bookingDetails(entry.booking.id);
  if (entry.bookingRequest) return paths.bookingRequestDetails(entry.bookingRequest.id);
  if (entry.inquiry) return paths.inquiry(entry.inquiry.id);
  return null;
}

/**
 * The guest's name on a reservation entry, the channel on an imported one, the names of its stays
 * on a group of overlapping ones, null on a manual block.
 */
export function entryName(entry: CalendarEntry): string | null {
  if (entry.source === 'multi') {
    const names = entry.children.map(entryName).filter((name): name is string => name !== null);
    return names.length > 0 ? [...new Set(names)].join(', ') : null;
  }
  const ref = entry.booking ?? entry.bookingRequest ?? entry.inquiry;
  if (ref) return ref.guestName;
  return entry.external?.channel ?? null;
}
