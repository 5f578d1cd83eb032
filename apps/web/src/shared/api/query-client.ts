import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

const MAX_QUERY_RETRIES = 2;

/** A 4xx answer will not change by asking again; network errors and 5xx may. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_QUERY_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        // Host data changes through this app mostly; 30 s avoids refetch storms on navigation.
        staleTime: 30_000,
        refetchOnWindowFocus: true,
      },
      // A write is never repeated behind the user's back.
      mutations: { retry: false },
    },
  });
}
