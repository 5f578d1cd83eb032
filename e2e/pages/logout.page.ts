import type { Locator, Page } from '@playwright/test';
import { en } from '../fixtures/english';

/** The identity server's end-session step: it may ask to confirm before ending the SSO session. */
export class LogoutPage {
  readonly confirm: Locator;

  constructor(private readonly page: Page) {
    this.confirm = page.getByRole('button', { name: en.identity.logout.confirm, exact: true });
  }

  /** Clicks "Yes, log me out" when the identity server shows its question; otherwise waits to leave /logout. */
  async confirmIfAsked(): Promise<void> {
    await this.page.waitForURL((url) => url.pathname !== '/logout', { timeout: 15_000 });
    if (/\/auth\//.test(this.page.url()) && (await this.confirm.isVisible())) {
      await this.confirm.click();
    }
    await this.page.waitForLoadState('networkidle');
  }
}
