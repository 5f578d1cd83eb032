import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts');

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a host sees the header, navigation and their name on a desktop screen', async ({
    page,
    logInAs,
    shell,
    checkA11y,
  }) => {
    await logInAs(demoAccounts.anna);
    await shell.expectDesktopShellFor(demoAccounts.anna.displayName);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, 'shell-desktop-1440x900.png'), fullPage: true });
    await checkA11y('desktop shell');
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a host on a phone sees the footer navigation and their avatar', async ({
    page,
    logInAs,
    shell,
    checkA11y,
  }) => {
    await logInAs(demoAccounts.anna);
    await shell.expectMobileFooterNavigation();
    await expect(shell.accountAvatarLink(demoAccounts.anna.displayName)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, 'shell-mobile-390x844.png'), fullPage: false });
    await checkA11y('mobile shell');
  });
});
