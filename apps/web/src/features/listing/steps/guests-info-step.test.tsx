import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { GuestsInfoStep } from './guests-info-step';

afterEach(() => vi.unstubAllGlobals());

describe('guests info step', () => {
  it('saves guests, bedrooms and bathrooms as rooms, and the size in m², in one PATCH', async () => {
    const fetch = mockApi({
      'PATCH /api/app/property-unit/u-1': ({ init }: { init: RequestInit | undefined }) => ({
        ...makeUnit(),
        ...(sentBody(init) as object),
      }),
    });
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <GuestsInfoStep {...stepProps({ page: 'guests-and-rooms/info' })} />
      </Framed>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Guests and rooms' })).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Guests/ }), { target: { value: '4' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Bedrooms/ }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Bathrooms/ }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('radio', { name: /Square feet/ }));
    fireEvent.change(screen.getByRole('textbox', { name: /Size in ft²/ }), { target: { value: '1076.39' } });
    const submit = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = sentBody(fetch.mock.calls[0]?.[1]) as Record<string, unknown>;
    expect(body).toMatchObject({
      guests: 4,
      bedroomCount: 2,
      propertySizeMeasurementUnit: 'imperial',
      rooms: [
        { id: 'r-1', type: 'bedroom', beds: [{ type: 'double', count: 1 }] },
        { type: 'bedroom', beds: [] },
        { type: 'bath_room', beds: [] },
      ],
    });
    expect(body.propertySize).toBeCloseTo(100, 1);
  });

  it('shows the rule on a field that breaks it', async () => {
    mockApi({});
    await renderUi(
      <Framed onSaved={vi.fn()}>
        <GuestsInfoStep {...stepProps({ page: 'guests-and-rooms/info' })} />
      </Framed>,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Guests/ }), { target: { value: '0' } });
    expect(await screen.findByText(/at least 1|1 or more|minimum/i)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and continue' })).toHaveProperty('disabled', true);
  });
});
