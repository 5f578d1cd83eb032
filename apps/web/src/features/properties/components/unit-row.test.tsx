import type { PropertyListUnit } from '@hostdeck/contract/properties/property-list.schemas';
import type { InvalidField } from '@hostdeck/contract/properties/property.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '@/shared/ui/testing/render-ui';
import { UnitRow } from './unit-row';

const unit: PropertyListUnit = {
  id: 'u-1',
  title: 'Garden room',
  state: 'UNPUBLISHED',
  thumbnail: null,
  availableActions: ['publish', 'delete'],
};
const registration: InvalidField = { field: 'registrationNumber', propertyId: 'p-1', unitId: 'u-1' };

async function renderRow(
  row: PropertyListUnit,
  {
    invalidFields = [],
    pendingAction = null,
    onAction = vi.fn(),
  }: Partial<Parameters<typeof UnitRow>[0]> = {},
) {
  await renderUi(
    <ul>
      <UnitRow
        propertyId="p-1"
        unit={row}
        invalidFields={invalidFields}
        pendingAction={pendingAction}
        onAction={onAction}
      />
    </ul>,
  );
  return screen.getByRole('group', { name: `Actions for ${row.title}` });
}

const buttonNames = (actions: HTMLElement) =>
  within(actions)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('UnitRow', () => {
  it.each([
    [
      ['publish', 'delete'],
      ['Publish', 'Delete'],
    ],
    [['unpublish'], ['Unpublish']],
    [['delete'], ['Delete']],
    [[], []],
  ] as const)('offers exactly the actions the server sends: %j', async (availableActions, buttons) => {
    const actions = await renderRow({ ...unit, availableActions: [...availableActions] });
    expect(buttonNames(actions)).toEqual(buttons);
    // Editing is always there; it is a page, not an action on the unit.
    expect(within(actions).getByRole('link', { name: 'Edit Garden room' })).toBeTruthy();
  });

  it('follows the list, not the state: a published unit offered publish shows Publish', async () => {
    const actions = await renderRow({ ...unit, state: 'PUBLISHED', availableActions: ['publish'] });
    expect(buttonNames(actions)).toEqual(['Publish']);
  });

  it('shows no Publish while the registration number holds it back, and the notice to fix it', async () => {
    const actions = await renderRow(
      { ...unit, availableActions: ['delete'] },
      { invalidFields: [registration] },
    );
    expect(buttonNames(actions)).toEqual(['Delete']);
    expect(screen.getByText('The registration number of this unit is not valid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Update the registration number' })).toBeTruthy();
  });

  it('passes the chosen action up and keeps the other buttons still while one runs', async () => {
    const onAction = vi.fn();
    const actions = await renderRow(unit, { onAction });
    fireEvent.click(within(actions).getByRole('button', { name: 'Delete' }));
    expect(onAction).toHaveBeenCalledWith('delete', unit);

    const busy = await renderRow({ ...unit, title: 'Busy room' }, { pendingAction: 'publish' });
    expect(within(busy).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
  });
});
