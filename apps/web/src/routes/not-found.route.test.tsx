import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allFeatures, makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Component as NotFoundRoute } from './not-found.route';

afterEach(() => vi.unstubAllGlobals());

const targets = [
  { path: '/reservations/upcoming', element: <p>upcoming bookings</p> },
  { path: '/home', element: <p>home page</p> },
];

describe('not-found route', () => {
  it('sends a host who sees bookings to upcoming bookings', async () => {
    mockApi({ 'GET /api/app/user/interactions': { interactions: [] } });
    await renderUi(<NotFoundRoute />, { path: '/404', routes: targets, userInfo: makeUserInfo() });
    fireEvent.click(await screen.findByRole('link', { name: /^See upcoming bookings/ }));
    expect(await screen.findByText('upcoming bookings')).toBeTruthy();
  });

  it('sends other hosts home', async () => {
    mockApi({});
    const userInfo = makeUserInfo({ appFeatures: { ...allFeatures, bookingsViewAvailable: false } });
    await renderUi(<NotFoundRoute />, { path: '/404', routes: targets, userInfo });
    fireEvent.click(await screen.findByRole('link', { name: 'Go to the homepage' }));
    expect(await screen.findByText('home page')).toBeTruthy();
  });

  it('shows the welcome tour to a migrated host once and records it', async () => {
    const fetchSpy = mockApi({
      'GET /api/app/user/interactions': { interactions: [] },
      'PUT /api/app/user/interaction': {
        interactions: [
          { interactionType: 'welcome_tour_seen', createdAt: '2030-01-01T00:00:00Z', interacted: true },
        ],
      },
    });
    await renderUi(<NotFoundRoute />, {
      path: '/404',
      userInfo: makeUserInfo({ accountSource: 'migrated' }),
    });
    expect(await screen.findByRole('dialog', { name: 'Welcome to your new dashboard' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Welcome: video not available in this installation' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'See all tutorials' }));
    const list = await screen.findByRole('dialog', { name: 'Tutorials' });
    expect(list.querySelectorAll('li')).toHaveLength(6);
    await waitFor(() =>
      expect(
        fetchSpy.mock.calls.some(
          ([, init]) => init?.method === 'PUT' && String(init.body).includes('welcome_tour_seen'),
        ),
      ).toBe(true),
    );

    fireEvent.click(screen.getByRole('button', { name: /Modify prices/ }));
    expect(await screen.findByRole('dialog', { name: 'Modify prices' })).toBeTruthy();
  });

  it('does not show the tour to a registered host unless forced', async () => {
    mockApi({ 'GET /api/app/user/interactions': { interactions: [] } });
    const first = await renderUi(<NotFoundRoute />, { path: '/404', userInfo: makeUserInfo() });
    await screen.findByText('We cannot find this page');
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();

    await renderUi(<NotFoundRoute />, { path: '/404?tour=1', userInfo: makeUserInfo() });
    expect(await screen.findByRole('dialog', { name: 'Welcome to your new dashboard' })).toBeTruthy();
  });
});
