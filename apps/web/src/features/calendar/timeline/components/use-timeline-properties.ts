import { MAX_PAGE_SIZE } from '@hostdeck/contract/constants';
import { getUnitSelectorList } from '@hostdeck/contract/properties/property-units.endpoints';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/shared/i18n/use-translation';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import { calendarUnitsQueryOptions } from '../../api/get-calendar-units';
import { timelinePropertyOptions, type TimelinePropertyOption } from '../timeline-property-options.rules';

/**
 * The property filter's choices: every one of the host's properties, read from the unit selector's
 * list (a property, its id and title; light beside the timeline's nights). Its first page is the
 * one /calendar already read to choose between one unit and the timeline; later pages, for a host
 * with more properties than a page holds, are read together. Undefined until read.
 */
export function useTimelineProperties(): TimelinePropertyOption[] | undefined {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { data } = useQuery({
    queryKey: queryKeys.properties.timelineFilter(),
    queryFn: async ({ signal }) => {
      const first = await queryClient.fetchQuery(calendarUnitsQueryOptions);
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pagination.pageCount - 1) }, (_, index) =>
          callEndpoint(getUnitSelectorList, { query: { page: index + 2, limit: MAX_PAGE_SIZE }, signal }),
        ),
      );
      return [first, ...rest].flatMap((page) => page.items);
    },
    staleTime: 60_000,
  });
  return data ? timelinePropertyOptions(data, i18n.language) : undefined;
}
