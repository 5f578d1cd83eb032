import type { Page } from '@playwright/test';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { appGet } from '../../pages/reservation-details.page';

// Issue 15, live updates everywhere: the host's own copy of Anna has /home open; a channel manager
// delivers a booking request through the intake API with the host's key; the navigation's pending
// badge goes up through the shell's live connection, with no reload and no polling. Then the request
// is rejected by a call outside this page's UI (as another tab would), and the badge goes down again.

/** Rejects a request with the tab's token, through the API only (the page's caches hear nothing). */
async function rejectOutsideTheUi(page: Page, requestId: string): Promise<void> {
  const status = await page.evaluate(async (id) => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : '';
    const response = await fetch(`/api/app/booking-requests/${encodeURIComponent(id)}/reject`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'RATES_MISMATCH' }),
    });
    return response.status;
  }, requestId);
  expect(status, 'POST /api/app/booking-requests/:id/reject').toBe(200);
}

/** Makes a channel API key for the signed-in host, through the app's API with the tab's token. */
async function createApiKey(page: Page): Promise<string> {
  const answer = await page.evaluate(async () => {
    const key = Object.keys(sessionStorage).find((name) => name.startsWith('oidc.user:'));
    const token = key
      ? (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token
      : '';
    const response = await fetch('/api/app/user/api-keys', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Live badge test' }),
    });
    return { status: response.status, body: (await response.json()) as { secret?: string } };
  });
  expect(answer.status, 'POST /api/app/user/api-keys').toBe(201);
  return answer.body.secret ?? '';
}

const pendingLabel = (count: number) =>
  count === 1 ? 'shell:badges.pendingReservations_one' : 'shell:badges.pendingReservations_other';

const isoDay = (daysAhead: number) =>
  new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);

test("a new request raises the host's badge, and its rejection elsewhere lowers it, without a reload", async ({
  page,
  request,
  host,
  logInAs,
  shell,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The shell opens its live connection once the page has settled; the test waits for its `ready`.
  const socketReady = shell.liveConnectionReady();
  await logInAs(host);
  await page.goto('/home');
  const reservations = shell.navigation.getByRole('link', {
    name: new RegExp(`^${t('shell:nav.reservations')}`),
  });
  await expect(reservations).toBeVisible();
  await socketReady;

  const before = (await appGet<{ count: number }>(page, '/api/app/booking-requests-pending-count')).count;
  const unitId = (
    await appGet<{ items: { firstFinishedUnitId: string | null }[] }>(page, '/api/app/properties')
  ).items.find((item) => item.firstFinishedUnitId)?.firstFinishedUnitId;
  expect(unitId, 'the host has a finished unit').toBeTruthy();
  const apiKey = await createApiKey(page);
  // A reload would lose this mark.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));

  // A week's stay from two months ahead, on the first day the unit's stay rules accept (some units
  // take arrivals on one weekday only) and no seeded stay holds (the seed books months ahead).
  let delivered = 0;
  let requestId = '';
  for (let daysAhead = 60; daysAhead < 240 && delivered !== 201; daysAhead += 1) {
    const response = await request.post('/api/channel/v1/booking-requests', {
      headers: { 'x-api-key': apiKey },
      data: {
        unitId,
        checkIn: isoDay(daysAhead),
        checkOut: isoDay(daysAhead + 7),
        guest: {
          firstName: 'Lena',
          lastName: 'Fischer',
          countryCode: 'DE',
          email: 'lena@guest.example.com',
          phoneNumber: '+49 170 555 0101',
        },
        guests: { adults: 2, children: 0, infants: 0 },
        totalPrice: { amount: 980, currency: 'EUR' },
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    delivered = response.status();
    expect([201, 409, 422], await response.text()).toContain(delivered);
    if (delivered === 201) requestId = ((await response.json()) as { id: string }).id;
  }
  expect(delivered, 'a request the unit accepts').toBe(201);

  await expect(reservations).toHaveAccessibleName(
    new RegExp(`(^|\\D)${t(pendingLabel(before + 1), { count: before + 1 })}`),
    { timeout: 10_000 },
  );
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);

  await rejectOutsideTheUi(page, requestId);
  await expect(reservations).toHaveAccessibleName(
    before === 0
      ? new RegExp(`^${t('shell:nav.reservations')}$`)
      : new RegExp(`(^|\\D)${t(pendingLabel(before), { count: before })}`),
    { timeout: 10_000 },
  );
  expect(await page.evaluate(() => 'stillTheSamePage' in window)).toBe(true);
});
