import { MAX_PAGE_SIZE } from '@hostdeck/contract/constants';
import { getUnitSelectorList } from '@hostdeck/contract/properties/property-units.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * The host's properties with their units, first page (the largest one the call gives): what the
 * calendar's unit picker offers and how /calendar decides between one unit and the timeline.
 */
export const calendarUnitsQueryOptions = queryOptions({
  queryKey: queryKeys.calendar.unitOptions(),
  queryFn: ({ signal }) =>
    callEndpoint(getUnitSelectorList, { query: { page: 1, limit: MAX_PAGE_SIZE }, signal }),
  staleTime: 60_000,
});

export function useCalendarUnits() {
  return useQuery(calendarUnitsQueryOptions);
}
