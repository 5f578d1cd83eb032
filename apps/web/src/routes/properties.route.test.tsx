import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import { loader } from './properties.route';

const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/api-client', () => ({ callEndpoint }));

describe('/properties loader', () => {
  it('asks for the page the address names, under the key the list reads', async () => {
    callEndpoint.mockResolvedValue({ items: [], pagination: { page: 2, pageCount: 3 } });
    const queryClient = new QueryClient();
    const request = new Request('http://localhost/properties?q=%20loft%20&page=2');
    expect(loader({ request, params: {} } as LoaderFunctionArgs, queryClient)).toBeNull();
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.properties.list('loft', 2))?.status).toBe('success'),
    );
    expect(callEndpoint).toHaveBeenCalledOnce();
    expect(callEndpoint.mock.calls[0]?.[1]).toMatchObject({
      query: { criteria: { search: 'loft' }, page: 2 },
    });
  });
});
