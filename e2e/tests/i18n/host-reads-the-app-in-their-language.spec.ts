import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { translate } from '@hostdeck/translations/catalog';
import type { TranslationKey } from '@hostdeck/translations/types';
import { englishOnPage, englishPhrasesFor } from '../../fixtures/english-scan';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { LoginPage } from '../../pages/login.page';

const artifacts = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../artifacts');

/** The page is in `locale`: its main heading reads `key` in it, and no English phrase shows. */
async function expectPageIn(page: Page, locale: string, key: TranslationKey, vars?: Record<string, string>) {
  await expect(page.getByRole('heading', { level: 1, name: translate(locale, key, vars) })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await englishOnPage(page, englishPhrasesFor(locale)), `English on ${page.url()}`).toEqual([]);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
}

test('a host whose account is in French reads home and properties with no English', async ({
  page,
  newAccount,
  logInAs,
  checkA11y,
}) => {
  const anna = await newAccount('anna', { locale: 'fr' });
  await logInAs(anna);
  // The app started in the browser's English and switches once it knows the account's language.
  await expectPageIn(page, 'fr', 'home:title', { name: anna.displayName });
  await checkA11y('home in French');

  await page.goto('/properties');
  await expectPageIn(page, 'fr', 'propertiesPage:list.title');
  await checkA11y('properties in French');
});

test('a new host whose account is in French lists a unit with no English on the step', async ({
  page,
  newAccount,
  logInAs,
  checkA11y,
}) => {
  const nina = await newAccount('newHost', { locale: 'fr' });
  await logInAs(nina);
  await page.goto('/listing');
  await expect(page).toHaveURL(/guests-and-rooms\/info$/, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  expect(await englishOnPage(page, englishPhrasesFor('fr')), 'English on the listing step').toEqual([]);
  await checkA11y('listing step in French');
});

test('a host switches to German from the account menu, at once and for the next visit', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  await expect(
    page.getByRole('heading', { level: 1, name: t('home:title', { name: host.displayName }) }),
  ).toBeVisible();
  // Marks this document: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await page.getByRole('button', { name: t('shell:account.open', { name: host.displayName }) }).click();
  await page.getByRole('menuitem', { name: t('shell:account.items.localization') }).click();
  const dialog = page.getByRole('dialog', { name: t('shell:language.title') });
  await expect(dialog.getByRole('radio')).toHaveCount(10);
  await checkA11y('language dialog');
  // A click, not check(): choosing applies at once and closes the dialog, so the radio may be gone
  // before Playwright could read it back as checked.
  await dialog.getByRole('radio', { name: 'Deutsch', exact: true }).click();
  await expect(dialog).toBeHidden();

  await expectPageIn(page, 'de', 'home:title', { name: host.displayName });
  expect(await page.evaluate(() => 'sameDocument' in window), 'switched without a reload').toBe(true);

  await page.reload();
  await expectPageIn(page, 'de', 'home:title', { name: host.displayName });
});

test.describe('identity pages in the browser’s language', () => {
  test.use({ locale: 'hr-HR' });

  test('a Croatian visitor signs in and registers on Croatian pages', async ({ page, newAccount }) => {
    const host = await newAccount('anna', { locale: 'hr' });
    await page.goto('/');
    const login = new LoginPage(page, 'hr');
    await expect(login.heading).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hr');
    expect(await englishOnPage(page, englishIdentityPhrases())).toEqual([]);
    await page.screenshot({ path: path.join(artifacts, 'identity-login-hr.png'), fullPage: true });

    await page.getByRole('link', { name: translate('hr', 'identity:login.registerLink') }).click();
    await expect(
      page.getByRole('heading', { name: translate('hr', 'identity:register.title') }),
    ).toBeVisible();
    expect(await englishOnPage(page, englishIdentityPhrases())).toEqual([]);

    await page.goBack();
    await login.logIn(host.email, host.password);
    await expect(page).toHaveURL(/\/home$/, { timeout: 15_000 });
    await expectPageIn(page, 'hr', 'home:title', { name: host.displayName });
  });
});

/** The identity pages' English texts of two words or more (they are not in the web app's namespaces). */
function englishIdentityPhrases(): string[] {
  const english = t('identity:login.intro');
  return [
    english,
    t('identity:login.noAccount'),
    t('identity:fields.password'),
    t('identity:register.submit'),
  ];
}

for (const locale of ['de', 'hr'] as const) {
  test.describe(`long ${locale} words on a phone`, () => {
    test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

    const fitsTheScreen = async (page: Page, what: string) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${what}: nothing runs past the right edge`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: path.join(artifacts, `i18n-${locale}-390-${what}.png`), fullPage: true });
    };

    test(`the shell and the properties page fit a 390 px screen in ${locale}`, async ({
      page,
      newAccount,
      logInAs,
    }) => {
      const host = await newAccount('anna', { locale });
      await logInAs(host);
      await expectPageIn(page, locale, 'home:title', { name: host.displayName });
      await fitsTheScreen(page, 'home');
      await page.goto('/properties');
      await expectPageIn(page, locale, 'propertiesPage:list.title');
      await fitsTheScreen(page, 'properties');
    });

    test(`a listing step fits a 390 px screen in ${locale}`, async ({ page, newAccount, logInAs }) => {
      const host = await newAccount('newHost', { locale });
      await logInAs(host);
      await page.goto('/listing');
      await expect(page).toHaveURL(/guests-and-rooms\/info$/, { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await fitsTheScreen(page, 'listing-step');
    });
  });
}
