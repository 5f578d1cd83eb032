import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { TopBarUnitPage } from '../../pages/unit-selector.page';

const title = 'Apartment Lavender';

test('a host finds a unit in the selector by part of its name and lands on its calendar', async ({
  page,
  logInAs,
  checkA11y,
}) => {
  await logInAs(demoAccounts.anna);
  const topBar = new TopBarUnitPage(page);
  await topBar.openSelector();
  await expect(topBar.options().first()).toBeVisible();
  await checkA11y('open unit selector');

  await topBar.search.fill('  lavend ');
  await expect(topBar.option(title)).toBeVisible();
  await expect(topBar.options()).toHaveCount(1);
  await topBar.option(title).click();

  await expect(topBar.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/calendar\/[^/?#]+$/);
  await expect(topBar.selectorButton(title)).toBeVisible();
});
