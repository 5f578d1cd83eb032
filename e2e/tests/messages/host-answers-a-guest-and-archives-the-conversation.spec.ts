import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import type { Booking } from '@hostdeck/contract/reservations/booking.schemas';
import { artifactsDir } from '../../fixtures/artifacts';
import { expectNoSeriousA11yViolations } from '../../fixtures/axe';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { appGet } from '../../pages/reservation-details.page';

// The host's own copy of Anna (the `host` fixture) has conversations about her bookings. The guest
// of one of them signs in to the guest chat through the API (booking code + email) and writes; the
// host sees it arrive on the open page without a reload, answers, and archives the conversation.

interface Guest {
  token: string;
  channelId: string;
}

async function guestOfABooking(page: Page, request: APIRequestContext) {
  const channels = await appGet<{ items: ChatChannel[] }>(
    page,
    '/api/app/messaging/channels?status=all&limit=100',
  );
  const channel = channels.items.find((item) => item.subject?.kind === 'booking');
  expect(channel, 'the host has a conversation about a booking').toBeTruthy();
  const bookingCode = channel!.subject!.id;
  const booking = await appGet<Booking>(page, `/api/app/bookings/${bookingCode}`);
  const login = await request.post('/api/guest/login', {
    data: { bookingCode, email: booking.guest.email },
  });
  expect(login.status(), await login.text()).toBe(200);
  const guest = (await login.json()) as Guest;
  expect(guest.channelId).toBe(channel!.id);
  const name = channel!.members.find((member) => member.role === 'guest')!.name;
  return { guest, name, channel: channel! };
}

/**
 * The list's row of one conversation. A guest has one conversation per stay or request, and the
 * demo data gives some guests two, so the guest's name alone may find another row first.
 */
function conversationRow(list: Locator, channel: ChatChannel, name: string) {
  return list.getByRole('link', { name: new RegExp(name) }).and(list.locator(`a[href*="/${channel.id}"]`));
}

async function guestSends(request: APIRequestContext, guest: Guest, text: string) {
  const sent = await request.post('/api/guest/chat/messages', {
    headers: { Authorization: `Bearer ${guest.token}` },
    data: { text },
  });
  expect(sent.status(), await sent.text()).toBe(201);
}

test('a host answers a guest and archives the conversation', async ({
  page,
  request,
  host,
  logInAs,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAs(host);
  await page.goto('/messages');
  const list = page.getByRole('list', { name: t('messages:list.label') });
  await expect(list).toBeVisible();
  const { guest, name, channel } = await guestOfABooking(page, request);
  const row = conversationRow(list, channel, name);
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/messages/all/${channel.id}$`));
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(
    page.getByRole('link', { name: t('messages:conversation.openReservation.booking') }),
  ).toHaveAttribute('href', `/booking-details/${channel.subject!.id}`);
  const log = page.getByRole('log');
  await expect(log.getByRole('listitem').first()).toBeVisible();

  // The guest writes while the host looks: it arrives live, through the socket.
  const question = `Is there parking nearby? ${Date.now()}`;
  await guestSends(request, guest, question);
  await expect(log.getByText(question)).toBeVisible();

  // The host answers: Shift+Enter breaks the line, Enter sends.
  const box = page.getByRole('textbox', { name: t('messages:send.label') });
  await box.fill('Yes, right in front of the house.');
  await box.press('Shift+Enter');
  await box.pressSequentially('It is free.');
  await box.press('Enter');
  await expect(box).toHaveValue('');
  const answer = log.getByRole('listitem').filter({ hasText: 'It is free.' });
  await expect(answer).toContainText(t('messages:history.you'));
  await checkA11y('a conversation in the inbox');
  await page.screenshot({
    path: path.join(artifactsDir, 'messages-conversation-1440x900.png'),
    fullPage: true,
  });

  // The guest reads the answer, with its line break, and the host sees the read receipt live.
  const history = await request.get('/api/guest/chat/messages', {
    headers: { Authorization: `Bearer ${guest.token}` },
  });
  const newest = ((await history.json()) as { items: { text: string; sender: string }[] }).items[0];
  expect(newest).toMatchObject({ sender: 'host', text: 'Yes, right in front of the house.\nIt is free.' });
  const read = await request.post('/api/guest/chat/read', {
    headers: { Authorization: `Bearer ${guest.token}` },
  });
  expect(read.status()).toBe(200);
  await expect(answer).toContainText(t('messages:history.read'));

  // Archive: the conversation leaves the inbox and shows under Archived.
  await page.getByRole('button', { name: t('messages:conversation.archive') }).click();
  await expect(page.getByRole('button', { name: t('messages:conversation.unarchive') })).toBeVisible();
  await expect(conversationRow(list, channel, name)).toHaveCount(0);
  const statuses = page.getByRole('group', { name: t('messages:list.statusLabel') });
  await statuses.getByRole('link', { name: t('messages:list.status.archived'), exact: true }).click();
  await expect(page).toHaveURL(/\/messages\/archived$/);
  await expect(conversationRow(list, channel, name)).toBeVisible();
  await checkA11y('the archived conversations');

  // A search that finds nothing says so.
  await page.getByRole('searchbox', { name: t('messages:list.search') }).fill('zzz-nobody');
  await expect(page.getByText(t('messages:empty.searched', { search: 'zzz-nobody' }))).toBeVisible();

  // On a phone the list and the conversation are two screens.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/messages/archived');
  await expect(list).toBeVisible();
  await page.screenshot({ path: path.join(artifactsDir, 'messages-list-phone-390x844.png') });
  await conversationRow(list, channel, name).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(list).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await checkA11y('a conversation on a phone');
  await page.screenshot({ path: path.join(artifactsDir, 'messages-conversation-phone-390x844.png') });
  await page.getByRole('link', { name: t('messages:conversation.back') }).click();
  await expect(list).toBeVisible();
});

test('a guest signs in to the guest chat and talks with the host live', async ({
  page,
  browser,
  host,
  logInAs,
  checkA11y,
}) => {
  await logInAs(host);
  await page.goto('/messages');
  await expect(page.getByRole('list', { name: t('messages:list.label') })).toBeVisible();
  const channels = await appGet<{ items: ChatChannel[] }>(
    page,
    '/api/app/messaging/channels?status=all&limit=100',
  );
  const channel = channels.items.find((item) => item.subject?.kind === 'booking')!;
  const booking = await appGet<Booking>(page, `/api/app/bookings/${channel.subject!.id}`);
  await page.goto(`/messages/all/${channel.id}`);
  const hostLog = page.getByRole('log');
  await expect(hostLog.getByRole('listitem').first()).toBeVisible();

  // The guest, on a phone in a browser of their own, signs in with booking code and email.
  const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const guestPage = await guestContext.newPage();
  await guestPage.goto('/guest/chat');
  await expect(guestPage).toHaveURL(/\/guest\/login$/);
  await guestPage.getByRole('textbox', { name: t('messages:guest.login.code') }).fill(channel.subject!.id);
  await guestPage.getByRole('textbox', { name: t('messages:guest.login.email') }).fill('nobody@example.com');
  await guestPage.getByRole('button', { name: t('messages:guest.login.submit') }).click();
  await expect(guestPage.getByRole('alert')).toHaveText(t('messages:guest.login.failed'));
  await guestPage.getByRole('textbox', { name: t('messages:guest.login.email') }).fill(booking.guest.email!);
  await guestPage.getByRole('button', { name: t('messages:guest.login.submit') }).click();
  await expect(guestPage).toHaveURL(/\/guest\/chat$/);
  const hostName = channel.members.find((member) => member.role === 'host')!.name;
  await expect(
    guestPage.getByRole('heading', { name: t('messages:guest.chat.title', { name: hostName }) }),
  ).toBeVisible();
  const guestLog = guestPage.getByRole('log');
  await expect(guestLog.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(guestPage, 'the guest chat');
  await guestPage.screenshot({ path: path.join(artifactsDir, 'guest-chat-phone-390x844.png') });

  // Each sees the other's message arrive without a reload, and the guest's typing before it.
  const fromGuest = `We arrive around six. ${Date.now()}`;
  const guestBox = guestPage.getByRole('textbox', { name: t('messages:send.label') });
  await guestBox.pressSequentially('We arrive');
  const guestName = channel.members.find((member) => member.role === 'guest')!.name;
  await expect(page.getByText(t('messages:history.typing', { name: guestName }))).toBeVisible();
  await guestBox.fill(fromGuest);
  await guestBox.press('Enter');
  await expect(hostLog.getByText(fromGuest)).toBeVisible();
  await expect(page.getByText(t('messages:history.typing', { name: guestName }))).toBeHidden();
  const fromHost = `Perfect, see you then. ${Date.now()}`;
  const hostBox = page.getByRole('textbox', { name: t('messages:send.label') });
  await hostBox.fill(fromHost);
  await hostBox.press('Enter');
  await expect(guestLog.getByText(fromHost)).toBeVisible();
  // The guest read it while the chat was open: the host sees the receipt.
  await expect(hostLog.getByRole('listitem').filter({ hasText: fromHost })).toContainText(
    t('messages:history.read'),
  );
  await checkA11y('the host conversation after the guest answered');
  await guestContext.close();
});

/** The header's inbox icon is named by its unread count (the navigation's link is not). */
const inboxLabel = (count: number) =>
  count === 0
    ? t('shell:header.inbox')
    : t(count === 1 ? 'shell:header.inboxWithUnread_one' : 'shell:header.inboxWithUnread_other', { count });

test('a host sees the unread count rise as a guest writes, and keeps the conversation as a favourite', async ({
  page,
  request,
  host,
  logInAs,
  checkA11y,
  shell,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The shell opens its live connection once the page has settled; the test waits for its `ready`.
  const socketReady = shell.liveConnectionReady();
  await logInAs(host);
  await page.goto('/home');
  await socketReady;

  // A booking conversation the host has read: the guest's next message makes it unread.
  const channels = await appGet<{ items: ChatChannel[] }>(
    page,
    '/api/app/messaging/channels?status=all&limit=100',
  );
  const channel = channels.items.find(
    (item) => item.subject?.kind === 'booking' && item.unread === 0 && !item.favorited,
  );
  expect(channel, 'the host has a read conversation about a booking, not a favourite').toBeTruthy();
  const booking = await appGet<Booking>(page, `/api/app/bookings/${channel!.subject!.id}`);
  const login = await request.post('/api/guest/login', {
    data: { bookingCode: channel!.subject!.id, email: booking.guest.email },
  });
  expect(login.status(), await login.text()).toBe(200);
  const guest = (await login.json()) as Guest;
  const before = (await appGet<{ count: number }>(page, '/api/app/messaging/unread-count')).count;
  await expect(page.locator(`a[aria-label="${inboxLabel(before)}"]`)).toBeVisible();

  // The guest writes while the host is on the overview: the header's count goes up, no reload.
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  await guestSends(request, guest, `Can we check in a little earlier? ${Date.now()}`);
  await expect(page.locator(`a[aria-label="${inboxLabel(before + 1)}"]`)).toBeVisible();
  expect(await page.evaluate(() => (window as { stillTheSamePage?: boolean }).stillTheSamePage)).toBe(true);

  // Opening the conversation reads it: the count goes back down.
  await page.goto(`/messages/all/${channel!.id}`);
  const name = channel!.members.find((member) => member.role === 'guest')!.name;
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.locator(`a[aria-label="${inboxLabel(before)}"]`)).toBeVisible();

  // Favourite: the conversation shows under the Favorites filter.
  await page.getByRole('button', { name: t('messages:conversation.favorite') }).click();
  await expect(page.getByRole('button', { name: t('messages:conversation.unfavorite') })).toBeVisible();
  await page.getByRole('button', { name: t('messages:list.favorited'), exact: true }).click();
  const list = page.getByRole('list', { name: t('messages:list.label') });
  await expect(conversationRow(list, channel!, name)).toBeVisible();
  await checkA11y('the favourite conversations');
});
