import { getCalendarTimeline as getCalendarTimelineEndpoint } from '@hostdeck/contract/calendar/calendar.endpoints';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export interface TimelineChunkParams {
  dateFrom: string;
  dateTo: string;
  propertyId: string | null;
  page: number;
  limit: number;
}

export function getTimelineChunk(params: TimelineChunkParams, signal?: AbortSignal) {
  const { propertyId, ...rest } = params;
  return callEndpoint(getCalendarTimelineEndpoint, {
    query: propertyId ? { ...rest, propertyId } : rest,
    signal,
  });
}

export function timelineChunkQueryOptions(params: TimelineChunkParams) {
  return queryOptions({
    queryKey: queryKeys.calendar.timelineChunk(params),
    queryFn: ({ signal }) => getTimelineChunk(params, signal),
    // Nights of other units and other weeks stay as they are while one chunk refreshes.
    staleTime: 30_000,
    // Another property or page keeps the rows on screen until its own arrive: the filter the host
    // just used stays where it is (and keeps the focus) instead of giving way to a spinner.
    placeholderData: keepPreviousData,
  });
}
