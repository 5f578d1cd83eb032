import type { NewUnitSeasonRow } from '../schema/listing.table';
import type { NewUnitRow } from '../schema/properties.table';

// Seasonal prices of the demo: anna's first two published
// units carry next summer's seasons, so the seasons page opens on real data.

const SEASONS = [
  { name: 'Spring', start: '04-01', end: '05-31', factor: 0.85, minimumStayNights: 2 },
  { name: 'Early summer', start: '06-01', end: '06-30', factor: 1.15, minimumStayNights: 3 },
  // Saturday to Saturday in high summer, as many coastal hosts let their homes.
  { name: 'High summer', start: '07-01', end: '08-31', factor: 1.4, minimumStayNights: 7, checkInDays: [6] },
] as const;

/** The seasons of the next summer that has not begun yet (after `now`), for a host's units. */
export function demoSeasons(units: readonly NewUnitRow[], hostId: string, now: Date): NewUnitSeasonRow[] {
  const year = now.getUTCMonth() >= 3 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return units
    .filter((unit) => unit.hostId === hostId && unit.state === 'PUBLISHED' && unit.pricePerNight)
    .slice(0, 2)
    .flatMap((unit) =>
      SEASONS.map((season, position) => ({
        unitId: unit.id as string,
        name: season.name,
        startDate: `${year}-${season.start}`,
        endDate: `${year}-${season.end}`,
        // Base price in minor units → whole euros per night.
        nightly: Math.round(((unit.pricePerNight ?? 0) / 100) * season.factor),
        minimumStayNights: season.minimumStayNights,
        checkInDays: 'checkInDays' in season ? [...season.checkInDays] : null,
        position,
      })),
    );
}
