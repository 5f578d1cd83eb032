import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sentBody } from '@/shared/ui/testing/unit-fixtures';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { inFrame, makeFrame, makeStepProps } from '../account/account-steps.fixtures';
import { CommissionModelStep } from './commission-model-step';
import { queryKeys } from '@/shared/api/query-keys';

afterEach(() => vi.unstubAllGlobals());

async function submit() {
  const button = screen.getByRole('button', { name: 'Save and continue' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  fireEvent.click(button);
}

describe('commission model step', () => {
  it('explains each way of paying the commission and saves the chosen one', async () => {
    const saved = makeUserInfo({ commercialModel: 'commission', commercialModelVariant: 'host_only' });
    const fetch = mockApi({ 'PUT /api/app/user/commercial-model': saved });
    const frame = makeFrame();
    const { queryClient } = await renderUi(inFrame(frame, <CommissionModelStep {...makeStepProps()} />));
    expect(screen.getByRole('heading', { level: 1, name: 'How the commission works' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Shared with the guest/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: /14\.5 %/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /You pay all of it Guests/ }));
    await submit();
    await waitFor(() => expect(frame.onSaved).toHaveBeenCalled());
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('PUT');
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      commercialModel: 'commission',
      commercialModelVariant: 'host_only',
    });
    expect(queryClient.getQueryData(queryKeys.user.info())).toEqual(saved);
  });

  it('starts from the variant the host already has and shows a server field error on it', async () => {
    mockApi({});
    const fetch = vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            code: 'validation.failed',
            message: 'Invalid',
            errors: [{ field: 'commercialModel.commercialModelVariant', message: 'Not offered', code: 'x' }],
          }),
          { status: 400, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    const user = makeUserInfo({ commercialModel: 'commission', commercialModelVariant: 'host_only_14_5' });
    await renderUi(inFrame(makeFrame(), <CommissionModelStep {...makeStepProps({ user })} />));
    expect(screen.getByRole('radio', { name: /14\.5 %/ }).getAttribute('aria-checked')).toBe('true');
    await submit();
    expect(await screen.findByText('Not offered')).toBeTruthy();
  });
});
