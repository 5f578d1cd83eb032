import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { ShellPage } from '../../pages/shell.page';

for (const account of Object.values(demoAccounts)) {
  test(`${account.email} can log in with the demo password`, async ({ browser, logInAs }) => {
    // A context of its own per account: no SSO cookie left over from another login.
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await logInAs(account, page);
      await expect(page).not.toHaveURL(/\/auth\//);
      await new ShellPage(page).expectDesktopShellFor(account.displayName);
    } finally {
      await context.close();
    }
  });
}
