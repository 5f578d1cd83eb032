import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../fixtures/english';

/** The 404 page: title, description and one button to upcoming bookings or home. */
export class NotFoundPage {
  readonly title: Locator;
  readonly goHome: Locator;
  readonly goToUpcomingBookings: Locator;

  constructor(private readonly page: Page) {
    this.title = page.getByRole('heading', { name: t('shell:notFound.title'), exact: true });
    this.goHome = page.getByRole('link', { name: t('shell:notFound.home'), exact: true });
    // Upcoming bookings may still be marked "(coming soon)" after the label.
    this.goToUpcomingBookings = page.getByRole('link', {
      name: new RegExp(`^${t('shell:notFound.upcomingBookings')}`),
    });
  }

  async expectVisible(): Promise<void> {
    await expect(this.title).toBeVisible();
  }

  /** The welcome tour may open over the page for migrated hosts; close it so the button is reachable. */
  async closeWelcomeTourIfOpen(): Promise<void> {
    const later = this.page.getByRole('button', { name: t('tour:welcome.later'), exact: true });
    if (await later.isVisible()) await later.click();
  }
}
