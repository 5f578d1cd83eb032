import { expect, test } from '../../fixtures/test';
import { ListingStepPage } from '../../pages/listing.page';
import { LogoutPage } from '../../pages/logout.page';

// A host like new@demo.test: onboarding in progress, one listing done up to its address.
test.use({ hostLike: 'newHost' });

test('a host saves a step, logs out, logs in again and the listing resumes at the next step', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const step = new ListingStepPage(page);

  // The seeded listing is done up to its address: /listing resumes at guests and rooms.
  await page.goto('/listing');
  await step.expectStep('guests-and-rooms/info', 'single-unit');
  const before = await step.progressPercent();
  await page.waitForLoadState('networkidle');
  await checkA11y('listing guests and rooms step');

  await step.guestsField('guests').fill('4');
  await step.guestsField('bedrooms').fill('2');
  await step.guestsField('bathrooms').fill('1');
  await step.saveAndContinue('guests-and-rooms/beds');
  const listing = step.address();

  await page.goto('/logout');
  await new LogoutPage(page).confirmIfAsked();
  await logInAs(host);

  await page.goto('/listing');
  await step.expectStep('guests-and-rooms/beds', 'single-unit');
  expect(step.address()).toEqual(listing);
  expect(await step.progressPercent()).toBeGreaterThan(before);
  await page.waitForLoadState('networkidle');
  await checkA11y('listing beds step');
  // What was saved before leaving is still there.
  await step.backLink.click();
  await step.expectStep('guests-and-rooms/info');
  await expect(step.guestsField('guests')).toHaveValue('4');
  await expect(step.guestsField('bedrooms')).toHaveValue('2');
});
