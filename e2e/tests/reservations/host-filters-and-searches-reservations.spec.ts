import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { ReservationsPage } from '../../pages/reservations.page';

/** The address's query as the page wrote it, parameter by parameter. */
function queryOf(url: string): Record<string, string> {
  return Object.fromEntries(new URL(url).searchParams);
}

test('a host switches reservation tabs, narrows a list to a unit and a guest, and clears the filters', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  const reservations = new ReservationsPage(page);
  await reservations.open('requests');
  await expect(page).toHaveTitle(`${t('common:titles.reservations')} - ${t('common:productTitle')}`);
  await expect(reservations.tab('requests')).toHaveAttribute('aria-selected', 'true');
  await expect(reservations.rows('requests').first()).toBeVisible();
  await expect(
    reservations
      .rows('requests')
      .first()
      .getByText(t('reservations:status.request.pending'), { exact: true }),
  ).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'reservations-requests-desktop-1440x900.png') });
  await checkA11y('reservations, requests tab');

  // Another tab reads another list, under its own address.
  await reservations.tab('all').click();
  await expect(page).toHaveURL(/\/reservations\/all$/);
  await expect(reservations.tab('all')).toHaveAttribute('aria-selected', 'true');
  const rows = reservations.rows('all');
  await expect(rows.first()).toBeVisible();

  // The unit of the first booking narrows the list to that unit's bookings.
  const unitTitle = (await rows.first().locator('td').first().innerText()).trim();
  await reservations.chooseUnit(unitTitle);
  await expect.poll(() => queryOf(page.url()).unit).toBeTruthy();
  await expect
    .poll(async () => [...new Set(await rows.locator('td:first-of-type').allInnerTexts())])
    .toEqual([unitTitle]);

  // A guest's last name, typed with stray spaces, finds their bookings on that unit.
  const guest = (await rows.first().getByRole('rowheader').innerText()).trim();
  const lastName = guest.split(' ').at(-1) ?? guest;
  await reservations.search.fill(`  ${lastName} `);
  await expect.poll(() => queryOf(page.url()).q).toBe(lastName);
  await expect
    .poll(async () =>
      (await rows.getByRole('rowheader').allInnerTexts()).every((name) => name.includes(lastName)),
    )
    .toBe(true);
  await checkA11y('reservations narrowed to a unit and a guest');

  // Clearing shows the whole tab again; back returns to the narrowed list, and a reload keeps it.
  await reservations.clearFilters.click();
  await expect.poll(() => new URL(page.url()).search).toBe('');
  await expect(reservations.search).toHaveValue('');
  await expect(reservations.unit).toHaveValue('');
  await page.goBack();
  await expect.poll(() => queryOf(page.url()).q).toBe(lastName);
  await expect(reservations.search).toHaveValue(lastName);
  await page.reload();
  await expect(reservations.search).toHaveValue(lastName);
  await reservations.expectUnitChosen(unitTitle);

  // A search that finds nothing says so and offers the way back.
  await reservations.search.fill('zzzz nobody');
  await expect(reservations.noResults).toBeVisible();
  await checkA11y('reservations, no results');
  await reservations.clearFilters.click();
  await expect(rows.first()).toBeVisible();
  await expect(reservations.noResults).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a host reads the requests as cards and picks another list from a select', async ({
    page,
    host,
    logInAs,
    checkA11y,
  }) => {
    await logInAs(host);
    const reservations = new ReservationsPage(page);
    await reservations.open('requests');
    const cards = reservations.cards('requests');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    // Cards, not a squeezed table: nothing is wider than the screen, and the first card is on it.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await cards.first().boundingBox();
    expect(box && box.y + box.height).toBeLessThan(844);
    await page.screenshot({ path: path.join(artifactsDir, 'reservations-requests-phone-390x844.png') });
    await checkA11y('reservations on a phone');

    await page
      .getByRole('combobox', { name: t('reservations:tabsLabel'), exact: true })
      .selectOption('expired');
    await expect(page).toHaveURL(/\/reservations\/expired$/);
    await expect(reservations.cards('expired').first()).toBeVisible();
  });
});
