import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { HomeOverview } from './home-overview';

const overview = {
  pendingRequestsCount: 2,
  upcomingStays: [
    {
      bookingId: 'b-1',
      guestName: 'Lea Novak',
      unitTitle: 'Sea view flat',
      unitId: 'u-1',
      checkIn: '2030-06-01',
      checkOut: '2030-06-05',
      guests: 3,
    },
  ],
  upcomingStaysCount: 1,
  unreadMessagesCount: 4,
  listingsInProgress: [
    {
      propertyId: 'p-9',
      unitId: 'u-9',
      title: 'Mountain cabin',
      completedSteps: 6,
      totalSteps: 20,
      progressPercent: 35,
      flow: 'single-unit',
    },
  ],
};

afterEach(() => vi.unstubAllGlobals());

describe('HomeOverview', () => {
  it('shows the counts, the stays and the listings with their links', async () => {
    mockApi({ 'GET /api/app/home/overview': overview });
    await renderUi(<HomeOverview hostName="Anna" canSeeReservations />, { path: '/home' });
    expect(await screen.findByText('Lea Novak')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Review requests' }).getAttribute('href')).toBe(
      '/reservations/requests',
    );
    expect(screen.getByRole('link', { name: 'Open inbox' }).getAttribute('href')).toBe('/messages');
    expect(screen.getByText('2 booking requests wait for your answer.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Lea Novak/ }).getAttribute('href')).toBe('/booking-details/b-1');
    const listings = screen.getByRole('region', { name: 'Listings in progress' });
    expect(within(listings).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('35');
    expect(
      within(listings).getByRole('link', { name: 'Continue listing Mountain cabin' }).getAttribute('href'),
    ).toBe('/listing/single-unit/p-9/u-9');
  });

  it('shows empty states', async () => {
    mockApi({
      'GET /api/app/home/overview': {
        ...overview,
        upcomingStays: [],
        upcomingStaysCount: 0,
        listingsInProgress: [],
        pendingRequestsCount: 0,
      },
    });
    await renderUi(<HomeOverview hostName="Anna" canSeeReservations={false} />, { path: '/home' });
    expect(await screen.findByText('No upcoming stays')).toBeTruthy();
    expect(screen.getByText('Every listing is complete. Nice work!')).toBeTruthy();
    expect(screen.getByText('No booking request waits for you.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Review requests' })).toBeNull();
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/app/home/overview': () => {
        if (fail) throw new Error('down');
        return overview;
      },
    });
    await renderUi(<HomeOverview hostName="Anna" canSeeReservations />, { path: '/home' });
    expect(await screen.findByText('Your overview could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Lea Novak')).toBeTruthy();
  });
});
