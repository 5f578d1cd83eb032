import { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import { loader as indexLoader } from './calendar-index.route';
import { loader } from './calendar.route';

const callEndpoint = vi.hoisted(() => vi.fn());
vi.mock('@/shared/api/api-client', () => ({ callEndpoint }));

const single = (id: string) => ({
  id,
  title: 'Loft',
  propertyType: 'single',
  accommodationType: null,
  propertyId: `p-${id}`,
  propertyUnitPublicId: id,
  units: [],
});
const page = (items: unknown[], total = items.length) => ({
  items,
  pagination: { page: 1, pageSize: 100, total, pageCount: 1 },
});

describe('/calendar/:unitId loader', () => {
  it('asks for the month the address names under the key the page reads, and for the units', async () => {
    callEndpoint.mockImplementation((endpoint: { path: string }) =>
      Promise.resolve(endpoint.path.includes('calendar') ? { days: [] } : page([])),
    );
    const queryClient = new QueryClient();
    const request = new Request('http://localhost/calendar/u1?month=2030-06');
    expect(
      loader({ request, params: { unitId: 'u1' } } as unknown as LoaderFunctionArgs, queryClient),
    ).toBeNull();
    // en-US (the default language) starts weeks on Sunday: June 2030 shows May 26 to July 6.
    const key = queryKeys.calendar.unitRange('u1', { dateFrom: '2030-05-26', dateTo: '2030-07-21' });
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.calendar.unitOptions())?.status).toBe('success'),
    );
  });
});

describe('/calendar loader', () => {
  it("sends a host with one unit to that unit's month", async () => {
    callEndpoint.mockResolvedValue(page([single('u1')]));
    const thrown = await indexLoader({}, new QueryClient()).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe('/calendar/u1');
  });

  it('keeps a host with several units on the timeline', async () => {
    callEndpoint.mockResolvedValue(page([single('u1'), single('u2')]));
    await expect(indexLoader({}, new QueryClient())).resolves.toBeNull();
  });
});
