import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';
import { StaffPage } from '../../pages/staff.page';

// A staff user has one impersonation at a time, kept on the server: each test has its own staff
// account and its own host to act as, so two runs cannot switch each other's session.
test('staff impersonates a host, sees the red STAFF IMPERSONATION banner, then stops', async ({
  page,
  host,
  newAccount,
  logInAs,
  shell,
  checkA11y,
}) => {
  await logInAs(await newAccount('staff'));
  const staff = new StaffPage(page);
  await staff.open();
  await expect(staff.banner).toHaveCount(0);
  await checkA11y('staff page');

  await staff.findAndActAs(host);
  await staff.expectRedBanner();
  // Every call now runs as the host: the shell names them, not the staff user.
  await page.goto('/home');
  await staff.expectRedBanner();
  await shell.expectDesktopShellFor(host.displayName);
  await checkA11y('home while impersonating');

  await staff.stopInBanner.click();
  await expect(staff.banner).toHaveCount(0);
});

test('a host cannot use the staff page', async ({ page, logInAs, shell }) => {
  await logInAs(demoAccounts.anna);
  await shell.expectDesktopShellFor(demoAccounts.anna.displayName);
  await page.goto('/staff');
  // The guard sends hosts elsewhere; once the shell has settled the staff search must not be there.
  await shell.expectDesktopShellFor(demoAccounts.anna.displayName);
  await page.waitForLoadState('networkidle');
  await expect(new StaffPage(page).search).toHaveCount(0);
});
