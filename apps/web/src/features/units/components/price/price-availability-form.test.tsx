import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { jsonResponse, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { PriceAvailabilityForm } from './price-availability-form';

afterEach(() => vi.unstubAllGlobals());

const price = () => screen.getByRole('textbox', { name: /Price per night/ });
const stay = () => screen.getByRole('textbox', { name: /Minimum stay/ });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('price and availability form', () => {
  it('names the allowed range on the field that is out of it', async () => {
    mockApi({});
    await renderUi(<PriceAvailabilityForm unit={makeUnit()} />);
    fireEvent.change(price(), { target: { value: '0' } });
    expect(await screen.findByText('Enter a price between 1 and 1,000,000.')).toBeTruthy();
    expect(price().getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(price(), { target: { value: '1000001' } });
    expect(await screen.findByText('Enter a price between 1 and 1,000,000.')).toBeTruthy();
    fireEvent.change(stay(), { target: { value: '201' } });
    expect(await screen.findByText('Enter a minimum stay between 1 and 200 nights.')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  });

  it('saves the price and the minimum stay under price', async () => {
    const fetch = mockApi({ 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    await renderUi(<PriceAvailabilityForm unit={makeUnit()} />);
    fireEvent.change(price(), { target: { value: '150' } });
    fireEvent.change(stay(), { target: { value: '3' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // The stored notice (1 day in the fixture) travels with the rest of the section.
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      price: { nightly: 150, minimumStayNights: 3, minimumNoticeDays: 1 },
    });
  });

  it('leaves an unset notice out of the save', async () => {
    const fetch = mockApi({ 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    const unit = makeUnit();
    await renderUi(
      <PriceAvailabilityForm unit={{ ...unit, price: { ...unit.price, minimumNoticeDays: null } }} />,
    );
    fireEvent.change(stay(), { target: { value: '4' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ price: { nightly: 120, minimumStayNights: 4 } });
  });

  it('offers same day to 7 days of notice, without same day and 1 day for on-request units', async () => {
    mockApi({});
    const unit = makeUnit();
    const { unmount } = await renderUi(<PriceAvailabilityForm unit={{ ...unit, bookingType: 'onLine' }} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Minimum days of notice' }));
    const instant = await screen.findAllByRole('option');
    expect(instant.map((o) => [o.textContent, o.getAttribute('data-combobox-disabled') === 'true'])).toEqual([
      ['Same day', false],
      ['1 day', false],
      ['2 days', false],
      ['3 days', false],
      ['7 days', false],
    ]);
    unmount();
    await renderUi(<PriceAvailabilityForm unit={{ ...unit, bookingType: 'onRequest' }} />);
    fireEvent.click(screen.getByRole('combobox', { name: 'Minimum days of notice' }));
    const onRequest = await screen.findAllByRole('option');
    expect(
      onRequest.filter((o) => o.getAttribute('data-combobox-disabled') !== 'true').map((o) => o.textContent),
    ).toEqual(['2 days', '3 days', '7 days']);
    expect(
      screen.getByText('Units that take bookings on request need at least 2 days to answer.'),
    ).toBeTruthy();
  });

  it('maps the server error on price.nightly onto the price field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'common.validation',
          message: 'Invalid payload',
          errors: [{ field: 'price.nightly', message: 'Too low for this region', code: 'too_small' }],
        }),
      ),
    );
    await renderUi(<PriceAvailabilityForm unit={makeUnit()} />);
    fireEvent.change(price(), { target: { value: '5' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    expect(await screen.findByText('Too low for this region')).toBeTruthy();
    expect(price().getAttribute('aria-invalid')).toBe('true');
  });
});
