import { screen, waitFor, within } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { allFeatures, makeUserInfo } from '@/shared/ui/testing/fixtures';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { configuration, makeProperty, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { RouteErrorBoundary } from '@/app/providers/route-error-boundary';
import { Component as UnitRoute, loader } from './unit.route';

const route = '/properties/:propertyId/units/:unitId/:section?';

function renderUnit(path: string, userInfo = makeUserInfo()) {
  return renderUi(<Outlet />, {
    path,
    userInfo,
    children: (queryClient) => [
      {
        path: route,
        element: <UnitRoute />,
        loader: (args) => loader(args, queryClient),
        errorElement: <RouteErrorBoundary />,
      },
    ],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('unit settings page', () => {
  it('shows the not-found page when the server does not know the unit', async () => {
    mockApi({});
    await renderUnit('/properties/p-1/units/u-404/about');
    expect(await screen.findByText('We cannot find this page')).toBeTruthy();
  });

  it('shows the header and only the sections the settings rule allows', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1': makeUnit(),
      'GET /api/app/properties/p-1': makeProperty(),
      'GET /api/app/properties-configuration': configuration,
    });
    await renderUnit('/properties/p-1/units/u-1/amenities');
    expect(await screen.findByRole('heading', { name: 'Sea view flat', level: 1 })).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Unit settings' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toContain('Promotions');
    expect(links).not.toContain('Taxes and laws');
    expect(links).not.toContain('Subscription and boosters');
    expect(within(nav).getByRole('link', { name: 'Amenities' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByRole('checkbox', { name: 'Wi-Fi' })).toHaveProperty('checked', true);
  });

  it('sends a hidden section to the first section', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1': makeUnit(),
      'GET /api/app/properties/p-1': makeProperty(),
      'GET /api/app/properties-configuration': configuration,
    });
    const { router } = await renderUnit(
      '/properties/p-1/units/u-1/promotions',
      makeUserInfo({ appFeatures: { ...allFeatures, isB2B: true } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties/p-1/units/u-1/about'));
    // The loader also asks for the about section's code; on a busy machine its first import is slow.
    const nav = await screen.findByRole('navigation', { name: 'Unit settings' }, { timeout: 5000 });
    expect(within(nav).queryByRole('link', { name: 'Promotions' })).toBeNull();
  });

  it('shows the invalid registration number first with a call to action to its field', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1': makeUnit({
        state: 'UNPUBLISHED',
        hasRegionalRequirements: true,
        invalidFields: [
          { field: 'nationalIdentificationCode', propertyId: 'p-1', unitId: 'u-1' },
          { field: 'registrationNumber', propertyId: 'p-1', unitId: 'u-1' },
        ],
      }),
      'GET /api/app/properties-configuration': configuration,
    });
    await renderUnit('/properties/p-1/units/u-1/amenities');
    const updates = await screen.findAllByRole('link', { name: /^Update the/ });
    expect(updates.map((link) => link.getAttribute('href'))).toEqual([
      '/properties/p-1/units/u-1/taxes-and-laws?field=registrationNumber',
      '/properties/p-1/units/u-1/taxes-and-laws?field=nationalIdentificationCode',
    ]);
    const nav = screen.getByRole('navigation', { name: 'Unit settings' });
    expect(within(nav).getByRole('link', { name: 'Taxes and laws' })).toBeTruthy();
  });

  it('shows the not-found page for a unit of another property', async () => {
    mockApi({ 'GET /api/app/property-unit/u-1': makeUnit({ propertyId: 'p-2' }) });
    await renderUnit('/properties/p-1/units/u-1/about');
    expect(await screen.findByText('We cannot find this page')).toBeTruthy();
  });
});
