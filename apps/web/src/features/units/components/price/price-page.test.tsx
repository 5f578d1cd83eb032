import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { configuration, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { PricePage } from './price-page';

afterEach(() => vi.unstubAllGlobals());

describe('unit price page', () => {
  it('lets a published unit edit its seasons beside its base price', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/seasons': {
        items: [
          {
            id: 's-1',
            name: 'Summer',
            startDate: '2027-07-01',
            endDate: '2027-08-31',
            nightly: 180,
            minimumStayNights: 7,
          },
        ],
      },
    });
    await renderUi(<PricePage unit={makeUnit({ state: 'PUBLISHED' })} />);
    expect(screen.getByRole('textbox', { name: /Price per night/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Seasonal prices' })).toBeTruthy();
    expect((screen.getByLabelText(/Season name/) as HTMLInputElement).value).toBe('Summer');
    expect(screen.getByRole('button', { name: 'Add a season' })).toBeTruthy();
  });

  it("shows the unit's length-of-stay discounts once the configuration offers them", async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/seasons': { items: [] },
      'GET /api/app/properties-configuration': {
        ...configuration,
        priceAndAvailabilitySettings: {
          losDiscount: { enabled: true, options: [{ minimumNights: 7, percent: 10 }] },
        },
      },
    });
    const unit = makeUnit();
    await renderUi(
      <PricePage
        unit={{
          ...unit,
          price: { ...unit.price, lengthOfStayDiscounts: [{ minimumNights: 7, percent: 12 }] },
        }}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Length-of-stay discounts' })).toBeTruthy();
    const nights = screen.getByRole('textbox', { name: /For stays of at least/ }) as HTMLInputElement;
    const percent = screen.getByRole('textbox', { name: /Discount \(%\)/ }) as HTMLInputElement;
    expect([nights.value, percent.value]).toEqual(['7', '12']);
    expect(screen.getByText('A stay of 7 nights costs €105.60 a night instead of €120.')).toBeTruthy();
  });

  it('leaves minimum stay and notice to the stay rules page: a link there instead of the fields, and a save without them', async () => {
    const fetch = mockApi({
      'GET /api/app/property-unit/u-1/seasons': { items: [] },
      'PATCH /api/app/property-unit/u-1': () => makeUnit(),
    });
    await renderUi(<PricePage unit={makeUnit()} />);
    const price = screen.getByRole('textbox', { name: /Price per night/ });
    expect(screen.queryByRole('textbox', { name: /Minimum stay/ })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Minimum days of notice' })).toBeNull();
    expect(
      screen.getByText('Minimum stay and minimum notice are set with the unit’s other stay rules.', {
        exact: false,
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set them under Stay rules' }).getAttribute('href')).toBe(
      '/properties/p-1/units/u-1/stay-rules',
    );

    fireEvent.change(price, { target: { value: '150' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    // The fixture's minimum stay and notice are not sent back: the stay rules page may have changed them.
    expect(sentBody(patch?.[1])).toEqual({ price: { nightly: 150 } });
  });
});
