import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { ShellPage } from '../../pages/shell.page';

test('silent SSO keeps a host logged in when they reload the page', async ({ page, logInAs, shell }) => {
  await logInAs(demoAccounts.anna);
  await shell.expectDesktopShellFor(demoAccounts.anna.displayName);
  const url = page.url();

  await page.reload();
  await expect(page).toHaveURL(url);
  await shell.expectDesktopShellFor(demoAccounts.anna.displayName);
});

test('the SSO session carries over to a new tab of the same browser', async ({ context, logInAs }) => {
  await logInAs(demoAccounts.anna);

  const secondTab = await context.newPage();
  await secondTab.goto('/home');
  await new ShellPage(secondTab).expectDesktopShellFor(demoAccounts.anna.displayName);
  await expect(secondTab).not.toHaveURL(/\/auth\//);
});
