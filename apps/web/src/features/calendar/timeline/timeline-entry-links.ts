import type { TimelineEntry } from '@hostdeck/contract/calendar/calendar.schemas';
import { paths } from '@/app/paths';

/** The page a bar opens: its reservation's; blocks and grouped stays have none. */
export function entryHref(entry: TimelineEntry): string | null {
  switch (entry.source) {
    case 'booking':
      return paths.bookingDetails(entry.id);
    case 'booking_request':
      return paths.bookingRequestDetails(entry.id);
    case 'inquiry':
    case 'inquiry_confirmed':
      return paths.inquiry(entry.id);
    default:
      return null;
  }
}
