import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { SeasonsForm } from './seasons-form';

afterEach(() => vi.unstubAllGlobals());

const summer = {
  id: 's-1',
  name: 'Summer',
  startDate: '2027-07-01',
  endDate: '2027-08-31',
  nightly: 180,
  minimumStayNights: 7,
  maxStayNights: 14,
  checkInDays: [6],
};

describe('seasonal prices and the stay rules of a season', () => {
  it('sends back the maximum stay and check-in days it read, which the stay rules page sets', async () => {
    const fetch = mockApi({ 'PUT /api/app/property-unit/u-1/seasons': () => ({ items: [summer] }) });
    await renderUi(<SeasonsForm unit={makeUnit()} seasons={[summer]} />);
    fireEvent.change(screen.getByLabelText(/Season name/), { target: { value: 'High summer' } });
    const save = screen.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toHaveProperty('disabled', false));
    fireEvent.click(save);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const { id: _id, ...season } = summer;
    expect(sentBody(fetch.mock.calls[0]?.[1])).toEqual({ seasons: [{ ...season, name: 'High summer' }] });
  });
});
