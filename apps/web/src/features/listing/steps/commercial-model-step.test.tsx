import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { inFrame, makeFrame, makeStepProps } from '../account/account-steps.fixtures';
import { CommercialModelStep } from './commercial-model-step';

afterEach(() => vi.unstubAllGlobals());

async function submit() {
  const button = screen.getByRole('button', { name: 'Save and continue' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

function setUp() {
  const fetch = mockApi({ 'PUT /api/app/user/commercial-model': () => makeUserInfo() });
  const frame = makeFrame();
  const props = makeStepProps({ page: 'commercial-model' });
  return { fetch, frame, props };
}

describe('commercial model step', () => {
  it('goes on to the plan page after choosing a subscription, without completing the step', async () => {
    const { fetch, frame, props } = setUp();
    await renderUi(inFrame(frame, <CommercialModelStep {...props} />));
    expect(screen.getByRole('heading', { level: 1, name: 'How you pay for hosting' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /^Subscription/ }));
    await submit();
    await waitFor(() => expect(props.goTo).toHaveBeenCalledWith('commercial-model/plan'));
    expect(frame.onSaved).not.toHaveBeenCalled();
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      commercialModel: 'subscription',
      commercialModelVariant: 'subscription_2',
    });
  });

  it('saves a hybrid model with the chosen commission percent', async () => {
    const { fetch, frame, props } = setUp();
    await renderUi(inFrame(frame, <CommercialModelStep {...props} />));
    fireEvent.click(screen.getByRole('radio', { name: /^Plan and commission/ }));
    fireEvent.click(await screen.findByRole('combobox', { name: 'Commission on each booking' }));
    fireEvent.click(await screen.findByRole('option', { name: '7 %' }));
    await submit();
    await waitFor(() => expect(props.goTo).toHaveBeenCalledWith('commercial-model/plan'));
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      commercialModel: 'hybrid',
      commercialModelVariant: 'hybrid_7',
    });
  });

  it('completes the step through the frame when the host keeps the commission', async () => {
    const { fetch, frame, props } = setUp();
    await renderUi(inFrame(frame, <CommercialModelStep {...props} />));
    expect(screen.getByRole('radio', { name: /^Commission/ }).getAttribute('aria-checked')).toBe('true');
    await submit();
    await waitFor(() => expect(frame.onSaved).toHaveBeenCalled());
    expect(props.goTo).not.toHaveBeenCalled();
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      commercialModel: 'commission',
      commercialModelVariant: 'split',
    });
  });
});
