import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { queryKeys } from '@/shared/api/query-keys';

/**
 * After an answer has been given: the page already shows what the server answered (written to
 * `answered`), everything else the reservations domain shows (lists, the pending-request badge,
 * other detail pages such as the booking a request became) and the overview's counts refetch.
 */
export function refreshAfterAnswer(queryClient: QueryClient, answered: QueryKey) {
  const answeredHash = hashKey(answered);
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: queryKeys.reservations.all,
      predicate: (query) => query.queryHash !== answeredHash,
    }),
    queryClient.invalidateQueries({ queryKey: queryKeys.home.all }),
  ]);
}

/**
 * Someone answered first (another tab, a colleague, the expiry job) or the nights were taken: the
 * server refused with a conflict. The error toast says so; refetching shows where the reservation
 * stands now, and the lists and badge follow.
 */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409;
}

export function refreshAfterConflict(queryClient: QueryClient, error: unknown) {
  if (!isConflict(error)) return Promise.resolve();
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.reservations.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.home.all }),
  ]);
}
