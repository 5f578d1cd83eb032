import path from 'node:path';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { addDays, browserToday, CalendarPage, findRun } from '../../pages/calendar.page';

// Each test works on its own copy of Anna (the `host` fixture): units with stays, seasons and, next
// month, a few nights she blocked herself. The month used is the one after next, where the nights
// are past any notice rule and clear of the seeded blocks; free nights are read from the server.

const monthAfterNext = (today: string) => {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const date = new Date(Date.UTC(year, month + 1, 1));
  return date.toISOString().slice(0, 7);
};

async function openUnitMonth(calendar: CalendarPage, page: Parameters<typeof browserToday>[0]) {
  // Signed in once the app shows a page: a host with several units lands on the timeline.
  await page.goto('/calendar');
  await expect(page.getByRole('heading', { level: 1, name: t('calendarTimeline:title') })).toBeVisible();
  const month = monthAfterNext(await browserToday(page));
  const { id, days } = await calendar.firstPricedUnit(`${month}-01`, addDays(`${month}-01`, 28));
  await calendar.open(id, month);
  return { unit: { id }, month, days };
}

const free = (day: { availability: string; blockedReason: string | null; nightly: number | null }) =>
  day.availability === 'available' && day.nightly !== null;

test('a host blocks nights by dragging across the calendar', async ({ page, host, logInAs, checkA11y }) => {
  await logInAs(host);
  const calendar = new CalendarPage(page);
  const { unit, days } = await openUnitMonth(calendar, page);
  const nights = findRun(days, 3, free);
  const last = addDays(nights.dateTo, -1);
  await checkA11y('the month view');

  await calendar.drag(nights.dateFrom, last);
  await expect(calendar.actions).toContainText(/3 nights selected/);
  for (let date = nights.dateFrom; date < nights.dateTo; date = addDays(date, 1)) {
    await expect(calendar.cell(date)).toHaveAttribute('aria-selected', 'true');
  }
  await checkA11y('the month view with nights selected');
  await calendar.action(t('calendar:selection.block')).click();
  await calendar.expectSaved();
  for (let date = nights.dateFrom; date < nights.dateTo; date = addDays(date, 1)) {
    await expect(calendar.cell(date)).toHaveAttribute('aria-label', /blocked \(Blocked by you\)/);
  }
  await expect(calendar.cell(nights.dateTo)).toHaveAttribute('aria-label', /available/);
  await page.screenshot({
    path: path.join(artifactsDir, 'calendar-month-blocked-1440x900.png'),
    fullPage: true,
  });

  // The server holds exactly those nights as the host's own block, and the page reads them back.
  const after = await calendar.nights(unit.id, nights.dateFrom, addDays(nights.dateTo, 1));
  expect(after.map((day) => day.blockedReason)).toEqual(['manual', 'manual', 'manual', null]);
  await page.reload();
  await expect(calendar.cell(nights.dateFrom)).toHaveAttribute('aria-label', /Blocked by you/);
});

test('a host unblocks nights', async ({ page, host, logInAs }) => {
  await logInAs(host);
  const calendar = new CalendarPage(page);
  const { unit, days } = await openUnitMonth(calendar, page);
  const nights = findRun(days, 4, free);
  const last = addDays(nights.dateTo, -1);
  await calendar.drag(nights.dateFrom, last);
  await calendar.action(t('calendar:selection.block')).click();
  await calendar.expectSaved();
  await calendar.action(t('calendar:selection.clear')).click();

  // Free the middle two of the four: click the first, shift-click the last.
  const second = addDays(nights.dateFrom, 1);
  const third = addDays(nights.dateFrom, 2);
  await calendar.cell(second).click({ position: { x: 10, y: 10 } });
  await calendar.cell(third).click({ position: { x: 10, y: 10 }, modifiers: ['Shift'] });
  await expect(calendar.actions).toContainText(/2 nights selected/);
  await page.getByText(t('calendar:selection.saved')).first().waitFor({ state: 'hidden' });
  await calendar.action(t('calendar:selection.unblock')).click();
  await calendar.expectSaved();
  await expect(calendar.cell(second)).toHaveAttribute('aria-label', /, available,/);
  await expect(calendar.cell(third)).toHaveAttribute('aria-label', /, available,/);
  await expect(calendar.cell(nights.dateFrom)).toHaveAttribute('aria-label', /Blocked by you/);

  const after = await calendar.nights(unit.id, nights.dateFrom, nights.dateTo);
  expect(after.map((day) => day.blockedReason)).toEqual(['manual', null, null, 'manual']);
});

test('a host sets a price for a range', async ({ page, host, logInAs, checkA11y }) => {
  await logInAs(host);
  const calendar = new CalendarPage(page);
  const { unit, days } = await openUnitMonth(calendar, page);
  const nights = findRun(days, 2, free);
  const before = await calendar.nights(unit.id, nights.dateFrom, addDays(nights.dateTo, 1));
  await calendar.drag(nights.dateFrom, addDays(nights.dateTo, -1));
  await calendar.action(t('calendar:selection.price')).click();
  await calendar.actions.getByRole('textbox', { name: t('calendar:selection.price') }).fill('321');
  await checkA11y('the selected nights with a price typed');
  await calendar.action(t('calendar:selection.setPrice')).click();
  await calendar.expectSaved();
  await expect(calendar.cell(nights.dateFrom)).toHaveAttribute('aria-label', /€321/);
  await expect(calendar.cell(addDays(nights.dateFrom, 1))).toHaveAttribute('aria-label', /€321/);

  const after = await calendar.nights(unit.id, nights.dateFrom, addDays(nights.dateTo, 1));
  expect(after.map((day) => day.nightly)).toEqual([321, 321, before[2]?.nightly]);
  expect(after[0]?.priceSource).toBe('override');

  // Back to the default: the nights take the unit's (or the season's) price again.
  await calendar.action(t('calendar:selection.resetPrice')).click();
  await expect
    .poll(async () =>
      (await calendar.nights(unit.id, nights.dateFrom, nights.dateTo)).map((day) => day.nightly),
    )
    .toEqual(before.slice(0, 2).map((day) => day.nightly));
});

test('a host selects nights with the keyboard', async ({ page, host, logInAs, checkA11y }) => {
  await logInAs(host);
  const calendar = new CalendarPage(page);
  const { month } = await openUnitMonth(calendar, page);

  // One tab stop: the month's first night.
  const first = calendar.cell(`${month}-01`);
  await expect(first).toHaveAttribute('tabindex', '0');
  await first.focus();
  await page.keyboard.press('ArrowDown');
  await expect(calendar.cell(`${month}-08`)).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar.actions).toContainText(/3 nights selected/);
  await page.keyboard.press('Shift+ArrowRight');
  await expect(calendar.actions).toContainText(/4 nights selected/);
  for (const day of ['08', '09', '10', '11']) {
    await expect(calendar.cell(`${month}-${day}`)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(calendar.cell(`${month}-12`)).toHaveAttribute('aria-selected', 'false');
  await page.keyboard.press('Escape');
  await expect(calendar.actions).toBeHidden();

  // A phone: a compact month, the actions as a short sheet at the bottom that leaves it in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await checkA11y('the month view on a phone');
  await page.screenshot({ path: path.join(artifactsDir, 'calendar-month-390x844.png'), fullPage: true });
  await calendar.cell(`${month}-10`).click({ position: { x: 5, y: 5 } });
  await calendar.cell(`${month}-12`).click({ position: { x: 5, y: 5 }, modifiers: ['Shift'] });
  await expect(calendar.actions).toContainText(/3 nights selected/);
  await calendar.grid.scrollIntoViewIfNeeded();
  await checkA11y('the month view on a phone with nights selected');
  await page.screenshot({ path: path.join(artifactsDir, 'calendar-month-selected-390x844.png') });
});
