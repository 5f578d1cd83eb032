import { expect, test } from '../../fixtures/test';

test('a logged-out visitor to /calendar is sent to the login page', async ({ page, loginPage }) => {
  await page.goto('/calendar');
  await loginPage.expectVisible();
  await expect(page).toHaveURL(/\/auth\//);
});
