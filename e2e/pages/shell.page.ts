import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../fixtures/english';

/** The dashboard shell around every host page: header or mobile header, navigation, banners. */
export class ShellPage {
  readonly navigation: Locator;

  constructor(private readonly page: Page) {
    this.navigation = page.getByRole('navigation', { name: t('shell:nav.label'), exact: true });
  }

  /**
   * Resolves once the shell's live connection has said `ready`. The shell opens it after the page
   * has settled, so call this before the navigation that loads the shell and await it afterwards.
   */
  liveConnectionReady(): Promise<unknown> {
    return this.page
      .waitForEvent('websocket', (socket) => socket.url().includes('/api/app/messaging/socket'))
      .then((socket) =>
        socket.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"type":"ready"')),
      );
  }

  /** Desktop: the host panel opening the account menu, labelled with the host's name. */
  accountMenuButton(displayName: string): Locator {
    return this.page.getByRole('button', {
      name: t('shell:account.open', { name: displayName }),
      exact: true,
    });
  }

  /** The bell opening the notifications dropdown (its name carries the unread count). */
  notificationsBell(): Locator {
    return this.page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(`^${t('shell:notifications.bell')}`) });
  }

  notificationsDropdown(): Locator {
    return this.page.getByRole('dialog', { name: new RegExp(`^${t('shell:notifications.bell')}`) });
  }

  async expectDesktopShellFor(displayName: string): Promise<void> {
    await expect(this.accountMenuButton(displayName)).toBeVisible();
    await expect(this.page.getByText(displayName, { exact: true }).first()).toBeVisible();
    await expect(this.navigation).toBeVisible();
  }

  /** The footer navigation sits in the lower part of the viewport on phones. */
  async expectMobileFooterNavigation(): Promise<void> {
    await expect(this.navigation).toBeVisible();
    const box = await this.navigation.boundingBox();
    const viewport = this.page.viewportSize();
    expect(box, 'footer navigation has a layout box').not.toBeNull();
    expect(viewport).not.toBeNull();
    if (box && viewport) expect(box.y + box.height).toBeGreaterThan(viewport.height * 0.75);
  }
}
