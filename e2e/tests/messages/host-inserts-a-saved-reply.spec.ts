import type { ChatChannel } from '@hostdeck/contract/messaging/messaging.schemas';
import type { ReplyFacts } from '@hostdeck/contract/messaging/saved-replies.schemas';
import { t } from '../../fixtures/english';
import { expect, test } from '../../fixtures/test';
import { appGet } from '../../pages/reservation-details.page';

// The host's own copy of Anna (the `host` fixture) has the seed's saved replies. In a conversation
// about a booking she inserts one in one click, filled from the stay, and sends it; then she adds a
// reply of her own with a placeholder chip, moves it to the top of the list with the keyboard and
// inserts it.

test('a host inserts a saved reply filled from the stay and sends it', async ({
  page,
  host,
  logInAs,
  checkA11y,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await logInAs(host);
  await page.goto('/messages');
  await expect(page.getByRole('list', { name: t('messages:list.label') })).toBeVisible();
  const channels = await appGet<{ items: ChatChannel[] }>(
    page,
    '/api/app/messaging/channels?status=all&limit=100',
  );
  const channel = channels.items.find((item) => item.subject?.kind === 'booking')!;
  const facts = await appGet<ReplyFacts>(page, `/api/app/messaging/channels/${channel.id}/reply-facts`);
  expect(facts.guestFirstName && facts.unitTitle && facts.hostName && facts.checkIn).toBeTruthy();
  await page.goto(`/messages/all/${channel.id}`);
  const log = page.getByRole('log');
  await expect(log.getByRole('listitem').first()).toBeVisible();

  const box = page.getByRole('textbox', { name: t('messages:send.label') });
  await page.getByRole('button', { name: t('messages:savedReplies.open') }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: /Thanks for booking/ })).toBeEnabled();
  await checkA11y('the saved replies menu');
  await menu.getByRole('menuitem', { name: /Thanks for booking/ }).click();
  await expect(box).toHaveValue(new RegExp(`^Hi ${facts.guestFirstName},`));
  const inserted = await box.inputValue();
  expect(inserted).toContain(facts.unitTitle!);
  expect(inserted).toContain(facts.hostName!);
  expect(inserted).not.toMatch(/\{(guestFirstName|unitTitle|checkIn|hostName)\}/);
  // Inserting sent nothing: the host sends it as any message.
  await box.press('Enter');
  await expect(box).toHaveValue('');
  await expect(
    log.getByRole('listitem').filter({ hasText: `thank you for booking ${facts.unitTitle}` }),
  ).toBeVisible();

  // A reply of the host's own, with a placeholder from the chips.
  await page.getByRole('button', { name: t('messages:savedReplies.open') }).click();
  await page.getByRole('menuitem', { name: t('messages:savedReplies.manage') }).click();
  const dialog = page.getByRole('dialog', { name: t('messages:savedReplies.dialogTitle') });
  await dialog.getByRole('button', { name: t('messages:savedReplies.add') }).click();
  const form = dialog.getByRole('form', { name: t('messages:savedReplies.form.addTitle') });
  await form.getByRole('textbox', { name: t('messages:savedReplies.form.title') }).fill('Parking');
  const text = form.getByRole('textbox', { name: t('messages:savedReplies.form.body') });
  await text.fill('Dear ');
  await text.press('End');
  await form.getByRole('button', { name: t('messages:savedReplies.placeholders.guestFirstName') }).click();
  await text.pressSequentially(', parking is free.');
  await expect(text).toHaveValue('Dear {guestFirstName}, parking is free.');
  await checkA11y('the saved replies dialog');
  await form.getByRole('button', { name: t('messages:savedReplies.form.save') }).click();
  await expect(dialog.getByText('Dear {guestFirstName}, parking is free.')).toBeVisible();

  // The new reply went last; the host uses it most, so she moves it to the top by keyboard (the
  // focus stays on the button she presses, then moves to "down" once "up" is no longer possible).
  const before = await appGet<{ items: { id: string; title: string }[] }>(
    page,
    '/api/app/messaging/saved-replies',
  );
  expect(before.items.at(-1)?.title).toBe('Parking');
  const up = dialog.getByRole('button', { name: t('messages:savedReplies.moveUp', { title: 'Parking' }) });
  await up.focus();
  for (let step = 1; step < before.items.length; step += 1) await page.keyboard.press('Enter');
  await expect(up).toBeDisabled();
  await expect(
    dialog.getByRole('button', { name: t('messages:savedReplies.moveDown', { title: 'Parking' }) }),
  ).toBeFocused();
  await expect(dialog.getByRole('listitem').first()).toContainText('Parking');
  await expect
    .poll(async () =>
      (await appGet<{ items: { title: string }[] }>(page, '/api/app/messaging/saved-replies')).items.map(
        (reply) => reply.title,
      ),
    )
    .toEqual(['Parking', ...before.items.slice(0, -1).map((reply) => reply.title)]);
  await checkA11y('the saved replies dialog after a reorder');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The menu offers the replies in the host's order.
  await page.getByRole('button', { name: t('messages:savedReplies.open') }).click();
  await expect(page.getByRole('menuitem').first()).toContainText('Parking');
  await page.getByRole('menuitem', { name: /Parking/ }).click();
  await expect(box).toHaveValue(`Dear ${facts.guestFirstName}, parking is free.`);
});
