import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesSentTo, makeInquiry, reply, stubApi } from '../../reservation-details.fixtures';
import { InquiryRejectForm } from './inquiry-reject-form';

const REJECT = 'POST /api/app/booking-inquiries/I-1/reject';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderForm() {
  const onDone = vi.fn();
  await renderUi(<InquiryRejectForm inquiry={makeInquiry()} onDone={onDone} />);
  return onDone;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
const explanation = () => screen.queryByRole('textbox', { name: /Explanation/ });
const message = () => screen.getByRole('textbox', { name: 'Message to the guest' });

describe('reject inquiry form', () => {
  it('asks for the explanation only with reason OTHER, and sends it only then', async () => {
    const api = stubApi({ [REJECT]: makeInquiry({ status: 'REJECTED' }) });
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    submit();
    expect(await screen.findByText('Add a few words of explanation for this reason.')).toBeTruthy();
    fireEvent.change(explanation()!, { target: { value: 'Closed for the winter' } });
    // Switching to a listed reason hides the explanation, and the words typed are not sent.
    fireEvent.click(screen.getByRole('radio', { name: 'These dates are already booked' }));
    expect(explanation()).toBeNull();
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesSentTo(api, REJECT)).toEqual([{ reason: 'OVERBOOKING' }]);
  });

  it('sends the explanation with OTHER and the optional message to the guest', async () => {
    const api = stubApi({ [REJECT]: makeInquiry({ status: 'REJECTED' }) });
    const onDone = await renderForm();
    expect(screen.getByText('Optional. Jonas Berg receives it with your answer.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    fireEvent.change(explanation()!, { target: { value: 'Closed for the winter' } });
    fireEvent.change(message(), { target: { value: ' Sorry, we are closed then. ' } });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesSentTo(api, REJECT)).toEqual([
      { reason: 'OTHER', explanation: 'Closed for the winter', message: 'Sorry, we are closed then.' },
    ]);
  });

  it('shows a too-long message refused by the server on the message field', async () => {
    stubApi({
      [REJECT]: reply(400, {
        code: 'common.validation',
        message: 'The body is not valid.',
        errors: [
          {
            field: 'message',
            code: 'validation.too_big',
            message: 'Too big',
            params: { maximum: 2000, origin: 'string' },
          },
        ],
      }),
    });
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'The price is not right' }));
    fireEvent.change(message(), { target: { value: 'Hello' } });
    submit();
    expect(await screen.findByText('Use at most 2000 characters.')).toBeTruthy();
    expect(message().getAttribute('aria-invalid')).toBe('true');
    expect(onDone).not.toHaveBeenCalled();
  });
});
