import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { whenPageSettled } from '@/shared/ui/use-page-settled';
import { DashboardShell } from './dashboard-shell';

const pagination = { page: 1, pageSize: 20, total: 0, pageCount: 0 };

// The banner's code arrives only when the test lets it: in its own file, so no earlier render has
// loaded the banner already. The test delivers it once the shell has asked for it: delivered
// before, the release would be lost and the banner would never come.
let bannerAsked = () => {};
const asked = new Promise<void>((resolve) => {
  bannerAsked = resolve;
});
let deliverBanner = () => {};
vi.doMock('@/features/staff/components/impersonation-banner', async () => {
  await new Promise<void>((resolve) => {
    deliverBanner = resolve;
    bannerAsked();
  });
  return vi.importActual('@/features/staff/components/impersonation-banner');
});

describe('staff impersonation banner on its way', () => {
  it('keeps the frame under the spinner until the banner is there, so it never pushes the page down', async () => {
    const impersonating = makeUserInfo({ isImpersonating: true });
    mockApi({
      'GET /api/app/user/info': impersonating,
      'GET /api/app/booking-requests-pending-count': { count: 0 },
      'GET /api/app/messaging/unread-count': { count: 0 },
      'GET /api/app/notifications': { items: [], unreadCount: 0, pagination },
      'GET /api/app/property-list': { items: [], pagination },
    });
    await renderUi(<DashboardShell />, {
      path: '/home',
      children: [{ path: '/home', element: <p>home page</p> }],
      userInfo: impersonating,
    });
    expect(await screen.findByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByText('home page')).toBeNull();

    await asked;
    deliverBanner();
    const banner = (await screen.findByText('Staff impersonation')).closest('[role="status"]');
    expect(banner?.textContent).toContain('Anna Berg');
    expect(
      within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main navigation' }),
    ).toBeTruthy();
    expect(screen.getByText('home page')).toBeTruthy();

    // The shell's deferred parts (the notifications dropdown's code) load once the page has
    // settled: let them arrive before the test's environment is torn down.
    await new Promise<void>((resolve) => whenPageSettled(resolve));
    await vi.dynamicImportSettled();
  });
});
