import type { PublicListing } from '@hostdeck/contract/public-listing/public-listing.schemas';
import { screen, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Component as ListingPreviewRoute } from './listing-preview.route';

const listing: PublicListing = {
  unitPublicId: 'u-1',
  propertyType: 'single',
  propertyTitle: null,
  title: 'Sea view flat',
  description: 'Bright flat by the sea.',
  accommodationType: 'apartment',
  guests: 4,
  bedroomCount: 1,
  photos: [
    { id: 'ph-1', url: '/files/units/1.jpg', thumbnailUrl: '/files/units/1-t.jpg', width: 1200, height: 800 },
    { id: 'ph-2', url: '/files/units/2.jpg', thumbnailUrl: '/files/units/2-t.jpg', width: 1200, height: 800 },
  ],
  amenities: ['wifi', 'sea_view'],
  rooms: [{ id: 'r-1', type: 'bedroom', beds: [{ type: 'double', count: 2 }] }],
  propertySize: 50,
  propertySizeMeasurementUnit: 'metric',
  cancellationPolicy: null,
  price: { currency: 'EUR', nightly: 120, minimumStayNights: 2 },
  location: { city: 'Split', countryCode: 'HR', countryName: 'Croatia' },
};

function renderPreview(unitPublicId: string) {
  return renderUi(<Outlet />, {
    path: `/preview/${unitPublicId}`,
    children: [{ path: '/preview/:unitPublicId', element: <ListingPreviewRoute /> }],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('public listing preview', () => {
  it('shows the unit as a guest sees it, without signing in', async () => {
    const fetch = mockApi({ 'GET /api/public/listings/u-1': listing });
    await renderPreview('u-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sea view flat' })).toBeTruthy();
    expect(screen.getByText('Split, Croatia')).toBeTruthy();
    expect(screen.getByText('€120 per night')).toBeTruthy();
    expect(screen.getByText('Up to 4 guests')).toBeTruthy();
    expect(screen.getByText('Bright flat by the sea.')).toBeTruthy();
    const photos = within(screen.getByRole('region', { name: 'Photos' })).getAllByRole('img');
    expect(photos.map((photo) => photo.getAttribute('alt'))).toEqual([
      'Photo 1 of Sea view flat',
      'Photo 2 of Sea view flat',
    ]);
    expect(screen.getByText('Bedroom · 2 double beds')).toBeTruthy();
    expect(screen.getByText('Wi-Fi')).toBeTruthy();
    expect(screen.getByText('Sea view')).toBeTruthy();
    // A public call: no token is sent.
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
  });

  it('shows not-found for a unit that is not listed', async () => {
    mockApi({});
    await renderPreview('u-404');
    expect(await screen.findByText('This listing is not online')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the homepage' }).getAttribute('href')).toBe('/');
  });
});
