import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { inFrame, makeBusinessDetails, makeFrame, makeStepProps } from '../account/account-steps.fixtures';
import { OwnerDetailsStep } from './owner-details-step';

afterEach(() => vi.unstubAllGlobals());

const props = () =>
  makeStepProps({ page: 'personal-details/owner', user: makeUserInfo({ type: 'company' }) });

describe('owner details step', () => {
  it('saves the owner as the first signatory of the stored company details', async () => {
    const stored = makeBusinessDetails();
    const fetch = mockApi({
      'GET /api/app/user/onboarding/getBusinessDetails': stored,
      'POST /api/app/user/onboarding/saveBusinessDetails': ({ init }: { init?: RequestInit }) =>
        sentBody(init),
    });
    const frame = makeFrame();
    await renderUi(inFrame(frame, <OwnerDetailsStep {...props()} />));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owner or legal representative' }),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /First name/ })).toHaveProperty('value', 'Old');
    fireEvent.change(screen.getByRole('textbox', { name: /First name/ }), { target: { value: 'Eva' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Last name/ }), { target: { value: 'Schmidt' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: '' } });
    const button = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(frame.onSaved).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(sentBody(post?.[1])).toEqual({
      ...stored,
      signatories: [
        { firstName: 'Eva', lastName: 'Schmidt', email: null },
        { firstName: 'Second', lastName: 'Signer', email: null },
      ],
    });
  });

  it('sends the host to the company details first when none are stored', async () => {
    const fetch = mockApi({ 'GET /api/app/user/onboarding/getBusinessDetails': null });
    const stepProps = props();
    await renderUi(inFrame(makeFrame(), <OwnerDetailsStep {...stepProps} />));
    expect(await screen.findByText(/Enter your company details first/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save and continue' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Enter company details' }));
    expect(stepProps.goTo).toHaveBeenCalledWith('personal-details/info');
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });
});
