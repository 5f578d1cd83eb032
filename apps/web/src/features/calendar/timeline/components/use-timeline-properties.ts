import { useQuery } from '@tanstack/react-query';
import { timelineChunkQueryOptions } from '../api/get-calendar-timeline';
import { TIMELINE_UNITS_PER_PAGE } from '../api/use-timeline-chunks';
import { propertiesOf } from '../timeline-rows.rules';
import { chunkAt } from '../timeline-window.rules';

/**
 * The property filter's choices: the properties of the host's units, read from the unfiltered
 * timeline's first chunk (the one the page shows first, so usually already in the cache).
 */
export function useTimelineProperties(origin: string) {
  const first = chunkAt(origin, 0);
  const { data } = useQuery({
    ...timelineChunkQueryOptions({
      dateFrom: first.dateFrom,
      dateTo: first.dateTo,
      propertyId: null,
      page: 1,
      limit: TIMELINE_UNITS_PER_PAGE,
    }),
    select: (chunk) => propertiesOf(chunk.units),
  });
  return data ?? [];
}
