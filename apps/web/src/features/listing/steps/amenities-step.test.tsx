import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuration, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { Framed, stepProps } from '../basics/step-test-utils';
import { AmenitiesStep } from './amenities-step';

afterEach(() => vi.unstubAllGlobals());

describe('amenities step', () => {
  it('saves the ticked amenities and continues', async () => {
    const fetch = mockApi({
      'GET /api/app/properties-configuration': configuration,
      'PATCH /api/app/property-unit/u-1': () => makeUnit({ amenities: ['wifi', 'pool'] }),
    });
    const onSaved = vi.fn();
    await renderUi(
      <Framed onSaved={onSaved}>
        <AmenitiesStep {...stepProps({ page: 'amenities' })} />
      </Framed>,
    );
    expect(await screen.findByText(/You can skip this/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Swimming pool' }));
    const submit = screen.getByRole('button', { name: 'Save and continue' });
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    fireEvent.click(submit);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(sentBody(patch?.[1])).toEqual({ amenities: ['wifi', 'pool'] });
  });
});
