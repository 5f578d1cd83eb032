import { MantineProvider } from '@mantine/core';
import type { UserInfo } from '@hostdeck/contract/user/user.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nProvider } from '@/shared/i18n/i18n-provider';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/shared/auth/auth-context';
import { setAuthSession } from '@/shared/auth/auth-session';
import type { TranslationTree } from '@hostdeck/contract/public/public.schemas';
import { en } from '@hostdeck/translations/en/index';
import { createI18n } from '@/shared/i18n/create-i18n';
import { createRoutes } from './router';
import { StartupContext, type StartupContextValue } from './startup/startup-context';
import { queryKeys } from '@/shared/api/query-keys';
import { mockApi } from '@/shared/ui/testing/mock-api';

// The shells are the web-shell's; here they only need to render the page.
vi.mock('@/app/shells/dashboard-shell', async () => {
  const { Outlet } = await import('react-router');
  return { DashboardShell: () => <Outlet /> };
});
vi.mock('@/app/shells/compact-shell', async () => {
  const { Outlet } = await import('react-router');
  return { CompactShell: () => <Outlet /> };
});

const features = {
  bookingsAvailable: true,
  bookingsViewAvailable: true,
  commissionApplicable: false,
  inquiriesAvailable: true,
  inquiriesViewAvailable: true,
  subscriptionApplicable: true,
  isSubscriptionCheckoutAvailable: false,
  isB2B: false,
};

const startup = {
  hostConfig: { productTitle: 'Hostdeck', features: { overviewPage: false }, auth: { registerUrl: '' } },
  appSettings: { landingUrl: '' },
  openedAt: 0,
} as unknown as StartupContextValue;

async function renderAt(path: string, signedIn: boolean) {
  // The real English catalog: the routes render whole pages (the calendar, the reservations list),
  // whose texts a hand-made catalog of the asserted ones left missing, one warning each.
  const i18n = createI18n('en-US', en as unknown as Record<string, TranslationTree>);
  const queryClient = new QueryClient();
  queryClient.setQueryData(queryKeys.user.info(), { appFeatures: features } as UserInfo);
  const login = vi.fn(() => Promise.resolve());
  const auth = {
    user: signedIn ? { profile: { sub: 'u1' } } : null,
    status: 'ready',
    login,
  } as unknown as AuthContextValue;
  setAuthSession({
    getAccessToken: () => (signedIn ? 'token' : null),
    refresh: () => Promise.resolve(false),
    logout: () => Promise.resolve(),
  });
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <MantineProvider>
      <StartupContext.Provider value={startup}>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <AuthContext.Provider value={auth}>
              <RouterProvider router={router} />
            </AuthContext.Provider>
          </QueryClientProvider>
        </I18nProvider>
      </StartupContext.Provider>
    </MantineProvider>,
  );
  return { router, login };
}

describe('route table', () => {
  afterEach(() => setAuthSession(null));

  it('sends a logged-out visitor of /calendar to login with the return path', async () => {
    const { router, login } = await renderAt('/calendar', false);
    await waitFor(() => expect(login).toHaveBeenCalledWith('/calendar'));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the coming-soon page with a page title for a later section', async () => {
    await renderAt('/account', true);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.getByText('This section is coming in a later release.')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Account - Hostdeck'));
  });

  it("opens the month view of a host's only unit from /calendar", async () => {
    mockApi({
      'GET /api/app/property-units': {
        items: [
          {
            id: 'u1',
            title: 'Loft',
            propertyType: 'single',
            accommodationType: null,
            propertyId: 'p1',
            propertyUnitPublicId: 'u1',
            units: [],
          },
        ],
        pagination: { page: 1, pageSize: 100, total: 1, pageCount: 1 },
      },
    });
    const { router } = await renderAt('/calendar', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar/u1'));
    vi.unstubAllGlobals();
  });

  it('replaces an unknown reservations tab', async () => {
    const { router } = await renderAt('/reservations/nope', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations/all'));
    expect(await screen.findByRole('heading', { name: 'Reservations' })).toBeTruthy();
  });

  it('redirects legacy booking addresses, without the router warning about an empty leaf route', async () => {
    const warn = vi.spyOn(console, 'warn');
    const { router } = await renderAt('/bookings/requests', true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/reservations/requests'));
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/leaf route/);
    warn.mockRestore();
  });

  it('sends hosts without commission from /account/payout to the front door', async () => {
    const { router } = await renderAt('/account/payout', true);
    // '/' then forwards to the calendar, as the overview is off in this config.
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
  });
});

describe('page titles', () => {
  // Every page names itself in the tab ("Subtitle - Hostdeck"): a page route without a title would
  // show the bare product name. Redirects show nothing, so they need none; nor do the front door,
  // which only forwards, and the silent sign-in page, which runs in a hidden frame. Layouts (routes
  // with children) take their pages' titles.
  const titleless = ['/ (index)', '/silent-callback'];
  it('gives every page route a title of its own', () => {
    const untitled: string[] = [];
    const visit = (routes: RouteObject[], parent: string) => {
      for (const route of routes) {
        const path = route.index
          ? `${parent || '/'} (index)`
          : [parent, route.path].filter(Boolean).join('/');
        const handle = route.handle as { title?: string; redirectTarget?: string } | undefined;
        const isPage = route.lazy !== undefined && !route.children && !titleless.includes(path);
        const isRedirect = handle?.redirectTarget !== undefined || /redirect/.test(path);
        if (isPage && !isRedirect && !handle?.title) untitled.push(path || '/');
        visit(route.children ?? [], path);
      }
    };
    visit(createRoutes(new QueryClient()), '');
    expect(untitled).toEqual([]);
  });
});
