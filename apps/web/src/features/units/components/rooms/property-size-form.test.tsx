import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { PropertySizeForm } from './property-size-form';

afterEach(() => vi.unstubAllGlobals());

const sizeInput = () => screen.getByRole('textbox', { name: /Size in/ });

describe('property size form', () => {
  it('shows a stored m² size in the host unit (ft²) and converts when the unit changes', async () => {
    mockApi({});
    await renderUi(
      <PropertySizeForm unit={makeUnit({ propertySize: 100, propertySizeMeasurementUnit: 'imperial' })} />,
    );
    expect(screen.getByText('Size in ft²')).toBeTruthy();
    expect((sizeInput() as HTMLInputElement).value).toBe('1076.39');
    fireEvent.click(screen.getByText('Square meters (m²)'));
    await waitFor(() => expect((sizeInput() as HTMLInputElement).value).toBe('100'));
    expect(screen.getByText('Size in m²')).toBeTruthy();
  });

  it('stores what the host types in ft² as m²', async () => {
    const fetch = mockApi({
      'PATCH /api/app/property-unit/u-1': () =>
        makeUnit({ propertySize: 92.9, propertySizeMeasurementUnit: 'imperial' }),
    });
    await renderUi(
      <PropertySizeForm unit={makeUnit({ propertySize: 50, propertySizeMeasurementUnit: 'imperial' })} />,
    );
    fireEvent.change(sizeInput(), { target: { value: '1000' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      propertySize: 92.9,
      propertySizeMeasurementUnit: 'imperial',
    });
  });

  it('refuses a size under 1 m² in the unit the host types in, and saves nothing', async () => {
    const fetch = mockApi({});
    await renderUi(
      <PropertySizeForm unit={makeUnit({ propertySize: 50, propertySizeMeasurementUnit: 'metric' })} />,
    );
    fireEvent.change(sizeInput(), { target: { value: '0' } });
    expect(await screen.findByText('Enter 1 or more.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save changes' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByText('Square feet (ft²)'));
    fireEvent.change(sizeInput(), { target: { value: '5' } });
    expect(await screen.findByText('Enter 10.76 or more.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
