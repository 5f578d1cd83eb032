import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { PricePage } from './price-page';

afterEach(() => vi.unstubAllGlobals());

describe('unit price page', () => {
  it('lets a published unit edit its seasons beside its base price', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/seasons': {
        items: [
          {
            id: 's-1',
            name: 'Summer',
            startDate: '2027-07-01',
            endDate: '2027-08-31',
            nightly: 180,
            minimumStayNights: 7,
          },
        ],
      },
    });
    await renderUi(<PricePage unit={makeUnit({ state: 'PUBLISHED' })} />);
    expect(screen.getByRole('textbox', { name: /Price per night/ })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Seasonal prices' })).toBeTruthy();
    expect((screen.getByLabelText(/Season name/) as HTMLInputElement).value).toBe('Summer');
    expect(screen.getByRole('button', { name: 'Add a season' })).toBeTruthy();
  });
});
