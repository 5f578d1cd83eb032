import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { configuration, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { AmenitiesForm } from './amenities-form';

afterEach(() => vi.unstubAllGlobals());

describe('amenities form', () => {
  it('groups the configured amenities and saves the ticked keys', async () => {
    const fetch = mockApi({ 'PATCH /api/app/property-unit/u-1': () => makeUnit() });
    await renderUi(
      <AmenitiesForm
        unit={makeUnit({ amenities: ['wifi', 'retired_key'] })}
        options={configuration.propertyUnit.amenities}
      />,
    );
    expect(screen.getByRole('group', { name: 'Essentials' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Outdoors and views' })).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Swimming pool' }));
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    // A key the configuration no longer offers is dropped: the server accepts configured keys only.
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ amenities: ['wifi', 'pool'] });
  });
});
