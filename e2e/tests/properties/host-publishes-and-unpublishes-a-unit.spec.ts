import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

const title = 'Alfama Balcony Apartment';

test('a host publishes an unpublished unit, then takes it offline again', async ({
  page,
  logInAs,
  checkA11y,
}) => {
  await logInAs(demoAccounts.anna);
  const property = await new PropertiesListPage(page).openProperty(title);
  await expect(property.stateBadge(title, 'unpublished')).toBeVisible();
  await expect(property.unpublishButton(title)).toHaveCount(0);
  await checkA11y('property page');

  await property.publishButton(title).click();
  // Anna finished onboarding: the unit goes live at once (units.service.ts gives it its preview link).
  await expect(property.stateBadge(title, 'published')).toBeVisible();
  await expect(property.publishButton(title)).toHaveCount(0);

  await property.unpublishButton(title).click();
  await expect(property.stateBadge(title, 'unpublished')).toBeVisible();
  await expect(property.publishButton(title)).toBeEnabled();

  await page.reload();
  await expect(property.stateBadge(title, 'unpublished')).toBeVisible();
});
