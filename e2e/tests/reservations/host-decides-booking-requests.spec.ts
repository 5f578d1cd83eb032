import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import type { BookingRequest } from '@hostdeck/contract/reservations/booking-request.schemas';
import type { Inquiry } from '@hostdeck/contract/reservations/inquiry.schemas';
import { artifactsDir } from '../../fixtures/artifacts';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { appGet, ReservationDetailsPage } from '../../pages/reservation-details.page';
import { ShellPage } from '../../pages/shell.page';

interface Listing<T> {
  items: T[];
}

const nameOf = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** The red count beside "Reservations" in the top navigation (shown up to 10, nothing at 0). */
async function expectPendingBadge(page: Page, count: number) {
  const link = new ShellPage(page).navigation.getByRole('link', {
    name: new RegExp(`^${t('shell:nav.reservations')}`),
  });
  const badge = link.getByTestId('count-badge');
  if (count === 0) await expect(badge).toHaveCount(0);
  else if (count <= 10) await expect(badge).toHaveText(String(count));
}

async function pendingCount(page: Page): Promise<number> {
  return (await appGet<{ count: number }>(page, '/api/app/booking-requests-pending-count')).count;
}

test('a host confirms one request, rejects another, cancels a booking and rejects an inquiry', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  // Signed in once the callback has traded its code for tokens and sent the host on.
  await expect(page).toHaveURL(/\/home$/);
  const details = new ReservationDetailsPage(page);
  const requests = await appGet<Listing<BookingRequest>>(
    page,
    '/api/app/booking-requests?criteria[state]=REQUESTED&limit=50',
  );
  expect(requests.items.length, 'the host has two pending requests to answer').toBeGreaterThanOrEqual(2);
  const [toConfirm, toReject] = requests.items as [BookingRequest, BookingRequest];
  const before = await pendingCount(page);

  // A request opened by its address: who, when, where, for how much, and until when to answer.
  await details.open(`/booking-request-details/${toConfirm.id}`, nameOf(toConfirm.guest));
  await expect(page).toHaveTitle(`${t('common:titles.bookingRequestDetails')} - ${t('common:productTitle')}`);
  await expect(details.status(t('reservationDetails:status.request.pending'))).toBeVisible();
  await expect(
    page.getByRole('region', { name: t('reservationDetails:guest.title'), exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: t('reservationDetails:stay.title'), exact: true }),
  ).toBeVisible();
  await expectPendingBadge(page, before);
  // Pending requests remain, so back leads to the requests tab.
  await expect(details.backButton).toHaveAttribute('href', '/reservations/requests');
  await checkA11y('booking request page');
  await page.screenshot({
    path: path.join(artifactsDir, 'reservation-request-1440x900.png'),
    fullPage: true,
  });

  // Confirm, through the dialog that names the guest.
  await details.action(t('reservationDetails:actions.confirmRequest')).click();
  const confirmDialog = details.dialog(
    t('reservationDetails:confirmDialog.requestTitle', { name: nameOf(toConfirm.guest) }),
  );
  await expect(confirmDialog).toBeVisible();
  await checkA11y('confirm request dialog');
  await confirmDialog
    .getByRole('button', { name: t('reservationDetails:confirmDialog.confirm'), exact: true })
    .click();
  await expect(page.getByText(t('reservationDetails:toasts.requestConfirmed'))).toBeVisible();
  await expect(details.status(t('reservationDetails:status.request.confirmed'))).toBeVisible();
  await expect(page.getByText(t('reservationDetails:notes.requestConfirmed'))).toBeVisible();
  await expect(details.action(t('reservationDetails:actions.confirmRequest'))).toHaveCount(0);
  await expectPendingBadge(page, before - 1);

  // Reject the other with reason OTHER: the explanation is asked for, then sent.
  await details.open(`/booking-request-details/${toReject.id}`, nameOf(toReject.guest));
  await details.action(t('reservationDetails:actions.rejectRequest')).click();
  const rejectDialog = details.dialog(
    t('reservationDetails:rejectDialog.requestTitle', { name: nameOf(toReject.guest) }),
  );
  await rejectDialog.getByRole('radio', { name: t('reservationDetails:requestReasons.OTHER') }).check();
  const submitReject = rejectDialog.getByRole('button', {
    name: t('reservationDetails:rejectDialog.submit'),
    exact: true,
  });
  await submitReject.click();
  await expect(rejectDialog.getByText(t('errors:reservations.explanationRequired'))).toBeVisible();
  await checkA11y('reject request dialog with a missing explanation');
  await page.screenshot({ path: path.join(artifactsDir, 'reservation-reject-dialog-1440x900.png') });
  await rejectDialog
    .getByRole('textbox', { name: t('reservationDetails:form.explanation') })
    .fill('My family stays that week.');
  await submitReject.click();
  await expect(rejectDialog).toHaveCount(0);
  await expect(details.status(t('reservationDetails:status.request.rejected'))).toBeVisible();
  await expect(
    page.getByText(
      t('reservationDetails:notes.rejectedBecause', { reason: t('reservationDetails:requestReasons.OTHER') }),
    ),
  ).toBeVisible();
  await expectPendingBadge(page, before - 2);
  expect(await pendingCount(page)).toBe(before - 2);
  await expect(details.backButton).toHaveAttribute(
    'href',
    before - 2 > 0 ? '/reservations/requests' : '/reservations/confirmed',
  );

  // Cancel an upcoming booking: its status is the one the server answers.
  const bookings = await appGet<Listing<Booking>>(page, '/api/app/bookings?criteria[tab]=upcoming&limit=50');
  const booking = bookings.items.find((item) => item.status === 'CONFIRMED');
  expect(booking, 'an upcoming confirmed booking').toBeDefined();
  await details.open(`/booking-details/${booking!.id}`, nameOf(booking!.guest));
  await expect(page).toHaveTitle(`${t('common:titles.bookingDetails')} - ${t('common:productTitle')}`);
  await checkA11y('booking page');
  await details.action(t('reservationDetails:actions.cancelBooking')).click();
  const cancelDialog = details.dialog(
    t('reservationDetails:cancelDialog.title', { name: nameOf(booking!.guest) }),
  );
  await cancelDialog
    .getByRole('radio', { name: t('reservationDetails:cancelReasons.GUEST_REQUEST') })
    .check();
  await cancelDialog
    .getByRole('combobox', { name: t('reservationDetails:form.subReason') })
    .selectOption('CHANGE_OF_PLANS');
  await checkA11y('cancel booking dialog');
  await cancelDialog
    .getByRole('button', { name: t('reservationDetails:cancelDialog.submit'), exact: true })
    .click();
  await expect(cancelDialog).toHaveCount(0);
  await expect(details.status(t('reservationDetails:status.booking.CANCELLED_BY_OWNER'))).toBeVisible();
  await expect(details.action(t('reservationDetails:actions.cancelBooking'))).toHaveCount(0);

  // Reject an inquiry with a listed reason and a message to the guest.
  const inquiries = await appGet<Listing<Inquiry>>(
    page,
    '/api/app/booking-inquiries?criteria[archived]=false&limit=50',
  );
  const inquiry = inquiries.items.find(
    (item) => item.status === 'REQUESTED' || item.status === 'ACTION_NEEDED',
  );
  expect(inquiry, 'an inquiry waiting for an answer').toBeDefined();
  await details.open(`/inquiries/${inquiry!.id}`, nameOf(inquiry!.customer));
  await expect(page).toHaveTitle(`${t('common:titles.inquiry')} - ${t('common:productTitle')}`);
  await expect(
    page.getByRole('region', { name: t('reservationDetails:overlaps.title'), exact: true }),
  ).toBeVisible();
  await checkA11y('inquiry page');
  await page.screenshot({
    path: path.join(artifactsDir, 'reservation-inquiry-1440x900.png'),
    fullPage: true,
  });
  await details.action(t('reservationDetails:actions.rejectInquiry')).click();
  const inquiryDialog = details.dialog(
    t('reservationDetails:rejectDialog.inquiryTitle', { name: nameOf(inquiry!.customer) }),
  );
  await inquiryDialog
    .getByRole('radio', { name: t('reservationDetails:inquiryReasons.OVERBOOKING') })
    .check();
  // Only reason OTHER asks for an explanation.
  await expect(
    inquiryDialog.getByRole('textbox', { name: t('reservationDetails:form.explanation') }),
  ).toHaveCount(0);
  await inquiryDialog
    .getByRole('textbox', { name: t('reservationDetails:form.message') })
    .fill('Sorry, these nights are taken.');
  await inquiryDialog
    .getByRole('button', { name: t('reservationDetails:rejectDialog.submit'), exact: true })
    .click();
  await expect(inquiryDialog).toHaveCount(0);
  await expect(details.status(t('reservationDetails:status.inquiry.rejected'))).toBeVisible();

  // A request on a phone (one still pending when the host has one): one column, nothing cut off.
  const onPhone = requests.items[2] ?? toReject;
  await page.setViewportSize({ width: 390, height: 844 });
  await details.open(`/booking-request-details/${onPhone.id}`, nameOf(onPhone.guest));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no sideways scrolling at 390 px').toBeLessThanOrEqual(390);
  await checkA11y('booking request page on a phone');
  await page.screenshot({ path: path.join(artifactsDir, 'reservation-request-390x844.png'), fullPage: true });
});
