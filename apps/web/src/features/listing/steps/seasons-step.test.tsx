import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/shared/ui/testing/unit-fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { bodiesOf, framed, makeStepProps } from '../pricing/pricing.fixtures';
import { SeasonsStep } from './seasons-step';

afterEach(() => vi.unstubAllGlobals());

const summer = {
  id: 's-1',
  name: 'Summer',
  startDate: '2027-07-01',
  endDate: '2027-08-31',
  nightly: 180,
  minimumStayNights: 7,
};
const seasonsUrl = 'GET /api/app/property-unit/u-1/seasons';
const save = () => screen.getByRole('button', { name: 'Save and continue' });

function fill(row: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(row).getByLabelText(new RegExp(label)), { target: { value } });
  }
}

describe('seasons step', () => {
  it('says the nightly price applies all year when there is no season, and saves an added one', async () => {
    const fetch = mockApi({
      [seasonsUrl]: { items: [] },
      'PUT /api/app/property-unit/u-1/seasons': { items: [summer] },
    });
    const { element, onSaved } = framed(<SeasonsStep {...makeStepProps()} />);
    await renderUi(element);
    expect(await screen.findByText('No seasonal prices: the nightly price applies all year.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Seasonal prices' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const row = screen.getByRole('group', { name: 'Season 1' });
    fill(row, { 'Season name': 'Summer', 'First night': '2027-07-01', 'Last night': '2027-08-31' });
    fireEvent.change(within(row).getByRole('textbox', { name: /Price per night/ }), {
      target: { value: '180' },
    });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    // The new row starts from the unit's minimum stay (2 nights in the fixture).
    expect(bodiesOf(fetch, 'PUT')).toEqual([
      {
        seasons: [
          {
            name: 'Summer',
            startDate: '2027-07-01',
            endDate: '2027-08-31',
            nightly: 180,
            minimumStayNights: 2,
          },
        ],
      },
    ]);
  });

  it('puts the overlap on the row that overlaps, naming the season it clashes with', async () => {
    mockApi({ [seasonsUrl]: { items: [summer] } });
    await renderUi(framed(<SeasonsStep {...makeStepProps()} />).element);
    await screen.findByRole('group', { name: 'Season 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a season' }));
    const second = screen.getByRole('group', { name: 'Season 2' });
    fill(second, { 'Season name': 'Late summer', 'First night': '2027-08-15', 'Last night': '2027-09-15' });
    expect(await within(second).findByText('These dates overlap season 1.')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Season 1' })).queryByText(/overlap/)).toBeNull();
    expect(save()).toHaveProperty('disabled', true);
    // Moving the first season's end before the second one starts clears the clash.
    fill(screen.getByRole('group', { name: 'Season 1' }), { 'Last night': '2027-08-10' });
    await waitFor(() => expect(within(second).queryByText(/overlap/)).toBeNull());
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
  });

  it('refuses a season that ends before it starts, on its last night', async () => {
    mockApi({ [seasonsUrl]: { items: [summer] } });
    await renderUi(framed(<SeasonsStep {...makeStepProps()} />).element);
    const row = await screen.findByRole('group', { name: 'Season 1' });
    fill(row, { 'Last night': '2027-06-01' });
    expect(await within(row).findByText('The last night is before the first night.')).toBeTruthy();
    expect(
      within(row)
        .getByLabelText(/Last night/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('removes a season and saves the empty list', async () => {
    const fetch = mockApi({
      [seasonsUrl]: { items: [summer] },
      'PUT /api/app/property-unit/u-1/seasons': { items: [] },
    });
    await renderUi(framed(<SeasonsStep {...makeStepProps()} />).element);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove season 1' }));
    expect(screen.getByText('No seasonal prices: the nightly price applies all year.')).toBeTruthy();
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    await waitFor(() => expect(bodiesOf(fetch, 'PUT')).toEqual([{ seasons: [] }]));
  });

  it("shows the server's field error on that season's field", async () => {
    const fetch = vi.fn(async (_input: unknown, init?: RequestInit) =>
      init?.method === 'PUT'
        ? jsonResponse(400, {
            code: 'common.validation',
            message: 'Invalid payload',
            errors: [{ field: 'seasons.0.name', message: 'Name already used', code: 'invalid' }],
          })
        : jsonResponse(200, { items: [summer] }),
    );
    vi.stubGlobal('fetch', fetch);
    await renderUi(framed(<SeasonsStep {...makeStepProps()} />).element);
    const row = await screen.findByRole('group', { name: 'Season 1' });
    await waitFor(() => expect(save()).toHaveProperty('disabled', false));
    fireEvent.click(save());
    expect(await within(row).findByText('Name already used')).toBeTruthy();
  });
});
