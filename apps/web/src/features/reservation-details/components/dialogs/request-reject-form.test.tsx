import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { bodiesSentTo, makeBookingRequest, reply, stubApi } from '../../reservation-details.fixtures';
import { RequestRejectForm } from './request-reject-form';

const REJECT = 'POST /api/app/booking-requests/R-1/reject';
const decided = { bookingRequest: makeBookingRequest({ status: 'REJECTED' }), pendingCount: 0 };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderForm() {
  const onDone = vi.fn();
  await renderUi(<RequestRejectForm request={makeBookingRequest()} onDone={onDone} />);
  return onDone;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
const explanation = () => screen.queryByRole('textbox', { name: /Explanation/ });

describe('reject booking request form', () => {
  it('offers the five reasons and asks for one before sending anything', async () => {
    const api = stubApi({ [REJECT]: decided });
    await renderForm();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    expect(
      screen.getByText(
        'Marta Kovač asked for Sat, Jun 1 – Wed, Jun 5, 2030. The nights stay free in your calendar.',
      ),
    ).toBeTruthy();
    submit();
    expect(await screen.findByText('Choose a reason.')).toBeTruthy();
    expect(bodiesSentTo(api, REJECT)).toEqual([]);
  });

  it('sends a plain reason alone, without an explanation field', async () => {
    const api = stubApi({ [REJECT]: decided });
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'I took a booking for these dates myself' }));
    expect(explanation()).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'What happened?' })).toBeNull();
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesSentTo(api, REJECT)).toEqual([{ reason: 'SELF_MANAGED_BOOKING' }]);
  });

  it('needs an explanation with reason OTHER, and sends it trimmed', async () => {
    const api = stubApi({ [REJECT]: decided });
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    fireEvent.change(explanation()!, { target: { value: '   ' } });
    submit();
    expect(await screen.findByText('Add a few words of explanation for this reason.')).toBeTruthy();
    expect(explanation()!.getAttribute('aria-invalid')).toBe('true');
    expect(bodiesSentTo(api, REJECT)).toEqual([]);
    fireEvent.change(explanation()!, { target: { value: ' Family week ' } });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesSentTo(api, REJECT)).toEqual([{ reason: 'OTHER', explanation: 'Family week' }]);
  });

  it('offers the details of a reason; a chosen detail brings the optional explanation with it', async () => {
    const api = stubApi({ [REJECT]: decided });
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'The price is not right' }));
    expect(explanation()).toBeNull();
    fireEvent.change(screen.getByRole('combobox', { name: 'What happened?' }), {
      target: { value: 'SEASON_PRICE' },
    });
    fireEvent.change(explanation()!, { target: { value: 'Old price' } });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesSentTo(api, REJECT)).toEqual([
      { reason: 'RATES_MISMATCH', subReason: 'SEASON_PRICE', explanation: 'Old price' },
    ]);
  });

  it('puts the server’s field error on its field and keeps the dialog open', async () => {
    stubApi({
      [REJECT]: reply(400, {
        code: 'common.validation',
        message: 'The body is not valid.',
        errors: [{ field: 'explanation', code: 'reservations.explanationRequired', message: 'Add words.' }],
      }),
    });
    const toasts = spyOnToasts();
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    fireEvent.change(explanation()!, { target: { value: 'x' } });
    submit();
    expect(await screen.findByText('Add a few words of explanation for this reason.')).toBeTruthy();
    expect(explanation()!.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(toasts).toHaveBeenCalledWith(expect.objectContaining({ color: 'red' })));
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes on a conflict: the request was answered elsewhere', async () => {
    stubApi({
      [REJECT]: reply(409, { code: 'reservations.alreadyDecided', message: 'Decided.', errors: [] }),
    });
    const toasts = spyOnToasts();
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'My calendar was not up to date' }));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'This has already been answered. Reload to see where it stands.' }),
    );
  });
});
