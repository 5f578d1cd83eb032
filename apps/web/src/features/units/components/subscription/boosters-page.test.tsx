import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { BoostersPage } from './boosters-page';

afterEach(() => vi.unstubAllGlobals());

const credit = { enabled: false, quota: 0, used: 0, remaining: 0 };
const subscription = (
  quota: number,
  used: number,
  scheduledPeriods: { startDate: string; endDate: string }[],
) => ({
  subscription: { id: 's-1', expirationDate: null },
  leads: { enabled: false, remaining: 0, total: 0 },
  unitPublish: { cost: 1, quota: 0, used: 0 },
  boost: { availableItems: 0, cost: 1, level: 'account', quota, scheduledPeriods, used },
  coinCredits: { unitPublish: credit, boost: credit },
});

describe('boosters page', () => {
  it('shows the boosts left and the scheduled periods', async () => {
    mockApi({
      'GET /api/app/v2/user/subscription': subscription(5, 2, [
        { startDate: '2026-12-01T00:00:00Z', endDate: '2026-12-08T00:00:00Z' },
      ]),
    });
    await renderUi(<BoostersPage />);
    expect(await screen.findByText('3 boosts remaining')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // Each day as it is in UTC, whatever the browser's time zone.
    expect(screen.getByText('Dec 1, 2026 to Dec 8, 2026')).toBeTruthy();
  });

  it('says when no boost is left', async () => {
    mockApi({ 'GET /api/app/v2/user/subscription': subscription(2, 2, []) });
    await renderUi(<BoostersPage />);
    expect(await screen.findByText('No boosts left.')).toBeTruthy();
    expect(screen.getByText('No boost is scheduled.')).toBeTruthy();
  });
});
