import { getUnitCalendar } from '@hostdeck/contract/calendar/calendar.endpoints';
import type { NightsRange } from '@hostdeck/contract/calendar/calendar.schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** GET one unit's nights, entries, seasons and promotions over a range (a month view and its padding). */
export function unitCalendarQueryOptions(unitId: string, range: NightsRange) {
  return queryOptions({
    queryKey: queryKeys.calendar.unitRange(unitId, range),
    queryFn: ({ signal }) => callEndpoint(getUnitCalendar, { params: { unitId }, query: range, signal }),
  });
}

export function useUnitCalendar(unitId: string, range: NightsRange) {
  // The month shown before stays on screen while the next one loads, so paging does not flash.
  return useQuery({ ...unitCalendarQueryOptions(unitId, range), placeholderData: keepPreviousData });
}
