import { getUserInteractions } from '@hostdeck/contract/user/user.endpoints';
import type { UserInteractionType } from '@hostdeck/contract/user/user.schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from './api-client';
import { queryKeys } from './query-keys';

// What the host has already seen or answered once (the welcome tour, the preview's info, what
// identity verification asks): one list, one cache, whichever feature reads it. Recording one is
// record-user-interaction.ts, apart because writes load with their own chunk.

export function userInteractionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.user.interactions(),
    queryFn: ({ signal }) => callEndpoint(getUserInteractions, { signal }),
  });
}

/** The whole list (the welcome tour's rule reads several of them). */
export function useUserInteractions(enabled = true) {
  return useQuery({ ...userInteractionsQueryOptions(), enabled });
}

/** Whether the host has done `type`; `data` is undefined while the list loads or when it failed. */
export function useUserInteraction(type: UserInteractionType, enabled = true) {
  return useQuery({
    ...userInteractionsQueryOptions(),
    enabled,
    select: ({ interactions }) =>
      interactions.some((item) => item.interactionType === type && item.interacted),
  });
}
