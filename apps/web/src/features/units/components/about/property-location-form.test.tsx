import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { chooseOption } from '@/shared/ui/testing/choose-option';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { configuration, makeProperty, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { PropertyLocationForm } from './property-location-form';

afterEach(() => vi.unstubAllGlobals());

const addressForm = configuration.property.addressForm;
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('property location form', () => {
  it('shows the default fields, then the country set, and requires the four address fields', async () => {
    mockApi({});
    await renderUi(<PropertyLocationForm propertyId="p-1" location={null} addressForm={addressForm} />);
    expect(screen.queryByRole('textbox', { name: /State or province/ })).toBeNull();
    await chooseOption(/Country/, 'United States');
    expect(await screen.findByRole('textbox', { name: /State or province/ })).toBeTruthy();
    fireEvent.change(field(/City/), { target: { value: 'x' } });
    fireEvent.change(field(/City/), { target: { value: '' } });
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(field(/City/).getAttribute('aria-invalid')).toBe('true');
    expect(save()).toHaveProperty('disabled', true);
  });

  it('saves the location with the state cut to 3 characters', async () => {
    const fetch = mockApi({ 'PUT /api/app/properties/p-1/location/save': () => makeProperty() });
    await renderUi(<PropertyLocationForm propertyId="p-1" location={null} addressForm={addressForm} />);
    await chooseOption(/Country/, 'United States');
    await screen.findByRole('textbox', { name: /State or province/ });
    fireEvent.change(field(/State or province/), { target: { value: 'CALIF' } });
    fireEvent.change(field(/City/), { target: { value: 'Los Angeles' } });
    fireEvent.change(field(/Street/), { target: { value: 'Sunset Blvd' } });
    fireEvent.change(field(/House number or name/), { target: { value: '100' } });
    fireEvent.change(field(/Postal code/), { target: { value: '90028' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      location: {
        countryCode: 'US',
        stateOrProvince: 'CAL',
        city: 'Los Angeles',
        street: 'Sunset Blvd',
        houseNumberOrName: '100',
        postalCode: '90028',
      },
    });
  });

  it('refuses a postal code in the wrong format for its country, on the field, before saving', async () => {
    const fetch = mockApi({});
    await renderUi(<PropertyLocationForm propertyId="p-1" location={null} addressForm={addressForm} />);
    await chooseOption(/Country/, 'Croatia');
    fireEvent.change(field(/City/), { target: { value: 'Split' } });
    fireEvent.change(field(/Street/), { target: { value: 'Obala' } });
    fireEvent.change(field(/House number or name/), { target: { value: '1' } });
    fireEvent.change(field(/Postal code/), { target: { value: '210' } });
    expect(
      await screen.findByText('This postal code does not match the format used in this country.'),
    ).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
    expect(fetch).not.toHaveBeenCalled();
  });
});
