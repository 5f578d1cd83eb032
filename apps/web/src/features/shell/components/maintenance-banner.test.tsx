import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { maintenanceStorageKey, shouldShowMaintenance } from '../maintenance.rules';
import { MaintenanceBanner } from './maintenance-banner';

const now = new Date('2030-05-01T08:00:00Z');
const window1 = { id: 'mw-1', startsAt: '2030-05-02T22:00:00Z', endsAt: '2030-05-03T02:00:00Z' };
const window2 = { id: 'mw-2', startsAt: '2030-06-02T22:00:00Z', endsAt: '2030-06-03T02:00:00Z' };

afterEach(() => localStorage.clear());

describe('shouldShowMaintenance', () => {
  it.each([
    ['no window', null, false, false],
    ['a coming window', window1, false, true],
    ['a dismissed window', window1, true, false],
    ['an ended window', { ...window1, endsAt: '2030-04-30T00:00:00Z' }, false, false],
  ])('%s → %s', (_name, maintenance, dismissed, expected) => {
    expect(shouldShowMaintenance(maintenance, dismissed, now)).toBe(expected);
  });
});

describe('MaintenanceBanner', () => {
  it('shows the date range and stays closed for that window after dismissal', async () => {
    const first = await renderUi(<MaintenanceBanner maintenance={window1} now={now} />);
    expect(await screen.findByText('Planned maintenance')).toBeTruthy();
    expect(screen.getByText(/2030/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the maintenance notice' }));
    expect(screen.queryByText('Planned maintenance')).toBeNull();
    expect(localStorage.getItem(maintenanceStorageKey('mw-1'))).toBe('1');

    // A new page load remembers the dismissal of this window…
    first.unmount();
    const second = await renderUi(
      <div>
        page
        <MaintenanceBanner maintenance={window1} now={now} />
      </div>,
    );
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.queryByText('Planned maintenance')).toBeNull();
    second.unmount();

    // …but a new window shows again.
    await renderUi(<MaintenanceBanner maintenance={window2} now={now} />);
    expect(await screen.findByText('Planned maintenance')).toBeTruthy();
  });

  it('renders nothing without a maintenance window', async () => {
    await renderUi(
      <div>
        page
        <MaintenanceBanner maintenance={null} now={now} />
      </div>,
    );
    expect(await screen.findByText('page')).toBeTruthy();
    expect(screen.queryByText('Planned maintenance')).toBeNull();
  });
});
