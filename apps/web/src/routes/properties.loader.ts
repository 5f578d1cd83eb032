import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { propertyListQueryOptions } from '@/features/properties/api/get-property-list';
import { pageFromParam } from '@/features/properties/unit-actions.rules';

/**
 * Asks for the page of properties the address names while the page's code is still on its way,
 * under the key the list reads, so it is fetched once. Not awaited: the list shows its skeleton.
 */
export function loader({ request }: LoaderFunctionArgs, queryClient: QueryClient) {
  const params = new URL(request.url).searchParams;
  const search = (params.get('q') ?? '').trim();
  void queryClient.prefetchQuery(propertyListQueryOptions(search, pageFromParam(params.get('page'))));
  return null;
}
