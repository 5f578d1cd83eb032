import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { LogoutPage } from '../../pages/logout.page';

test('/logout ends the session, so the next visit asks for the password again', async ({
  page,
  logInAs,
  shell,
  loginPage,
}) => {
  await logInAs(demoAccounts.anna);
  await shell.expectDesktopShellFor(demoAccounts.anna.displayName);

  await page.goto('/logout');
  await new LogoutPage(page).confirmIfAsked();
  await expect(shell.accountMenuButton(demoAccounts.anna.displayName)).toHaveCount(0);

  // Both the app's tokens and the identity server's SSO cookie must be gone: a silent check would
  // otherwise log the host straight back in.
  await page.goto('/home');
  await loginPage.expectVisible();
});
