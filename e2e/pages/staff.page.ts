import { expect, type Locator, type Page } from '@playwright/test';
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

  actAs(displayName: string): Locator {
    return this.page.getByRole('button', {
      name: t('staff:results.actAsLabel', { name: displayName }),
      exact: true,
    });
  }

  async findAndActAs(query: string, displayName: string): Promise<void> {
    await this.search.fill(query);
    await this.actAs(displayName).click();
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
