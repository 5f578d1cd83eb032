import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { configuration, makeUnit } from '@/shared/ui/testing/unit-fixtures';
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
});
