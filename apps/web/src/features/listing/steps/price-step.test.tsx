import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { PriceStep } from './price-step';

afterEach(() => vi.unstubAllGlobals());

const summaries = {
  'GET /api/app/property-unit/u-1/promotions': {
    items: [
      { type: 'early_bird', state: { discountPercent: 10, enabled: true }, status: 'ACTIVE' },
      { type: 'last_minute', state: { discountPercent: 15, enabled: false }, status: 'INACTIVE' },
    ],
  },
  'GET /api/app/property-unit/u-1/seasons': { items: [] },
};

describe('price step', () => {
  it('saves the price as a step and moves on', async () => {
    const fetch = mockApi({ ...summaries, 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    const { element, onSaved } = framed(<PriceStep {...makeStepProps()} />);
    await renderUi(element);
    expect(screen.getByRole('heading', { level: 1, name: 'Price and availability' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Price per night/ }), { target: { value: '95' } });
    const save = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(fetch, 'PATCH')).toEqual([
      { price: { nightly: 95, minimumStayNights: 2, minimumNoticeDays: 1 } },
    ]);
  });

  it('names the price limits', async () => {
    mockApi(summaries);
    await renderUi(framed(<PriceStep {...makeStepProps()} />).element);
    fireEvent.change(screen.getByRole('textbox', { name: /Price per night/ }), {
      target: { value: '1000001' },
    });
    expect(await screen.findByText('Enter a price between 1 and 1,000,000.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', true);
  });

  it('links the single-unit flow to promotions and seasons with a summary of each', async () => {
    mockApi(summaries);
    const props = makeStepProps();
    await renderUi(framed(<PriceStep {...props} />).element);
    expect(await screen.findByText('1 active promotion')).toBeTruthy();
    expect(await screen.findByText('No seasons: the nightly price applies all year.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Manage Seasonal prices' }));
    expect(props.goTo).toHaveBeenCalledWith('price-and-availability/seasons');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Promotions' }));
    expect(props.goTo).toHaveBeenCalledWith('price-and-availability/promotions');
  });

  it('leaves the links out of the multi-unit flow, where they are steps', async () => {
    mockApi(summaries);
    await renderUi(framed(<PriceStep {...makeStepProps({ flowType: 'multi-unit' })} />).element);
    expect(screen.getByRole('heading', { name: 'Price and availability' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Manage Promotions' })).toBeNull();
  });
});
