import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Place } from '@hostdeck/contract/listing/places.schemas';
import type { Address } from '@hostdeck/contract/properties/address.schemas';
import type { Property } from '@hostdeck/contract/properties/property.schemas';
import { jsonResponse, makeProperty, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { LocationSearchStep } from './location-search-step';
import { queryKeys } from '@/shared/api/query-keys';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function place(id: string, city: string, region: string | null, country: string, code: string): Place {
  return {
    id,
    city,
    stateOrProvince: region,
    postalCode: null,
    countryCode: code,
    countryName: country,
    latitude: 45.76,
    longitude: 4.83,
    formattedAddress: [city, region, country].filter(Boolean).join(', '),
  };
}

const storedLocation: Address = {
  countryCode: 'PT',
  countryName: 'Portugal',
  stateOrProvince: null,
  city: 'Lisbon',
  street: '',
  houseNumberOrName: '',
  postalCode: null,
  formattedAddress: 'Lisbon, Portugal',
  googlePlaceId: null,
  latitude: 38.72,
  longitude: -9.14,
  components: [],
};
const lyon = place('pl-1', 'Lyon', 'Auvergne-Rhône-Alpes', 'France', 'FR');
const lyons = place('pl-2', 'Lyons', 'Colorado', 'United States', 'US');
const submit = () => screen.getByRole('button', { name: 'Save and continue' });
const search = () => screen.getByRole('textbox', { name: /Town or city/ });
const placeCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls.filter(([url]) => String(url).includes('/api/app/places'));

describe('location search step', () => {
  it('searches once per pause in typing, after trimming and from 2 characters on', async () => {
    const fetch = mockApi({ 'GET /api/app/places': { items: [lyon, lyons] } });
    await renderUi(
      <Framed onSaved={vi.fn()}>
        <LocationSearchStep {...stepProps({ page: 'location' })} />
      </Framed>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Where is your property?' })).toBeTruthy();
    fireEvent.change(search(), { target: { value: 'L ' } });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(placeCalls(fetch)).toHaveLength(0);
    for (const value of ['Ly', 'Lyo', ' Lyon ']) fireEvent.change(search(), { target: { value } });
    expect(await screen.findByRole('option', { name: /Lyons/ }, { timeout: 2000 })).toBeTruthy();
    expect(placeCalls(fetch)).toHaveLength(1);
    const url = new URL(String(placeCalls(fetch)[0]?.[0]), 'http://localhost');
    expect(url.searchParams.get('query')).toBe('Lyon');
    // City, then region and country.
    expect(screen.getByRole('option', { name: /Lyon\s*Auvergne-Rhône-Alpes, France/ })).toBeTruthy();
    // Nothing chosen yet: the step cannot be saved.
    expect(submit()).toHaveProperty('disabled', true);
  });

  it('picks a place with the keyboard and saves it as the property place', async () => {
    const props = stepProps({ page: 'location' });
    const fetch = mockApi({
      'GET /api/app/places': { items: [lyon, lyons] },
      'PUT /api/app/properties/p-1/place': {
        ...props.property,
        location: { ...storedLocation, countryCode: 'US', countryName: 'United States', city: 'Lyons' },
      },
    });
    let cached: Property | undefined;
    const onSaved = vi.fn(() => {
      cached = queryClient.getQueryData<Property>(queryKeys.properties.detail('p-1'));
    });
    const { queryClient } = await renderUi(
      <Framed onSaved={onSaved}>
        <LocationSearchStep {...props} />
      </Framed>,
    );
    fireEvent.focus(search());
    fireEvent.change(search(), { target: { value: 'Lyon' } });
    await screen.findByRole('option', { name: /Lyons/ }, { timeout: 2000 });
    fireEvent.keyDown(search(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(search(), { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('Selected place')).toBeTruthy();
    expect(screen.getByText('Lyons, Colorado, United States')).toBeTruthy();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
    fireEvent.click(submit());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({
      place: {
        countryCode: 'US',
        city: 'Lyons',
        stateOrProvince: 'Colorado',
        postalCode: null,
        latitude: 45.76,
        longitude: 4.83,
        formattedAddress: 'Lyons, Colorado, United States',
      },
    });
    expect(cached?.location?.city).toBe('Lyons');
  });

  it('says when nothing matches', async () => {
    mockApi({ 'GET /api/app/places': { items: [] } });
    await renderUi(
      <Framed onSaved={vi.fn()}>
        <LocationSearchStep {...stepProps({ page: 'location' })} />
      </Framed>,
    );
    fireEvent.focus(search());
    fireEvent.change(search(), { target: { value: 'Xqzt' } });
    expect(await screen.findByText(/No places match “Xqzt”/, undefined, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('says when the search fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(500, { code: 'common.internal', message: 'Boom', errors: [] })),
    );
    await renderUi(
      <Framed onSaved={vi.fn()}>
        <LocationSearchStep {...stepProps({ page: 'location' })} />
      </Framed>,
    );
    fireEvent.focus(search());
    fireEvent.change(search(), { target: { value: 'Lyon' } });
    expect(await screen.findByText(/search is not available/, undefined, { timeout: 2000 })).toBeTruthy();
  });

  it('starts from the stored location', async () => {
    mockApi({});
    const property = makeProperty({ location: storedLocation });
    await renderUi(
      <Framed onSaved={vi.fn()}>
        <LocationSearchStep {...stepProps({ page: 'location', property })} />
      </Framed>,
    );
    expect((search() as HTMLInputElement).value).toBe('Lisbon, Portugal');
    expect(screen.getByText('Selected place')).toBeTruthy();
    await waitFor(() => expect(submit()).toHaveProperty('disabled', false));
  });
});
