import { getInquiryOverlappingUnavailabilities } from '@hostdeck/contract/reservations/inquiries.endpoints';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** A short page: the list sits under the inquiry's details, it should not push them away. */
export const OVERLAPS_PAGE_SIZE = 5;

export function getInquiryOverlaps(id: string, page: number, signal?: AbortSignal) {
  return callEndpoint(getInquiryOverlappingUnavailabilities, {
    params: { id },
    query: { page, limit: OVERLAPS_PAGE_SIZE },
    signal,
  });
}

export function inquiryOverlapsQueryOptions(id: string, page: number) {
  return queryOptions({
    queryKey: queryKeys.reservations.inquiryOverlaps(id, page),
    queryFn: ({ signal }) => getInquiryOverlaps(id, page, signal),
    // The page being left stays on screen until the next one arrives, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}

export function useInquiryOverlaps(id: string, page: number) {
  return useQuery(inquiryOverlapsQueryOptions(id, page));
}
