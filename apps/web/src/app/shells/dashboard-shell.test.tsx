import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allFeatures, makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { closeLiveConnection } from '@/shared/live/live-connection';
import { DashboardShell } from './dashboard-shell';

const pagination = { page: 1, pageSize: 20, total: 0, pageCount: 0 };

function hostApi(userInfo = makeUserInfo(), counts = { pending: 3, unread: 12 }) {
  return {
    'GET /api/app/user/info': userInfo,
    'GET /api/app/booking-requests-pending-count': { count: counts.pending },
    'GET /api/app/messaging/unread-count': { count: counts.unread },
    'GET /api/app/notifications': { items: [], unreadCount: 0, pagination },
    'GET /api/app/property-list': { items: [], pagination },
  };
}

const pageRoutes = [
  { path: '/home', element: <p>home page</p> },
  { path: '/staff', element: <p>staff page</p> },
];

function renderShell(path = '/home', userInfo = makeUserInfo()) {
  return renderUi(<DashboardShell />, { path, children: pageRoutes, userInfo });
}

afterEach(() => {
  // Unmounted first, so the shell leaves the live connection; then no socket lingers into the next case.
  cleanup();
  closeLiveConnection();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DashboardShell on desktop', () => {
  it('renders header, navigation with its badges and the page', async () => {
    mockApi(hostApi());
    await renderShell();
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    // 3 pending requests: the number; 12 unread conversations: above the limit, a dot only.
    const reservations = await within(nav).findByRole('link', { name: /Reservations/ });
    await waitFor(() => expect(within(reservations).getByTestId('count-badge').textContent).toBe('3'));
    expect(reservations.getAttribute('href')).toBe('/reservations/requests');
    await waitFor(() =>
      expect(
        within(within(nav).getByRole('link', { name: /Inbox/ })).getByTestId('count-badge').textContent,
      ).toBe(''),
    );
    expect(within(nav).getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    // Statistics are not built yet: the link says so before the click.
    const statistics = within(nav).getByRole('link', { name: 'Statistics (coming soon)' });
    expect(statistics.getAttribute('href')).toBe('/insights/earnings');
    expect(within(statistics).getByTestId('soon-badge').textContent).toBe('Soon');
    expect(within(nav).queryByRole('link', { name: 'Properties (coming soon)' })).toBeNull();
  });

  it('does not show the impersonation banner to a host', async () => {
    mockApi(hostApi());
    await renderShell();
    await screen.findByText('home page');
    expect(screen.queryByText('Staff impersonation')).toBeNull();
  });

  it('lists the account menu entries the host may use', async () => {
    mockApi(hostApi());
    await renderShell(
      '/home',
      makeUserInfo({
        appFeatures: { ...allFeatures, commissionApplicable: false, isSubscriptionCheckoutAvailable: true },
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Account menu for Anna Berg' }));
    const menu = await screen.findByRole('menu');
    // Account pages are not built yet (marked "Soon"); language, password and log out work today.
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => [
          item.textContent?.replace('Soon(coming soon)', ''),
          !!within(item).queryByTestId('soon-badge'),
        ]),
    ).toEqual([
      ['Profile', true],
      ['Billing', true],
      ['Payment details', true],
      ['Language and region', false],
      ['Change password', false],
      ['Log out', false],
    ]);
    const password = within(menu).getByRole('menuitem', { name: 'Change password' });
    // The host config's password address (fixtures: '/password'), not an app route.
    expect(password.getAttribute('href')).toBe('/password');
  });
});

describe('staff impersonation banner', () => {
  it('shows while impersonating and stops through the API, then opens the staff page', async () => {
    const impersonating = makeUserInfo({ isImpersonating: true });
    const staffUser = makeUserInfo({ role: 'staff', firstName: 'Sam', lastName: 'Staff' });
    let stopped = false;
    const fetchSpy = mockApi({
      ...hostApi(impersonating),
      'GET /api/app/user/info': () => (stopped ? staffUser : impersonating),
      'DELETE /api/staff/impersonation': () => {
        stopped = true;
        return { active: false, host: null };
      },
    });
    await renderShell('/home', impersonating);
    const banner = (await screen.findByText('Staff impersonation')).closest('[role="status"]');
    expect(banner?.textContent).toContain('Staff impersonation');
    expect(banner?.textContent).toContain('Anna Berg');

    fireEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
    expect(await screen.findByText('staff page')).toBeTruthy();
    const calls = fetchSpy.mock.calls.map(
      ([url, init]) => `${init?.method ?? 'GET'} ${new URL(String(url), 'http://localhost').pathname}`,
    );
    expect(calls).toContain('DELETE /api/staff/impersonation');
    expect(calls.lastIndexOf('GET /api/app/user/info')).toBeGreaterThan(
      calls.indexOf('DELETE /api/staff/impersonation'),
    );
    await waitFor(() => expect(screen.queryByText('Staff impersonation')).toBeNull());
  });
});

describe('staff user acting as nobody', () => {
  const staffUser = makeUserInfo({
    role: 'staff',
    firstName: 'Sam',
    lastName: 'Support',
    isImpersonating: false,
  });

  it('is taken from any dashboard page to /staff, in a frame without host navigation', async () => {
    const fetchSpy = mockApi({ 'GET /api/app/user/info': staffUser });
    await renderShell('/home', staffUser);
    expect(await screen.findByText('staff page')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.getByText('Signed in as Sam Support (staff)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    // No host call (badges, units, notifications) is made for staff: each would answer 403.
    const calledUrls = fetchSpy.mock.calls.map(([input]) => String(input));
    expect(calledUrls.filter((url) => !url.includes('/api/app/user/info'))).toEqual([]);
  });
});

describe('DashboardShell on mobile', () => {
  it('shows the footer navigation and, in the header, unit selector, inbox, bell and account menu with log out', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    mockApi(hostApi(makeUserInfo(), { pending: 2, unread: 0 }));
    await renderShell();
    expect(await screen.findByText('home page')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [
          link.textContent?.replace(/\d+|Soon/g, ''),
          !!within(link).queryByTestId('soon-badge'),
        ]),
    ).toEqual([
      ['Overview', false],
      ['Calendar', false],
      ['Statistics', true],
      ['Reservations', false],
      ['Properties', false],
    ]);
    await waitFor(() => expect(within(nav).getByTestId('footer-badge').textContent).toBe('2'));
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Choose a unit' })).toBeTruthy();
    expect(
      within(header)
        .getByRole('link', { name: /^Inbox(?!.*coming soon)/ })
        .getAttribute('href'),
    ).toBe('/messages');
    expect(within(header).getByRole('button', { name: /Notifications/ })).toBeTruthy();
    fireEvent.click(within(header).getByRole('button', { name: 'Account menu for Anna Berg' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' }).getAttribute('href')).toBe('/logout');
    expect(within(menu).getByRole('menuitem', { name: /Language and region/ })).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: /Help center/ })).toBeTruthy();
  });
});
