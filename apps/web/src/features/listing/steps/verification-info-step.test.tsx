import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import {
  inFrame,
  makeFrame,
  makeStepProps,
  onboardingConfiguration,
} from '../account/account-steps.fixtures';
import { VerificationInfoStep } from './verification-info-step';

afterEach(() => vi.unstubAllGlobals());

const configuration = onboardingConfiguration;
const acknowledgedInteraction = {
  interactionType: 'verification_info_acknowledged',
  createdAt: '2026-11-21T10:00:00.000Z',
  interacted: true,
};
const props = makeStepProps({ page: 'verification/info' });

describe('verification info step', () => {
  it('says what verification asks and when, and records the acknowledgement', async () => {
    const fetch = mockApi({
      'GET /api/app/user/onboarding/getConfiguration': configuration,
      'GET /api/app/user/interactions': { interactions: [] },
      'PUT /api/app/user/interaction': { interactions: [acknowledgedInteraction] },
    });
    const frame = makeFrame();
    await renderUi(inFrame(frame, <VerificationInfoStep {...props} />));
    expect(await screen.findByRole('heading', { level: 1, name: 'Identity verification' })).toBeTruthy();
    expect(screen.getByText('You will be verified as a private person.')).toBeTruthy();
    expect(screen.getByText('Passport')).toBeTruthy();
    expect(screen.getByText('Proof of address')).toBeTruthy();
    expect(screen.getByText(/before we send your first payout/)).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Save and continue' });
    expect(button).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: /verify my identity before my first payout/ }));
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(frame.onSaved).toHaveBeenCalled());
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({
      interactions: [{ interactionType: 'verification_info_acknowledged', interacted: true }],
    });
  });

  it('is ticked when the host acknowledged before, and names the business tier', async () => {
    mockApi({
      'GET /api/app/user/onboarding/getConfiguration': { ...configuration, verificationTier: 'Business' },
      'GET /api/app/user/interactions': { interactions: [acknowledgedInteraction] },
    });
    await renderUi(inFrame(makeFrame(), <VerificationInfoStep {...props} />));
    const checkbox = await screen.findByRole('checkbox', { name: /first payout/ });
    expect(checkbox).toHaveProperty('checked', true);
    expect(screen.getByText('Your company will be verified as a business.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', false),
    );
  });
});
