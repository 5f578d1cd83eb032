import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { CalendarEntry, UnitCalendarResponse } from '@hostdeck/contract/calendar/calendar.schemas';
import type { UnitListItem } from '@hostdeck/contract/properties/property-unit.schemas';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { addDays, browserToday, CalendarPage } from '../../pages/calendar.page';
import { appGet } from '../../pages/reservation-details.page';
import { ShellPage } from '../../pages/shell.page';

// A channel's iCal feed, served by this test on this machine (the test server lets the app read
// local addresses, which it refuses in production): Airbnb's own shape, changeable between reads.
const compact = (date: string) => date.replace(/-/g, '');
function airbnbFeed(stays: { uid: string; dateFrom: string; dateTo: string }[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
    'CALSCALE:GREGORIAN',
    'VERSION:2.0',
    ...stays.flatMap((stay) => [
      'BEGIN:VEVENT',
      `DTEND;VALUE=DATE:${compact(stay.dateTo)}`,
      `DTSTART;VALUE=DATE:${compact(stay.dateFrom)}`,
      `UID:${stay.uid}@airbnb.com`,
      'SUMMARY:Reserved',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return `${lines.join('\r\n')}\r\n`;
}

let feedText = '';
let server: Server;
let feedUrl = '';

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(feedText);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  feedUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/airbnb.ics`;
});
test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const flat = (entries: CalendarEntry[]): CalendarEntry[] =>
  entries.flatMap((entry) => (entry.children.length > 0 ? flat(entry.children) : [entry]));

test('a host imports an external calendar and sees a double booking', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  // The sign-in is complete (the token stored) once the app has left its callback page.
  await expect(page).not.toHaveURL(/auth-callback/);
  const calendar = new CalendarPage(page);
  const today = await browserToday(page);
  // A unit with a confirmed booking ahead of today: the stay the channel will sell again.
  const list = await appGet<{ items: UnitListItem[] }>(page, '/api/app/property-units?page=1&limit=100');
  const unitIds = list.items.flatMap((item) =>
    item.propertyType === 'single' ? [item.propertyUnitPublicId] : item.units.map((unit) => unit.id),
  );
  let found: { unitId: string; booking: CalendarEntry } | null = null;
  for (const unitId of unitIds) {
    const ahead = await appGet<UnitCalendarResponse>(
      page,
      `/api/app/calendar/units/${unitId}?dateFrom=${today}&dateTo=${addDays(today, 365)}`,
    );
    const booking = flat(ahead.entries).find(
      (entry) =>
        entry.source === 'booking' && entry.booking?.status === 'CONFIRMED' && entry.dateFrom > today,
    );
    if (booking) {
      found = { unitId, booking };
      break;
    }
  }
  expect(found, 'the host has a confirmed booking ahead').toBeTruthy();
  const unit = { id: found?.unitId ?? '' };
  const booking = found?.booking;
  const stay = { dateFrom: booking?.dateFrom ?? '', dateTo: booking?.dateTo ?? '' };

  // At first the channel's calendar holds nights far from it.
  feedText = airbnbFeed([{ uid: 'far', dateFrom: addDays(today, 400), dateTo: addDays(today, 403) }]);
  await calendar.open(unit.id, stay.dateFrom.slice(0, 7));
  await page.getByRole('button', { name: t('calendarSync:open') }).click();
  const drawer = page.getByRole('dialog', { name: t('calendarSync:title') });
  await expect(drawer.getByLabel(t('calendarSync:export.label'))).toHaveValue(/\/api\/ical\/[\w-]+\.ics$/);
  await expect(drawer.getByText(t('calendarSync:feeds.empty'))).toBeVisible();
  await checkA11y('the calendar sync drawer');

  await drawer.getByRole('button', { name: t('calendarSync:feeds.add') }).click();
  await drawer.getByLabel(t('calendarSync:form.name')).fill('Airbnb');
  await drawer.getByLabel(t('calendarSync:form.url')).fill(feedUrl);
  await drawer.getByRole('button', { name: t('calendarSync:form.save') }).click();
  await expect(page.getByText(t('calendarSync:form.saved'))).toBeVisible();
  const item = drawer.getByRole('listitem').filter({ hasText: 'Airbnb' });
  await expect(item).toContainText(/events imported: 1/);
  await expect(page.getByRole('alert').filter({ hasText: t('calendar:entry.conflict') })).toHaveCount(0);

  // Then the channel sells nights the booking holds; the host reads the calendar again.
  feedText = airbnbFeed([{ uid: 'sold', dateFrom: stay.dateFrom, dateTo: addDays(stay.dateFrom, 2) }]);
  const changedAt = Date.now();
  await drawer
    .getByRole('button', { name: t('calendarSync:feeds.refreshNamed', { name: 'Airbnb' }) })
    .click();
  await expect(page.getByText(t('calendarSync:feeds.refreshed', { name: 'Airbnb' }))).toBeVisible();
  // The list has its new state (the button done loading) before axe looks at it, pointer aside.
  await page.mouse.move(0, 0);
  await expect(
    drawer.getByRole('button', { name: t('calendarSync:feeds.refreshNamed', { name: 'Airbnb' }) }),
  ).not.toHaveAttribute('data-loading');
  await checkA11y('the calendar sync drawer after a refresh');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // The month flags the double booking, and the bell has the alarm.
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: t('calendar:entry.conflictHelp') })
      .first(),
  ).toBeVisible();
  const shell = new ShellPage(page);
  await shell.notificationsBell().click();
  await expect(
    shell.notificationsDropdown().getByText(t('shell:notifications.types.doubleBooking')),
  ).toBeVisible();
  console.info(`feed change to the alarm in the bell, with "refresh now": ${Date.now() - changedAt} ms`);
  await checkA11y('the month with a double booking and the notifications open');
  await page.keyboard.press('Escape');

  // On a phone the drawer takes the screen's width and nothing spills out sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: t('calendarSync:open') }).click();
  await expect(item).toContainText(/events imported: 1/);
  // Once it has slid in, the drawer lies within the screen's 390 px.
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box ? [Math.round(box.x), Math.round(box.x + box.width)] : null;
    })
    .toEqual([0, 390]);
  const overflow = await drawer.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: path.join(artifactsDir, 'calendar-sync-drawer-390.png') });
});
