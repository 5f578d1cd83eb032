import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { PromotionsStep } from './promotions-step';

afterEach(() => vi.unstubAllGlobals());

const created = { type: 'last_minute', state: { discountPercent: 15, enabled: true }, status: 'ACTIVE' };

describe('promotions step', () => {
  it('creates a promotion without leaving the page, then continues', async () => {
    const fetch = mockApi({
      'GET /api/app/property-unit/u-1/promotions': { items: [] },
      'GET /api/app/property-unit/u-1/promotions/configuration': {
        types: [{ type: 'last_minute', discountOptions: [10, 15] }],
      },
      'POST /api/app/property-unit/u-1/promotion': created,
    });
    const { element, onSaved } = framed(<PromotionsStep {...makeStepProps()} />);
    await renderUi(element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/Promotion type/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Last minute' }));
    fireEvent.click(screen.getByLabelText(/Discount/, { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: /15/ }));
    // The create form keeps its own Save: adding a promotion is not the end of the step.
    const create = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(create).toHaveProperty('disabled', false));
    fireEvent.click(create);
    await waitFor(() =>
      expect(bodiesOf(fetch, 'POST')).toEqual([
        { type: 'last_minute', state: { discountPercent: 15, enabled: true } },
      ]),
    );
    expect(onSaved).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
  });
});
