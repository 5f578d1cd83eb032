import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { expect, test } from '../../fixtures/test';
import { PropertiesListPage } from '../../pages/properties.page';
import { PreviewInfoDialog, TopBarUnitPage } from '../../pages/unit-selector.page';

const property = 'Villa Lapad';
const title = 'Apartment Lavender';

test('a host opens the public preview of a published unit from the top bar', async ({
  page,
  context,
  host,
  logInAs,
}) => {
  await logInAs(host);
  await new PropertiesListPage(page).openUnit(property, title);
  const topBar = new TopBarUnitPage(page);
  await expect(topBar.selectorButton(title)).toBeVisible();

  // First use: the info modal explains the preview; "do not show again" is kept for next time.
  await topBar.previewButton.click();
  const info = new PreviewInfoDialog(page);
  await expect(info.dialog).toBeVisible();
  await info.dontShowAgain.check();
  const [preview] = await Promise.all([context.waitForEvent('page'), info.continueButton.click()]);
  await expect(info.dialog).toBeHidden();

  await expect(preview).toHaveURL(/\/preview\/[^/?#]+$/);
  await expect(preview.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
  await preview.waitForLoadState('networkidle');
  await preview.screenshot({ path: path.join(artifactsDir, 'public-preview-1440x900.png'), fullPage: true });
  await expectNoSeriousA11yViolations(preview, 'public listing preview');
  await preview.close();

  // Dismissed: the button is now the link itself.
  await page.reload();
  await expect(topBar.previewLink).toBeVisible();
  await expect(topBar.previewLink).toHaveAttribute('target', '_blank');
});
