import { expect, type Locator, type Page } from '@playwright/test';
import { translate } from '@hostdeck/translations/catalog';

/** The embedded identity server's login page (/auth/interaction/:uid). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly heading: Locator;
  readonly invalidCredentials: Locator;

  /** `locale`: the language the identity pages show (the browser's, or the app's ui_locales). */
  constructor(
    private readonly page: Page,
    locale = 'en-US',
  ) {
    const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
    this.email = page.getByLabel(t('identity:fields.email'), { exact: true });
    this.password = page.getByLabel(t('identity:fields.password'), { exact: true });
    this.submit = page.getByRole('button', { name: t('identity:login.submit'), exact: true });
    this.heading = page.getByRole('heading', { name: t('identity:login.title'), exact: true });
    this.invalidCredentials = page.getByText(t('identity:login.invalidCredentials'), { exact: true });
  }

  async expectVisible(): Promise<void> {
    await expect(this.page).toHaveURL(/\/auth\//);
    await expect(this.email).toBeVisible();
    await expect(this.password).toBeVisible();
  }

  async logIn(email: string, password: string): Promise<void> {
    await this.expectVisible();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }
}
