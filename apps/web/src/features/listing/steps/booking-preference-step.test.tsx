import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { makeHostConfig } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { BookingPreferenceStep } from './booking-preference-step';

afterEach(() => vi.unstubAllGlobals());

const save = () => screen.getByRole('button', { name: 'Save and continue' });
// Booking types are radio cards: their name carries the explanation, their state is aria-checked.
const onRequest = () => screen.getByRole('radio', { name: /^On request/ });
const warning = 'You may get fewer bookings';

async function renderStep(onRequestWarning: boolean, unit = makeUnit({ state: 'IN_PROGRESS' })) {
  const { element, onSaved } = framed(<BookingPreferenceStep {...makeStepProps({ unit })} />);
  await renderUi(element, { startup: { hostConfig: makeHostConfig({ onRequestWarning }) } });
  return { onSaved };
}

describe('booking preference step', () => {
  it('recommends instant booking and saves the choice with the cancellation policy', async () => {
    const fetch = mockApi({ 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    const unit = makeUnit({ state: 'IN_PROGRESS', cancellationPolicy: null });
    const { onSaved } = await renderStep(true, unit);
    await screen.findByRole('heading', { level: 1, name: 'Booking preference' });
    expect(
      screen.getByRole('radio', { name: /Instant booking.*Recommended/ }).getAttribute('aria-checked'),
    ).toBe('true');
    // No cancellation policy yet: the host must choose one.
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('radio', { name: /Moderate/ }));
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(fetch, 'PATCH')).toEqual([{ bookingType: 'onLine', cancellationPolicy: 'moderate' }]);
  });

  it('warns about bookings on request when the host config flag is on', async () => {
    mockApi({});
    await renderStep(true);
    expect(screen.queryByText(warning)).toBeNull();
    fireEvent.click(onRequest());
    expect(await screen.findByText(warning)).toBeTruthy();
    expect(screen.getByText(/Guests often prefer to book instantly/)).toBeTruthy();
  });

  it('shows no warning when the flag is off', async () => {
    mockApi({});
    await renderStep(false);
    fireEvent.click(onRequest());
    await waitFor(() => expect(onRequest().getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByText(warning)).toBeNull();
  });

  it('raises a same-day or next-day notice to 2 days when switching to on request', async () => {
    const fetch = mockApi({
      'PATCH /api/app/property-unit/u-1': () => makeUnit({ bookingType: 'onRequest' }),
    });
    await renderStep(false);
    fireEvent.click(onRequest());
    expect(await screen.findByText(/Your minimum notice changes to 2 days/)).toBeTruthy();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() =>
      expect(bodiesOf(fetch, 'PATCH')).toEqual([
        { bookingType: 'onRequest', cancellationPolicy: 'flexible', price: { minimumNoticeDays: 2 } },
      ]),
    );
  });
});
