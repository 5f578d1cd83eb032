import { getImpersonation as getImpersonationEndpoint } from '@hostdeck/contract/staff/staff.endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

export function getImpersonation(signal?: AbortSignal) {
  return callEndpoint(getImpersonationEndpoint, { signal });
}

export function impersonationQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.staff.impersonation(),
    queryFn: ({ signal }) => getImpersonation(signal),
  });
}

export function useImpersonation(enabled = true) {
  return useQuery({ ...impersonationQueryOptions(), enabled });
}
