import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts');

// A name as long as some agencies and double-barrelled families really use.
const LONG_NAME = 'Maximiliane Alexandra von Hohenzollern-Sigmaringen und Oberweißenbach Ferienwohnungen';

async function headerHeight(page: Page): Promise<number> {
  const box = await page.getByRole('banner').first().boundingBox();
  expect(box, 'the header has a layout box').not.toBeNull();
  return box?.height ?? Infinity;
}

/** The header is as high as with a short name, and nothing on the page runs past the screen's edge. */
async function expectTidyHeader(page: Page, usualHeight: number) {
  expect(await headerHeight(page), 'the header keeps its usual height').toBeLessThanOrEqual(usualHeight);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'nothing runs past the right edge').toBeLessThanOrEqual(0);
}

test('a host with a very long name keeps a one-row top bar on a desktop and on a phone', async ({
  page,
  browser,
  newAccount,
  logInAs,
}) => {
  // The usual heights, from a host with a short name in a browser of its own.
  const usual = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const shortNamed = await usual.newPage();
  await logInAs(await newAccount('anna'), shortNamed);
  await shortNamed.goto('/home');
  const usualDesktop = await headerHeight(shortNamed);
  await shortNamed.setViewportSize({ width: 390, height: 844 });
  await shortNamed.reload();
  const usualPhone = await headerHeight(shortNamed);
  await usual.close();

  const host = await newAccount('anna', { alias: LONG_NAME });
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAs(host);
  await page.goto('/home');
  // The name is there in full for assistive technology and on hover, even where it is shortened.
  const account = page.getByRole('button', { name: new RegExp(LONG_NAME.slice(0, 30)) });
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute('title', LONG_NAME);
  await expectTidyHeader(page, usualDesktop);
  // The navigation keeps every entry on screen beside the long name.
  for (const link of await page.getByRole('navigation').first().getByRole('link').all()) {
    await expect(link).toBeInViewport();
  }
  await page.screenshot({ path: path.join(artifacts, 'shell-long-name-1440x900.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('banner').first()).toBeVisible();
  await expectTidyHeader(page, usualPhone);
  await page.screenshot({ path: path.join(artifacts, 'shell-long-name-390x844.png') });
});
