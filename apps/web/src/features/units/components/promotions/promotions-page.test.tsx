import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { PromotionsPage } from './promotions-page';

afterEach(() => vi.unstubAllGlobals());

const configurationAnswer = {
  types: [
    { type: 'early_bird', discountOptions: [5, 10] },
    { type: 'last_minute', discountOptions: [10, 15] },
  ],
};

describe('promotions page', () => {
  it('lists promotions with their status and deactivates an active one', async () => {
    const fetch = mockApi({
      'GET /api/app/property-unit/u-1/promotions': {
        items: [{ type: 'early_bird', state: { discountPercent: 10, enabled: true }, status: 'ACTIVE' }],
      },
      'GET /api/app/property-unit/u-1/promotions/configuration': configurationAnswer,
      'POST /api/app/property-unit/u-1/promotion': {
        type: 'early_bird',
        state: { discountPercent: 10, enabled: false },
        status: 'INACTIVE',
      },
    });
    await renderUi(<PromotionsPage unitId="u-1" />);
    const list = await screen.findByRole('list', { name: 'Promotions of this unit' });
    expect(within(list).getByText('Active')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Deactivate Early bird' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(true));
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toEqual({
      type: 'early_bird',
      state: { discountPercent: 10, enabled: false },
    });
  });

  it('offers only the promotion types the unit does not run yet', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/promotions': {
        items: [{ type: 'early_bird', state: { discountPercent: 10, enabled: true }, status: 'ACTIVE' }],
      },
      'GET /api/app/property-unit/u-1/promotions/configuration': configurationAnswer,
    });
    await renderUi(<PromotionsPage unitId="u-1" />);
    fireEvent.click(await screen.findByLabelText(/Promotion type/, { selector: 'input' }));
    expect(await screen.findByRole('option', { name: 'Last minute' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Early bird' })).toBeNull();
  });
});
