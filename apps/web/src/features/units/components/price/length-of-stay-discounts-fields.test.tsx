import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PropertiesConfiguration } from '@hostdeck/contract/properties/properties-configuration.schemas';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { jsonResponse, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { PriceAvailabilityForm } from './price-availability-form';

afterEach(() => vi.unstubAllGlobals());

type LosDiscount = PropertiesConfiguration['priceAndAvailabilitySettings']['losDiscount'];

const offered: LosDiscount = {
  enabled: true,
  options: [
    { minimumNights: 7, percent: 10 },
    { minimumNights: 28, percent: 20 },
  ],
};

const withDiscounts = (lengthOfStayDiscounts: { minimumNights: number; percent: number }[]) => {
  const unit = makeUnit();
  return { ...unit, price: { ...unit.price, lengthOfStayDiscounts } };
};

const section = () => screen.getByRole('region', { name: 'Length-of-stay discounts' });
const rows = () =>
  within(screen.getByRole('list', { name: 'Length-of-stay discounts' })).queryAllByRole('group');
const nightsOf = (row: number) =>
  within(rows()[row] as HTMLElement).getByRole('textbox', { name: /For stays of at least/ });
const percentOf = (row: number) =>
  within(rows()[row] as HTMLElement).getByRole('textbox', { name: /Discount \(%\)/ });
const add = () => screen.getByRole('button', { name: 'Add a discount' });
const save = () => screen.getByRole('button', { name: 'Save changes' });

describe('length-of-stay discounts on the price form', () => {
  it('are not shown while the configuration does not offer them', async () => {
    mockApi({});
    const { unmount } = await renderUi(<PriceAvailabilityForm unit={makeUnit()} />);
    expect(screen.queryByRole('region', { name: 'Length-of-stay discounts' })).toBeNull();
    unmount();
    await renderUi(<PriceAvailabilityForm unit={makeUnit()} losDiscount={{ ...offered, enabled: false }} />);
    expect(screen.queryByRole('button', { name: 'Add a discount' })).toBeNull();
  });

  it('adds the offered weekly and monthly tiers, removes one and saves the list with the price', async () => {
    const fetch = mockApi({ 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    await renderUi(<PriceAvailabilityForm unit={makeUnit()} losDiscount={offered} />);
    expect(within(section()).getByText(/every stay pays the full nightly price/)).toBeTruthy();
    fireEvent.click(add());
    fireEvent.click(add());
    fireEvent.click(add());
    const valueOf = (input: HTMLElement) => (input as HTMLInputElement).value;
    expect(rows().map((_, row) => [valueOf(nightsOf(row)), valueOf(percentOf(row))])).toEqual([
      ['7', '10'],
      ['28', '20'],
      // Past the offered ones: a week later, never a smaller discount.
      ['35', '20'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove discount 3' }));
    fireEvent.change(percentOf(1), { target: { value: '25' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      price: {
        nightly: 120,
        minimumStayNights: 2,
        minimumNoticeDays: 1,
        lengthOfStayDiscounts: [
          { minimumNights: 7, percent: 10 },
          { minimumNights: 28, percent: 25 },
        ],
      },
    });
  });

  it('names each broken limit and rule on its own field, translated', async () => {
    mockApi({});
    await renderUi(
      <PriceAvailabilityForm
        unit={withDiscounts([
          { minimumNights: 7, percent: 10 },
          { minimumNights: 28, percent: 20 },
        ])}
        losDiscount={offered}
      />,
    );
    fireEvent.change(percentOf(0), { target: { value: '91' } });
    expect(await screen.findByText('Enter 90 or less.')).toBeTruthy();
    expect(percentOf(0).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(percentOf(0), { target: { value: '30' } });
    expect(
      await screen.findByText('A longer stay cannot get a smaller discount than the one above it.'),
    ).toBeTruthy();
    expect(percentOf(1).getAttribute('aria-invalid')).toBe('true');
    // The field's own check and the list's re-check settle one after the other.
    await waitFor(() => expect(percentOf(0).getAttribute('aria-invalid')).not.toBe('true'));
    fireEvent.change(percentOf(0), { target: { value: '10' } });
    fireEvent.change(nightsOf(1), { target: { value: '7' } });
    expect(await screen.findByText('Start this discount at more nights than the one above it.')).toBeTruthy();
    expect(nightsOf(1).getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(nightsOf(0), { target: { value: '1' } });
    expect(await screen.findByText('Enter 2 or more.')).toBeTruthy();
    expect(save()).toHaveProperty('disabled', true);
  });

  it('stops adding at five tiers', async () => {
    mockApi({});
    await renderUi(<PriceAvailabilityForm unit={makeUnit()} losDiscount={offered} />);
    for (let i = 0; i < 5; i += 1) fireEvent.click(add());
    expect(rows()).toHaveLength(5);
    expect(add()).toHaveProperty('disabled', true);
    expect(screen.getByText('A unit can have up to 5 discounts.')).toBeTruthy();
  });

  it("puts the server's rule error on the tier's field, translated", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          code: 'common.validation',
          message: 'The body is not valid.',
          errors: [
            {
              field: 'price.lengthOfStayDiscounts.1.percent',
              message: 'A longer stay cannot get a smaller discount than a shorter one.',
              code: 'validation.custom',
              params: { rule: 'percentBelowShorterStay' },
            },
          ],
        }),
      ),
    );
    await renderUi(
      <PriceAvailabilityForm
        unit={withDiscounts([
          { minimumNights: 7, percent: 10 },
          { minimumNights: 28, percent: 20 },
        ])}
        losDiscount={offered}
      />,
    );
    fireEvent.change(percentOf(1), { target: { value: '15' } });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    expect(
      await screen.findByText('A longer stay cannot get a smaller discount than the one above it.'),
    ).toBeTruthy();
    expect(percentOf(1).getAttribute('aria-invalid')).toBe('true');
    // On its field, the error needs no banner repeating it.
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
