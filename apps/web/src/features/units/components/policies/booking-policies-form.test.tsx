import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { BookingPoliciesForm } from './booking-policies-form';

afterEach(() => vi.unstubAllGlobals());

describe('booking policies form', () => {
  it('badges instant booking as recommended and saves the chosen type and policy', async () => {
    const fetch = mockApi({ 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    await renderUi(<BookingPoliciesForm unit={makeUnit()} showBookingType />);
    expect(screen.getByText('Recommended')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Instant booking/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /On request/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Strict/ }));
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({
      bookingType: 'onRequest',
      cancellationPolicy: 'strict',
    });
  });

  it('leaves the booking type out when the booking-preference section is hidden', async () => {
    mockApi({});
    await renderUi(<BookingPoliciesForm unit={makeUnit()} showBookingType={false} />);
    expect(screen.queryByRole('radio', { name: /Instant booking/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /Flexible/ })).toHaveProperty('checked', true);
  });
});
