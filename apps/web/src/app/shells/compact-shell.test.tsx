import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { CompactShell } from './compact-shell';

const liveUpdates = vi.hoisted(() => ({ active: [] as boolean[] }));
vi.mock('@/app/live/use-live-updates', () => ({
  useLiveUpdates: (active: boolean) => void liveUpdates.active.push(active),
}));

function renderShell(userInfo = makeUserInfo()) {
  mockApi({
    'GET /api/app/user/info': userInfo,
    'GET /api/app/booking-requests-pending-count': { count: 2 },
  });
  return renderUi(<CompactShell />, {
    path: '/checklist/u-1',
    children: [{ path: '/checklist/:unitId', element: <p>checklist page</p> }],
    userInfo,
  });
}

afterEach(() => {
  liveUpdates.active = [];
  vi.restoreAllMocks();
});

describe('the compact frame keeps the live connection (issue 15: live updates everywhere)', () => {
  it("joins the tab's live connection for a host", async () => {
    await renderShell();
    expect(await screen.findByText('checklist page')).toBeTruthy();
    expect(liveUpdates.active.at(-1)).toBe(true);
  });

  it('joins it for staff only while they act as a host', async () => {
    await renderShell(makeUserInfo({ role: 'staff', isImpersonating: false }));
    expect(await screen.findByText('checklist page')).toBeTruthy();
    expect(liveUpdates.active.at(-1)).toBe(false);
  });
});
