import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { PreviewButton } from './preview-button';

const one = [{ label: 'Sea view flat', url: 'https://example.test/preview/u-1' }];
const several = [
  { label: 'Main site', url: 'https://example.test/preview/u-1' },
  { label: 'Partner site', url: 'https://partner.test/u-1' },
];

function interactions(dismissed: boolean) {
  return {
    interactions: dismissed
      ? [{ interactionType: 'preview_info_dismissed', createdAt: '2030-01-01T00:00:00Z', interacted: true }]
      : [{ interactionType: 'welcome_tour_seen', createdAt: '2030-01-01T00:00:00Z', interacted: true }],
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('PreviewButton', () => {
  it('is disabled with an explanation while the unit has no link', async () => {
    mockApi({});
    await renderUi(<PreviewButton links={[]} />);
    expect(screen.getByRole('button', { name: 'Preview' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('opens the one link directly once the info was dismissed', async () => {
    mockApi({ 'GET /api/app/user/interactions': interactions(true) });
    await renderUi(<PreviewButton links={one} />);
    const link = await screen.findByRole('link', { name: 'Preview the public listing (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(one[0]?.url);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('lists several links in a modal', async () => {
    mockApi({ 'GET /api/app/user/interactions': interactions(true) });
    const { queryClient } = await renderUi(<PreviewButton links={several} />);
    // Once the interactions are known, the click goes straight to the list.
    await waitFor(() => expect(queryClient.getQueryState(['user', 'interactions'])?.status).toBe('success'));
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a preview' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.trim(), link.getAttribute('href')])).toEqual([
      ['Main site', 'https://example.test/preview/u-1'],
      ['Partner site', 'https://partner.test/u-1'],
    ]);
  });

  it('explains the preview the first time and remembers "do not show again"', async () => {
    const puts: unknown[] = [];
    mockApi({
      'GET /api/app/user/interactions': interactions(false),
      'PUT /api/app/user/interaction': ({ init }: { init: RequestInit | undefined }) => {
        puts.push(JSON.parse(String(init?.body)));
        return interactions(true);
      },
    });
    await renderUi(<PreviewButton links={one} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Previewing your listing' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show this again' }));
    const open = within(dialog).getByRole('link', { name: 'Open preview' });
    expect(open.getAttribute('href')).toBe(one[0]?.url);
    fireEvent.click(open);
    await waitFor(() =>
      expect(puts).toEqual([
        { interactions: [{ interactionType: 'preview_info_dismissed', interacted: true }] },
      ]),
    );
    // From now on the button is the link itself.
    expect(
      await screen.findByRole('link', { name: 'Preview the public listing (opens in a new tab)' }),
    ).toBeTruthy();
  });

  it('shows the info again next time when the box was left unticked, then the list for several links', async () => {
    const fetch = mockApi({ 'GET /api/app/user/interactions': interactions(false) });
    await renderUi(<PreviewButton links={several} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Preview' }));
    const info = await screen.findByRole('dialog', { name: 'Previewing your listing' });
    fireEvent.click(within(info).getByRole('button', { name: 'Open preview' }));
    expect(await screen.findByRole('dialog', { name: 'Choose a preview' })).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });
});
