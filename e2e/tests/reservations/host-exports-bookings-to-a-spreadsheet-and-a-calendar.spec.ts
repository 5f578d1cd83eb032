import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { appGet, ReservationDetailsPage } from '../../pages/reservation-details.page';
import { ReservationsPage } from '../../pages/reservations.page';

interface Listing<T> {
  items: T[];
  pagination: { total: number };
}

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

async function downloaded(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFile(file);
}

/** RFC 4180 rows; the demo data has no quoted line breaks, so a line is a row. */
function csvRows(text: string): string[][] {
  return text
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)]
        .filter((match, index, all) => index < all.length - 1 || match[0] !== '')
        .map((match) => (match[1] ?? '').replace(/^"|"$/g, '').replaceAll('""', '"')),
    );
}

test('a host downloads the filtered bookings as a spreadsheet and a booking for their calendar', async ({
  page,
  host,
  logInAs,
}) => {
  await logInAs(host);
  const reservations = new ReservationsPage(page);
  await reservations.open('upcoming');
  const rows = reservations.rows('upcoming');
  await expect(rows.first()).toBeVisible();

  // Narrow the list to one guest's last name; the file holds exactly those bookings.
  const guest = (await rows.first().getByRole('rowheader').innerText()).trim();
  const lastName = guest.split(' ').at(-1) ?? guest;
  await reservations.search.fill(lastName);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(lastName);
  const listed = await appGet<Listing<Booking>>(
    page,
    `/api/app/bookings?criteria[tab]=upcoming&criteria[search]=${encodeURIComponent(lastName)}&limit=100`,
  );

  const exportButton = page.getByRole('button', { name: t('reservations:export.button'), exact: true });
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  expect(csvDownload.suggestedFilename()).toMatch(/^reservations-upcoming-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await downloaded(csvDownload);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...lines] = csvRows(bytes.subarray(3).toString('utf8'));
  expect(header?.[0]).toBe(t('reservations:export.columns.code'));
  expect(header).toHaveLength(12);
  expect(lines.map((line) => line[0])).toEqual(listed.items.map((booking) => booking.bookingCode));
  expect(lines.length).toBe(listed.pagination.total);
  expect(lines[0]?.[2]).toBe(nameOf(listed.items[0]!.guest));
  await expect(exportButton).toBeEnabled();

  // The first of them (upcoming: confirmed), as an all-day event from check-in to check-out.
  const booking = listed.items[0]!;
  const details = new ReservationDetailsPage(page);
  await details.open(`/booking-details/${booking.id}`, nameOf(booking.guest));
  const [icsDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: t('reservationDetails:calendar.button'), exact: true }).click(),
  ]);
  expect(icsDownload.suggestedFilename()).toBe(`booking-${booking.bookingCode}.ics`);
  const calendar = (await downloaded(icsDownload)).toString('utf8');
  const unfolded = calendar.replace(/\r\n /g, '').split('\r\n');
  expect(unfolded[0]).toBe('BEGIN:VCALENDAR');
  expect(unfolded).toContain(`DTSTART;VALUE=DATE:${booking.checkIn.replaceAll('-', '')}`);
  expect(unfolded).toContain(`DTEND;VALUE=DATE:${booking.checkOut.replaceAll('-', '')}`);
  expect(unfolded.find((line) => line.startsWith('DESCRIPTION:'))).toContain(booking.bookingCode);
});
