import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

const property = 'Villa Lapad';
const unitTitle = 'Apartment Rosemary';
const newTitle = 'Apartment Rosemary with Garden';
// Rosemary has no pool in the demo data, so ticking it is a real change.
const amenity = t('properties:amenities.pool');

test('a host renames a unit and ticks an amenity, and both are still there after a reload', async ({
  page,
  logInAs,
  checkA11y,
}) => {
  await logInAs(demoAccounts.anna);
  const list = new PropertiesListPage(page);
  await list.open();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(artifactsDir, 'properties-list-1440x900.png'), fullPage: true });

  const unit = await list.openUnit(property, unitTitle);
  await unit.openSection('about');
  await expect(unit.titleInput).toHaveValue(unitTitle);
  await page.screenshot({ path: path.join(artifactsDir, 'unit-about-1440x900.png'), fullPage: true });
  await checkA11y('unit about page');
  await unit.titleInput.fill(newTitle);
  await unit.save(unit.aboutForm);

  await unit.openSection('amenities');
  await expect(unit.amenity(amenity)).not.toBeChecked();
  await checkA11y('unit amenities page');
  await unit.amenity(amenity).check();
  await unit.save(unit.amenitiesForm);

  await page.reload();
  await expect(unit.amenity(amenity)).toBeChecked();
  await unit.openSection('about');
  await expect(unit.titleInput).toHaveValue(newTitle);
  await unit.expectTitle(newTitle);

  // Leave the demo data as other specs expect it.
  await unit.titleInput.fill(unitTitle);
  await unit.save(unit.aboutForm);
  await unit.openSection('amenities');
  await unit.amenity(amenity).uncheck();
  await unit.save(unit.amenitiesForm);
});
