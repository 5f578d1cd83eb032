import type { PropertyListItem, PropertyListUnit } from '@hostdeck/contract/properties/property-list.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { PropertiesListPage } from './properties-list-page';

const online: Pick<PropertyListUnit, 'availableActions'> = { availableActions: ['unpublish'] };
const offline: Pick<PropertyListUnit, 'availableActions'> = { availableActions: ['publish', 'delete'] };
const seaView: PropertyListItem = {
  id: 'p-1',
  propertyType: 'multi',
  title: 'Sea view houses',
  state: 'ACTIVE',
  unitSummary: { total: 4, published: 2, inProgress: 1, actionNeeded: 1 },
  units: [
    { id: 'u-1', title: 'Upper flat', state: 'PUBLISHED', thumbnail: null, previewLinkCount: 1, ...online },
    { id: 'u-2', title: 'Lower flat', state: 'PUBLISHED', thumbnail: null, previewLinkCount: 0, ...online },
    { id: 'u-3', title: 'Garden room', state: 'REJECTED_BY_STAFF', thumbnail: null, ...offline },
    { id: 'u-4', title: 'Attic', state: 'IN_PROGRESS', thumbnail: null, ...offline },
  ],
};

function listAnswer(items: PropertyListItem[], page = 1, pageCount = 1) {
  return { items, pagination: { page, pageSize: 20, total: items.length, pageCount } };
}

afterEach(() => vi.unstubAllGlobals());

describe('PropertiesListPage', () => {
  it('shows a skeleton, then each property with its summary and state badges', async () => {
    mockApi({ 'GET /api/app/property-list': listAnswer([seaView]) });
    await renderUi(<PropertiesListPage />, { path: '/properties' });
    expect(screen.getByLabelText('Loading your properties').getAttribute('aria-busy')).toBe('true');
    const card = await screen.findByRole('article', { name: 'Sea view houses' });
    expect(within(card).getByRole('link', { name: 'Open Sea view houses' }).getAttribute('href')).toBe(
      '/properties/p-1',
    );
    expect(within(card).getByText('Multi-unit property · 4 units')).toBeTruthy();
    expect(within(card).getByText('1 need action')).toBeTruthy();
    const units = within(card).getAllByRole('listitem');
    expect(units.map((unit) => unit.textContent)).toEqual([
      'Upper flatPublished',
      'Lower flatPublishing',
      'Garden roomAction needed',
      'AtticIn progress',
    ]);
    // Published without preview links explains itself.
    expect(
      within(units[1]!).getByRole('img', { name: /being published. Preview links appear once it is live/ }),
    ).toBeTruthy();
    expect(within(units[0]!).queryByRole('img')).toBeNull();
    // Each unit opens its settings.
    expect(within(units[2]!).getByRole('link', { name: 'Garden room' }).getAttribute('href')).toBe(
      '/properties/p-1/units/u-3',
    );
  });

  it('opens a property or a unit in the app on a plain click, and leaves a modified click to the browser', async () => {
    mockApi({ 'GET /api/app/property-list': listAnswer([seaView]) });
    const { router } = await renderUi(<PropertiesListPage />, { path: '/properties?q=sea' });
    // Whether the app took each click over, read after it had its turn; jsdom cannot open tabs.
    const takenOver: boolean[] = [];
    const leaveToBrowser = (event: MouseEvent) => {
      takenOver.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', leaveToBrowser);
    try {
      const card = await screen.findByRole('article', { name: 'Sea view houses' });
      const unitLink = within(card).getByRole('link', { name: 'Attic' });
      fireEvent.click(unitLink, { ctrlKey: true });
      fireEvent.click(unitLink, { metaKey: true });
      fireEvent.click(unitLink, { button: 1 });
      expect(takenOver).toEqual([false, false, false]);
      expect(router.state.location.pathname).toBe('/properties');
      fireEvent.click(unitLink);
      expect(takenOver.at(-1)).toBe(true);
      expect(router.state.location.pathname).toBe('/properties/p-1/units/u-4');
      expect(await screen.findByText('elsewhere')).toBeTruthy();
      await router.navigate('/properties');
      fireEvent.click(await screen.findByRole('link', { name: 'Open Sea view houses' }));
      expect(router.state.location.pathname).toBe('/properties/p-1');
    } finally {
      document.removeEventListener('click', leaveToBrowser);
    }
  });

  it('shows the empty state with a way to add a property', async () => {
    mockApi({ 'GET /api/app/property-list': listAnswer([], 1, 0) });
    await renderUi(<PropertiesListPage />, { path: '/properties' });
    expect(await screen.findByText('No properties yet')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: 'Add a property' });
    expect(links.every((link) => link.getAttribute('href') === '/listing/add-property')).toBe(true);
    expect(links).toHaveLength(2);
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    mockApi({
      'GET /api/app/property-list': () => {
        if (fail) throw new Error('down');
        return listAnswer([seaView]);
      },
    });
    await renderUi(<PropertiesListPage />, { path: '/properties' });
    expect(await screen.findByText('Your properties could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Sea view houses' })).toBeTruthy();
  });

  it('searches with the trimmed text after the debounce, keeps it in the address and starts at page 1', async () => {
    const fetch = mockApi({
      'GET /api/app/property-list': ({ url }: { url: URL }) =>
        url.searchParams.get('criteria[search]') === 'sea' ? listAnswer([seaView]) : listAnswer([], 1, 0),
    });
    const { router } = await renderUi(<PropertiesListPage />, { path: '/properties?page=3' });
    await screen.findByText('No properties yet');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      fireEvent.change(screen.getByLabelText('Search properties'), { target: { value: '  s' } });
      fireEvent.change(screen.getByLabelText('Search properties'), { target: { value: '  sea ' } });
      await vi.advanceTimersByTimeAsync(300);
      expect(router.state.location.search).toBe('?page=3');
      await vi.advanceTimersByTimeAsync(100);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('article', { name: 'Sea view houses' })).toBeTruthy();
    expect(router.state.location.search).toBe('?q=sea');
    const searched = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    // Only the settled, trimmed text reached the server, and on page 1.
    expect(searched.map((url) => url.searchParams.get('criteria[search]'))).toEqual([null, 'sea']);
    expect(searched.at(-1)?.searchParams.get('page')).toBe('1');
  });

  it('offers to clear a search that found nothing', async () => {
    mockApi({
      'GET /api/app/property-list': ({ url }: { url: URL }) =>
        url.searchParams.has('criteria[search]') ? listAnswer([], 1, 0) : listAnswer([seaView]),
    });
    const { router } = await renderUi(<PropertiesListPage />, { path: '/properties?q=zzz' });
    expect(await screen.findByText('No property matches “zzz”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('article', { name: 'Sea view houses' })).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect((screen.getByLabelText('Search properties') as HTMLInputElement).value).toBe('');
  });

  it('pages through the list with the page in the address', async () => {
    const second: PropertyListItem = { ...seaView, id: 'p-2', title: 'Mountain cabin' };
    mockApi({
      'GET /api/app/property-list': ({ url }: { url: URL }) =>
        url.searchParams.get('page') === '2' ? listAnswer([second], 2, 2) : listAnswer([seaView], 1, 2),
    });
    const { router } = await renderUi(<PropertiesListPage />, { path: '/properties' });
    await screen.findByRole('article', { name: 'Sea view houses' });
    // The page control loads with the second page's existence.
    fireEvent.click(await screen.findByRole('button', { name: '2' }));
    expect(await screen.findByRole('article', { name: 'Mountain cabin' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
  });
});
