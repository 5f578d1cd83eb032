import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

const title = 'Alfama Balcony Apartment';

test('a host publishes an unpublished unit, then takes it offline again', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const property = await new PropertiesListPage(page).openProperty(title);
  await expect(property.stateBadge(title, 'unpublished')).toBeVisible();
  await expect(property.unpublishButton(title)).toHaveCount(0);
  await checkA11y('property page');

  await property.publishButton(title).click();
  await expect(
    page.getByRole('status').filter({ hasText: t('propertiesPage:units.done.publish', { title }) }),
  ).toBeVisible();
  // The host finished onboarding: the unit goes live at once (units.service.ts gives it its preview link).
  await expect(property.stateBadge(title, 'published')).toBeVisible();
  await expect(property.publishButton(title)).toHaveCount(0);

  // Taking a unit offline asks first and says what it means; cancelling keeps it online.
  await property.unpublishButton(title).click();
  const question = property.confirmDialog('unpublish');
  await expect(question).toContainText(t('propertiesPage:units.confirm.unpublish.description', { title }));
  await checkA11y('unpublish confirmation');
  await question.getByRole('button', { name: t('propertiesPage:units.cancel'), exact: true }).click();
  await expect(property.stateBadge(title, 'published')).toBeVisible();
  await property.unpublishButton(title).click();
  await property.confirm('unpublish');
  await expect(property.stateBadge(title, 'unpublished')).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: t('propertiesPage:units.done.unpublish', { title }) }),
  ).toBeVisible();
  await expect(property.publishButton(title)).toBeEnabled();

  await page.reload();
  await expect(property.stateBadge(title, 'unpublished')).toBeVisible();
});
