import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { makeUserInfo } from '@/shared/ui/testing/fixtures';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { makeProperty, makeUnit, sentBody } from '@/shared/ui/testing/unit-fixtures';
import { useFormFrame, useHeadingOrder } from '@/shared/forms/form-frame';
import { Component as StepRoute } from './listing-step.route';

// The step pages belong to other files; a stand-in shows what the frame gives every page.
vi.mock('@/features/listing/steps/step-registry', () => {
  function StandInStep() {
    const frame = useFormFrame();
    const headings = useHeadingOrder();
    return (
      <div>
        {headings.page === 1 ? <h1>stand-in page</h1> : <h2>stand-in page</h2>}
        {frame?.actions}
        <button type="button" onClick={() => void frame?.onSaved()}>
          {frame?.submitLabel}
        </button>
      </div>
    );
  }
  return { stepPages: new Proxy({}, { get: () => StandInStep }) };
});

const property = makeProperty({ firstFinishedUnitId: null, firstInProgressUnitId: 'u-1' });
const user = makeUserInfo({ onboardingStatus: 'finished' });

function api(completedSteps: string[], unitState = 'IN_PROGRESS') {
  return mockApi({
    'GET /api/app/properties/p-1': property,
    'GET /api/app/property-unit/u-1': makeUnit({ state: unitState as 'IN_PROGRESS' }),
    'GET /api/app/property-unit/u-1/listing-progress': { unitId: 'u-1', completedSteps },
    'PUT /api/app/property-unit/u-1/listing-progress': ({ init }: { init: RequestInit | undefined }) => ({
      unitId: 'u-1',
      ...(sentBody(init) as object),
    }),
  });
}

function renderStep(path: string) {
  return renderUi(<Outlet />, {
    path,
    userInfo: user,
    children: [{ path: '/listing/single-unit/:propertyId/:unitId/*', element: <StepRoute /> }],
    routes: [
      { path: '/properties/:propertyId/units/:unitId', element: <p>unit settings</p> },
      { path: '/listing/:propertyId/:unitId/completed', element: <p>completed page</p> },
    ],
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('listing step layout', () => {
  it('shows the groups, the progress and no back or skip on the first page', async () => {
    api([]);
    await renderStep('/listing/single-unit/p-1/u-1/property');
    expect(await screen.findByText(/^Step 1 of \d+ · Type of property$/)).toBeTruthy();
    // Inside the listing frame the page's own title is the one h1.
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'stand-in page',
    ]);
    const groups = screen.getByRole('navigation', { name: 'Listing steps' });
    expect(within(groups).getByText('Property basics').getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('progressbar', { name: 'Listing 0% complete' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Skip for now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Save and exit' }).getAttribute('href')).toBe('/properties');
    // jsdom has no layout: contrast is left to the browser tests.
    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('offers back and skip on a skippable step', async () => {
    api(['property', 'location', 'location/address']);
    await renderStep('/listing/single-unit/p-1/u-1/amenities');
    expect((await screen.findByRole('link', { name: 'Back' })).getAttribute('href')).toBe(
      '/listing/single-unit/p-1/u-1/photos',
    );
    expect(screen.getByRole('link', { name: 'Skip for now' }).getAttribute('href')).toBe(
      '/listing/single-unit/p-1/u-1/title',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-label')).toMatch(/Listing \d+% complete/);
  });

  it('records the step and moves on when the page is saved', async () => {
    const fetch = api(['property']);
    const { router } = await renderStep('/listing/single-unit/p-1/u-1/location');
    fireEvent.click(await screen.findByRole('button', { name: 'Save and continue' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/listing/single-unit/p-1/u-1/location/address'),
    );
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toEqual({ completedSteps: ['property', 'location'] });
  });

  it('sends a hidden page and the index to the next step', async () => {
    api(['property']);
    const { router } = await renderStep('/listing/single-unit/p-1/u-1/property-title');
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/single-unit/p-1/u-1/location'));
  });

  it('sends a unit that is no longer in progress to its settings', async () => {
    api([], 'PUBLISHED');
    await renderStep('/listing/single-unit/p-1/u-1/photos');
    expect(await screen.findByText('unit settings')).toBeTruthy();
  });

  it('sends the publish page of a unit that was just published to the completed page', async () => {
    api([], 'UNDER_REVIEW');
    await renderStep('/listing/single-unit/p-1/u-1/publish');
    expect(await screen.findByText('completed page')).toBeTruthy();
  });
});
