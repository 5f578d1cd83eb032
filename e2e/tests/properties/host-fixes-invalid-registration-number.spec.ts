import { isRegistrationNumberValid } from '@hostdeck/contract/properties/registration-number.rules';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage, UnitSettingsPage } from '../../pages/properties.page';

const title = 'Studio near Santa Croce';
// An Italian CIR: Florence's ISTAT code, the kind of lodging, a running number.
const validNumber = '048017-CAV-00123';

test('a host fixes an invalid registration number from the call to action and can publish again', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  expect(isRegistrationNumberValid(validNumber, 'IT')).toBe(true);
  await logInAs(host);
  const list = new PropertiesListPage(page);
  let property = await list.openProperty(title);
  await expect(property.stateBadge(title, 'actionNeeded')).toBeVisible();
  await expect(property.invalidRegistrationNumberNotice()).toBeVisible();
  // The server does not offer publish while the number is invalid; the notice says what to fix.
  await expect(property.publishButton(title)).toHaveCount(0);

  await property.updateRegistrationNumberLink().click();
  await expect(page).toHaveURL(/\/units\/[^/]+\/taxes-and-laws\?field=registrationNumber$/);
  const unit = new UnitSettingsPage(page);
  const input = unit.registrationNumberInput();
  await expect(input).toBeFocused();
  await checkA11y('unit taxes and laws page');
  await input.fill(validNumber);
  await unit.save(unit.taxesForm);

  property = await list.openProperty(title);
  await expect(property.unitRow(title)).toBeVisible();
  await expect(property.invalidRegistrationNumberNotice()).toHaveCount(0);
  await expect(property.updateRegistrationNumberLink()).toHaveCount(0);
  await expect(property.publishButton(title)).toBeEnabled();
});
