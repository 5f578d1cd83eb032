import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';

// A single-unit property: the property and its unit share the title. Nothing is saved here.
const title = 'Alfama Balcony Apartment';

test('a host who leaves a form with unsaved changes is asked first, and staying keeps what was typed', async ({
  page,
  host,
  logInAs,
}) => {
  await logInAs(host);
  const unit = await new PropertiesListPage(page).openUnit(title, title);
  await unit.openSection('about');
  await expect(unit.titleInput).toHaveValue(title);
  await unit.titleInput.fill(`${title} renamed`);

  // The browser's own confirm dialog, worded by the app: dismissing it keeps the page and the text.
  const questions: string[] = [];
  page.once('dialog', (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  await unit.sectionLink('amenities').click();
  await expect.poll(() => questions).toEqual([t('common:unsavedChanges.confirmLeave')]);
  await expect(page).toHaveURL(/\/units\/[^/]+\/about(\?|$)/);
  await expect(unit.titleInput).toHaveValue(`${title} renamed`);

  // Accepting leaves, and the change is lost, not saved.
  page.once('dialog', (dialog) => void dialog.accept());
  await unit.openSection('amenities');
  await unit.openSection('about');
  await expect(unit.titleInput).toHaveValue(title);
});
