import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { spyOnToasts } from '@/shared/ui/testing/toast-spy';
import { bodiesSentTo, makeBooking, reply, stubApi } from '../../reservation-details.fixtures';
import { CancelBookingForm } from './cancel-booking-form';

const CANCEL = 'POST /api/app/bookings/B-1/cancel';
const cancelled = makeBooking({
  status: 'CANCELLED_BY_OWNER',
  cancelledBy: 'OWNER',
  cancelledAt: '2030-07-01T10:00:00Z',
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderForm() {
  const onDone = vi.fn();
  await renderUi(<CancelBookingForm booking={makeBooking()} onDone={onDone} />);
  return onDone;
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
const explanation = () => screen.getByRole('textbox', { name: /Explanation/ });

describe('cancel booking form', () => {
  it('says what cancelling does and sends reason, detail and explanation', async () => {
    const api = stubApi({ [CANCEL]: cancelled });
    const onDone = await renderForm();
    expect(
      screen.getByText(
        'The stay of Marta Kovač (Wed, Jul 10 – Wed, Jul 17, 2030) is called off for good, and the nights become free in your calendar.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'The place is not available' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'What happened?' }), {
      target: { value: 'WATER_DAMAGE' },
    });
    fireEvent.change(explanation(), { target: { value: ' Pipe burst in the bathroom. ' } });
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesSentTo(api, CANCEL)).toEqual([
      {
        reason: 'PROPERTY_UNAVAILABLE',
        subReason: 'WATER_DAMAGE',
        explanation: 'Pipe burst in the bathroom.',
      },
    ]);
  });

  it('leaves an empty explanation out, and needs one with reason OTHER', async () => {
    const api = stubApi({ [CANCEL]: cancelled });
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Another reason' }));
    submit();
    expect(await screen.findByText('Add a few words of explanation for this reason.')).toBeTruthy();
    expect(bodiesSentTo(api, CANCEL)).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: 'The guest asked me to cancel' }));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(bodiesSentTo(api, CANCEL)).toEqual([{ reason: 'GUEST_REQUEST' }]);
  });

  it('closes on notCancellable with the translated toast', async () => {
    stubApi({
      [CANCEL]: reply(409, {
        code: 'reservations.notCancellable',
        message: 'The stay has ended.',
        errors: [],
      }),
    });
    const toasts = spyOnToasts();
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'These dates were booked twice' }));
    submit();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ color: 'red', message: 'This booking can no longer be cancelled.' }),
    );
  });

  it('keeps the dialog open with a message when the server fails for no field', async () => {
    stubApi({ [CANCEL]: reply(500, { code: 'common.internal', message: 'Something broke.', errors: [] }) });
    const onDone = await renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'These dates were booked twice' }));
    submit();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});
