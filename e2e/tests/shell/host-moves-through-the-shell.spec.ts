import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { LogoutPage } from '../../pages/logout.page';

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
    // A section that is not built yet says so before the click.
    await expect(
      shell.navigation.getByRole('link', {
        name: `${t('shell:nav.statistics')} ${t('common:soon.description')}`,
      }),
    ).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, 'shell-desktop-1440x900.png'), fullPage: true });
    await checkA11y('desktop shell');
  });

  test('a host opens notifications under the bell and closes them with Escape or a click outside', async ({
    page,
    logInAs,
    shell,
    checkA11y,
  }) => {
    await logInAs(demoAccounts.anna);
    const bell = shell.notificationsBell();
    await bell.click();
    const dropdown = shell.notificationsDropdown();
    await expect(dropdown).toBeVisible();
    // Anchored to the bell: it opens below it, its right edge near the bell's.
    const bellBox = await bell.boundingBox();
    const box = await dropdown.boundingBox();
    expect(bellBox && box).toBeTruthy();
    if (bellBox && box) {
      expect(box.y).toBeGreaterThanOrEqual(bellBox.y + bellBox.height - 2);
      expect(Math.abs(box.x + box.width - (bellBox.x + bellBox.width))).toBeLessThan(24);
    }
    await page.screenshot({ path: path.join(artifacts, 'notifications-dropdown-1440x900.png') });
    await checkA11y('notifications dropdown');
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
    await expect(bell).toBeFocused();

    await bell.click();
    await expect(dropdown).toBeVisible();
    await page.getByRole('main').click({ position: { x: 20, y: 300 } });
    await expect(dropdown).toBeHidden();
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a host on a phone reaches every section, the account menu and logs out', async ({
    page,
    logInAs,
    shell,
    checkA11y,
  }) => {
    await logInAs(demoAccounts.anna);
    await shell.expectMobileFooterNavigation();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: t('propertiesPage:unitSelector.open') })).toBeVisible();
    await expect(header.getByRole('link', { name: new RegExp(`^${t('shell:header.inbox')}`) })).toBeVisible();
    await expect(shell.notificationsBell()).toBeVisible();
    // Nothing in the header spills past the screen's edge.
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(390);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(artifacts, 'shell-mobile-390x844.png'), fullPage: false });
    await checkA11y('mobile shell');

    await shell.accountMenuButton(demoAccounts.anna.displayName).click();
    const menu = page.getByRole('menu');
    await expect(
      menu.getByRole('menuitem', { name: new RegExp(t('shell:account.items.localization')) }),
    ).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: t('shell:account.items.helpCenter') })).toBeVisible();
    await page.screenshot({ path: path.join(artifacts, 'shell-mobile-account-menu-390x844.png') });
    await checkA11y('mobile account menu');
    await menu.getByRole('menuitem', { name: t('shell:account.items.logout'), exact: true }).click();
    await new LogoutPage(page).confirmIfAsked();
    await expect(shell.accountMenuButton(demoAccounts.anna.displayName)).toHaveCount(0);
  });
});
