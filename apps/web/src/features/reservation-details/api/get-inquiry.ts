import { getInquiry as getInquiryEndpoint } from '@hostdeck/contract/reservations/inquiries.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getInquiry(id: string, signal?: AbortSignal) {
  return callEndpoint(getInquiryEndpoint, { params: { id }, signal });
}

export function inquiryQueryOptions(id: string) {
  return queryOptions({
    queryKey: queryKeys.reservations.inquiry(id),
    queryFn: ({ signal }) => getInquiry(id, signal),
  });
}

export function useInquiry(id: string) {
  return useQuery(inquiryQueryOptions(id));
}
