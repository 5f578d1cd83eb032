import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { CalendarAvailabilityStep } from './calendar-availability-step';

afterEach(() => vi.unstubAllGlobals());

const save = () => screen.getByRole('button', { name: 'Save and continue' });

describe('calendar availability step', () => {
  it('asks for a choice while none is made, then posts the calendar status', async () => {
    const fetch = mockApi({
      'POST /api/app/property-unit/u-1/calendar-action': makeUnit({
        calendarAvailability: { status: 'BLOCKED' },
      }),
    });
    const unit = makeUnit({ state: 'IN_PROGRESS', calendarAvailability: { status: 'NEUTRAL' } });
    const { element, onSaved } = framed(<CalendarAvailabilityStep {...makeStepProps({ unit })} />);
    await renderUi(element);
    expect(screen.getByRole('heading', { level: 1, name: 'Calendar availability' })).toBeTruthy();
    expect(screen.getByText(/Every date is blocked until you open dates/)).toBeTruthy();
    await waitFor(() => expect(save()).toHaveProperty('disabled', true));
    fireEvent.click(screen.getByRole('radio', { name: /^Keep the calendar closed/ }));
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(bodiesOf(fetch, 'POST')).toEqual([{ status: 'BLOCKED' }]);
  });

  it('starts from the open calendar the unit already has', async () => {
    const fetch = mockApi({ 'POST /api/app/property-unit/u-1/calendar-action': makeUnit() });
    await renderUi(framed(<CalendarAvailabilityStep {...makeStepProps()} />).element);
    expect(screen.getByRole('radio', { name: /^Open for bookings/ }).getAttribute('aria-checked')).toBe(
      'true',
    );
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(bodiesOf(fetch, 'POST')).toEqual([{ status: 'AVAILABLE' }]));
  });
});
