import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { NotFoundPage } from '../../pages/not-found.page';

test('a host who opens /nope sees the 404 page, and its button takes them somewhere useful', async ({
  page,
  logInAs,
  checkA11y,
}) => {
  await logInAs(demoAccounts.anna);
  await page.goto('/nope');
  const notFound = new NotFoundPage(page);
  await notFound.expectVisible();
  await notFound.closeWelcomeTourIfOpen();
  await checkA11y('404 page');

  // Anna can see bookings (spec §2: then the button leads to upcoming bookings).
  await notFound.goToUpcomingBookings.click();
  await expect(page).toHaveURL(/\/reservations\/upcoming/);
  await expect(notFound.title).toHaveCount(0);
});
