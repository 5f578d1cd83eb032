import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';

test('a host logs in through the identity pages and sees the shell with their name', async ({
  page,
  loginPage,
  shell,
  checkA11y,
}) => {
  await page.goto('/');
  await loginPage.expectVisible();
  await checkA11y('identity login page');

  await loginPage.logIn(demoAccounts.anna.email, demoAccounts.anna.password);
  await expect(page).not.toHaveURL(/\/auth\//);
  await shell.expectDesktopShellFor(demoAccounts.anna.displayName);
  await checkA11y('home in the desktop shell');
});

test.describe('a wrong password', () => {
  // Failed logins count against the account until it is locked for a while: a host of its own
  // (signed up through the registration page) keeps them away from the shared demo accounts.
  test.use({ hostLike: 'registered' });

  test('keeps the host on the login page with an error', async ({
    page,
    host,
    loginPage,
    allowConsoleMessages,
  }) => {
    // The identity server answers the refused login with 401 and the form again; Chromium logs the status.
    allowConsoleMessages.push(/status of 401/);
    await page.goto('/');
    await loginPage.logIn(host.email, `not-${host.password}`);
    await loginPage.expectVisible();
    await expect(loginPage.invalidCredentials).toBeVisible();
  });
});
