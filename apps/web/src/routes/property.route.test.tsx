import type { Property } from '@hostdeck/contract/properties/property.schemas';
import type { PropertyListUnit } from '@hostdeck/contract/properties/property-list.schemas';
import type { PropertyUnit } from '@hostdeck/contract/properties/property-unit.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, type LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { RouteErrorBoundary } from '@/app/providers/route-error-boundary';
import { Component as PropertyRoute, loader } from './property.route';

const property: Property = {
  id: 'p-1',
  propertyType: 'multi',
  title: 'Sea view houses',
  description: 'Two flats by the sea.',
  restaurantDescription: null,
  specialOfferDescription: null,
  unitIds: ['u-1', 'u-2', 'u-3'],
  firstFinishedUnitId: 'u-1',
  firstInProgressUnitId: 'u-3',
  state: 'ACTIVE',
  unitSummary: { total: 3, published: 1, inProgress: 1, actionNeeded: 1 },
  location: null,
  invalidFields: [
    { field: 'nationalIdentificationCode', propertyId: 'p-1', unitId: 'u-2' },
    { field: 'registrationNumber', propertyId: 'p-1', unitId: 'u-2' },
    { field: 'registrationNumber', propertyId: 'p-1', unitId: 'u-3' },
  ],
  version: 1,
};

const upperFlat: PropertyListUnit = {
  id: 'u-1',
  title: 'Upper flat',
  state: 'PUBLISHED',
  thumbnail: null,
  previewLinkCount: 1,
  availableActions: ['unpublish'],
};
const units: PropertyListUnit[] = [
  upperFlat,
  // Unpublished, so publish would apply, but its registration number is invalid: the server holds it back.
  { id: 'u-2', title: 'Lower flat', state: 'UNPUBLISHED', thumbnail: null, availableActions: ['delete'] },
  {
    id: 'u-3',
    title: 'Attic',
    state: 'IN_PROGRESS',
    thumbnail: null,
    availableActions: ['publish', 'delete'],
  },
];
const unitsPage = { items: units, pagination: { page: 1, pageSize: 20, total: 3, pageCount: 1 } };

function renderProperty(path = '/properties/p-1') {
  return renderUi(<Outlet />, {
    path,
    userInfo: makeUserInfo(),
    children: (queryClient) =>
      ['/properties/:propertyId', '/properties/:propertyId/:subPage'].map((pattern) => ({
        path: pattern,
        element: <PropertyRoute />,
        loader: (args: LoaderFunctionArgs) => loader(args, queryClient),
        errorElement: <RouteErrorBoundary />,
      })),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('property page', () => {
  it('shows the not-found page when the server does not know the property', async () => {
    mockApi({});
    await renderProperty('/properties/p-404');
    expect(await screen.findByText('We cannot find this page')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^See upcoming bookings/ })).toBeTruthy();
  });

  it('lists the units with their actions and the invalid-field calls to action, registration number first', async () => {
    mockApi({ 'GET /api/app/properties/p-1': property, 'GET /api/app/properties/p-1/units': unitsPage });
    await renderProperty();
    const lower = await screen.findByRole('listitem', { name: 'Lower flat' });
    const updates = within(lower).getAllByRole('link', { name: /^Update the/ });
    expect(updates.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Update the registration number',
      'Update the national identification code',
    ]);
    expect(updates[0]?.getAttribute('href')).toBe(
      '/properties/p-1/units/u-2/taxes-and-laws?field=registrationNumber',
    );
    // The row offers what the server sends: no Publish until the number is fixed (the notice says so).
    expect(within(lower).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(lower).getByRole('button', { name: 'Delete' })).toBeTruthy();
    // A unit still in progress shows no notice, even with an invalid field.
    const attic = screen.getByRole('listitem', { name: 'Attic' });
    expect(within(attic).queryByRole('link', { name: /^Update the/ })).toBeNull();
    const upper = screen.getByRole('listitem', { name: 'Upper flat' });
    expect(within(upper).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(within(upper).queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(within(upper).queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('shows the actions the server sends, not what the state would suggest', async () => {
    // An unpublished unit the server offers nothing for (say, a rule the web does not know yet).
    const held: PropertyListUnit = { ...upperFlat, state: 'UNPUBLISHED', availableActions: [] };
    mockApi({
      'GET /api/app/properties/p-1': { ...property, invalidFields: [] },
      'GET /api/app/properties/p-1/units': { ...unitsPage, items: [held] },
    });
    await renderProperty();
    const row = await screen.findByRole('listitem', { name: 'Upper flat' });
    expect(within(row).getByRole('link', { name: 'Edit Upper flat' })).toBeTruthy();
    for (const name of ['Publish', 'Unpublish', 'Delete'])
      expect(within(row).queryByRole('button', { name })).toBeNull();
  });

  it('unpublishes a unit, updating the row and the user info', async () => {
    let upperNow = upperFlat;
    const fetch = mockApi({
      'GET /api/app/properties/p-1': property,
      'GET /api/app/properties/p-1/units': () => ({ ...unitsPage, items: [upperNow, ...units.slice(1)] }),
      'PATCH /api/app/property-unit/u-1/unpublish': () => {
        upperNow = { ...upperFlat, state: 'UNPUBLISHED', availableActions: ['publish', 'delete'] };
        return {
          unit: unitJson('u-1', 'UNPUBLISHED', ['publish', 'delete']),
          userInfo: makeUserInfo({ firstName: 'Changed' }),
        };
      },
    });
    const { queryClient } = await renderProperty();
    const upper = await screen.findByRole('listitem', { name: 'Upper flat' });
    fireEvent.click(within(upper).getByRole('button', { name: 'Unpublish' }));
    // Taking a unit offline asks first, saying what it means.
    const question = await screen.findByRole('dialog', { name: 'Take this unit offline?' });
    expect(question.textContent).toContain('cannot be booked until you publish it again');
    fireEvent.click(within(question).getByRole('button', { name: 'Unpublish unit' }));
    expect(await within(upper).findByText('Unpublished')).toBeTruthy();
    expect(within(upper).getByRole('button', { name: 'Publish' })).toBeTruthy();
    expect(within(upper).getByRole('button', { name: 'Delete' })).toBeTruthy();
    expect(queryClient.getQueryData<{ firstName: string }>(['user', 'info'])?.firstName).toBe('Changed');
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true);
  });

  it('asks before deleting a unit and removes it once deleted', async () => {
    let deleted = false;
    mockApi({
      'GET /api/app/properties/p-1': property,
      'GET /api/app/properties/p-1/units': () => ({
        ...unitsPage,
        items: deleted ? units.filter((unit) => unit.id !== 'u-3') : units,
      }),
      'DELETE /api/app/property-unit/u-3': () => {
        deleted = true;
        return null;
      },
      'GET /api/app/user/info': makeUserInfo(),
    });
    await renderProperty();
    const attic = await screen.findByRole('listitem', { name: 'Attic' });
    fireEvent.click(within(attic).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this unit?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleted).toBe(false);

    fireEvent.click(within(attic).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete unit' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Attic' })).toBeNull());
    expect(deleted).toBe(true);
  });

  it('deleting the last unit says the property goes too, and lands on the properties list', async () => {
    const only = units.filter((unit) => unit.id === 'u-3');
    mockApi({
      'GET /api/app/properties/p-1': property,
      'GET /api/app/properties/p-1/units': { items: only, pagination: { ...unitsPage.pagination, total: 1 } },
      'DELETE /api/app/property-unit/u-3': null,
      'GET /api/app/user/info': makeUserInfo(),
    });
    const { router } = await renderProperty();
    const attic = await screen.findByRole('listitem', { name: 'Attic' });
    fireEvent.click(within(attic).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this unit and its property?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete unit and property' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/properties'));
  });

  it('saves the about texts and puts server field errors on their fields', async () => {
    const bodies: unknown[] = [];
    let reject = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://localhost');
        if (init?.method === 'PATCH') {
          bodies.push(JSON.parse(String(init.body)));
          if (reject) {
            reject = false;
            return Response.json(
              {
                code: 'common.validation',
                message: 'Invalid request',
                errors: [{ field: 'title', message: 'Title already used', code: 'taken' }],
              },
              { status: 400 },
            );
          }
          return Response.json({ ...property, title: 'Sea houses', description: null });
        }
        if (url.pathname === '/api/app/properties/p-1') return Response.json(property);
        return Response.json(unitsPage);
      }),
    );
    await renderProperty('/properties/p-1/about');
    const title = await screen.findByLabelText(/Title/);
    fireEvent.change(title, { target: { value: '  Sea houses ' } });
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '   ' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Title already used')).toBeTruthy();
    // The field keeps what the host typed; editing it clears the server's error and allows saving.
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('  Sea houses ');
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Sea houses' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    // Saved: the form starts again from the server's answer, so there is nothing left to save.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true),
    );
    expect(screen.queryByText('Title already used')).toBeNull();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]).toEqual({
      title: 'Sea houses',
      description: null,
      restaurantDescription: null,
      specialOfferDescription: null,
    });
  });

  it('checks the title with the contract rule before sending', async () => {
    const fetch = mockApi({
      'GET /api/app/properties/p-1': property,
      'GET /api/app/properties/p-1/units': unitsPage,
    });
    await renderProperty('/properties/p-1/about');
    fireEvent.change(await screen.findByLabelText(/Title/), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

function unitJson(
  id: string,
  state: PropertyListUnit['state'],
  availableActions: PropertyUnit['availableActions'] = [],
): PropertyUnit {
  return {
    propertyUnitPublicId: id,
    propertyId: 'p-1',
    propertyType: 'multi',
    title: 'Upper flat',
    description: null,
    thumbnail: null,
    image: null,
    images: [],
    state,
    availableActions,
    links: { preview: [] },
    accommodationType: null,
    bedroomCount: 0,
    bathroomCount: 0,
    guests: 0,
    rooms: [],
    amenities: [],
    propertySize: null,
    propertySizeMeasurementUnit: 'metric',
    calendarAvailability: { status: 'AVAILABLE' },
    cancellationPolicy: null,
    bookingType: 'onLine',
    price: {
      currency: 'EUR',
      nightly: null,
      minimumStayNights: null,
      minimumNoticeDays: null,
      lengthOfStayDiscounts: [],
    },
    hasRegionalRequirements: false,
    registrationNumber: null,
    invalidFields: [],
    version: 1,
  };
}
