import { expect, type Locator, type Page } from '@playwright/test';
import { en } from '../fixtures/english';

/** The embedded identity server's login page (/auth/interaction/:uid). */
export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly heading: Locator;
  readonly invalidCredentials: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel(en.identity.fields.email, { exact: true });
    this.password = page.getByLabel(en.identity.fields.password, { exact: true });
    this.submit = page.getByRole('button', { name: en.identity.login.submit, exact: true });
    this.heading = page.getByRole('heading', { name: en.identity.login.title, exact: true });
    this.invalidCredentials = page.getByText(en.identity.login.invalidCredentials, { exact: true });
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
