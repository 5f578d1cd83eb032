import { hostListingState } from '@hostdeck/contract/listing/listing-host.rules';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/shared/api/query-keys';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { jsonResponse, makeProperty, makeUnit } from '@/shared/ui/testing/unit-fixtures';
import { PublishStep } from './publish-step';

const user = makeUserInfo({ onboardingStatus: 'finished' });
const property = makeProperty({ firstFinishedUnitId: null, firstInProgressUnitId: 'u-1' });
const unit = makeUnit({ state: 'IN_PROGRESS', availableActions: ['publish', 'delete'] });
const input = {
  propertyType: 'single',
  propertyHasFinishedUnit: false,
  onboardingFinished: true,
  userType: user.type,
  appFeatures: user.appFeatures,
  hasRegionalRequirements: false,
  completedSteps: [],
} as const;
const allRequired = hostListingState(input).missingSteps;

function renderPublish(props: { unit?: typeof unit } = {}) {
  const element = (
    <PublishStep
      flowType="single-unit"
      page="publish"
      property={property}
      unit={props.unit ?? unit}
      user={user}
      complete={() => Promise.resolve()}
      goTo={() => undefined}
    />
  );
  return renderUi(<Outlet />, {
    path: '/listing/single-unit/p-1/u-1/publish',
    userInfo: user,
    children: [{ path: '/listing/single-unit/:propertyId/:unitId/publish', element }],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('publish step', () => {
  it('lists the missing steps as links and keeps Publish disabled', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/listing-progress': { unitId: 'u-1', completedSteps: ['property'] },
    });
    await renderPublish();
    const link = await screen.findByRole('link', { name: 'Location' });
    expect(link.getAttribute('href')).toBe('/listing/single-unit/p-1/u-1/location');
    expect(screen.queryByRole('link', { name: 'Type of property' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });

  it('keeps Publish disabled while the registration number is invalid', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/listing-progress': { unitId: 'u-1', completedSteps: allRequired },
    });
    await renderPublish({
      unit: {
        ...unit,
        availableActions: ['delete'],
        invalidFields: [{ field: 'registrationNumber', propertyId: 'p-1', unitId: 'u-1' }],
      },
    });
    expect(await screen.findByText(/registration number is not valid/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
  });

  it('keeps Publish disabled when the server does not offer it, every step done', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/listing-progress': { unitId: 'u-1', completedSteps: allRequired },
    });
    const { queryClient } = await renderPublish({ unit: { ...unit, availableActions: ['delete'] } });
    // The progress is in and nothing is missing, yet Publish stays off: the unit's answer decides.
    await waitFor(() =>
      expect(queryClient.getQueryData(queryKeys.units.listingProgress('u-1'))).toBeTruthy(),
    );
    expect(screen.queryByRole('link', { name: 'Location' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    expect(screen.queryByText(/registration number is not valid/)).toBeNull();
  });

  it('publishes and opens the completed page', async () => {
    mockApi({
      'GET /api/app/property-unit/u-1/listing-progress': { unitId: 'u-1', completedSteps: allRequired },
      'PATCH /api/app/property-unit/u-1/publish': { unit: { ...unit, state: 'PUBLISHED' }, userInfo: user },
    });
    const { router } = await renderPublish();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toHaveProperty('disabled', false));
    fireEvent.click(publish);
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/p-1/u-1/completed'));
  });

  it('shows the steps a refusal names', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) =>
        init?.method === 'PATCH'
          ? jsonResponse(409, {
              code: 'units.listingIncomplete',
              message: 'Incomplete',
              errors: [{ field: 'photos', message: 'Missing', code: 'units.listingIncomplete' }],
            })
          : jsonResponse(200, { unitId: 'u-1', completedSteps: allRequired }),
      ),
    );
    await renderPublish();
    const publish = await screen.findByRole('button', { name: 'Publish' });
    await waitFor(() => expect(publish).toHaveProperty('disabled', false));
    fireEvent.click(publish);
    expect(await screen.findByRole('link', { name: 'Photos' })).toBeTruthy();
  });
});
