import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuration, makeProperty, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { AddressStep } from './address-step';

afterEach(() => vi.unstubAllGlobals());

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('address step', () => {
  it('prefills the place and saves the full address, then continues', async () => {
    const fetch = mockApi({
      'GET /api/app/properties-configuration': configuration,
      'PUT /api/app/properties/p-1/location/save': () => makeProperty(),
    });
    const onSaved = vi.fn();
    const property = makeProperty({
      location: {
        countryCode: 'FR',
        countryName: 'France',
        stateOrProvince: null,
        city: 'Lyon',
        street: '',
        houseNumberOrName: '',
        postalCode: '69001',
        formattedAddress: 'Lyon, France',
        googlePlaceId: null,
        latitude: 45.76,
        longitude: 4.83,
        components: [],
      },
    });
    await renderUi(
      <Framed onSaved={onSaved}>
        <AddressStep {...stepProps({ page: 'location/address', property })} />
      </Framed>,
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect((field(/City/) as HTMLInputElement).value).toBe('Lyon');
    expect((screen.getByRole('combobox', { name: /Country/ }) as HTMLInputElement).value).toBe('France');
    fireEvent.change(field(/Street/), { target: { value: 'Rue de la République' } });
    fireEvent.change(field(/House number or name/), { target: { value: '12' } });
    const submit = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({
      location: {
        countryCode: 'FR',
        stateOrProvince: null,
        city: 'Lyon',
        street: 'Rue de la République',
        houseNumberOrName: '12',
        postalCode: '69001',
      },
    });
  });
});
