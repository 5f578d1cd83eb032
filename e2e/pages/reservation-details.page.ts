import { expect, type Locator, type Page } from '@playwright/test';
import { t } from '../fixtures/english';

/**
 * Calls the app's API from the signed-in tab with its own token, the way the app does: a test finds
 * the reservations it works on without assuming anything about the seed beyond their kinds.
 */
export async function appGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.evaluate(async (address) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : '';
    const response = await fetch(address, { headers: { Authorization: `Bearer ${token}` } });
    return { status: response.status, body: (await response.json()) as unknown };
  }, path);
  expect(answer.status, `GET ${path}`).toBe(200);
  return answer.body as T;
}

/** The detail page of a booking request, a booking or an inquiry, and its answer dialogs. */
export class ReservationDetailsPage {
  readonly backButton: Locator;

  constructor(private readonly page: Page) {
    this.backButton = page.getByRole('link', { name: t('shell:header.back'), exact: true });
  }

  heading(guestName: string): Locator {
    return this.page.getByRole('heading', { level: 1, name: guestName, exact: true });
  }

  /** The answers the host can still give, in the group beside the heading. */
  action(label: string): Locator {
    return this.page
      .getByRole('group', { name: t('reservationDetails:actions.label'), exact: true })
      .getByRole('button', { name: label, exact: true });
  }

  dialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title, exact: true });
  }

  status(label: string): Locator {
    return this.page.getByText(label, { exact: true }).first();
  }

  /** Opens a page by its address and waits for the guest's name to head it. */
  async open(path: string, guestName: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading(guestName)).toBeVisible();
  }
}
