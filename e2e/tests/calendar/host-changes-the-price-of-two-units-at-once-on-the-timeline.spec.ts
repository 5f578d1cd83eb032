import path from 'node:path';
import type { Page } from '@playwright/test';
import type { TimelineResponse, TimelineUnit } from '@hostdeck/contract/calendar/calendar.schemas';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { appGet } from '../../pages/reservation-details.page';

// The host's own copy of Anna: several units with stays, so the page is the timeline, and this test
// may change their prices without touching anyone else's data.

const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The timeline call's first chunk, as the page reads it: from the browser's today, 90 nights. */
async function firstChunk(page: Page): Promise<TimelineResponse> {
  const today = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  return appGet<TimelineResponse>(
    page,
    `/api/app/calendar/timeline?dateFrom=${today}&dateTo=${addDays(today, 90)}&page=1&limit=200`,
  );
}

const isFree = (unit: TimelineUnit, start: number, nights: number, dateOf: (night: number) => string) =>
  unit.entries.every((entry) => entry.dateTo <= dateOf(start) || entry.dateFrom >= dateOf(start + nights));

/** Two units among the first rows with the same three free nights early in view, and where they are. */
function twoFreeUnits(chunk: TimelineResponse) {
  const dateOf = (night: number) => addDays(chunk.dateFrom, night);
  for (let start = 2; start < 14; start += 1) {
    const free = chunk.units.slice(0, 8).filter((unit) => unit.title && isFree(unit, start, 3, dateOf));
    const [first, second] = free;
    if (first && second) return { first, second, start, dateFrom: dateOf(start), dateTo: dateOf(start + 3) };
  }
  throw new Error('no two units with three free nights in the first two weeks');
}

const row = (page: Page, title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test('a host changes the price of two units at once on the timeline', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  await page.goto('/calendar');
  const grid = page.getByRole('grid', { name: t('calendarTimeline:grid.label') });
  await expect(grid).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: t('calendarTimeline:title') })).toBeVisible();

  const chunk = await firstChunk(page);
  expect(chunk.units.length, 'the host has several units').toBeGreaterThan(2);
  const { first, second, start, dateFrom, dateTo } = twoFreeUnits(chunk);
  const firstTitle = first.title ?? '';
  const secondTitle = second.title ?? '';
  const untouched = chunk.units.find((unit) => unit.unitId !== first.unitId && unit.unitId !== second.unitId);
  await expect(row(page, firstTitle)).toBeVisible();
  await checkA11y('the timeline');

  // The second unit by its checkbox; the nights (and the first unit) by dragging across its row.
  await row(page, secondTitle)
    .getByRole('checkbox', { name: t('calendarTimeline:grid.selectUnit', { title: secondTitle }) })
    .check();
  await row(page, firstTitle).locator(`[data-column="${start}"]`).hover();
  await page.mouse.down();
  await row(page, firstTitle)
    .locator(`[data-column="${start + 1}"]`)
    .hover();
  await row(page, firstTitle)
    .locator(`[data-column="${start + 2}"]`)
    .hover();
  await page.mouse.up();
  const actions = page.getByRole('region', { name: t('calendarTimeline:actions.label') });
  await expect(actions).toContainText(t('calendarTimeline:selection.units_other', { count: 2 }));
  await expect(actions).toContainText(/3 nights/);

  await actions.getByRole('button', { name: t('calendarTimeline:actions.price'), exact: true }).click();
  await page.getByRole('textbox', { name: t('calendarTimeline:edit.priceLabel') }).fill('321');
  await checkA11y('the price popover');
  await page.getByRole('button', { name: t('calendarTimeline:edit.apply'), exact: true }).click();
  await expect(page.getByText(t('calendarTimeline:edit.saved_other', { count: 2 }))).toBeVisible();

  for (const title of [firstTitle, secondTitle]) {
    for (let night = start; night < start + 3; night += 1) {
      await expect(row(page, title).locator(`[data-column="${night}"]`)).toContainText('321');
    }
    await expect(row(page, title).locator(`[data-column="${start + 3}"]`)).not.toContainText('321');
  }
  await page.screenshot({ path: path.join(artifactsDir, 'timeline-two-units-priced-1440x900.png') });

  // The server has the new price on exactly those nights of exactly those units.
  const after = await firstChunk(page);
  const priceOf = (unitId: string) => after.units.find((unit) => unit.unitId === unitId)?.nightly ?? [];
  for (const unit of [first, second]) {
    expect(priceOf(unit.unitId).slice(start, start + 3), `${unit.title} ${dateFrom}–${dateTo}`).toEqual([
      321, 321, 321,
    ]);
    expect(priceOf(unit.unitId)[start + 3]).toBe(unit.nightly[start + 3]);
  }
  if (untouched) expect(priceOf(untouched.unitId)).toEqual(untouched.nightly);

  // After a reload the page reads the same prices back.
  await page.reload();
  await expect(row(page, secondTitle).locator(`[data-column="${start}"]`)).toContainText('321');

  // A phone: the narrow name column leaves room for the nights.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(grid).toBeVisible();
  await expect(row(page, firstTitle)).toBeVisible();
  await checkA11y('the timeline on a phone');
  await page.screenshot({ path: path.join(artifactsDir, 'timeline-390x844.png'), fullPage: true });
});
