import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { inFrame, makeFrame, makeStepProps, plans } from '../account/account-steps.fixtures';
import { PlanServicesStep } from './plan-services-step';

afterEach(() => vi.unstubAllGlobals());

describe('plan services page', () => {
  it('offers the chosen plan’s extras, saves them and completes the commercial-model step', async () => {
    const fetch = mockApi({
      'GET /api/app/subscriptions/plans': { plans },
      'GET /api/app/property-unit/u-1/plan-choice': {
        planId: 'pro-yearly',
        services: ['diamond'],
        boost: false,
      },
      'PUT /api/app/property-unit/u-1/plan-choice': {
        planId: 'pro-yearly',
        services: ['banner', 'diamond'],
        boost: false,
      },
    });
    const frame = makeFrame();
    const props = makeStepProps({ page: 'commercial-model/plan-services' });
    await renderUi(inFrame(frame, <PlanServicesStep {...props} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add services to your plan' })).toBeTruthy();
    expect(screen.getByText(/pay for the plan and the services you pick at checkout/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Visibility boost/ })).toBeNull();
    expect(screen.getByRole('checkbox', { name: /Diamond listing/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('checkbox', { name: /Advertising banner/ }));
    const button = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(props.complete).toHaveBeenCalled());
    expect(props.goTo).not.toHaveBeenCalled();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ services: ['banner', 'diamond'] });
  });

  it('sends the host back to the plan page when no plan is chosen yet', async () => {
    mockApi({
      'GET /api/app/subscriptions/plans': { plans },
      'GET /api/app/property-unit/u-1/plan-choice': { planId: null, services: [], boost: false },
    });
    const props = makeStepProps({ page: 'commercial-model/plan-services' });
    await renderUi(inFrame(makeFrame(), <PlanServicesStep {...props} />));
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a plan' }));
    expect(props.goTo).toHaveBeenCalledWith('commercial-model/plan');
  });
});
