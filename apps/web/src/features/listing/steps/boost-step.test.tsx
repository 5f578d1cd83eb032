import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { BoostStep } from './boost-step';

afterEach(() => vi.unstubAllGlobals());

const choice = { planId: 'basic-monthly', services: [], boost: false };

describe('boost step', () => {
  it('explains the boost and saves the yes', async () => {
    const fetch = mockApi({
      'GET /api/app/property-unit/u-1/plan-choice': choice,
      'PUT /api/app/property-unit/u-1/plan-choice': { ...choice, boost: true },
    });
    const { element, onSaved } = framed(<BoostStep {...makeStepProps()} />);
    await renderUi(element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Boost your listing' })).toBeTruthy();
    expect(screen.getByText(/places your listing higher in search results/)).toBeTruthy();
    expect(screen.getByRole('radio', { name: /^No, not now/ }).getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByRole('radio', { name: /^Yes, boost it/ }));
    const save = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(fetch, 'PUT')).toEqual([{ boost: true }]);
  });

  it('offers a retry when the choice cannot be loaded', async () => {
    mockApi({});
    await renderUi(framed(<BoostStep {...makeStepProps()} />).element);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
