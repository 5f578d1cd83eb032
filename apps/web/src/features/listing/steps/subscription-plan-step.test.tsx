import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { SubscriptionPlanStep } from './subscription-plan-step';

afterEach(() => vi.unstubAllGlobals());

const plan = (id: string, name: string, periodUnit: 'month' | 'year' | 'week', amount: number) => ({
  id,
  name,
  period: 1,
  periodUnit,
  price: { amount, currency: 'EUR' },
  services: name === 'Standard' ? ['rankingBoost'] : [],
  extras: name === 'Standard' ? ['visibilityBoost', 'banner'] : ['inquiryMessage'],
});
const plans = {
  plans: [
    plan('basic-monthly', 'Basic', 'month', 19),
    plan('basic-yearly', 'Basic', 'year', 190),
    plan('standard-monthly', 'Standard', 'month', 39),
    plan('standard-yearly', 'Standard', 'year', 390),
    plan('trial-weekly', 'Trial', 'week', 5),
  ],
};
const noChoice = { planId: null, services: [], boost: false };
const save = () => screen.getByRole('button', { name: 'Save and continue' });

describe('subscription plan step', () => {
  it('shows monthly plans with their price and what they include, and says payment comes later', async () => {
    mockApi({
      'GET /api/app/subscriptions/plans': plans,
      'GET /api/app/property-unit/u-1/plan-choice': noChoice,
    });
    await renderUi(framed(<SubscriptionPlanStep {...makeStepProps()} />).element);
    expect(await screen.findByRole('heading', { level: 1, name: 'Subscription plan' })).toBeTruthy();
    expect(screen.getByText(/payment happens at checkout once billing is available/)).toBeTruthy();
    const standard = screen.getByRole('radio', { name: 'Standard' }).closest('li') as HTMLElement;
    expect(within(standard).getByText('€39 per month')).toBeTruthy();
    expect(within(standard).getByText('Billed monthly')).toBeTruthy();
    expect(within(standard).getByText('Higher ranking in search results')).toBeTruthy();
    expect(within(standard).getByText('Advertising banner')).toBeTruthy();
    // Weekly plans are not offered (spec §3 keeps monthly plans).
    expect(screen.queryByText('Trial')).toBeNull();
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
  });

  it('switches to yearly billing keeping the tier, and saves the chosen plan', async () => {
    const fetch = mockApi({
      'GET /api/app/subscriptions/plans': plans,
      'GET /api/app/property-unit/u-1/plan-choice': noChoice,
      'PUT /api/app/property-unit/u-1/plan-choice': { ...noChoice, planId: 'standard-yearly' },
    });
    const { element, onSaved } = framed(<SubscriptionPlanStep {...makeStepProps()} />);
    await renderUi(element);
    fireEvent.click(await screen.findByRole('radio', { name: 'Standard' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    const standard = (await screen.findByText('€390 per year')).closest('li') as HTMLElement;
    expect(within(standard).getByText('Billed yearly')).toBeTruthy();
    expect(within(standard).getByText('Works out at €32.50 per month')).toBeTruthy();
    expect(within(standard).getByRole('radio', { name: 'Standard' })).toHaveProperty('checked', true);
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(fetch, 'PUT')).toEqual([{ planId: 'standard-yearly' }]);
  });

  it('starts from the plan chosen before', async () => {
    mockApi({
      'GET /api/app/subscriptions/plans': plans,
      'GET /api/app/property-unit/u-1/plan-choice': { ...noChoice, planId: 'basic-yearly' },
    });
    await renderUi(framed(<SubscriptionPlanStep {...makeStepProps()} />).element);
    expect(await screen.findByText('€190 per year')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Basic' })).toHaveProperty('checked', true);
  });
});
