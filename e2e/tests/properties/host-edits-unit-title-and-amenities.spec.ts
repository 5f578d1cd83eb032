import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

// A published unit of a multi-unit property: its green state badge is on every page checked here.
const property = 'Villa Lapad';
const unitTitle = 'Apartment Rosemary';
const newTitle = 'Apartment Rosemary with a View of the Bay';
// Rosemary has no pool in the demo data, so ticking it is a real change.
const amenity = t('properties:amenities.pool');

test('a host renames a unit and ticks an amenity, and both are still there after a reload', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const list = new PropertiesListPage(page);
  await list.open();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(artifactsDir, 'properties-list-1440x900.png'), fullPage: true });
  await checkA11y('properties list');

  const unit = await list.openUnit(property, unitTitle);
  await unit.openSection('about');
  await expect(unit.titleInput).toHaveValue(unitTitle);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(artifactsDir, 'unit-about-1440x900.png'), fullPage: true });
  await checkA11y('unit about page');
  await unit.openSection('amenities');
  await expect(unit.amenity(amenity)).not.toBeChecked();
  await checkA11y('unit amenities page');

  await unit.amenity(amenity).check();
  await unit.save(unit.amenitiesForm);
  // The saved-toast is on screen now: announced politely, closable, clear of the header and top
  // bar, and its close button named too.
  const toast = page.getByRole('status').filter({ hasText: t('units:form.saved') });
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const toastBox = await toast.boundingBox();
  expect(header && toastBox && toastBox.y > header.y + header.height).toBe(true);
  await expect(toast.getByRole('button', { name: t('common:actions.close') })).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'toast-saved-1440x900.png') });
  await checkA11y('unit amenities page after saving');
  await toast.getByRole('button', { name: t('common:actions.close') }).click();
  await expect(toast).toHaveCount(0);
  await unit.openSection('about');
  await unit.titleInput.fill(newTitle);
  await unit.save(unit.aboutForm);

  await page.reload();
  await expect(unit.titleInput).toHaveValue(newTitle);
  await unit.expectTitle(newTitle);
  await unit.openSection('amenities');
  await expect(unit.amenity(amenity)).toBeChecked();
});
