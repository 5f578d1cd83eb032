import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { ShellPage } from '../../pages/shell.page';
import { t } from '../../fixtures/english';

for (const account of Object.values(demoAccounts)) {
  test(`${account.email} can log in with the demo password`, async ({ browser, logInAs }) => {
    // A context of its own per account: no SSO cookie left over from another login.
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await logInAs(account, page);
      await expect(page).not.toHaveURL(/\/auth\//);
      if (account.role === 'staff') {
        // Staff own no host data: they land on the staff page until they act as a host.
        await expect(page).toHaveURL(/\/staff$/);
        await expect(
          page.getByText(t('staff:frame.signedInAs', { name: account.displayName })),
        ).toBeVisible();
      } else {
        await new ShellPage(page).expectDesktopShellFor(account.displayName);
      }
    } finally {
      await context.close();
    }
  });
}
