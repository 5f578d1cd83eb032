import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { UnitSelector } from './unit-selector';

const single = (n: number): UnitListItem => ({
  id: `s-${n}`,
  title: `Flat ${n}`,
  propertyType: 'single',
  accommodationType: 'apartment',
  propertyId: `p-${n}`,
  propertyUnitPublicId: `s-${n}`,
  units: [],
});
const villas: UnitListItem = {
  id: 'm-1',
  title: 'Villa park',
  propertyType: 'multi',
  accommodationType: null,
  propertyId: 'm-1',
  propertyUnitPublicId: 'v-1',
  units: [
    { id: 'v-1', title: 'Villa one', state: 'PUBLISHED' },
    { id: 'v-2', title: 'Villa two', state: 'IN_PROGRESS' },
  ],
};

function page(items: UnitListItem[], pageNumber: number, pageCount: number) {
  return { items, pagination: { page: pageNumber, pageSize: 20, total: pageCount * 20, pageCount } };
}

async function openSelector() {
  fireEvent.click(screen.getByRole('button', { name: 'Choose a unit' }));
  return screen.findByRole('dialog', { name: 'Your units' });
}

afterEach(() => vi.unstubAllGlobals());

describe('UnitSelector', () => {
  it('groups single units and multi-unit properties, loads more pages of 20, and opens the calendar', async () => {
    const fetch = mockApi({
      'GET /api/app/property-units': ({ url }: { url: URL }) =>
        url.searchParams.get('page') === '2' ? page([single(2)], 2, 2) : page([villas, single(1)], 1, 2),
    });
    const { router } = await renderUi(<UnitSelector selectedUnitId={null} />, { path: '/home' });
    const dialog = await openSelector();
    const groups = await within(dialog).findAllByRole('group');
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual([
      'unit-selector-group-single-units',
      'unit-selector-group-m-1',
    ]);
    expect(
      within(groups[0]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Flat 1']);
    expect(
      within(groups[1]!)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Villa one', 'Villa two']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByRole('option', { name: 'Flat 2' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).toBeNull();
    const limits = fetch.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('limit'),
    );
    expect(limits).toEqual(['20', '20']);

    fireEvent.click(within(dialog).getByRole('option', { name: 'Villa two' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/v-2'));
  });

  it('moves with the arrow keys, picks with Enter and closes with Escape', async () => {
    mockApi({ 'GET /api/app/property-units': page([single(1), villas], 1, 1) });
    const { router } = await renderUi(<UnitSelector selectedUnitId={null} />, { path: '/home' });
    let dialog = await openSelector();
    await within(dialog).findByRole('option', { name: 'Flat 1' });
    const search = within(dialog).getByRole('combobox', { name: 'Search units' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowDown' });
    fireEvent.keyDown(search, { key: 'ArrowUp' });
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Villa one');
    fireEvent.keyDown(search, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openSelector();
    const again = within(dialog).getByRole('combobox', { name: 'Search units' });
    fireEvent.keyDown(again, { key: 'ArrowDown' });
    fireEvent.keyDown(again, { key: 'Enter' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/s-1'));
  });

  it('searches with the trimmed text after 500 ms and clears a search without results', async () => {
    const fetch = mockApi({
      'GET /api/app/property-units': ({ url }: { url: URL }) =>
        url.searchParams.has('criteria[search]') ? page([], 1, 0) : page([single(1)], 1, 1),
    });
    await renderUi(<UnitSelector selectedUnitId={null} />, { path: '/home' });
    const dialog = await openSelector();
    await within(dialog).findByRole('option', { name: 'Flat 1' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(within(dialog).getByRole('combobox'), { target: { value: ' zz ' } });
      await vi.advanceTimersByTimeAsync(450);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(100);
    } finally {
      vi.useRealTimers();
    }
    expect(await within(dialog).findByText('No unit matches “zz”.')).toBeTruthy();
    const searched = new URL(String(fetch.mock.calls[1]?.[0]), 'http://localhost');
    expect(searched.searchParams.get('criteria[search]')).toBe('zz');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear search' }));
    expect(await within(dialog).findByRole('option', { name: 'Flat 1' }, { timeout: 2000 })).toBeTruthy();
    expect((within(dialog).getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/app/property-units': () => {
        if (fail) throw new Error('down');
        return page([single(1)], 1, 1);
      },
    });
    await renderUi(<UnitSelector selectedUnitId={null} />, { path: '/home' });
    const dialog = await openSelector();
    expect(await within(dialog).findByText('Your units could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: 'Flat 1' })).toBeTruthy();
  });
});
