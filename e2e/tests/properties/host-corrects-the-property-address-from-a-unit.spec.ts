import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

test('a host opens the property’s address from a unit’s about page, corrects the city, and sees it after a reload', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const unit = await new PropertiesListPage(page).openUnit('Villa Lapad', 'Apartment Rosemary');
  await unit.openSection('about');
  // The address shows as text under the unit's own form, with a button that opens its form.
  const section = page.getByRole('region', { name: t('units:location.title'), exact: true });
  await expect(section.locator('address')).toContainText('Dubrovnik');
  await checkA11y('unit about page with the address as text');

  await section.getByRole('button', { name: t('units:location.edit'), exact: true }).click();
  const form = page.getByRole('form', { name: t('units:location.title'), exact: true });
  const city = form.getByRole('textbox', { name: t('units:location.city') });
  await expect(city).toHaveValue('Dubrovnik');
  // The first text field has the focus: the host can type at once.
  await expect(form.getByRole('textbox').first()).toBeFocused();
  await page.screenshot({
    path: path.join(artifactsDir, 'unit-about-address-form-1440x900.png'),
    fullPage: true,
  });
  await checkA11y('unit about page with the address form open');

  await city.fill('Cavtat');
  await unit.save(form);
  await page.reload();
  await expect(
    page.getByRole('region', { name: t('units:location.title'), exact: true }).locator('address'),
  ).toContainText('Cavtat');
});
