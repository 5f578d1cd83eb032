import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints } from '@hostdeck/contract/endpoints';
import { callEndpoint } from '@/shared/api/api-client';
import { shellQueryKeys } from './shell-query-keys';

export function getUserSubscription() {
  return callEndpoint(endpoints.getUserSubscription, {});
}

export function userSubscriptionQueryOptions() {
  return queryOptions({ queryKey: shellQueryKeys.userSubscription(), queryFn: getUserSubscription });
}

export function useUserSubscription(enabled: boolean) {
  return useQuery({ ...userSubscriptionQueryOptions(), enabled });
}
