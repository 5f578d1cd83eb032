import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuration, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { BedsStep } from './beds-step';

afterEach(() => vi.unstubAllGlobals());

describe('beds step', () => {
  it('shows the rooms form and saves the prefilled rooms as they are', async () => {
    const fetch = mockApi({
      'GET /api/app/properties-configuration': configuration,
      'PATCH /api/app/property-unit/u-1': () => makeUnit(),
    });
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <BedsStep {...stepProps({ page: 'guests-and-rooms/beds' })} />
      </Framed>,
    );
    expect(await screen.findByText(/beds in each/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(sentBody(patch?.[1])).toEqual({
      guests: 2,
      rooms: [{ id: 'r-1', type: 'bedroom', beds: [{ type: 'double', count: 1 }] }],
      bedroomCount: 1,
    });
  });
});
