import type { NewTaskRow } from '../schema/tasks.table';
import type { ListingRows } from './seed-listings';

/**
 * The tasks a host of the seeded kind has: one with live units still taking requests is asked to
 * switch them to instant booking (not started yet); a host without such units has no task.
 */
export function demoTasks(listings: ListingRows, hostIds: string[], updatedAt: Date): NewTaskRow[] {
  const onRequest = new Set(
    listings.units
      .filter((unit) => unit.bookingType === 'onRequest' && unit.state !== 'DELETED' && !unit.deletedAt)
      .map((unit) => unit.hostId),
  );
  return hostIds
    .filter((hostId) => onRequest.has(hostId))
    .map((hostId) => ({
      hostId,
      taskType: 'bulk_switch_to_instant_booking',
      status: 'not_started',
      updatedAt,
    }));
}
