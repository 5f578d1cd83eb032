import type { QueryClient } from '@tanstack/react-query';
import { redirect } from 'react-router';
import { paths } from '@/app/paths';
import { calendarUnitsQueryOptions } from '@/features/calendar/api/get-calendar-units';
import { calendarIndexTarget } from '@/features/calendar/calendar-units.rules';

/**
 * /calendar without a unit: a host with one unit goes straight to its month, a host with several
 * (or none yet) sees the timeline of all their units.
 */
export async function loader(_args: unknown, queryClient: QueryClient) {
  const units = await queryClient.ensureQueryData(calendarUnitsQueryOptions);
  const target = calendarIndexTarget(units.items, units.pagination.total);
  if (target.kind === 'unit') throw redirect(paths.calendar(target.unitId));
  return null;
}

export { Component } from '@/routes/calendar-timeline.route';
