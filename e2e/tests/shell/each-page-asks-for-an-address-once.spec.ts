import type { Page, Request } from '@playwright/test';
import { demoAccounts } from '../../fixtures/demo-accounts';
import { expect, test } from '../../fixtures/test';

// A page view that asks the server for the same address twice wastes a round trip on a slow
// connection, and usually means two caches hold one thing (the unit page fetched its unit under two
// query keys). Each main page is opened fresh, as a host opens it from a link or a reload, and every
// request is counted until the network is quiet.

/** Opens `path` as a new page view and counts the requests per method and address until the network is quiet. */
async function requestsPerAddress(page: Page, path: string): Promise<Map<string, number>> {
  // End the previous page view first: its late requests (a dropdown's code loading once that page
  // had settled) would otherwise be counted with this one's.
  await page.goto('about:blank');
  const counts = new Map<string, number>();
  const record = (request: Request) => {
    // The browser's own requests (the tab's icon, asked for again when the address changes) are
    // not the app's; everything the app asks for is a document, script, stylesheet, image or fetch.
    if (request.url().startsWith('data:') || request.resourceType() === 'other') return;
    const key = `${request.method()} ${request.url()}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  };
  page.on('request', record);
  try {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('request', record);
  }
  return counts;
}

function askedMoreThanOnce(counts: Map<string, number>): string[] {
  return [...counts].filter(([, count]) => count > 1).map(([key, count]) => `${count}x ${key}`);
}

/** The settings page of one of the host's finished units, found through the API with the tab's token. */
async function aUnitPage(page: Page): Promise<string> {
  const path = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : '';
    const answer = await fetch('/api/app/properties', { headers: { Authorization: `Bearer ${token}` } });
    const { items } = (await answer.json()) as {
      items: { id: string; firstFinishedUnitId: string | null }[];
    };
    const property = items.find((item) => item.firstFinishedUnitId);
    return property ? `/properties/${property.id}/units/${property.firstFinishedUnitId}` : null;
  });
  expect(path, 'a property with a finished unit').not.toBeNull();
  return path ?? '';
}

test('a host opening home, properties or a unit asks the server for each address once', async ({
  page,
  logInAs,
}) => {
  await logInAs(demoAccounts.anna);
  // Signed in once the callback has traded its code for tokens and sent the host on.
  await expect(page).toHaveURL(/\/home$/);
  const unitPage = await aUnitPage(page);
  for (const path of ['/home', '/properties', unitPage]) {
    const counts = await requestsPerAddress(page, path);
    expect(counts.size, `requests made by ${path}`).toBeGreaterThan(0);
    expect(askedMoreThanOnce(counts), `addresses asked for more than once by ${path}`).toEqual([]);
  }
});
