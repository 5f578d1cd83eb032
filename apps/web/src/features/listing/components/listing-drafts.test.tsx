import type { ListingInProgress } from '@hostdeck/contract/home/home.schemas';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/shared/ui/testing/mock-api';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { ListingDrafts } from './listing-drafts';
import { PropertyKindChooser } from './property-kind-chooser';

const untouched: ListingInProgress = {
  propertyId: 'P-1',
  unitId: 'U-1',
  title: null,
  completedSteps: 0,
  totalSteps: 16,
  progressPercent: 0,
  flow: 'single-unit',
};

describe('listing drafts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('starting a single unit again reopens the untouched draft instead of creating another', async () => {
    const fetch = mockApi({});
    const { router } = await renderUi(<PropertyKindChooser drafts={[untouched]} />, {
      routes: [{ path: '/listing/single-unit/:p/:u/property', element: <p>step</p> }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'List a single unit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/listing/single-unit/P-1/U-1/property'));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('discards a draft after saying what will be lost', async () => {
    let deleted = false;
    mockApi({
      'DELETE /api/app/property-unit/U-2': () => {
        deleted = true;
        return null;
      },
    });
    await renderUi(
      <ListingDrafts drafts={[{ ...untouched, unitId: 'U-2', title: 'Old mill', completedSteps: 3 }]} />,
    );
    expect(screen.getByText('3 of 16 steps done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Old mill' }).getAttribute('href')).toBe(
      '/listing?propertyId=P-1&unitId=U-2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Discard Old mill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard this listing?' });
    expect(dialog.textContent).toContain('“Old mill” and everything entered for it will be deleted');
    fireEvent.click(screen.getByRole('button', { name: 'Discard listing' }));
    await waitFor(() => expect(deleted).toBe(true));
  });
});
