import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { NotFoundPage } from '../../pages/not-found.page';

test('a host who opens /nope sees the 404 page, and its button takes them somewhere useful', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  // The host's own copy of Anna: closing the welcome tour is a write.
  await logInAs(host);
  await page.goto('/nope');
  const notFound = new NotFoundPage(page);
  await notFound.expectVisible();
  await notFound.closeWelcomeTourIfOpen();
  await checkA11y('404 page');

  // A host like Anna can see bookings (spec §2: then the button leads to upcoming bookings).
  await notFound.goToUpcomingBookings.click();
  await expect(page).toHaveURL(/\/reservations\/upcoming/);
  await expect(notFound.title).toHaveCount(0);
});

test('a host who opens a property that does not exist sees the 404 page under its own title', async ({
  page,
  host,
  logInAs,
  allowConsoleMessages,
}) => {
  // Chromium logs the API's 404 for the unknown property; that answer is what this test is about.
  allowConsoleMessages.push(/status of 404/);
  await logInAs(host);
  await page.goto('/properties/P-NOSUCH1/units');
  const notFound = new NotFoundPage(page);
  await notFound.expectVisible();
  await expect(page).toHaveTitle(`${t('common:titles.notFound')} - ${t('common:productTitle')}`);
  await page.goto('/properties');
  await expect(page).toHaveTitle(`${t('common:titles.properties')} - ${t('common:productTitle')}`);
});
