import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { inFrame, makeFrame, makeStepProps, plans } from '../account/account-steps.fixtures';
import { CommercialPlanStep } from './commercial-plan-step';

afterEach(() => vi.unstubAllGlobals());

describe('commercial plan page', () => {
  it('offers the monthly plans and moves on to the plan services after saving the plan', async () => {
    const fetch = mockApi({
      'GET /api/app/subscriptions/plans': { plans },
      'GET /api/app/property-unit/u-1/plan-choice': {
        planId: null,
        services: ['visibilityBoost'],
        boost: false,
      },
      'PUT /api/app/property-unit/u-1/plan-choice': { planId: 'pro-yearly', services: [], boost: false },
    });
    const frame = makeFrame();
    const props = makeStepProps({ page: 'commercial-model/plan' });
    await renderUi(inFrame(frame, <CommercialPlanStep {...props} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your plan' })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Weekly/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Pro .*every 12 months.*ranking boost/ })).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Save and continue' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('radio', { name: /^Pro/ }));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(props.goTo).toHaveBeenCalledWith('commercial-model/plan-services'));
    expect(frame.onSaved).not.toHaveBeenCalled();
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    // The Basic plan's extra does not carry over to Pro.
    expect(sentBody(put?.[1])).toEqual({ planId: 'pro-yearly', services: [] });
  });
});
