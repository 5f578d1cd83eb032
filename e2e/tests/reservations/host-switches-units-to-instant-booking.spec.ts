import path from 'node:path';
import type { Page } from '@playwright/test';
import type { PropertyUnit, UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import type { Task } from '@hostdeck/contract/tasks/tasks.schemas';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { appGet } from '../../pages/reservation-details.page';

/** The booking type of every unit of the host, read through the API as the app reads a unit. */
async function bookingTypes(page: Page): Promise<string[]> {
  const list = await appGet<{ items: UnitListItem[] }>(page, '/api/app/property-units?page=1&limit=100');
  const ids = list.items.flatMap((item) =>
    item.propertyType === 'multi' ? item.units.map((unit) => unit.id) : [item.propertyUnitPublicId],
  );
  const units = await Promise.all(
    ids.map((id) => appGet<PropertyUnit>(page, `/api/app/property-unit/${encodeURIComponent(id)}`)),
  );
  return units.map((unit) => unit.bookingType);
}

async function instantBookingTask(page: Page): Promise<Task | undefined> {
  const tasks = await appGet<{ items: Task[] }>(page, '/api/app/user/tasks');
  return tasks.items.find((task) => task.taskType === 'bulk_switch_to_instant_booking');
}

const card = (page: Page) =>
  page.getByRole('region', { name: t('bookingTypeSwitch:task.title'), exact: true });
const openDialog = async (page: Page) => {
  await card(page)
    .getByRole('button', { name: t('bookingTypeSwitch:task.action'), exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: t('bookingTypeSwitch:dialog.title'), exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
};

test('a host with units on request switches them all to instant booking from the reservations page', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  await expect(page).toHaveURL(/\/home$/);
  expect(await bookingTypes(page), 'the host starts with units on request').toContain('onRequest');
  expect((await instantBookingTask(page))?.status).toBe('not_started');

  await page.goto('/reservations/requests');
  await expect(card(page)).toBeVisible();
  const dialog = await openDialog(page);
  await expect(
    dialog.getByRole('radio', { name: new RegExp(t('bookingTypeSwitch:dialog.onLine')) }),
  ).toHaveAttribute('aria-checked', 'true');
  await checkA11y('bulk switch dialog');
  await page.screenshot({ path: path.join(artifactsDir, 'bulk-switch-dialog-1440x900.png') });

  await dialog.getByRole('button', { name: t('bookingTypeSwitch:dialog.apply'), exact: true }).click();
  await expect(page.getByText(t('bookingTypeSwitch:toasts.switched'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card(page)).toBeHidden();
  expect(await bookingTypes(page)).not.toContain('onRequest');
  expect((await instantBookingTask(page))?.status).toBe('done');

  // Done stays done: the card does not come back with the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: t('reservations:title') })).toBeVisible();
  await expect(card(page)).toBeHidden();
});

test('a host keeps the units on request, after the warning, and the task is done', async ({
  page,
  host,
  logInAs,
}) => {
  await logInAs(host);
  await expect(page).toHaveURL(/\/home$/);
  const before = await bookingTypes(page);

  await page.goto('/reservations/requests');
  const dialog = await openDialog(page);
  await dialog.getByRole('radio', { name: new RegExp(t('bookingTypeSwitch:dialog.onRequest')) }).click();
  // The demo host config turns the on-request warning on.
  await expect(dialog.getByText(t('bookingTypeSwitch:dialog.warningTitle'))).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'bulk-switch-dialog-keep-1440x900.png') });

  await dialog.getByRole('button', { name: t('bookingTypeSwitch:dialog.apply'), exact: true }).click();
  await expect(page.getByText(t('bookingTypeSwitch:toasts.kept'))).toBeVisible();
  await expect(card(page)).toBeHidden();
  expect((await instantBookingTask(page))?.status).toBe('done');
  expect(await bookingTypes(page)).toEqual(before);
});
