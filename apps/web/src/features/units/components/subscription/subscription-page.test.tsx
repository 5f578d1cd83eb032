import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { SubscriptionPage } from './subscription-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const credit = { enabled: true, quota: 10, used: 4, remaining: 6 };

describe('subscription page', () => {
  it('shows the plan expiry with its flag, leads, publications and credits, and says billing comes later', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-01T00:00:00Z'));
    mockApi({
      'GET /api/app/v2/user/subscription': {
        subscription: { id: 's-1', expirationDate: '2026-12-31T00:00:00Z' },
        leads: { enabled: true, remaining: 2, total: 20 },
        unitPublish: { cost: 1, quota: 5, used: 2 },
        boost: { availableItems: 0, cost: 1, level: 'account', quota: 3, scheduledPeriods: [], used: 1 },
        coinCredits: { unitPublish: credit, boost: { ...credit, enabled: false } },
      },
    });
    await renderUi(<SubscriptionPage propertyId="p-1" unitId="u-1" variant="overview" />);
    expect(await screen.findByText('Expires soon')).toBeTruthy();
    expect(screen.getByText('2 of 20 remaining')).toBeTruthy();
    expect(screen.getByText('Running low')).toBeTruthy();
    expect(screen.getByText('3 remaining')).toBeTruthy();
    expect(screen.getByText('Unit publications: 6 of 10 remaining')).toBeTruthy();
    expect(screen.getByText(/arrive with billing in a later release/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Manage subscription' }).getAttribute('href')).toBe(
      '/properties/p-1/units/u-1/manage-subscription',
    );
  });
});
