import { expect, type Locator, type Page } from '@playwright/test';
import type { Account } from '../fixtures/accounts';
import { t } from '../fixtures/english';

/** Our staff page (/staff): find a host and act as them. */
export class StaffPage {
  readonly search: Locator;
  readonly banner: Locator;
  readonly bannerTitle: Locator;
  readonly stopInBanner: Locator;

  constructor(private readonly page: Page) {
    this.search = page.getByLabel(t('staff:search.label'), { exact: true });
    this.bannerTitle = page.getByText(t('staff:banner.title'), { exact: true });
    this.banner = page.getByRole('status').filter({ has: this.bannerTitle });
    this.stopInBanner = this.banner.getByRole('button', { name: t('staff:banner.stop'), exact: true });
  }

  async open(): Promise<void> {
    await this.page.goto('/staff');
    await expect(this.page.getByRole('heading', { name: t('staff:page.title'), exact: true })).toBeVisible();
  }

  /**
   * The "act as" button of the search result showing this host's email: copies of a demo host
   * share its name, so the name alone may match several results.
   */
  actAs(host: Account): Locator {
    return this.page
      .getByRole('listitem')
      .filter({ hasText: host.email })
      .getByRole('button', { name: t('staff:results.actAsLabel', { name: host.displayName }), exact: true });
  }

  async findAndActAs(host: Account): Promise<void> {
    await this.search.fill(host.email);
    await this.actAs(host).click();
  }

  /** The banner reads STAFF IMPERSONATION (upper-cased by CSS) on a red background. */
  async expectRedBanner(): Promise<void> {
    await expect(this.banner).toBeVisible();
    expect(await this.bannerTitle.innerText()).toBe(t('staff:banner.title').toUpperCase());
    const background = await this.banner.evaluate((element) => getComputedStyle(element).backgroundColor);
    const [red = 0, green = 0, blue = 0] = (background.match(/\d+/g) ?? []).map(Number);
    expect(red, `banner background ${background}`).toBeGreaterThan(150);
    expect(green, `banner background ${background}`).toBeLessThan(100);
    expect(blue, `banner background ${background}`).toBeLessThan(100);
  }
}
