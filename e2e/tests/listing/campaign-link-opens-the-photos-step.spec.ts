import { demoAccounts } from '../../fixtures/demo-accounts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { ListingStepPage } from '../../pages/listing.page';

// new@demo.test has one single-unit listing in progress, done up to its address (seed.ts).
test('a campaign link about photos opens the photos step of the host’s half-finished listing', async ({
  page,
  logInAs,
  checkA11y,
}) => {
  await logInAs(demoAccounts.newHost);

  await page.goto('/redirect/campaign?id=photos');
  const step = new ListingStepPage(page);
  await step.expectStep('photos', 'single-unit');
  await expect(page.getByRole('button', { name: t('units:photos.add'), exact: true })).toBeVisible();
  // No photo yet: the step says what it needs and will not move on.
  await expect(page.getByText(t('listingBasics:photos.needed'), { exact: true })).toBeVisible();
  await expect(step.saveAndContinueButton).toBeDisabled();
  await page.waitForLoadState('networkidle');
  await checkA11y('listing photos step (from a campaign link)');
});
