import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone a host picks a unit section from a select and the form starts on the first screen', async ({
  page,
  logInAs,
  checkA11y,
}) => {
  await logInAs(demoAccounts.anna);
  const unit = await new PropertiesListPage(page).openUnit('Villa Lapad', 'Apartment Rosemary');
  const select = unit.sectionSelect();
  await expect(select).toBeVisible();
  await select.selectOption({ label: t('units:sections.about') });
  await expect(page).toHaveURL(/\/units\/[^/]+\/about$/);
  // The form's title and first field are on the first screen, not below a list of sections.
  const title = unit.titleInput;
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  expect(box && box.y + box.height).toBeLessThan(844);
  // Save sits with the fields it saves, on the left under them.
  const save = unit.saveButton(unit.aboutForm);
  const saveBox = await save.boundingBox();
  expect(saveBox && box && Math.abs(saveBox.x - box.x)).toBeLessThan(4);
  await page.screenshot({ path: path.join(artifactsDir, 'unit-about-phone-390x844.png') });
  await checkA11y('unit page on a phone');
});
