import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { StaffPage } from './staff-page';

afterEach(() => vi.unstubAllGlobals());

const hosts = [
  { userId: 'h-1', email: 'anna@demo.test', displayName: 'Anna Berg', type: 'individual' },
  { userId: 'h-2', email: 'agency@demo.test', displayName: 'Sunny Agency', type: 'company' },
];

describe('StaffPage', () => {
  it('searches with trimmed, debounced text and starts acting as the chosen host', async () => {
    const searches: (string | null)[] = [];
    const fetchSpy = mockApi({
      'GET /api/staff/impersonation': { active: false, host: null },
      'GET /api/staff/hosts': ({ url }: { url: URL }) => {
        const search = url.searchParams.get('search');
        searches.push(search);
        const items = hosts.filter((host) => !search || host.email.includes(search));
        return { items, pagination: { page: 1, pageSize: 20, total: items.length, pageCount: 1 } };
      },
      'POST /api/staff/impersonation': {
        active: true,
        host: { userId: 'h-2', email: 'agency@demo.test', displayName: 'Sunny Agency' },
      },
      'GET /api/app/user/info': makeUserInfo({ isImpersonating: true }),
    });
    await renderUi(<StaffPage />, { path: '/staff', routes: [{ path: '/home', element: <p>home page</p> }] });
    expect(await screen.findByText('Anna Berg')).toBeTruthy();
    expect(screen.getByText('You are not acting as any host.')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search hosts' }), {
      target: { value: '  agency ' },
    });
    await waitFor(() => expect(screen.queryByText('Anna Berg')).toBeNull());
    // One request for the empty search, one for the trimmed text: nothing per keystroke.
    expect(searches).toEqual([null, 'agency']);

    fireEvent.click(screen.getByRole('button', { name: 'Act as Sunny Agency' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    const post = fetchSpy.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ hostId: 'h-2' });
  });

  it('shows the active impersonation with a stop button and an empty result', async () => {
    mockApi({
      'GET /api/staff/impersonation': {
        active: true,
        host: { userId: 'h-1', email: 'anna@demo.test', displayName: 'Anna Berg' },
      },
      'GET /api/staff/hosts': { items: [], pagination: { page: 1, pageSize: 20, total: 0, pageCount: 0 } },
    });
    await renderUi(<StaffPage />, { path: '/staff' });
    expect(await screen.findByText('Acting as Anna Berg')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stop impersonating' })).toBeTruthy();
    expect(await screen.findByText('No hosts yet.')).toBeTruthy();
  });
});
