import type { TimelineResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { mergeTimelineChunks, type TimelineRow } from '../timeline-rows.rules';
import { chunkAt, chunksForColumns } from '../timeline-window.rules';
import { timelineChunkQueryOptions } from './get-calendar-timeline';

/** Units per page of the timeline: the 200 of the performance target on one page. */
export const TIMELINE_UNITS_PER_PAGE = 200;

export interface TimelineChunks {
  rows: TimelineRow[];
  total: number;
  /** The first chunk is still on its way: nothing to draw yet. */
  isPending: boolean;
  /** The first chunk failed (a later one failing leaves its nights shaded as unread). */
  isError: boolean;
  isRefetching: boolean;
  retry: () => void;
  /** Tell which columns are in view: the chunks they need are read. */
  showColumns: (first: number, last: number) => void;
}

/**
 * The timeline's data for a page of units: the first chunk at once, later ones as the host scrolls
 * towards them. Chunks read stay asked for (and cached) while the filter and page stay the same.
 */
export function useTimelineChunks(origin: string, propertyId: string | null, page: number): TimelineChunks {
  const [wanted, setWanted] = useState<{ key: string; indices: number[] }>({ key: '', indices: [0] });
  // The chunks the view needs now, kept apart: another property or page asks for them at once,
  // though the view has not moved (and so reports no new columns).
  const [inView, setInView] = useState<number[]>([0]);
  const viewKey = `${propertyId ?? ''}|${page}`;
  const read = wanted.key === viewKey ? wanted.indices : [0];
  // Ascending, so the first chunk (the one with the total) is always the first query.
  const indices = [...new Set([0, ...read, ...inView])].sort((a, b) => a - b);

  // The view reports its columns as it scrolls; the page's state changes (and the page renders)
  // only when the chunks they need change, a few times across a year, not on every report.
  const lastNeeded = useRef('');
  const showColumns = useCallback(
    (first: number, last: number) => {
      const needed = chunksForColumns(origin, first, last).map((chunk) => chunk.index);
      const neededKey = `${viewKey}|${needed.join()}`;
      if (neededKey === lastNeeded.current) return;
      lastNeeded.current = neededKey;
      setInView((current) => (current.join() === needed.join() ? current : needed));
      setWanted((current) => {
        const known = current.key === viewKey ? current.indices : [0];
        const missing = needed.filter((index) => !known.includes(index));
        return missing.length === 0 && current.key === viewKey
          ? current
          : { key: viewKey, indices: [...known, ...missing] };
      });
    },
    [origin, viewKey],
  );

  // Merged again only when a chunk's answer or state changes (useQueries keeps `combine`'s result).
  const combine = useCallback(
    (results: UseQueryResult<TimelineResponse>[]) => {
      const first = results[0];
      return {
        rows: mergeTimelineChunks(
          origin,
          results.map((result) => result.data).filter((data): data is TimelineResponse => !!data),
        ),
        total: first?.data?.total ?? 0,
        isPending: !first?.data && !first?.isError,
        isError: !first?.data && !!first?.isError,
        isRefetching: !!first?.isFetching,
        refetch: first?.refetch,
      };
    },
    [origin],
  );
  const view = useQueries({
    queries: indices.map((index) => {
      const chunk = chunkAt(origin, index);
      return timelineChunkQueryOptions({
        dateFrom: chunk.dateFrom,
        dateTo: chunk.dateTo,
        propertyId,
        page,
        limit: TIMELINE_UNITS_PER_PAGE,
      });
    }),
    combine,
  });
  const { refetch, ...rest } = view;
  return { ...rest, retry: () => void refetch?.(), showColumns };
}
